import { refusalsOf } from "../errors.ts";
import { CONFLICT_MESSAGES } from "./users.ts";

export const NO_ACCOUNT = "Sorry, we didn't find any account with that Email id/Mobile number";
export const INVALID_REFERRAL = "Invalid referral code.";
export const INVALID_CREDENTIALS = "Invalid credentials";

/** The auth module's refusals, each with the sentence the player reads (SPEC.md's wording where it has one). */
export const AUTH_ERRORS = {
  "auth/same_password": "Current password and new password can't be same",
  "auth/wrong_password": "Current password is incorrect.",
  "auth/blocked": "Your account has been blocked. Please contact support.",
  "auth/no_account": NO_ACCOUNT,
  "auth/invalid_referral": INVALID_REFERRAL,
  "auth/invalid_credentials": INVALID_CREDENTIALS,
  "auth/userName_taken": CONFLICT_MESSAGES.userName,
  "auth/email_taken": CONFLICT_MESSAGES.email,
  "auth/mobile_taken": CONFLICT_MESSAGES.mobile,
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERRORS;

export const authRefusal = refusalsOf(AUTH_ERRORS);
