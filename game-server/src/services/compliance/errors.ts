import { refusalsOf } from "../errors.ts";
import { LOCATION_CHECK_MESSAGES, NOT_AVAILABLE_MESSAGE } from "./restricted.ts";

export const CASH_GATE_MESSAGES = {
  moneyOff: "Cash games are switched off. You can still play practice tables.",
  blocked: "Your account has been blocked. Please contact support.",
  restricted: NOT_AVAILABLE_MESSAGE,
  locationUnknown: LOCATION_CHECK_MESSAGES.unknown,
  locationStale: LOCATION_CHECK_MESSAGES.stale,
  noDob: "Please add your date of birth in My Profile to play cash games.",
  underAge: "You must be 18 or older to play cash games.",
} as const;

/** The cash-play gate's refusals (cash seats and cash tournaments), each with the sentence the player reads. */
export const COMPLIANCE_ERRORS = {
  "compliance/money_games_off": CASH_GATE_MESSAGES.moneyOff,
  "compliance/blocked": CASH_GATE_MESSAGES.blocked,
  "compliance/location_unknown": CASH_GATE_MESSAGES.locationUnknown,
  "compliance/location_stale": CASH_GATE_MESSAGES.locationStale,
  "compliance/restricted_state": CASH_GATE_MESSAGES.restricted,
  "compliance/no_dob": CASH_GATE_MESSAGES.noDob,
  "compliance/under_age": CASH_GATE_MESSAGES.underAge,
} as const;

export type ComplianceErrorCode = keyof typeof COMPLIANCE_ERRORS;

export const complianceRefusal = refusalsOf(COMPLIANCE_ERRORS);
