import { expect, test } from "@playwright/test";
import { DELHI } from "./support/viewports.ts";
import { adultPlayer, giveWinnings, needsDatabase, open, popupQuery, sampleAadhaar, samplePan, setMoneyGames, verifyPan } from "./web2-helpers.ts";

/**
 * Web app II with money: a deposit paid on the sandbox approve page reaches the header balance
 * and buys into a cash Points table; a withdrawal after sandbox KYC lands in the passbook.
 */
test.use({ geolocation: DELHI, permissions: ["geolocation"] });
test.describe.configure({ mode: "serial" });

test.beforeEach(async () => {
  needsDatabase();
  // Cash play is off by default (the Online Gaming Act switch); these tests are about cash.
  await setMoneyGames(true);
});

test.afterAll(async () => {
  if (process.env["E2E_DATABASE_URL"]) await setMoneyGames(false);
});

test("deposit through the sandbox approve page, see the balance, join a cash Points table", async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const player = await adultPlayer(request);
  await verifyPan(request, player);
  await open(page, player, "/deposit-cash");
  await expect(page.getByTestId("deposit-range")).toHaveText("Deposit Range: ₹99 - ₹49,999");
  const amount = page.getByTestId("deposit-amount");
  const addCash = page.getByRole("button", { name: "Add Cash" });
  await expect(addCash).toBeDisabled();
  await amount.fill("600000");
  await expect(amount).toHaveValue("49999");
  await expect(page.getByText("Maximum deposit amount is ₹49,999")).toBeVisible();
  await page.getByRole("button", { name: "₹500" }).click();
  await expect(amount).toHaveValue("500");
  await page.getByLabel("Mobile number").fill(player.mobile);
  await page.getByLabel("Transaction notes (optional)").fill("First deposit!!");
  await expect(page.getByLabel("Transaction notes (optional)")).toHaveValue("First deposit");
  await addCash.click();

  const qr = page.getByTestId("qr-modal");
  await expect(qr.getByTestId("qr-code")).toBeVisible();
  await expect(qr.getByRole("link", { name: "Pay with a UPI app" })).toHaveAttribute("href", /^upi:\/\/pay\?/);
  const [gateway] = await Promise.all([context.waitForEvent("page"), qr.getByTestId("sandbox-approve-link").click()]);
  await gateway.getByRole("button", { name: "Approve payment" }).click();
  await expect(gateway.getByText(/Approved/)).toBeVisible();
  await gateway.close();

  // The status is polled every 10 s; success toasts what was paid and added, the modal shows the receipt.
  await expect(page.getByText(/^You paid ₹[\d,.]+: ₹[\d,.]+ added to your deposit balance, GST ₹[\d,.]+/)).toBeVisible({ timeout: 25_000 });
  await expect(qr.getByTestId("receipt-split")).toBeVisible();
  await qr.getByRole("button", { name: /close/i }).click();
  await expect(page.getByTestId("qr-modal")).toBeHidden({ timeout: 10_000 });
  await expect(page.getByTestId("wallet-balance")).not.toHaveText("₹0.00");
  const balance = await page.getByTestId("wallet-balance").textContent();
  expect(Number((balance ?? "").replace(/[^\d.]/g, ""))).toBeGreaterThan(0);

  // Cash lobby: Points, 2 players, a point value, Play, Yes.
  await page.goto("/lobby");
  await page.getByRole("tab", { name: "Cash" }).click();
  await page.getByRole("tab", { name: "2 Players" }).click();
  await page.getByTestId("cash-point-2-select").selectOption({ index: 0 });
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const confirm = page.getByTestId("play-confirm");
  await expect(confirm).toContainText("Are you sure you want to play this game?");
  const query = await popupQuery(context, () => confirm.getByRole("button", { name: "Yes" }).click());
  expect(query.get("sAuthToken")).toBe(player.token);
  expect(query.get("sTableId")).toMatch(/[0-9a-f-]{36}/);
  expect(Number(query.get("nChips"))).toBeGreaterThan(0);

  // The 2 / 6 choice is remembered.
  await page.getByRole("tab", { name: "6 Players" }).click();
  await page.reload();
  await page.getByRole("tab", { name: "Cash" }).click();
  await expect(page.getByRole("tab", { name: "6 Players" })).toHaveAttribute("aria-selected", "true");
});

test("withdraw by UPI after KYC in the sandbox, then see it in the passbook", async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await adultPlayer(request, "Asha Verma");
  await giveWinnings(player.id, 1000);
  await open(page, player, "/withdraw");
  await expect(page.getByTestId("withdraw-kyc")).toBeVisible();
  await page.getByRole("link", { name: "Complete your KYC" }).click();
  await expect(page.getByRole("tab", { name: "KYC" })).toHaveAttribute("aria-selected", "true");

  await page.getByLabel("PAN number").fill(samplePan());
  await page.getByRole("button", { name: "Verify PAN" }).click();
  await expect(page.getByText(/PAN verified/).first()).toBeVisible();
  await page.getByLabel("Aadhaar number").fill(sampleAadhaar());
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.getByLabel("Aadhaar OTP").fill("123456");
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page.getByTestId("kyc-status")).toContainText("Your KYC is Verified");

  await page.goto("/withdraw");
  await expect(page.getByTestId("withdrawable")).toHaveText("₹1,000.00");
  await page.getByLabel("Amount").fill("100");
  await page.getByLabel("UPI ID").fill("asha@okaxis");
  // A UPI payout goes only to the player's own verified UPI id (the sandbox registers it to the PAN name).
  await page.getByRole("button", { name: "Verify UPI ID" }).click();
  await expect(page.getByText("Verified: registered to ASHA VERMA")).toBeVisible();
  await page.getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByTestId("withdraw-success")).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/passbook\?tab=withdraw$/, { timeout: 10_000 });

  const rows = page.getByTestId("passbook-table").getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("-₹100.00");
  await page.getByRole("tab", { name: "All" }).click();
  await expect(page.getByTestId("passbook-table")).toContainText("Withdrawal");
});
