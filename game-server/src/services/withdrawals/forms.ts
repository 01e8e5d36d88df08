import type { BankMode } from "../../providers/payouts/types.ts";
import { amountPaiseOf } from "../deposits/amounts.ts";
import { VPA_PATTERN } from "@rummy/shared-rules/contract/payout-forms";
import { FORM_MESSAGES, withdrawalRefusal } from "./errors.ts";

/**
 * SPEC.md section 5's two payout forms, checked on the server with their messages verbatim:
 * the player's withdraw form (beneficiary side) and the payment gateway page (debit side). A key
 * that is absent is "required"; one that is present but blank "should not be empty", as the
 * forms say it. Each check throws the first message that applies.
 */

export const MODES: readonly BankMode[] = ["NEFT", "RTGS", "IMPS", "FT"];

export { FORM_MESSAGES };

export const bad = (message: string): never => {
  throw withdrawalRefusal("payout/invalid", message);
};

type Body = Record<string, unknown>;

/** The field as text: undefined when absent (or not a string or number), trimmed otherwise. */
function field(body: Body, key: string): string | undefined {
  const v = body[key];
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return typeof v === "string" ? v.trim() : undefined;
}

function requireText(body: Body, key: string, required: string, empty: string = required): string {
  const v = field(body, key);
  if (v === undefined) bad(required);
  if (v === "") bad(empty);
  return v as string;
}

function mode(body: Body): BankMode {
  const m = field(body, "modeOfPay")?.toUpperCase();
  if (!m || !(MODES as readonly string[]).includes(m)) bad(FORM_MESSAGES.modeRequired);
  return m as BankMode;
}

const ALNUM = /^[A-Za-z0-9]+$/;
/** A UPI id (VPA): handle@psp; the contract's, which the UPI route's schema checks too. */
export { VPA_PATTERN };

export interface BeneficiaryForm {
  readonly amountPaise: bigint;
  readonly modeOfPay: BankMode;
  readonly accountNo: string;
  readonly name: string;
  readonly ifsc: string | undefined;
  readonly bankName: string | undefined;
  readonly trnParticulars: string | undefined;
  readonly remarks: string;
}

/** The player's withdraw form, bank method (`Ben_*` fields). */
export function checkWithdrawForm(body: Body): BeneficiaryForm {
  const amountPaise = amountPaiseOf(body["nAmount"], { required: FORM_MESSAGES.amountRequired, invalid: FORM_MESSAGES.amountRequired, tooManyDecimals: FORM_MESSAGES.amountDecimals });
  if (amountPaise <= 0n) bad(FORM_MESSAGES.amountRequired);
  const modeOfPay = mode(body);
  const accountNo = requireText(body, "Ben_Acct_No", FORM_MESSAGES.benAccountRequired);
  if (accountNo.length > 16 || !ALNUM.test(accountNo)) bad(FORM_MESSAGES.benAccountFormat);
  const name = requireText(body, "Ben_Name", FORM_MESSAGES.benNameRequired);
  if (name.length > 50) bad(FORM_MESSAGES.benNameLength);
  const remarks = field(body, "remarks") ?? "";
  if (remarks.length > 50) bad(FORM_MESSAGES.remarksLength);
  const ifsc = field(body, "Ben_IFSC")?.toUpperCase() || undefined;
  if (ifsc !== undefined && (ifsc.length > 15 || !ALNUM.test(ifsc))) bad(FORM_MESSAGES.benIfscFormat);
  const bankName = field(body, "Ben_BankName") || undefined;
  const trnParticulars = field(body, "Ben_TrnParticulars") || undefined;
  if (modeOfPay !== "FT") {
    if (!remarks) bad(FORM_MESSAGES.remarksRequired);
    if (!ifsc) bad(FORM_MESSAGES.benIfscRequired);
  }
  if (modeOfPay === "IMPS" && !bankName) bad(FORM_MESSAGES.benBankRequired);
  if (modeOfPay === "FT") {
    if (!trnParticulars) bad(FORM_MESSAGES.benParticularsRequired);
    if ((trnParticulars ?? "").length > 50) bad(FORM_MESSAGES.benParticularsLength);
  }
  return { amountPaise, modeOfPay, accountNo, name, ifsc, bankName, trnParticulars, remarks };
}

export interface UpiForm {
  readonly amountPaise: bigint;
  readonly vpa: string;
  readonly payeeName: string;
  readonly deviceId: string;
  readonly os: string;
}

