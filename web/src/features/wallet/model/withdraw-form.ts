import { FORM_MESSAGES, VPA_PATTERN } from "@rummy/shared-rules/contract/payout-forms";

/**
 * SPEC.md section 5 "Withdraw (player form)": UPI and Bank, in the words the server checks the
 * same forms with (the contract's FORM_MESSAGES, shared-rules/src/contract/payout-forms.ts).
 */
export const RTGS_MINIMUM = 200_000;

export const WITHDRAW_MESSAGES = {
  amountRequired: FORM_MESSAGES.amountRequired,
  exceeds: FORM_MESSAGES.exceedsBalance,
  minimum: FORM_MESSAGES.minimum("1"),
  rtgsMinimum: FORM_MESSAGES.rtgsMinimum(BigInt(RTGS_MINIMUM) * 100n),
  upiRequired: FORM_MESSAGES.upiRequired,
  upiInvalid: FORM_MESSAGES.upiInvalid,
  /** The server's words (services/withdrawals/destination.ts): UPI payouts go only to a verified id. */
  upiUnverified: "Please verify this UPI ID before withdrawing to it.",
  modeRequired: FORM_MESSAGES.modeRequired,
  accountRequired: FORM_MESSAGES.benAccountRequired,
  accountFormat: FORM_MESSAGES.benAccountFormat,
  nameRequired: FORM_MESSAGES.benNameRequired,
  nameLength: FORM_MESSAGES.benNameLength,
  ifscRequired: FORM_MESSAGES.benIfscRequired,
  ifscFormat: FORM_MESSAGES.benIfscFormat,
  bankRequired: FORM_MESSAGES.benBankRequired,
  particularsRequired: FORM_MESSAGES.benParticularsRequired,
  particularsLength: FORM_MESSAGES.benParticularsLength,
  remarksRequired: FORM_MESSAGES.remarksRequired,
  remarksLength: FORM_MESSAGES.remarksLength,
} as const;

export const BANK_MODES = ["NEFT", "RTGS", "IMPS", "FT"] as const;
export type BankMode = (typeof BANK_MODES)[number];

/** Amounts are whole rupees on the player form: digits only. */
export const cleanWholeAmount = (v: string, maxLength = 9) => v.replace(/\D/g, "").replace(/^0+(?=\d)/, "").slice(0, maxLength);
export const cleanAlnum = (v: string, max: number) => v.replace(/[^A-Za-z0-9]/g, "").slice(0, max);

export function amountError(amount: string, withdrawable: number, mode?: BankMode | ""): string | undefined {
  if (amount === "") return WITHDRAW_MESSAGES.amountRequired;
  const value = Number(amount);
  if (!Number.isFinite(value) || value < 1) return WITHDRAW_MESSAGES.minimum;
  if (value > withdrawable) return WITHDRAW_MESSAGES.exceeds;
  if (mode === "RTGS" && value < RTGS_MINIMUM) return WITHDRAW_MESSAGES.rtgsMinimum;
  return undefined;
}

export interface UpiWithdrawValues {
  readonly amount: string;
  readonly upiId: string;
}

export function validateUpiWithdraw(v: UpiWithdrawValues, withdrawable: number): Partial<Record<keyof UpiWithdrawValues, string>> {
  const errors: Partial<Record<keyof UpiWithdrawValues, string>> = {};
  const amount = amountError(v.amount, withdrawable);
  if (amount) errors.amount = amount;
  const upi = v.upiId.trim();
  if (upi === "") errors.upiId = WITHDRAW_MESSAGES.upiRequired;
  else if (!VPA_PATTERN.test(upi)) errors.upiId = WITHDRAW_MESSAGES.upiInvalid;
  return errors;
}

/** UPI ids compare case-insensitively, as the server stores them. */
export const sameUpiId = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The player's own verified id matching what was typed, if any. */
export function verifiedUpiFor<T extends { readonly vpa: string }>(upiId: string, verified: readonly T[]): T | undefined {
  return verified.find((v) => sameUpiId(v.vpa, upiId));
}

/** The form's checks, then SPEC.md's rule made visible: only a verified id can be paid. */
export function validateUpiWithdrawTo(v: UpiWithdrawValues, withdrawable: number, verified: readonly { readonly vpa: string }[]): Partial<Record<keyof UpiWithdrawValues, string>> {
  const errors = validateUpiWithdraw(v, withdrawable);
  if (!errors.upiId && !verifiedUpiFor(v.upiId, verified)) errors.upiId = WITHDRAW_MESSAGES.upiUnverified;
  return errors;
}

