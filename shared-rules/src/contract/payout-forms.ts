import { z } from "zod";
import { formatRupees } from "../money.ts";
import { says, text } from "./validation.ts";

/** SPEC.md section 5's payout forms' messages, verbatim (the server checks the forms with them). */
export const FORM_MESSAGES = {
  amountRequired: "Amount is required",
  amountRequiredGateway: "Amount is required.",
  amountPositive: "Amount should be greater than 0",
  amountDecimals: "Amount can have at most 2 decimals",
  exceedsBalance: "Amount exceeds withdrawable balance",
  minimum: (rupees: string) => `Minimum withdrawal amount is ₹${rupees}`,
  /** SPEC.md writes ₹2,00,000 here with thousands grouping, "₹200,000"; paise only when there are any. */
  rtgsMinimum: (paise: bigint) => `For RTGS, minimum amount should be ${formatRupees(paise, { decimals: "trim", grouping: "thousands" })}`,
  upiRequired: "UPI ID is required",
  upiInvalid: "Please enter a valid UPI ID",
  modeRequired: "Payment Mode is required",
  benAccountRequired: "Beneficiary Account No is required",
  benAccountFormat: "Beneficiary Account No must be at most 16 alphanumeric characters",
  benNameRequired: "Beneficiary Name is required",
  benNameLength: "Beneficiary Name must be at most 50 characters",
  benIfscFormat: "Beneficiary IFSC Code must be 1-15 alphanumeric characters",
  benIfscRequired: "Beneficiary IFSC Code is required",
  benBankRequired: "Beneficiary Bank Name is required",
  benParticularsRequired: "Transaction Particulars is required",
  benParticularsLength: "Transaction Particulars must be at most 50 characters",
  remarksRequired: "Remarks is required",
  remarksEmpty: "Remarks should not be empty",
  remarksLength: "Remarks must be at most 50 characters",
  debitAccountRequired: "Debit Account No is required",
  debitAccountEmpty: "Debit Account No should not be empty",
  debitAccountFormat: "Debit Account No must be at most 16 alphanumeric characters",
  debitNameLength: "Debit Account Name must be at most 50 characters",
  debitRemarks: (max: number) => `Debit Trans. Remarks can have letters, digits and spaces only, at most ${max} characters`,
  debitIfscRequired: "Debit IFSC Code is required",
  debitIfscEmpty: "Debit IFSC Code should not be empty",
  debitIfscFormat: "Debit IFSC Code must be 1-15 alphanumeric characters",
  debitMobileRequired: "Debit Mobile No is required",
  debitMobileEmpty: "Debit Mobile No should not be empty",
  debitMobileFormat: "Debit Mobile No must be at most 10 digits",
  debitParticularsEmpty: "Debit Trans. Particulars should not be empty",
  debitParticularsLength: "Debit Trans. Particulars must be at most 50 characters",
  payeeNameLength: "Payee name must be at most 50 characters",
} as const;

/** A UPI id (VPA): handle@psp. */
export const VPA_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;

/** `POST /profile/upi/verify`: the UPI id to look up with the bank before a UPI withdrawal. */
export const upiVerifyBody = z.object({
  sVpa: text(says(FORM_MESSAGES.upiRequired), 330)
    .trim()
    .min(1, { error: FORM_MESSAGES.upiRequired })
    .regex(VPA_PATTERN, { error: says(FORM_MESSAGES.upiInvalid) }),
});