/** The player's withdraw form, UPI method. */
export function checkUpiForm(body: Body): UpiForm {
  const amountPaise = amountPaiseOf(body["nAmount"], { required: FORM_MESSAGES.amountRequired, invalid: FORM_MESSAGES.amountRequired, tooManyDecimals: FORM_MESSAGES.amountDecimals });
  if (amountPaise <= 0n) bad(FORM_MESSAGES.amountRequired);
  const vpa = field(body, "sPayeeAddress");
  if (!vpa) bad(FORM_MESSAGES.upiRequired);
  if (!VPA_PATTERN.test(vpa as string)) bad(FORM_MESSAGES.upiInvalid);
  const payeeName = field(body, "sPayeeName") ?? "";
  if (payeeName.length > 50) bad(FORM_MESSAGES.payeeNameLength);
  return { amountPaise, vpa: vpa as string, payeeName, deviceId: (field(body, "sDeviceId") ?? "").slice(0, 100), os: (field(body, "sOs") ?? "WEB").slice(0, 20) };
}

export interface DebitForm {
  readonly amountPaise: bigint;
  readonly modeOfPay: BankMode;
  readonly accountNo: string;
  readonly accountName: string;
  readonly partTrnRmks: string;
  readonly remarks: string;
  readonly ifsc: string | undefined;
  readonly mobile: string | undefined;
  readonly trnParticulars: string | undefined;
}

/** The payment gateway page (debit-side fields, SPEC.md "Payment gateway payout form"). */
export function checkGatewayForm(body: Body): DebitForm {
  const raw = body["nAmount"];
  const amountText = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : undefined;
  if (amountText === undefined) bad(FORM_MESSAGES.amountRequiredGateway);
  if (amountText === "" || (amountText as string).length > 20) bad(FORM_MESSAGES.amountPositive);
  const amountPaise = amountPaiseOf(amountText, { required: FORM_MESSAGES.amountPositive, invalid: FORM_MESSAGES.amountPositive, tooManyDecimals: FORM_MESSAGES.amountDecimals });
  if (amountPaise <= 0n) bad(FORM_MESSAGES.amountPositive);
  const modeOfPay = mode(body);
  const accountNo = requireText(body, "debitAccountNo", FORM_MESSAGES.debitAccountRequired, FORM_MESSAGES.debitAccountEmpty);
  if (accountNo.length > 16 || !ALNUM.test(accountNo)) bad(FORM_MESSAGES.debitAccountFormat);
  const accountName = field(body, "debitAccountName") ?? "";
  if (accountName.length > 50) bad(FORM_MESSAGES.debitNameLength);
  // Letters, digits and spaces; repeated spaces collapse (as the form does while typing).
  const partTrnRmks = (field(body, "debitPartTrnRmks") ?? "").replace(/ {2,}/g, " ");
  const rmksMax = modeOfPay === "FT" ? 30 : 50;
  if (partTrnRmks.length > rmksMax || !/^[A-Za-z0-9 ]*$/.test(partTrnRmks)) bad(FORM_MESSAGES.debitRemarks(rmksMax));
  let remarks = "";
  if (modeOfPay !== "FT") {
    remarks = requireText(body, "remarks", FORM_MESSAGES.remarksRequired, FORM_MESSAGES.remarksEmpty);
    if (remarks.length > 50) bad(FORM_MESSAGES.remarksLength);
  }
  let ifsc: string | undefined;
  let mobile: string | undefined;
  if (modeOfPay === "IMPS") {
    ifsc = requireText(body, "debitIfsc", FORM_MESSAGES.debitIfscRequired, FORM_MESSAGES.debitIfscEmpty).toUpperCase();
    if (ifsc.length > 15 || !ALNUM.test(ifsc)) bad(FORM_MESSAGES.debitIfscFormat);
    mobile = requireText(body, "debitMobile", FORM_MESSAGES.debitMobileRequired, FORM_MESSAGES.debitMobileEmpty);
    if (!/^\d{1,10}$/.test(mobile)) bad(FORM_MESSAGES.debitMobileFormat);
  }
  let trnParticulars: string | undefined;
  if (modeOfPay === "FT") {
    trnParticulars = requireText(body, "debitTrnParticulars", FORM_MESSAGES.debitParticularsEmpty, FORM_MESSAGES.debitParticularsEmpty);
    if (trnParticulars.length > 50) bad(FORM_MESSAGES.debitParticularsLength);
  }
  return { amountPaise, modeOfPay, accountNo, accountName, partTrnRmks, remarks, ifsc, mobile, trnParticulars };
}
