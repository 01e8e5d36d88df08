import { expect, test } from "@playwright/test";

test("the home page renders and unknown paths come back to it", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Rummy/);
  await page.goto("/no-such-page");
  await expect(page).toHaveURL(/\/$/);
  await page.screenshot({ path: "artifacts/screenshots/home-desktop.png", fullPage: true });
});