/** The saved payout account (profile oBanking): the only bank payout destination. */
export interface SavedBankAccount {
  readonly accountNo: string;
  readonly name: string;
  readonly ifsc: string;
  readonly bankName: string;
}

/** A mode change clears what the mode asks for, except what the saved account fixes (IFSC, bank name). */
export function withModeForSaved(v: BankWithdrawValues, modeOfPay: BankMode | "", saved: SavedBankAccount): BankWithdrawValues {
  return { ...withMode(v, modeOfPay), accountNo: saved.accountNo, name: saved.name, ifsc: saved.ifsc, bankName: saved.bankName };
}

export interface BankWithdrawValues {
  readonly modeOfPay: BankMode | "";
  readonly amount: string;
  readonly accountNo: string;
  readonly name: string;
  readonly ifsc: string;
  readonly bankName: string;
  readonly particulars: string;
  readonly remarks: string;
}

export type BankWithdrawErrors = Partial<Record<keyof BankWithdrawValues, string>>;

/** Which mode-specific fields a payment mode asks for (SPEC.md section 5). */
export function bankFieldsFor(mode: BankMode | "") {
  return {
    ifsc: mode === "NEFT" || mode === "RTGS" || mode === "IMPS",
    remarks: mode === "NEFT" || mode === "RTGS" || mode === "IMPS",
    bankName: mode === "IMPS",
    particulars: mode === "FT",
  };
}

/** Changing the payment mode clears the mode-specific fields (and, in the form, every message). */
export function withMode(v: BankWithdrawValues, modeOfPay: BankMode | ""): BankWithdrawValues {
  return { ...v, modeOfPay, ifsc: "", bankName: "", particulars: "", remarks: "" };
}

export function validateBankWithdraw(v: BankWithdrawValues, withdrawable: number): BankWithdrawErrors {
  const errors: BankWithdrawErrors = {};
  const need = bankFieldsFor(v.modeOfPay);
  if (v.modeOfPay === "") errors.modeOfPay = WITHDRAW_MESSAGES.modeRequired;
  const amount = amountError(v.amount, withdrawable, v.modeOfPay);
  if (amount) errors.amount = amount;
  if (v.accountNo === "") errors.accountNo = WITHDRAW_MESSAGES.accountRequired;
  else if (!/^[A-Za-z0-9]{1,16}$/.test(v.accountNo)) errors.accountNo = WITHDRAW_MESSAGES.accountFormat;
  if (v.name.trim() === "") errors.name = WITHDRAW_MESSAGES.nameRequired;
  else if (v.name.trim().length > 50) errors.name = WITHDRAW_MESSAGES.nameLength;
  if (need.ifsc) {
    if (v.ifsc === "") errors.ifsc = WITHDRAW_MESSAGES.ifscRequired;
    else if (!/^[A-Za-z0-9]{1,15}$/.test(v.ifsc)) errors.ifsc = WITHDRAW_MESSAGES.ifscFormat;
  }
  if (need.bankName && v.bankName.trim() === "") errors.bankName = WITHDRAW_MESSAGES.bankRequired;
  if (need.particulars) {
    if (v.particulars.trim() === "") errors.particulars = WITHDRAW_MESSAGES.particularsRequired;
    else if (v.particulars.trim().length > 50) errors.particulars = WITHDRAW_MESSAGES.particularsLength;
  }
  if (need.remarks) {
    if (v.remarks.trim() === "") errors.remarks = WITHDRAW_MESSAGES.remarksRequired;
    else if (v.remarks.trim().length > 50) errors.remarks = WITHDRAW_MESSAGES.remarksLength;
  }
  return errors;
}

/** POST /transaction/rbl/payout on the withdraw screen (SPEC.md section 7): the Ben_* fields. */
export function bankPayoutBody(v: BankWithdrawValues): Record<string, string | number> {
  const need = bankFieldsFor(v.modeOfPay);
  const body: Record<string, string | number> = { nAmount: Number(v.amount), modeOfPay: v.modeOfPay, Ben_Acct_No: v.accountNo, Ben_Name: v.name.trim() };
  if (need.remarks) body["remarks"] = v.remarks.trim();
  if (need.ifsc) body["Ben_IFSC"] = v.ifsc.toUpperCase();
  if (need.bankName) body["Ben_BankName"] = v.bankName.trim();
  if (need.particulars) body["Ben_TrnParticulars"] = v.particulars.trim();
  return body;
}
