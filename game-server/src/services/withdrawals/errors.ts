import { FORM_MESSAGES } from "@rummy/shared-rules/contract/payout-forms";
import { formatPaise, formatRupees } from "@rummy/shared-rules/money";
import { refusalsOf } from "../errors.ts";

/** SPEC.md section 5's payout forms' messages, verbatim, live in the contract (the UPI route's schema uses them too). */
export { FORM_MESSAGES };

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
  "withdrawal/minimum": (minimumPaise: bigint) => FORM_MESSAGES.minimum(formatPaise(minimumPaise, { decimals: "trim" })),
  "withdrawal/maximum": (maximumPaise: bigint) => `Maximum withdrawal amount is ${formatRupees(maximumPaise, { decimals: "trim" })} per request`,
  "withdrawal/rtgs_minimum": (minimumPaise: bigint) => FORM_MESSAGES.rtgsMinimum(minimumPaise),
  "withdrawal/count": (perDay: number) => `You can make at most ${perDay} withdrawals a day. Please try again tomorrow.`,
  "withdrawal/daily_amount": (capPaise: bigint, leftPaise: bigint) =>
    `Withdrawals are limited to ${formatRupees(capPaise, { decimals: "trim" })} a day. You can withdraw up to ${formatRupees(leftPaise, { decimals: "trim" })} more today.`,
} as const;

export type WithdrawalErrorCode = keyof typeof WITHDRAWAL_ERRORS;

export const withdrawalRefusal = refusalsOf(WITHDRAWAL_ERRORS);
