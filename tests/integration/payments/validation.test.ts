import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, type TestPlayer } from "../../support/accounts.ts";
import { realPostgresOrSkip } from "../../support/database.ts";
import type { TestPlatform } from "../../support/platform.ts";
import { bootPayments, cashPlayer, db, giveWinnings, ownBankAccount, setCompliance, setPaymentsPolicy } from "./support.ts";

/** SPEC.md section 5 "Withdraw" and "Payment gateway payout form": every message, through HTTP. */

const bank = { nAmount: 500, modeOfPay: "NEFT", Ben_Acct_No: "12345678901", Ben_Name: "Test Player", remarks: "Winnings", Ben_IFSC: "HDFC0001234", Ben_BankName: "HDFC Bank" };
const without = (o: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));

const withdrawCases: [string, Record<string, unknown>, string][] = [
  ["amount missing", without(bank, "nAmount"), "Amount is required"],
  ["amount empty", { ...bank, nAmount: "" }, "Amount is required"],
  ["amount not digits", { ...bank, nAmount: "12a" }, "Amount is required"],
  ["amount above the withdrawable balance", { ...bank, nAmount: 5000 }, "Amount exceeds withdrawable balance"],
  ["amount below the minimum", { ...bank, nAmount: 50 }, "Minimum withdrawal amount is ₹99"],
  ["mode missing", without(bank, "modeOfPay"), "Payment Mode is required"],
  ["mode DD (not offered)", { ...bank, modeOfPay: "DD" }, "Payment Mode is required"],
  ["account number missing", without(bank, "Ben_Acct_No"), "Beneficiary Account No is required"],
  ["account number over 16", { ...bank, Ben_Acct_No: "12345678901234567" }, "Beneficiary Account No must be at most 16 alphanumeric characters"],
  ["account number not alphanumeric", { ...bank, Ben_Acct_No: "1234-5678" }, "Beneficiary Account No must be at most 16 alphanumeric characters"],
  ["name missing", without(bank, "Ben_Name"), "Beneficiary Name is required"],
  ["name over 50", { ...bank, Ben_Name: "x".repeat(51) }, "Beneficiary Name must be at most 50 characters"],
  ["remarks over 50", { ...bank, remarks: "r".repeat(51) }, "Remarks must be at most 50 characters"],
  ["remarks missing for NEFT", without(bank, "remarks"), "Remarks is required"],
  ["IFSC over 15", { ...bank, Ben_IFSC: "HDFC00012345678X" }, "Beneficiary IFSC Code must be 1-15 alphanumeric characters"],
  ["IFSC not alphanumeric", { ...bank, Ben_IFSC: "HDFC-0001" }, "Beneficiary IFSC Code must be 1-15 alphanumeric characters"],
  ["IFSC missing for RTGS", { ...without(bank, "Ben_IFSC"), modeOfPay: "RTGS" }, "Beneficiary IFSC Code is required"],
  ["bank name missing for IMPS", { ...without(bank, "Ben_BankName"), modeOfPay: "IMPS" }, "Beneficiary Bank Name is required"],
  ["particulars missing for FT", { ...bank, modeOfPay: "FT" }, "Transaction Particulars is required"],
  ["RTGS below ₹2,00,000", { ...bank, modeOfPay: "RTGS" }, "For RTGS, minimum amount should be ₹200,000"],
];

const upi = { nAmount: 500, sPayeeAddress: "player@okbank", sPayeeName: "Test Player", sDeviceId: "web-1", sOs: "WEB" };
const upiCases: [string, Record<string, unknown>, string][] = [
  ["amount missing", without(upi, "nAmount"), "Amount is required"],
  ["UPI id missing", without(upi, "sPayeeAddress"), "UPI ID is required"],
  ["UPI id empty", { ...upi, sPayeeAddress: " " }, "UPI ID is required"],
  ["amount above the withdrawable balance", { ...upi, nAmount: 1001 }, "Amount exceeds withdrawable balance"],
];

