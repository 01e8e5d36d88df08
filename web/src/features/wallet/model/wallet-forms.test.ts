import { describe, expect, it, vi } from "vitest";
import { gatewayPath, quickAmounts, sandboxApproveUrl, tierBonus, typedAmount, validateDeposit, type DepositValues, type PromoTier } from "./deposit-form.ts";
import { cleanGatewayAmount, cleanTransRemarks, EMPTY_GATEWAY, GATEWAY_MESSAGES as G, gatewayBody, validateGateway, withGatewayMode, type GatewayValues, type Phase } from "./gateway-form.ts";
import { refNoFor, withRetries } from "./status-retry.ts";
import {
  bankPayoutBody,
  validateBankWithdraw,
  validateUpiWithdraw,
  validateUpiWithdrawTo,
  withMode,
  withModeForSaved,
  WITHDRAW_MESSAGES as W,
  type BankWithdrawValues,
} from "./withdraw-form.ts";

describe("withdraw by UPI", () => {
  it.each([
    [{ amount: "", upiId: "ravi@okaxis" }, "amount", W.amountRequired],
    [{ amount: "0", upiId: "ravi@okaxis" }, "amount", W.minimum],
    [{ amount: "1201", upiId: "ravi@okaxis" }, "amount", W.exceeds],
    [{ amount: "100", upiId: "" }, "upiId", W.upiRequired],
    [{ amount: "100", upiId: "ravi" }, "upiId", W.upiInvalid],
  ] as const)("%o -> %s: %s", (values, field, message) => expect(validateUpiWithdraw(values, 1200)[field]).toBe(message));

  it("accepts the whole withdrawable balance", () => expect(validateUpiWithdraw({ amount: "1200", upiId: "ravi.k@okaxis" }, 1200)).toEqual({}));

  it("pays only a verified UPI id (any case), and says to verify any other", () => {
    const verified = [{ vpa: "ravi.k@okaxis", name: "RAVI KUMAR" }];
    expect(validateUpiWithdrawTo({ amount: "100", upiId: "Ravi.K@OKAXIS" }, 1200, verified)).toEqual({});
    expect(validateUpiWithdrawTo({ amount: "100", upiId: "mule@okaxis" }, 1200, verified).upiId).toBe(W.upiUnverified);
    expect(validateUpiWithdrawTo({ amount: "100", upiId: "ravi" }, 1200, verified).upiId).toBe(W.upiInvalid);
  });
});

const bank: BankWithdrawValues = { modeOfPay: "NEFT", amount: "500", accountNo: "123456789012", name: "Ravi Kumar", ifsc: "SBIN0001234", bankName: "", particulars: "", remarks: "Winnings" };

describe("withdraw by bank", () => {
  it.each<[Partial<BankWithdrawValues>, keyof BankWithdrawValues, string]>([
    [{ modeOfPay: "" }, "modeOfPay", W.modeRequired],
    [{ amount: "" }, "amount", W.amountRequired],
    [{ amount: "900000" }, "amount", W.exceeds],
    [{ modeOfPay: "RTGS", amount: "199999" }, "amount", W.rtgsMinimum],
    [{ accountNo: "" }, "accountNo", W.accountRequired],
    [{ accountNo: "12345-678" }, "accountNo", W.accountFormat],
    [{ accountNo: "12345678901234567" }, "accountNo", W.accountFormat],
    [{ name: " " }, "name", W.nameRequired],
    [{ name: "R".repeat(51) }, "name", W.nameLength],
    [{ ifsc: "" }, "ifsc", W.ifscRequired],
    [{ ifsc: "SBIN-0001" }, "ifsc", W.ifscFormat],
    [{ ifsc: "S".repeat(16) }, "ifsc", W.ifscFormat],
    [{ remarks: "" }, "remarks", W.remarksRequired],
    [{ remarks: "r".repeat(51) }, "remarks", W.remarksLength],
    [{ modeOfPay: "IMPS", bankName: "" }, "bankName", W.bankRequired],
    [{ modeOfPay: "FT", particulars: "" }, "particulars", W.particularsRequired],
    [{ modeOfPay: "FT", particulars: "p".repeat(51) }, "particulars", W.particularsLength],
  ])("%o -> %s: %s", (change, field, message) => expect(validateBankWithdraw({ ...bank, ...change }, 800_000)[field]).toBe(message));

  it("asks each mode only for its own fields", () => {
    expect(validateBankWithdraw({ ...bank, modeOfPay: "FT", ifsc: "", remarks: "", particulars: "Own account" }, 1000)).toEqual({});
    expect(validateBankWithdraw({ ...bank, modeOfPay: "RTGS", amount: "200000" }, 800_000)).toEqual({});
    expect(validateBankWithdraw({ ...bank, modeOfPay: "IMPS", bankName: "SBI" }, 1000)).toEqual({});
  });

  it("clears the mode-specific fields when the mode changes", () => {
    expect(withMode({ ...bank, bankName: "SBI", particulars: "x" }, "FT")).toEqual({ ...bank, modeOfPay: "FT", ifsc: "", bankName: "", particulars: "", remarks: "" });
  });

  it("keeps the saved account's beneficiary fields through a mode change", () => {
    const saved = { accountNo: "123456789012", name: "Ravi Kumar", ifsc: "SBIN0001234", bankName: "SBI" };
    expect(withModeForSaved({ ...bank, accountNo: "999", particulars: "x" }, "IMPS", saved)).toEqual({ ...bank, modeOfPay: "IMPS", bankName: "SBI", particulars: "", remarks: "" });
  });

  it("sends the Ben_* fields of the mode", () => {
    expect(bankPayoutBody(bank)).toEqual({ nAmount: 500, modeOfPay: "NEFT", Ben_Acct_No: "123456789012", Ben_Name: "Ravi Kumar", remarks: "Winnings", Ben_IFSC: "SBIN0001234" });
    expect(bankPayoutBody({ ...bank, modeOfPay: "FT", particulars: "Own" })).toEqual({ nAmount: 500, modeOfPay: "FT", Ben_Acct_No: "123456789012", Ben_Name: "Ravi Kumar", Ben_TrnParticulars: "Own" });
  });
});

