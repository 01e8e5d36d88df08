import { test, type Page } from "@playwright/test";
import { expect } from "./support/expect.ts";
import { entry, openEntry } from "./support/entry.ts";
import { DELHI, DESKTOP, PHONE, SCREENSHOT_DIR } from "./support/viewports.ts";

test.use({ geolocation: DELHI, permissions: ["geolocation"] });

async function shoot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage });
}

for (const [label, size] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`${label} ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test("home page", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { name: /Welcome bonus up to ₹5,000/ })).toBeVisible();
      await shoot(page, `home-${label}`);
      await shoot(page, `home-${label}-fold`, false);
    });

    test("entry screen", async ({ page }) => {
      await page.goto("/");
      await openEntry(page, "Register");
      await page.waitForTimeout(300); // the dialog's entrance animation
      await shoot(page, `entry-register-${label}`, false);
      await entry(page).getByRole("tab", { name: "Log in" }).click();
      await entry(page).getByRole("button", { name: "Login" }).click();
      await expect(entry(page).getByText("Enter a valid Email / Mobile")).toBeVisible();
      await shoot(page, `entry-login-errors-${label}`, false);
    });

    test("a policy page", async ({ page }) => {
      await page.goto("/legality");
      await expect(page.getByRole("heading", { level: 1, name: "Legality" })).toBeVisible();
      await shoot(page, `legality-${label}`);
    });
  });
}
