import { expect, test } from "@playwright/test";

/**
 * The public header on a portrait phone (issue 19): How to play, FAQ and Contact do not fit
 * beside Login and Register, so they sit behind a Menu button that a keyboard, a mouse and a
 * screen reader can all use.
 */
test.describe("public header on a portrait phone (390x844)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the Menu button reveals How to play, FAQ and Contact, by keyboard and by tap", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header.public-header");
    const menu = header.getByRole("button", { name: "Menu" });
    const howToPlay = header.getByRole("link", { name: "How to play" });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(howToPlay).toBeHidden();

    // Keyboard: Enter opens, Tab reaches the first link, Escape closes and returns focus.
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(howToPlay).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(howToPlay).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
    await expect(howToPlay).toBeHidden();

    // Each link is inside the screen and leads to its page; following one closes the menu. The
    // page's own heading is awaited: its chunk loads after the address changes, and the header it
    // brings starts with the menu closed, so a menu opened before it arrived closes under the test.
    for (const [name, path, heading] of [
      ["How to play", "/how-to-play", "How to Play"],
      ["FAQ's", "/faq", "FAQ's"],
      ["Contact", "/contact-support", "Contact Us"],
    ] as const) {
      await menu.tap();
      const link = header.getByRole("link", { name, exact: true });
      await expect(link).toBeVisible();
      const box = await link.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844, `${name} is on screen`).toBe(true);
      await link.tap();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      await expect(link).toBeHidden();
    }
    await menu.tap();
    await page.screenshot({ path: "artifacts/screenshots/public-header-phone-menu.png" });
  });
});

test.describe("public header on a desktop (1318x725)", () => {
  test.use({ viewport: { width: 1318, height: 725 } });

  test("shows the links themselves and no Menu button", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header.public-header");
    await expect(header.getByRole("link", { name: "How to play" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Contact", exact: true })).toBeVisible();
    await expect(header.getByRole("button", { name: "Menu" })).toBeHidden();
  });
});
