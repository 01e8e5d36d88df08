import { expect, test, type Locator } from "@playwright/test";
import { DELHI } from "./support/viewports.ts";
import { adultPlayer, needsDatabase, open, setMoneyGames, verifyPan } from "./web2-helpers.ts";

/**
 * Issue 19, "money words that never contradict each other": with cash play off no ₹ appears on
 * the lobby's practice rows, the daily spin or the offers page (chips are named chips); with cash
 * play on a deposit shows the GST and the bonus before paying, and the same numbers after.
 */
test.use({ geolocation: DELHI, permissions: ["geolocation"] });
test.describe.configure({ mode: "serial" });

async function noRupees(region: Locator): Promise<void> {
  const text = (await region.innerText()).trim();
  expect(text.length).toBeGreaterThan(0);
  expect(text, `"₹" in: ${text}`).not.toContain("₹");
}

test.afterAll(async () => {
  if (process.env["E2E_DATABASE_URL"]) await setMoneyGames(false);
});

test("with cash off: practice rows, the spin and the offers page name chips, never ₹", async ({ page, request }) => {
  needsDatabase();
  await setMoneyGames(false);
  const player = await adultPlayer(request);
  await open(page, player, "/lobby");

  const points = page.getByTestId("practice-point-tables");
  await expect(points.getByText("Points 0.05 chips").first()).toBeVisible();
  await noRupees(points);
  await page.getByRole("tab", { name: "Pool" }).click();
  await expect(page.getByTestId("practice-pool-tables").getByRole("row").nth(1)).toBeVisible();
  await noRupees(page.getByTestId("practice-pool-tables"));

  await page.getByRole("button", { name: "Daily Bonus" }).click();
  const modal = page.getByTestId("spin-modal");
  await expect(modal.getByTestId("spin-reward")).toHaveText("Prizes are practice chips: cash play is switched off.");
  await noRupees(modal);
  await modal.getByRole("button", { name: "Spin" }).click();
  const toast = page.getByText(/^Congratulations! You won [\d,.]+ practice chips$/);
  await expect(toast).toBeVisible({ timeout: 10_000 });
  await noRupees(toast);

  await open(page, player, "/offers");
  const offers = page.getByTestId("offers");
  await expect(offers.getByTestId("offers-off")).toContainText("Adding cash is switched off, so there are no deposit offers right now.");
  await noRupees(offers);
});

test("with cash on: a first deposit shows GST and bonus before paying and the same numbers after", async ({ page, context, request }) => {
  test.setTimeout(90_000);
  needsDatabase();
  await setMoneyGames(true);
  const player = await adultPlayer(request);
  await verifyPan(request, player);

  // The offers page lists the first-deposit bonus from the same rule the preview uses.
  await open(page, player, "/offers");
  await expect(page.getByTestId("offers").getByText("First deposit bonus")).toBeVisible();

  await open(page, player, "/deposit-cash");
  await page.getByTestId("deposit-amount").fill("500");
  await page.getByLabel("Mobile number").fill(player.mobile);
  const preview = page.getByTestId("preview-split");
  await expect(preview).toBeVisible();
  const ids = ["pay", "gst", "credit", "first-bonus"] as const;
  const before: Record<string, string> = {};
  for (const id of ids) before[id] = (await page.getByTestId(`preview-${id}`).innerText()).trim();
  expect(before["pay"]).toBe("₹500.00");
  expect(before["first-bonus"]).toBe("₹500.00");
  expect(before["gst"]).toMatch(/^₹\d+\.\d\d$/);
  expect(before["gst"]).not.toBe("₹0.00");
  await expect(page.getByTestId("deposit-preview")).toContainText("your first-deposit bonus applies by itself");

  await page.getByRole("button", { name: "Add Cash" }).click();
  const qr = page.getByTestId("qr-modal");
  const [gateway] = await Promise.all([context.waitForEvent("page"), qr.getByTestId("sandbox-approve-link").click()]);
  await gateway.getByRole("button", { name: "Approve payment" }).click();
  await expect(gateway.getByText(/Approved/)).toBeVisible();
  await gateway.close();

  // After paying (polled every 10 s): the receipt repeats the preview, and the toast names the same numbers.
  await expect(qr.getByTestId("receipt-split")).toBeVisible({ timeout: 25_000 });
  for (const id of ids) await expect(qr.getByTestId(`receipt-${id}`)).toHaveText(before[id] ?? "");
  await expect(
    page.getByText(`You paid ₹500.00: ${before["credit"]} added to your deposit balance, GST ${before["gst"]}, first-deposit bonus ₹500.00 added to your locked bonus.`),
  ).toBeVisible();
});
