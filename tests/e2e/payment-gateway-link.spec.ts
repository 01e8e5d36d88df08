import { expect, test } from "@playwright/test";
import { DELHI } from "./support/viewports.ts";
import { adultPlayer, needsDatabase, open, setMoneyGames, verifyPan } from "./web2-helpers.ts";

/**
 * Bank mode of Deposit Cash leads to the payment gateway page through a one-time payment link
 * (issue 14 item 8): the URL carries a token for this one payment, never the session token, the
 * payment is credited, and the same link does not pay twice.
 */
test.use({ geolocation: DELHI, permissions: ["geolocation"] });
test.describe.configure({ mode: "serial" });

test.beforeEach(async () => {
  needsDatabase();
  await setMoneyGames(true);
});

test.afterAll(async () => {
  if (process.env["E2E_DATABASE_URL"]) await setMoneyGames(false);
});

test("bank deposit through a one-time gateway link, paid once", async ({ page, request }) => {
  test.setTimeout(60_000);
  const player = await adultPlayer(request);
  await verifyPan(request, player);
  await open(page, player, "/deposit-cash");
  await page.locator('input[name="deposit-mode"][value="bank"]').check();
  await page.getByTestId("deposit-amount").fill("500");
  await page.getByRole("button", { name: "Add Cash" }).click();

  await expect(page).toHaveURL(/\/payment-gateway\?token=pgt_[^&]+&amount=500$/);
  const link = new URL(page.url());
  expect(link.searchParams.get("token")).not.toBe(player.token);
  await page.getByLabel("Payment mode").selectOption("NEFT");
  await page.getByLabel("Debit Account No").fill("77700011112221");
  await page.getByLabel("Remarks", { exact: true }).fill("Add cash");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("gateway-success")).toContainText(/You paid ₹500\.00: ₹[\d.]+ added to your deposit balance, GST ₹[\d.]+/, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/deposit-cash$/, { timeout: 10_000 });

  // The same link again: refused, nothing paid twice.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel("Payment mode").selectOption("NEFT");
  await page.getByLabel("Debit Account No").fill("77700011112221");
  await page.getByLabel("Remarks", { exact: true }).fill("Add cash");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("This payment link has been used or has expired. Please start again from Deposit Cash.")).toBeVisible();
});