const gateway: GatewayValues = { ...EMPTY_GATEWAY, modeOfPay: "NEFT", amount: "500", debitAccountNo: "ACC123", remarks: "Deposit" };

describe("payment gateway form", () => {
  it.each<[Partial<GatewayValues>, Phase, keyof GatewayValues, string]>([
    [{ modeOfPay: "" }, "submit", "modeOfPay", G.modeRequired],
    [{ amount: "" }, "typing", "amount", G.amountPositive],
    [{ amount: "0" }, "typing", "amount", G.amountPositive],
    [{ amount: "0.00" }, "submit", "amount", G.amountPositive],
    [{ amount: "" }, "submit", "amount", G.amountRequired],
    [{ amount: "0.5" }, "submit", "amount", G.minimum],
    [{ modeOfPay: "RTGS", amount: "199999.99" }, "submit", "amount", G.rtgsMinimum],
    [{ debitAccountNo: "" }, "typing", "debitAccountNo", G.accountEmpty],
    [{ debitAccountNo: "" }, "submit", "debitAccountNo", G.accountRequired],
    [{ remarks: "" }, "typing", "remarks", G.remarksEmpty],
    [{ remarks: "" }, "submit", "remarks", G.remarksRequired],
    [{ modeOfPay: "IMPS", debitMobile: "9876543210", debitIfsc: "" }, "typing", "debitIfsc", G.ifscEmpty],
    [{ modeOfPay: "IMPS", debitMobile: "9876543210", debitIfsc: "" }, "submit", "debitIfsc", G.ifscRequired],
    [{ modeOfPay: "IMPS", debitMobile: "9876543210", debitIfsc: "SBIN 0001" }, "submit", "debitIfsc", G.ifscFormat],
    [{ modeOfPay: "IMPS", debitIfsc: "SBIN0001234", debitMobile: "" }, "typing", "debitMobile", G.mobileEmpty],
    [{ modeOfPay: "IMPS", debitIfsc: "SBIN0001234", debitMobile: "" }, "submit", "debitMobile", G.mobileRequired],
    [{ modeOfPay: "FT", debitTrnParticulars: "" }, "submit", "debitTrnParticulars", G.particularsEmpty],
  ])("%o (%s) -> %s: %s", (change, phase, field, message) => expect(validateGateway({ ...gateway, ...change }, phase)[field]).toBe(message));

  it("accepts each mode with its own fields", () => {
    expect(validateGateway(gateway, "submit")).toEqual({});
    expect(validateGateway({ ...gateway, modeOfPay: "FT", remarks: "", debitTrnParticulars: "Self" }, "submit")).toEqual({});
    expect(validateGateway({ ...gateway, modeOfPay: "IMPS", debitIfsc: "SBIN0001234", debitMobile: "9876543210" }, "submit")).toEqual({});
    expect(validateGateway({ ...gateway, modeOfPay: "RTGS", amount: "200000" }, "submit")).toEqual({});
  });

  it.each([
    ["12a3.4.56", "123.45"],
    ["0.999", "0.99"],
    ["..5", ".5"],
    ["1".repeat(25), "1".repeat(20)],
  ])("amount %j is kept as %j", (typed, kept) => expect(cleanGatewayAmount(typed)).toBe(kept));

  it("keeps letters, digits and single spaces in the remarks, 30 for FT and 50 otherwise", () => {
    expect(cleanTransRemarks("Hi,   there!  42", "NEFT")).toBe("Hi there 42");
    expect(cleanTransRemarks("x".repeat(60), "FT")).toHaveLength(30);
    expect(cleanTransRemarks("x".repeat(60), "IMPS")).toHaveLength(50);
  });

  it("clears mode-specific fields on a new mode and sends the debit fields", () => {
    expect(withGatewayMode({ ...gateway, debitMobile: "98" }, "FT")).toMatchObject({ remarks: "", debitMobile: "", debitIfsc: "", debitTrnParticulars: "" });
    expect(gatewayBody({ ...gateway, debitAccountName: " Ravi " })).toEqual({ nAmount: "500", modeOfPay: "NEFT", debitAccountNo: "ACC123", debitAccountName: "Ravi", debitPartTrnRmks: "", remarks: "Deposit" });
  });
});

