import { formatRupees } from "@rummy/shared-rules/money";
import { refusalsOf } from "../errors.ts";

/** SPEC.md section 5's payout forms' messages, verbatim. */
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

export const DESTINATION_MESSAGES = {
  noBank: "Please add your bank account in My Account before withdrawing to a bank.",
  bankNotPan: "Your saved bank account's holder name does not match the name on your PAN. Please contact support.",
  bankMismatch: (last4: string) => `Withdrawals go only to your saved bank account (A/c ending ${last4}). The account details you entered do not match it.`,
  noPan: "Please verify your PAN before withdrawing.",
  vpaUnverified: "Please verify this UPI ID before withdrawing to it.",
  vpaNotPan: "The name registered for this UPI ID does not match the name on your PAN.",
} as const;

/** The withdrawals module's refusals, each with the sentence the player reads (SPEC.md's wording where it has one). */
export const WITHDRAWAL_ERRORS = {
  /** A payout form field (or the amount against the policy): the form's own sentence, from FORM_MESSAGES or the policy's limits. */
  "payout/invalid": (message: string) => message,
  "payout/pan_required": DESTINATION_MESSAGES.noPan,
  "payout/no_bank": DESTINATION_MESSAGES.noBank,
  "payout/bank_name_mismatch": DESTINATION_MESSAGES.bankNotPan,
  "payout/bank_mismatch": DESTINATION_MESSAGES.bankMismatch,
  "payout/vpa_unverified": DESTINATION_MESSAGES.vpaUnverified,
  "payout/vpa_name_mismatch": DESTINATION_MESSAGES.vpaNotPan,
  "withdrawal/count": (perDay: number) => `You can make at most ${perDay} withdrawals a day. Please try again tomorrow.`,
  "withdrawal/daily_amount": (capPaise: bigint, leftPaise: bigint) =>
    `Withdrawals are limited to ${formatRupees(capPaise, { decimals: "trim" })} a day. You can withdraw up to ${formatRupees(leftPaise, { decimals: "trim" })} more today.`,
} as const;

export type WithdrawalErrorCode = keyof typeof WITHDRAWAL_ERRORS;

export const withdrawalRefusal = refusalsOf(WITHDRAWAL_ERRORS);
