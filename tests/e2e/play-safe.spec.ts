import { expect, test } from "@playwright/test";
import { openLoggedIn, registeredPlayer } from "./support/accounts.ts";
import { DELHI } from "./support/viewports.ts";

/**
 * My Profile > Play safe in the browser against the real platform: a first loss limit applies at
 * once, a raise shows as waiting with the time it applies, a cool-off starts only after its
 * confirmation and then shows its end; the history lists each change.
 */
// The web shell logs a player out without a location: the browser grants one.
test.use({ geolocation: DELHI, permissions: ["geolocation"] });

test("Play safe sets a loss limit, shows a raise waiting 72 hours, and starts a cool-off after a confirmation", async ({ page }) => {
  const player = await registeredPlayer();
  await openLoggedIn(page, player.token, "/my-account?myProfile=playSafe");
  const section = page.getByTestId("play-safe");
  await expect(section.getByRole("heading", { name: "Play safe" })).toBeVisible();

  const lossInput = section.getByLabel("New net loss per day in rupees");
  await lossInput.fill("500");
  await section.getByRole("button", { name: "Save limits" }).click();
  await expect(section.getByTestId("limit-loss_daily")).toContainText("₹500");

  await lossInput.fill("1000");
  await section.getByRole("button", { name: "Save limits" }).click();
  await expect(section.getByTestId("limit-loss_daily")).toContainText(/₹500\s*→ ₹1,000 from/);

  await section.getByLabel("Period").selectOption("24h");
  await section.getByRole("button", { name: "Start" }).click();
  const confirm = page.getByTestId("play-safe-confirm");
  await expect(confirm).toContainText("cannot be shortened");
  await confirm.getByRole("button", { name: "Yes, start it" }).click();
  await expect(section.getByTestId("play-safe-exclusion")).toContainText(/You are taking a break until \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST\./);
  await expect(section.getByTestId("play-safe-history")).toContainText("24-hour cool-off");
  await expect(section.getByTestId("play-safe-history")).toContainText("Net loss per day");
});
