import { formatPaise } from "@rummy/shared-rules";
import { LOCATION_CHECK_MESSAGES } from "../compliance/restricted.ts";
import { refusalsOf } from "../errors.ts";

/** Rupees in a sentence: lakh-grouped, paise only when there are some ("49,999", "99.5"). */
const money = (p: bigint) => formatPaise(p, { decimals: "trim" });

export const DEPOSIT_MESSAGES = {
  amountRequired: "Amount is required",
  amountInvalid: "Amount should be greater than 0",
  maximum: (maxPaise: bigint) => `Maximum deposit amount is ₹${money(maxPaise)}`,
  minimum: (minPaise: bigint) => `Minimum deposit amount is ₹${money(minPaise)}`,
  mobile: "Please enter valid Mobile Number",
  note: "Transaction notes can have letters, digits and spaces only, at most 150 characters",
  promotionGone: "This promotion is not available any more.",
  promotionRange: (fromPaise: bigint, toPaise: bigint) => `This promotion applies to deposits from ₹${money(fromPaise)} to ₹${money(toPaise)}.`,
  providerDown: "Payment Gateway Error. Please try again.",
  notFound: "Transaction not found",
} as const;

/**
 * The compliance gates' words in front of money (deposits and withdrawals); the codes are the
 * compliance module's, the sentences name adding cash or withdrawing.
 */
export const GATE_MESSAGES = {
  moneyOff: "Cash games are switched off. Adding cash is not available right now.",
  withdrawalsOff: "Withdrawals are paused right now. Please try again later.",
  restricted: "We are not available in your location",
  locationUnknown: LOCATION_CHECK_MESSAGES.unknown,
  locationStale: LOCATION_CHECK_MESSAGES.stale,
  underAge: "You must be 18 or older to add cash.",
  noDob: "Please add your date of birth in My Profile to add cash.",
  basicKyc: "Please verify your PAN in My Profile (KYC) to add cash.",
  fullKyc: "Please complete your KYC (PAN and Aadhaar) to withdraw.",
  blocked: "Your account is blocked.",
} as const;

export const GATEWAY_LINK_MESSAGES = {
  spent: "This payment link has been used or has expired. Please start again from Deposit Cash.",
  amount: (amountPaise: bigint) => `This payment link is for ₹${money(amountPaise)}. To pay another amount, start again from Deposit Cash.`,
} as const;

export const SANDBOX_DEPOSIT_MESSAGE = "This is a practice-only demo: adding cash is not available here. Practice tables are open in the lobby.";

/** Which of a player's deposit limits a deposit would pass. */
export type LimitPeriod = "daily" | "weekly" | "monthly";
const PERIOD_END = { daily: "today", weekly: "this week", monthly: "this month" } as const;
const overLimit = (period: LimitPeriod) => (limitPaise: bigint, leftPaise: bigint) =>
  `This deposit exceeds your ${period} deposit limit of ₹${money(limitPaise)}. You can add up to ₹${money(leftPaise)} more ${PERIOD_END[period]}.`;

/** The deposits module's refusals, each with the sentence the player reads (SPEC.md's where it has one). */
export const DEPOSIT_ERRORS = {
  /** A typed amount: the caller's form names the message (deposit and payout forms word it differently). */
  "amount/required": (message: string) => message,
  "amount/invalid": (message: string) => message,
  "amount/decimals": (message = "Amounts can have at most 2 decimals") => message,
  "deposit/amount": DEPOSIT_MESSAGES.amountInvalid,
  "deposit/maximum": DEPOSIT_MESSAGES.maximum,
  "deposit/minimum": DEPOSIT_MESSAGES.minimum,
  "deposit/mobile": DEPOSIT_MESSAGES.mobile,
  "deposit/note": DEPOSIT_MESSAGES.note,
  "deposit/promotion_gone": DEPOSIT_MESSAGES.promotionGone,
  "deposit/promotion_range": DEPOSIT_MESSAGES.promotionRange,
  "deposit/provider": DEPOSIT_MESSAGES.providerDown,
  "deposit/not_found": DEPOSIT_MESSAGES.notFound,
  "deposit/bank_refused": (reason: string) => `Payment Failed: ${reason}`,
  "deposit/sandbox_in_production": SANDBOX_DEPOSIT_MESSAGE,
  "deposit/gateway_link_spent": GATEWAY_LINK_MESSAGES.spent,
  "deposit/gateway_link_amount": GATEWAY_LINK_MESSAGES.amount,
  "deposit/daily_limit": overLimit("daily"),
  "deposit/weekly_limit": overLimit("weekly"),
  "deposit/monthly_limit": overLimit("monthly"),
  "deposit/limit_invalid": (label: string) => `${label} deposit limit cannot be negative`,
  "deposit/limit_above_ceiling": (label: string, maxPaise: bigint) => `${label} deposit limit can be at most ₹${money(maxPaise)}`,
  "compliance/money_games_off": GATE_MESSAGES.moneyOff,
  "compliance/withdrawals_off": GATE_MESSAGES.withdrawalsOff,
  "compliance/blocked": GATE_MESSAGES.blocked,
  "compliance/restricted_state": GATE_MESSAGES.restricted,
  "compliance/location_unknown": GATE_MESSAGES.locationUnknown,
  "compliance/location_stale": GATE_MESSAGES.locationStale,
  "compliance/no_dob": GATE_MESSAGES.noDob,
  "compliance/under_age": GATE_MESSAGES.underAge,
  "compliance/basic_kyc": GATE_MESSAGES.basicKyc,
  "compliance/full_kyc": GATE_MESSAGES.fullKyc,
} as const;

export type DepositErrorCode = keyof typeof DEPOSIT_ERRORS;

export const depositRefusal = refusalsOf(DEPOSIT_ERRORS);