const gw = { nAmount: "500.50", debitAccountNo: "55500011112222", debitAccountName: "Test Player", debitPartTrnRmks: "add cash", modeOfPay: "IMPS", remarks: "Deposit", debitIfsc: "ICIC0000123", debitMobile: "9876543210" };
const ft = { nAmount: "500", debitAccountNo: "55500011112222", modeOfPay: "FT", debitTrnParticulars: "Rummy deposit" };
const gatewayCases: [string, Record<string, unknown>, string][] = [
  ["amount missing", without(gw, "nAmount"), "Amount is required."],
  ["amount zero", { ...gw, nAmount: "0" }, "Amount should be greater than 0"],
  ["amount empty", { ...gw, nAmount: "" }, "Amount should be greater than 0"],
  ["amount three decimals", { ...gw, nAmount: "10.123" }, "Amount can have at most 2 decimals"],
  ["amount longer than 20", { ...gw, nAmount: "1".repeat(21) }, "Amount should be greater than 0"],
  ["mode missing", without(gw, "modeOfPay"), "Payment Mode is required"],
  ["debit account missing", without(gw, "debitAccountNo"), "Debit Account No is required"],
  ["debit account empty", { ...gw, debitAccountNo: "" }, "Debit Account No should not be empty"],
  ["debit account over 16", { ...gw, debitAccountNo: "A".repeat(17) }, "Debit Account No must be at most 16 alphanumeric characters"],
  ["debit account name over 50", { ...gw, debitAccountName: "n".repeat(51) }, "Debit Account Name must be at most 50 characters"],
  ["debit remarks with symbols", { ...gw, debitPartTrnRmks: "pay #1" }, "Debit Trans. Remarks can have letters, digits and spaces only, at most 50 characters"],
  ["debit remarks over 30 for FT", { ...ft, debitPartTrnRmks: "x".repeat(31) }, "Debit Trans. Remarks can have letters, digits and spaces only, at most 30 characters"],
  ["remarks missing (IMPS)", without(gw, "remarks"), "Remarks is required"],
  ["remarks empty (NEFT)", { ...without(gw, "debitIfsc"), modeOfPay: "NEFT", remarks: " " }, "Remarks should not be empty"],
  ["remarks over 50", { ...gw, remarks: "r".repeat(51) }, "Remarks must be at most 50 characters"],
  ["debit IFSC missing (IMPS)", without(gw, "debitIfsc"), "Debit IFSC Code is required"],
  ["debit IFSC empty (IMPS)", { ...gw, debitIfsc: "" }, "Debit IFSC Code should not be empty"],
  ["debit IFSC not alphanumeric", { ...gw, debitIfsc: "ICIC-00001" }, "Debit IFSC Code must be 1-15 alphanumeric characters"],
  ["debit mobile missing (IMPS)", without(gw, "debitMobile"), "Debit Mobile No is required"],
  ["debit mobile empty (IMPS)", { ...gw, debitMobile: "" }, "Debit Mobile No should not be empty"],
  ["debit mobile over 10 digits", { ...gw, debitMobile: "98765432100" }, "Debit Mobile No must be at most 10 digits"],
  ["debit particulars missing (FT)", without(ft, "debitTrnParticulars"), "Debit Trans. Particulars should not be empty"],
  ["debit particulars empty (FT)", { ...ft, debitTrnParticulars: "" }, "Debit Trans. Particulars should not be empty"],
  ["RTGS below ₹2,00,000", { ...without(gw, "debitIfsc"), modeOfPay: "RTGS" }, "For RTGS, minimum amount should be ₹200,000"],
];

/** A client with its own address: the payout routes allow 20 calls a minute per address. */
function client(player: TestPlayer): ApiClient {
  const c = new ApiClient(player.client.baseUrl);
  c.token = player.client.token;
  return c;
}

