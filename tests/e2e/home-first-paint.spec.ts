import { expect, test, type Page } from "@playwright/test";

/**
 * `/` arrives drawn (home.html, web/vite.config.ts): a phone paints the home page from the HTML
 * before the app's entry script has arrived, in the visitor's language, and the app then takes
 * the page over. The entry script is held back here until the test has looked.
 */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("the home page is drawn before the app's script has run, then the app takes it over", async ({ page }) => {
  const release = await holdEntry(page);
  await page.goto("/", { waitUntil: "commit" });
  const heading = page.getByRole("heading", { level: 1 });
  await expect(page.locator('[data-prerender="en"]').getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('[data-prerender="en"]').getByRole("button", { name: "Register" })).toBeVisible();
  await expect(page.locator('[data-prerender="hi"] h1')).toBeHidden();
  release();
  await expect(page.locator("[data-prerender]")).toHaveCount(0);
  await expect(heading).toHaveCount(1);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("a visitor who chose Hindi is shown the Hindi page first", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("Language", "hi"));
  const release = await holdEntry(page);
  await page.goto("/", { waitUntil: "commit" });
  await expect(page.locator('[data-prerender="hi"]').getByRole("button", { name: "रजिस्टर करें" })).toBeVisible();
  await expect(page.locator('[data-prerender="en"] h1')).toBeHidden();
  release();
  await expect(page.locator("[data-prerender]")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "रजिस्टर करें" })).toBeVisible();
});

test("a player with a saved token is not shown the visitor's page on the way to the lobby", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("Token", "not-a-real-token"));
  const release = await holdEntry(page);
  await page.goto("/", { waitUntil: "commit" });
  await expect(page.locator('[data-prerender="en"] h1')).toBeAttached();
  await expect(page.locator("html")).toHaveAttribute("data-first-paint", "none");
  await expect(page.locator('[data-prerender="en"] h1')).toBeHidden();
  release();
});