const range = { nMinimum: 99, nMaximum: 49_999 };
const deposit = (change: Partial<DepositValues>): DepositValues => ({ mode: "upi", amount: "500", mobile: "9876543210", notes: "", ...change });

describe("deposit", () => {
  it.each([
    ["500", "500", null],
    ["00500", "500", null],
    ["50a0", "500", null],
    ["1234567", "49999", { key: "maximum", amount: "₹49,999" }],
    ["50000", "49999", { key: "maximum", amount: "₹49,999" }],
  ])("typing %j keeps %j", (typed, kept, warning) => expect(typedAmount(typed, range)).toEqual({ value: kept, warning }));

  it.each([
    [deposit({ amount: "" }), "amount", { key: "amountRequired" }],
    [deposit({ amount: "0" }), "amount", { key: "amountRequired" }],
    [deposit({ amount: "98" }), "amount", { key: "minimum", amount: "₹99" }],
    [deposit({ amount: "49999.5" }), "amount", { key: "maximum", amount: "₹49,999" }],
    [deposit({ mobile: "" }), "mobile", { key: "mobileRequired" }],
    [deposit({ mobile: "98765" }), "mobile", { key: "mobileInvalid" }],
  ] as const)("%o -> %s: %o", (values, field, message) => expect(validateDeposit(values, range)[field]).toEqual(message));

  it("needs no mobile in bank mode", () => expect(validateDeposit(deposit({ mode: "bank", mobile: "" }), range)).toEqual({}));

  it("offers at most 5 quick amounts inside the range", () => {
    expect(quickAmounts([50, 100, 500, 1000, 2000, 5000, 10_000], range)).toEqual([100, 500, 1000, 2000, 5000]);
    expect(quickAmounts([0, -5, 250], range)).toEqual([250]);
    expect(quickAmounts([], range)).toEqual([]);
  });

  const tier: PromoTier = { nFrom: 100, nTo: 1000, nPercentage: 10, nMaxBonus: 50, tickets: [] };
  it.each([
    [99, 0],
    [100, 10],
    [333, 33.3],
    [500, 50],
    [1000, 50],
    [1001, 0],
  ])("bonus on ₹%s is ₹%s", (amount, bonus) => expect(tierBonus(amount, tier)).toBe(bonus));

  it("goes to the gateway with the token and amount, and finds the sandbox approve page", () => {
    expect(gatewayPath("t o", "500")).toBe("/payment-gateway?token=t+o&amount=500");
    expect(sandboxApproveUrl("/api/v1/sandbox/gateway/DEP1")).toBe("/api/v1/sandbox/gateway/DEP1");
    expect(sandboxApproveUrl("https://checkout.example.com/x")).toBeNull();
  });
});

describe("status retries", () => {
  it("tries 3 times, 1 s apart, then gives up with the last error", async () => {
    const sleep = vi.fn(async () => undefined);
    const check = vi.fn(async () => {
      throw new Error(`try ${check.mock.calls.length}`);
    });
    await expect(withRetries(check, sleep)).rejects.toThrow("try 3");
    expect(check).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[1000], [1000]]);
  });

  it("stops at the first answer", async () => {
    const check = vi.fn().mockRejectedValueOnce(new Error("x")).mockResolvedValueOnce("ok");
    await expect(withRetries(check, async () => undefined)).resolves.toBe("ok");
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("defaults refNo to the prefix and the transaction id", () => {
    expect(refNoFor(null, "T1")).toBe("REFT1");
    expect(refNoFor("R9", "T1")).toBe("R9");
  });
});
