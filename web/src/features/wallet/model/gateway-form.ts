import { BANK_MODES, RTGS_MINIMUM, type BankMode } from "./withdraw-form.ts";

/**
 * SPEC.md section 5 "Payment gateway payout form". A field that is emptied while typing "should
 * not be empty"; one still missing on submit "is required". Mode-specific fields follow the mode.
 */
export const GATEWAY_MESSAGES = {
  amountPositive: "Amount should be greater than 0",
  amountRequired: "Amount is required.",
  rtgsMinimum: "For RTGS, minimum amount should be ₹200,000",
  minimum: "Minimum amount should be ₹1",
  accountEmpty: "Debit Account No should not be empty",
  accountRequired: "Debit Account No is required",
  remarksEmpty: "Remarks should not be empty",
  remarksRequired: "Remarks is required",
  ifscFormat: "Debit IFSC Code must be 1-15 alphanumeric characters",
  ifscEmpty: "Debit IFSC Code should not be empty",
  ifscRequired: "Debit IFSC Code is required",
  mobileEmpty: "Debit Mobile No should not be empty",
  mobileRequired: "Debit Mobile No is required",
  particularsEmpty: "Debit Trans. Particulars should not be empty",
  modeRequired: "Payment Mode is required",
} as const;

export { BANK_MODES, type BankMode };

export interface GatewayValues {
  readonly modeOfPay: BankMode | "";
  readonly amount: string;
  readonly debitAccountNo: string;
  readonly debitAccountName: string;
  readonly debitPartTrnRmks: string;
  readonly remarks: string;
  readonly debitIfsc: string;
  readonly debitMobile: string;
  readonly debitTrnParticulars: string;
}

export type GatewayErrors = Partial<Record<keyof GatewayValues, string>>;
export type Phase = "typing" | "submit";

export const EMPTY_GATEWAY: GatewayValues = {
  modeOfPay: "",
  amount: "",
  debitAccountNo: "",
  debitAccountName: "",
  debitPartTrnRmks: "",
  remarks: "",
  debitIfsc: "",
  debitMobile: "",
  debitTrnParticulars: "",
};

/** Only digits and one dot, at most 2 decimals, at most 20 characters. */
export function cleanGatewayAmount(value: string): string {
  const kept = value.replace(/[^\d.]/g, "");
  const dot = kept.indexOf(".");
  const joined = dot < 0 ? kept : `${kept.slice(0, dot + 1)}${kept.slice(dot + 1).replace(/\./g, "").slice(0, 2)}`;
  return joined.slice(0, 20);
}

/** Letters, digits and spaces, repeated spaces collapsed; 30 characters for FT, 50 otherwise. */
export function cleanTransRemarks(value: string, mode: BankMode | ""): string {
  return value
    .replace(/[^A-Za-z0-9 ]/g, "")
    .replace(/ {2,}/g, " ")
    .slice(0, mode === "FT" ? 30 : 50);
}

export const gatewayFieldsFor = (mode: BankMode | "") => ({
  remarks: mode === "NEFT" || mode === "RTGS" || mode === "IMPS",
  imps: mode === "IMPS",
  particulars: mode === "FT",
});

/** A new mode clears the mode-specific fields (and the form clears every message). */
export function withGatewayMode(v: GatewayValues, modeOfPay: BankMode | ""): GatewayValues {
  return { ...v, modeOfPay, remarks: "", debitIfsc: "", debitMobile: "", debitTrnParticulars: "", debitPartTrnRmks: cleanTransRemarks(v.debitPartTrnRmks, modeOfPay) };
}

function amountError(v: GatewayValues, phase: Phase): string | undefined {
  if (v.amount === "") return phase === "submit" ? GATEWAY_MESSAGES.amountRequired : GATEWAY_MESSAGES.amountPositive;
  const value = Number(v.amount);
  if (!Number.isFinite(value) || value <= 0) return GATEWAY_MESSAGES.amountPositive;
  if (v.modeOfPay === "RTGS" && value < RTGS_MINIMUM) return GATEWAY_MESSAGES.rtgsMinimum;
  if (value < 1) return GATEWAY_MESSAGES.minimum;
  return undefined;
}

const required = (value: string, phase: Phase, empty: string, missing: string) => (value.trim() === "" ? (phase === "submit" ? missing : empty) : undefined);

/** Every message of the gateway form for the given phase; `only` limits it to edited fields. */
export function validateGateway(v: GatewayValues, phase: Phase): GatewayErrors {
  const need = gatewayFieldsFor(v.modeOfPay);
  const errors: GatewayErrors = {};
  const set = (key: keyof GatewayValues, message: string | undefined) => {
    if (message) errors[key] = message;
  };
  if (phase === "submit" && v.modeOfPay === "") set("modeOfPay", GATEWAY_MESSAGES.modeRequired);
  set("amount", amountError(v, phase));
  set("debitAccountNo", required(v.debitAccountNo, phase, GATEWAY_MESSAGES.accountEmpty, GATEWAY_MESSAGES.accountRequired));
  if (need.remarks) set("remarks", required(v.remarks, phase, GATEWAY_MESSAGES.remarksEmpty, GATEWAY_MESSAGES.remarksRequired));
  if (need.imps) {
    const ifsc = required(v.debitIfsc, phase, GATEWAY_MESSAGES.ifscEmpty, GATEWAY_MESSAGES.ifscRequired);
    set("debitIfsc", ifsc ?? (/^[A-Za-z0-9]{1,15}$/.test(v.debitIfsc) ? undefined : GATEWAY_MESSAGES.ifscFormat));
    set("debitMobile", required(v.debitMobile, phase, GATEWAY_MESSAGES.mobileEmpty, GATEWAY_MESSAGES.mobileRequired));
  }
  if (need.particulars) set("debitTrnParticulars", v.debitTrnParticulars.trim() === "" ? GATEWAY_MESSAGES.particularsEmpty : undefined);
  return errors;
}

/** POST /transaction/rbl/payout from the gateway page: the debit-side fields of SPEC.md section 3. */
export function gatewayBody(v: GatewayValues): Record<string, string> {
  const need = gatewayFieldsFor(v.modeOfPay);
  const body: Record<string, string> = {
    nAmount: v.amount,
    modeOfPay: v.modeOfPay,
    debitAccountNo: v.debitAccountNo,
    debitAccountName: v.debitAccountName.trim(),
    debitPartTrnRmks: v.debitPartTrnRmks.trim(),
  };
  if (need.remarks) body["remarks"] = v.remarks.trim();
  if (need.imps) {
    body["debitIfsc"] = v.debitIfsc.toUpperCase();
    body["debitMobile"] = v.debitMobile;
  }
  if (need.particulars) body["debitTrnParticulars"] = v.debitTrnParticulars.trim();
  return body;
}
