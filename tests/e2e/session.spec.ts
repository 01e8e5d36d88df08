import { test } from "@playwright/test";
import { expect } from "./support/expect.ts";
import { openLoggedIn, registeredPlayer } from "./support/accounts.ts";
import { DELHI, DESKTOP, PHONE, SCREENSHOT_DIR } from "./support/viewports.ts";

test.use({ geolocation: DELHI, permissions: ["geolocation"] });

test("a saved token sends / to the lobby, and the shell shows the player", async ({ page }) => {
  const player = await registeredPlayer();
  await openLoggedIn(page, player.token, "/");
  await expect(page).toHaveURL(/\/lobby$/);
  const header = page.getByTestId("shell-header");
  await expect(header).toContainText(`Welcome, ${player.username}`);
  await expect(header.getByTestId("wallet-balance")).toHaveText(/^₹\d/);
  await expect(header.getByRole("link", { name: "Add cash" })).toHaveAttribute("href", "/deposit-cash");
  await header.getByRole("link", { name: "My Account" }).click(); // not forced: while a request runs, SPEC.md's full-screen loader takes the click, as it does a player's
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page).toHaveTitle(/Account|Profile/);
});

test("a session ended elsewhere logs this browser out to / with the authentication notice at once (player channel)", async ({ page, request }) => {
  const player = await registeredPlayer();
  await openLoggedIn(page, player.token);
  await expect(page.getByTestId("username")).toHaveText(player.username);
  // The player channel joins its room once the browser is idle (late on a busy run); the page
  // marks it open only when the server has joined it, so the revocation is sure to reach it.
  await expect(page.locator("html")).toHaveAttribute("data-player-channel", "open", { timeout: 30_000 });
  const revoked = await request.get("/api/v1/profile/logout", { headers: { authorization: player.token } });
  expect(revoked.ok()).toBe(true);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("alert").filter({ hasText: "Authentication Error, Please try logging again" })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem("Token"), localStorage.getItem("logout")])).toEqual([null, null]);
  // The server closed the socket and the channel does not come back with the dead token.
  await expect(page.locator("html")).toHaveAttribute("data-player-channel", "closed");
});

test("a session revoked while the page was away (401) logs out to / with the authentication notice", async ({ page, request }) => {
  const player = await registeredPlayer();
  await openLoggedIn(page, player.token);
  await expect(page.getByTestId("username")).toHaveText(player.username);
  // Leaving the app closes its player channel, so only the next request can learn of the revocation.
  await page.goto("about:blank");
  const revoked = await request.get("/api/v1/profile/logout", { headers: { authorization: player.token } });
  expect(revoked.ok()).toBe(true);
  await page.goto("/lobby");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("alert").filter({ hasText: "Authentication Error, Please try logging again" })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem("Token"), localStorage.getItem("logout")])).toEqual([null, null]);
});

test("logged-in routes without a token go to /, and logging in returns there", async ({ page }) => {
  const player = await registeredPlayer();
  await page.goto("/passbook");
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
  const form = page.getByRole("tabpanel", { name: "Log in" });
  await form.getByLabel("Mobile number or email").fill(player.mobile);
  await form.getByLabel("Password", { exact: true }).fill(player.password);
  await form.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/passbook$/);
});

for (const [label, size] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test(`shell at ${label} size: sticky header past 50 px, menu, logged-in pages`, async ({ page }) => {
    await page.setViewportSize(size);
    const player = await registeredPlayer();
    await openLoggedIn(page, player.token, "/how-to-play-prv");
    const header = page.getByTestId("shell-header");
    await expect(page.getByRole("heading", { level: 1, name: "How to Play" })).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/shell-${label}.png` });
    await expect(header).not.toHaveClass(/is-sticky/);
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveClass(/is-sticky/);
    await expect(header).toBeInViewport();
    if (label === "phone") {
      await header.getByRole("button", { name: "Menu" }).click();
      await expect(header.getByRole("link", { name: "Lobby", exact: true })).toBeVisible();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/shell-menu-${label}.png` });
    }
    await page.goto("/lobby");
    await expect(page).toHaveTitle(/Lobby/);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/shell-lobby-${label}.png`, fullPage: true });
  });
}
