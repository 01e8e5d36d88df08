import { test } from "@playwright/test";
import { expect } from "./support/expect.ts";
import { openLoggedIn, registeredPlayer } from "./support/accounts.ts";
import { loginForm, openEntry } from "./support/entry.ts";
import { CHENNAI } from "./support/viewports.ts";

async function tryLogin(page: import("@playwright/test").Page) {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("PendingNote", "kept until Got It"));
  await openEntry(page, "Login");
  await loginForm(page).getByLabel("Mobile number or email").fill("9876543210");
  await loginForm(page).getByLabel("Password", { exact: true }).fill("Secret@123");
  await loginForm(page).getByRole("button", { name: "Login" }).click();
}

test.describe("inside a restricted state (Chennai, Tamil Nadu)", () => {
  test.use({ geolocation: CHENNAI, permissions: ["geolocation"] });

  test("login is blocked with 'Not Available'; Got It clears storage and goes to /", async ({ page }) => {
    await tryLogin(page);
    const block = page.getByTestId("region-block");
    await expect(block.getByRole("heading", { name: "Not Available" })).toBeVisible();
    await expect(block).toContainText("We are not available in your location");
    await expect(block.getByRole("button", { name: "Got It" })).toBeFocused();
    await block.getByRole("button", { name: "Got It" }).click();
    await expect(block).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test("a logged-in player opening the app there is logged out to /", async ({ page, request }) => {
    const player = await registeredPlayer();
    await openLoggedIn(page, player.token);
    await expect(page.getByTestId("region-block").getByRole("heading", { name: "Not Available" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem("Token"))).toBeNull();
    // The server ended that session too.
    const profile = await request.get("/api/v1/profile", { headers: { authorization: player.token } });
    expect(profile.status()).toBe(401);
  });
});

test.describe("without location permission", () => {
  test.use({ permissions: [] });

  test("login is blocked with the permission message", async ({ page }) => {
    await tryLogin(page);
    const block = page.getByTestId("region-block");
    await expect(block.getByRole("heading", { name: "Location not found" })).toBeVisible();
    await expect(block).toContainText("Location permission denied. Please enable location access in your browser settings.");
    await page.keyboard.press("Escape");
    await expect(block).toBeHidden();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });
});