describe.runIf(realPostgresOrSkip("payments: validation"))("payout forms and gates", () => {
  let p: TestPlatform;
  let player: TestPlayer;
  beforeAll(async () => {
    p = await bootPayments("pay_validation");
    player = await cashPlayer(p, { kyc: true });
    await giveWinnings(db(p), player.id, 1000_00n, `test-winnings:${player.id}`);
    await ownBankAccount(player, bank.Ben_Acct_No);
  }, 120_000);
  afterAll(async () => p?.close());

  it.each(withdrawCases)("withdraw form: %s", async (_name, body, message) => {
    const res = await client(player).post("/transaction/rbl/payout", body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.data.message).toBe(message);
  });

  it.each(upiCases)("UPI withdraw: %s", async (_name, body, message) => {
    const res = await client(player).post("/transaction/rbl/disbursement", body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each(gatewayCases)("payment gateway form: %s", async (_name, body, message) => {
    const res = await client(player).post("/transaction/rbl/payout", body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("uses the player form's ₹1 minimum verbatim when the policy is set to it", async () => {
    await setPaymentsPolicy(db(p), { withdrawal: { minimumPaise: 100 } });
    try {
      const res = await client(player).post("/transaction/rbl/payout", { ...bank, nAmount: "0.50" });
      expect(res.body.message).toBe("Minimum withdrawal amount is ₹1");
    } finally {
      await setPaymentsPolicy(db(p), { withdrawal: { minimumPaise: 9900 } });
    }
  });

  it("refuses a withdrawal without full KYC", async () => {
    const noKyc = await cashPlayer(p);
    await giveWinnings(db(p), noKyc.id, 1000_00n, `test-winnings:${noKyc.id}`);
    const res = await noKyc.client.post("/transaction/rbl/payout", bank);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Please complete your KYC (PAN and Aadhaar) to withdraw.");
  });

  it("refuses cash from a restricted state and deposits while money games are off", async () => {
    const other = await cashPlayer(p, { kyc: true });
    await db(p).execute((await import("drizzle-orm")).sql`UPDATE users SET last_known_state = 'Telangana' WHERE id = ${other.id}::uuid`);
    const dep = await other.client.post("/transaction/buycash", { nAmount: 500 });
    expect(dep.status).toBe(403);
    expect(dep.body.message).toBe("We are not available in your location");
    const wd = await other.client.post("/transaction/rbl/payout", bank);
    expect(wd.body.message).toBe("We are not available in your location");

    await setCompliance(db(p), { moneyGamesEnabled: false });
    try {
      const off = await client(player).post("/transaction/buycash", { nAmount: 500 });
      expect(off.status).toBe(403);
      expect(off.body.message).toBe("Cash games are switched off. Adding cash is not available right now.");
      // Withdrawals of existing balances stay open when money games are off (DESIGN.md "Compliance").
      const stillOpen = await client(player).post("/transaction/rbl/payout", { ...bank, nAmount: 100 });
      expect(stillOpen.status).toBe(200);
    } finally {
      await setCompliance(db(p), { moneyGamesEnabled: true });
    }
  });

  it("refuses deposits without basic KYC (a verified PAN) or a date of birth", async () => {
    const young = await cashPlayer(p);
    await db(p).execute((await import("drizzle-orm")).sql`UPDATE users SET dob = NULL WHERE id = ${young.id}::uuid`);
    const res = await young.client.post("/transaction/buycash", { nAmount: 500 });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Please add your date of birth in My Profile to add cash.");
    await db(p).execute((await import("drizzle-orm")).sql`UPDATE users SET dob = (now() - interval '17 years')::date WHERE id = ${young.id}::uuid`);
    expect((await young.client.post("/transaction/buycash", { nAmount: 500 })).body.message).toBe("You must be 18 or older to add cash.");
    await db(p).execute((await import("drizzle-orm")).sql`UPDATE users SET dob = '1990-01-01' WHERE id = ${young.id}::uuid`);
    await db(p).execute((await import("drizzle-orm")).sql`UPDATE kyc_profiles SET pan_verified_at = NULL WHERE user_id = ${young.id}::uuid`);
    expect((await young.client.post("/transaction/buycash", { nAmount: 500 })).body.message).toBe("Please verify your PAN in My Profile (KYC) to add cash.");
  });

  it("enforces the deposit range, 2 withdrawals a day and the daily amount", async () => {
    expect((await client(player).post("/transaction/buycash", { nAmount: 50000 })).body.message).toBe("Maximum deposit amount is ₹49,999");
    expect((await client(player).post("/transaction/buycash", { nAmount: 98 })).body.message).toBe("Minimum deposit amount is ₹99");
    const rich = await cashPlayer(p, { kyc: true });
    await giveWinnings(db(p), rich.id, 60_000_00n, `test-winnings:${rich.id}`);
    await ownBankAccount(rich, bank.Ben_Acct_No);
    expect((await rich.client.post("/transaction/rbl/payout", { ...bank, nAmount: 45_000 })).status).toBe(200);
    const over = await rich.client.post("/transaction/rbl/payout", { ...bank, nAmount: 5000 });
    expect(over.body.message).toBe("Withdrawals are limited to ₹49,999 a day. You can withdraw up to ₹4,999 more today.");
    expect((await rich.client.post("/transaction/rbl/payout", { ...bank, nAmount: 4999 })).status).toBe(200);
    const third = await rich.client.post("/transaction/rbl/payout", { ...bank, nAmount: 100 });
    expect(third.body.message).toBe("You can make at most 2 withdrawals a day. Please try again tomorrow.");
  });
});
