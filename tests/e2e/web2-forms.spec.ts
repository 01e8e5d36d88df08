import { expect, test, type Page } from "@playwright/test";
import { DELHI } from "./support/viewports.ts";
import { adultPlayer, approvedKyc, giveWinnings, needsDatabase, open, samplePan, setMoneyGames, verifyPan } from "./web2-helpers.ts";

/** Every form message of the account area, table by table, as a player sees it. */
test.use({ geolocation: DELHI, permissions: ["geolocation"] });
test.describe.configure({ mode: "serial" });

type Step = { readonly fill?: Record<string, string>; readonly click?: string; readonly expect: string };

/** Fills labelled fields (empty string clears), optionally clicks a button, then waits for a message. */
async function run(page: Page, steps: readonly Step[]) {
  for (const step of steps) {
    for (const [label, value] of Object.entries(step.fill ?? {})) await page.getByLabel(label, { exact: true }).fill(value);
    if (step.click) await page.getByRole("button", { name: step.click, exact: true }).click();
    if (step.expect === "") continue;
    await expect(page.getByText(step.expect, { exact: true }).first(), `after ${JSON.stringify(step)}`).toBeVisible();
  }
}

test("change password: every message, Submit only when valid, logout after 2 s", async ({ page, request }) => {
  const player = await adultPlayer(request);
  await open(page, player, "/change-password");
  const submit = page.getByRole("button", { name: "Submit" });
  await expect(submit).toBeDisabled();
  await run(page, [
    { fill: { "Current password": "x" }, expect: "" },
    { fill: { "Current password": "" }, expect: "Enter your current password" },
    { fill: { "New password": "short" }, expect: "Password need to be 8 to 16 characters" },
    { fill: { "New password": "lowercase@1" }, expect: "Password need to be 8 to 16 characters" },
    { fill: { "New password": "Secret@1234567" }, expect: "It must contain minimum 6 characters and maximum 12 characters." },
    { fill: { "New password": "" }, expect: "Enter new password" },
    { fill: { "Current password": player.password, "New password": player.password }, expect: "Current password and new password can't be same" },
    { fill: { "New password": "Newpass@12", "Repeat new password": "Newpass@13" }, expect: "Passwords don't match" },
    { fill: { "Repeat new password": "" }, expect: "Enter new password again" },
  ]);
  await expect(submit).toBeDisabled();
  await page.getByLabel("Repeat new password", { exact: true }).fill("Newpass@12");
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText("Password changed successfully, Logging you out.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  expect(await page.evaluate(() => localStorage.getItem("Token"))).toBeNull();
});

test("My Profile: view-only until Edit, every Basic Info message, Cancel restores, the unsaved-changes prompt", async ({ page, request }) => {
  const player = await adultPlayer(request);
  await open(page, player, "/my-account");
  const form = page.getByTestId("basic-info-form");
  await expect(form.getByLabel("Username")).toHaveAttribute("readonly", "");
  await form.getByRole("button", { name: "Edit" }).click();
  await run(page, [
    { fill: { Username: "" }, click: "Submit", expect: "Please enter username" },
    { fill: { Username: "a" }, expect: "Enter username between 2 to 10 characters" },
    { fill: { Username: "ab" }, expect: "Name must be minimum 3 character." },
    { fill: { Username: "ab_c" }, expect: "Username must contain only letters and numbers" },
    { fill: { Username: player.username, "Full name": "" }, expect: "Please enter your full name" },
    { fill: { "Full name": "R2D2" }, expect: "Please enter a valid full name" },
    { fill: { "Full name": "Test Player", Email: "" }, expect: "Please enter your Email" },
    { fill: { Email: "bad@mail" }, expect: "Please enter valid Email" },
    { fill: { Email: "new.mail@example.com" }, expect: "Must contain minimum 6 characters" },
    { fill: { Email: player.email, "Date of birth": "2015-01-01" }, expect: "You must be at least 18 years old." },
    { fill: { "Date of birth": "1990-01-15", "Postal code": "01234" }, expect: "Please enter valid postal code" },
  ]);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(form.getByLabel("Postal code")).toHaveValue("");
  await expect(form.getByLabel("Full name")).toHaveValue("Test Player");

  // Unsaved edits: leaving asks first; No stays, Yes leaves.
  await form.getByRole("button", { name: "Edit" }).click();
  await form.getByLabel("City").fill("Pune");
  await page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Passbook" }).click();
  const prompt = page.getByTestId("unsaved-confirm");
  await expect(prompt).toContainText("Data will be lost if you leave the page, are you sure?");
  await prompt.getByRole("button", { name: "No" }).click();
  await expect(page).toHaveURL(/\/my-account/);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Profile updated successfully.")).toBeVisible();
  await expect(form.getByLabel("City")).toHaveValue("Pune");
});

test("KYC tab by query parameter: PAN, Aadhaar, agent and bank messages", async ({ page, request }) => {
  const player = await adultPlayer(request);
  await open(page, player, "/my-account?myProfile=kyc");
  await expect(page.getByRole("tab", { name: "KYC" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("kyc-status")).toContainText("Complete your KYC");
  await run(page, [
    { click: "Verify PAN", expect: "Please enter PAN number" },
    { fill: { "PAN number": "ABCDE1234" }, click: "Verify PAN", expect: "Invalid PAN Number" },
    { click: "Get OTP", expect: "Please enter Aadhaar number" },
    { fill: { "Aadhaar number": "123456789012" }, click: "Get OTP", expect: "Invalid Aadhaar Number" },
    // A PAN ending in F is refused by the sandbox: the first failed attempt shows the reason.
    { fill: { "PAN number": "ABCDE1234F" }, click: "Verify PAN", expect: "PAN details do not match the records." },
  ]);
  await expect(page.getByTestId("kyc-status")).toContainText("Your KYC was rejected");
  // Bank details wait for a verified PAN; a good PAN after the failure verifies.
  const bank = page.getByTestId("bank-panel");
  await expect(bank.getByTestId("bank-needs-pan")).toBeVisible();
  await page.getByLabel("PAN number").fill(samplePan());
  await page.getByRole("button", { name: "Verify PAN" }).click();
  await expect(page.getByText(/PAN verified/).first()).toBeVisible();
  await bank.getByRole("button", { name: "Save bank details" }).click();
  for (const message of ["Please enter the bank name", "Please enter the account number", "Please confirm the account number", "Please enter the IFSC code"]) {
    await expect(bank.getByText(message)).toBeVisible();
  }
  await run(page, [
    { fill: { "Bank name": "State Bank", "Account number": "1234567890" }, expect: "Please enter a valid account number" },
    { fill: { "Account number": "123456789012", "Confirm account number": "123456789013" }, expect: "Account Number don't match" },
    { fill: { "Confirm account number": "123456789012", "IFSC code": "SBIN1234567" }, expect: "Please enter a valid IFSC code" },
  ]);
  await page.getByLabel("IFSC code", { exact: true }).fill("SBIN0001234");
  await bank.getByRole("button", { name: "Save bank details" }).click();
  await expect(page.getByText("Bank details saved successfully.")).toBeVisible();
  await expect(bank.getByText("Bank details are locked once saved.", { exact: false })).toBeVisible();

  await page.getByRole("tab", { name: "Basic Info" }).click();
  await page.getByLabel("Agent id").fill("AB12");
  await page.getByRole("button", { name: "Join" }).click();
  await expect(page.getByText("Agent id must be 6 characters")).toBeVisible();
});

test("withdraw: every UPI and Bank message, and the mode switch clearing them", async ({ page, request }) => {
  needsDatabase();
  const player = await adultPlayer(request, "Ravi Kumar");
  await approvedKyc(request, player);
  await giveWinnings(player.id, 500);
  await open(page, player, "/withdraw");
  await run(page, [
    { click: "Withdraw", expect: "Amount is required" },
    { fill: { Amount: "0" }, click: "Withdraw", expect: "Minimum withdrawal amount is ₹1" },
    { fill: { Amount: "501" }, expect: "Amount exceeds withdrawable balance" },
    { expect: "UPI ID is required" },
    { fill: { "UPI ID": "ravi" }, expect: "Please enter a valid UPI ID" },
  ]);
  await page.getByLabel("UPI ID").fill("ravi@okaxis");
  await page.getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByText("Please verify this UPI ID before withdrawing to it.")).toBeVisible();
  await page.getByLabel("UPI ID").fill("other.person@okaxis");
  await page.getByRole("button", { name: "Verify UPI ID" }).click();
  await expect(page.getByText(/does not match the name on your PAN/)).toBeVisible();

  // Bank payouts go only to the saved account: none yet, so the form is not offered.
  await page.getByRole("tab", { name: "Bank" }).click();
  await expect(page.getByTestId("withdraw-no-bank")).toBeVisible();
  const saved = await request.post("/api/v1/profile/bank", {
    headers: { authorization: player.token },
    data: { sBankName: "State Bank", sAccountNo: "123456789012", sIFSC: "SBIN0001234", sAccountHolderName: "Ravi Kumar" },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.reload();
  await page.getByRole("tab", { name: "Bank" }).click();
  await expect(page.getByLabel("Beneficiary account number")).toHaveValue("123456789012");
  await expect(page.getByLabel("Beneficiary account number")).toHaveAttribute("readonly", "");
  await run(page, [{ click: "Withdraw", expect: "Payment Mode is required" }]);
  await page.getByLabel("Payment mode").selectOption("RTGS");
  await expect(page.getByText("Payment Mode is required")).toBeHidden();
  await expect(page.getByLabel("Beneficiary IFSC code")).toHaveValue("SBIN0001234");
  await run(page, [
    { fill: { Amount: "100" }, click: "Withdraw", expect: "For RTGS, minimum amount should be ₹200,000" },
    { expect: "Remarks is required" },
  ]);
  await page.getByLabel("Payment mode").selectOption("IMPS");
  await expect(page.getByText("Remarks is required")).toBeHidden();
  await expect(page.getByLabel("Beneficiary bank name")).toHaveValue("State Bank");
  await page.getByLabel("Payment mode").selectOption("FT");
  await run(page, [{ click: "Withdraw", expect: "Transaction Particulars is required" }]);
});

test("payment gateway: every message, Cancel back to Deposit Cash", async ({ page, request }) => {
  const player = await adultPlayer(request);
  await open(page, player, `/payment-gateway?token=${encodeURIComponent(player.token)}&amount=`);
  await expect(page.getByRole("heading", { name: "Payment Gateway" })).toBeVisible();
  await run(page, [
    { click: "Submit", expect: "Payment Mode is required" },
    { expect: "Amount is required." },
    { expect: "Debit Account No is required" },
    { fill: { Amount: "0" }, expect: "Amount should be greater than 0" },
    { fill: { "Debit Account No": "AC1" }, expect: "Amount should be greater than 0" },
  ]);
  await page.getByLabel("Payment mode").selectOption("NEFT");
  await run(page, [
    { fill: { "Debit Account No": "" }, expect: "Debit Account No should not be empty" },
    { fill: { Remarks: "x" }, expect: "Debit Account No should not be empty" },
    { fill: { Remarks: "" }, expect: "Remarks should not be empty" },
    { fill: { Amount: "12a.345" }, expect: "Remarks should not be empty" },
  ]);
  await expect(page.getByLabel("Amount")).toHaveValue("12.34");
  await page.getByLabel("Payment mode").selectOption("RTGS");
  await run(page, [{ click: "Submit", expect: "For RTGS, minimum amount should be ₹200,000" }, { expect: "Remarks is required" }]);
  await page.getByLabel("Payment mode").selectOption("IMPS");
  await run(page, [
    { click: "Submit", expect: "Debit IFSC Code is required" },
    { expect: "Debit Mobile No is required" },
    { fill: { "Debit IFSC": "SB-1" }, expect: "Debit IFSC Code must be 1-15 alphanumeric characters" },
    { fill: { "Debit IFSC": "" }, expect: "Debit IFSC Code should not be empty" },
    { fill: { "Debit Mobile No": "9" }, expect: "Debit IFSC Code should not be empty" },
    { fill: { "Debit Mobile No": "" }, expect: "Debit Mobile No should not be empty" },
  ]);
  await page.getByLabel("Payment mode").selectOption("FT");
  await run(page, [{ click: "Submit", expect: "Debit Trans. Particulars should not be empty" }]);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/deposit-cash$/);
});

test("deposit: mobile required, minimum refused, offers apply and remove", async ({ page, request }) => {
  needsDatabase();
  await setMoneyGames(true);
  try {
    const player = await adultPlayer(request);
    await verifyPan(request, player);
    await open(page, player, "/deposit-cash");
    await page.getByTestId("deposit-amount").fill("50");
    await page.getByLabel("Mobile number").fill("");
    await page.getByRole("button", { name: "Add Cash" }).click();
    // The amount field's own message (the deposit preview may say the same in its panel).
    await expect(page.getByRole("alert").filter({ hasText: "Minimum deposit amount is ₹99" })).toBeVisible();
    await expect(page.getByText("* Mobile number is required.")).toBeVisible();
    await page.getByTestId("deposit-amount").fill("");
    await page.getByRole("button", { name: "View promotional offers" }).click();
    const offers = page.getByTestId("promotions-modal");
    const apply = offers.getByRole("button", { name: "Apply" }).first();
    if (await apply.isVisible()) {
      await apply.click();
      await expect(page.getByTestId("deposit-amount")).not.toHaveValue("");
      await page.getByRole("button", { name: "Change offer" }).click();
      await expect(offers.getByRole("button", { name: "Remove" })).toHaveCount(1);
      await offers.getByRole("button", { name: "Remove" }).click();
      await expect(offers.getByRole("button", { name: "Remove" })).toHaveCount(0);
    } else {
      await expect(offers.getByText("Currently, No promotional offers available.")).toBeVisible();
    }
  } finally {
    await setMoneyGames(false);
  }
});

test("report a problem: issue, comments and attachment messages; the ticket list, View and Cancel Request", async ({ page, request }) => {
  const player = await adultPlayer(request);
  await open(page, player, "/report-problem");
  await run(page, [
    { click: "Submit", expect: "Please select an issue" },
    { expect: "Please describe the issue you have been facing" },
  ]);
  const files = page.getByLabel("Attachments (optional)");
  const png = (name: string, size = 100) => ({ name, mimeType: "image/png", buffer: Buffer.alloc(size) });
  await files.setInputFiles([png("1.png"), png("2.png"), png("3.png"), png("4.png"), png("5.png")]);
  await expect(page.getByText("Please select only 4 files")).toBeVisible();
  await files.setInputFiles([{ name: "a.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(10) }]);
  await expect(page.getByText("Please select Image(s) or Video(s)")).toBeVisible();
  await files.setInputFiles([png("big.png", 4_048_576)]);
  await expect(page.getByText("Image size must be less than 4 MB")).toBeVisible();
  await files.setInputFiles([{ name: "big.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(15_728_640) }]);
  await expect(page.getByText("Video size must be less than 15 MB")).toBeVisible();
  // A real PNG: the server decides the type by the file's first bytes.
  const tinyPng = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
  await files.setInputFiles([{ name: "screen.png", mimeType: "image/png", buffer: tinyPng }]);
  await expect(page.getByText("screen.png")).toBeVisible();

  await page.getByLabel("Select Issue").selectOption({ index: 1 });
  await page.getByLabel("Comments").fill("The table froze after I discarded.");
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page.getByText("Report submitted successfully.").first()).toBeVisible();

  await page.goto("/reported-problems");
  const tickets = page.getByTestId("tickets-table");
  await expect(tickets.getByRole("row")).toHaveCount(2);
  await tickets.getByRole("button", { name: "View" }).click();
  await expect(page.getByTestId("ticket-modal")).toContainText("The table froze after I discarded.");
  await expect(page.getByTestId("ticket-modal").getByRole("button", { name: /Attachment 1/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await tickets.getByRole("button", { name: "Cancel Request" }).click();
  await page.getByTestId("cancel-ticket-confirm").getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Request cancelled successfully.")).toBeVisible();
  await expect(page.getByTestId("tickets-table-empty")).toHaveText("Not Available");
});

test("invite: code and link with Copied to clipboard!", async ({ page, request, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const player = await adultPlayer(request);
  await open(page, player, "/invite");
  const code = (await page.getByTestId("referral-code").textContent()) ?? "";
  expect(code).toMatch(/^[A-Z0-9]{4,12}$/);
  await page.getByRole("button", { name: "Copy referral code" }).click();
  await expect(page.getByText("Copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});
