import { CONFLICT_MESSAGES } from "../auth/users.ts";
import { refusalsOf } from "../errors.ts";

export const UPI_MESSAGES = {
  verified: "UPI ID verified.",
  panRequired: "Please verify your PAN before adding a UPI ID.",
  taken: "This UPI ID is already linked to another account.",
  notFound: "This UPI ID does not exist. Please check it and try again.",
  nameMismatch: "The name registered for this UPI ID does not match the name on your PAN. You can withdraw only to your own UPI ID.",
  unavailable: "We could not check this UPI ID right now. Please try again in a few minutes.",
} as const;

/** The profile module's refusals, each with the sentence the player reads (SPEC.md's wording where it has one). */
export const PROFILE_ERRORS = {
  "profile/agent_set": "You have already joined an agent.",
  "profile/not_found": "Account not found.",
  "bank/locked": "Bank details are already saved and cannot be changed.",
  "bank/pan_required": "Please verify your PAN before adding bank details.",
  "bank/name_mismatch": "Account holder name must match the name on your PAN.",
  "profile/kyc_locked": "Profile details cannot be changed after your KYC is approved.",
  "profile/mobile_locked": "Mobile number cannot be changed once verified.",
  "profile/password_required": "Must contain minimum 6 characters",
  "profile/invalid_credentials": "Invalid credentials",
  "profile/userName_taken": CONFLICT_MESSAGES.userName,
  "profile/email_taken": CONFLICT_MESSAGES.email,
  "profile/mobile_taken": CONFLICT_MESSAGES.mobile,
  "upi/pan_required": UPI_MESSAGES.panRequired,
  "upi/taken": UPI_MESSAGES.taken,
  "upi/unavailable": UPI_MESSAGES.unavailable,
  "upi/not_found": UPI_MESSAGES.notFound,
  "upi/name_mismatch": UPI_MESSAGES.nameMismatch,
} as const;

export type ProfileErrorCode = keyof typeof PROFILE_ERRORS;

export const profileRefusal = refusalsOf(PROFILE_ERRORS);
