import { mismatch, type Shaped } from "@rummy/shared-rules/contract/shape";
import { LOGIN_OTP_REFUSAL_SHAPE, LOGIN_THROTTLED_SHAPE, type LOGIN_OTP_CODES } from "@rummy/shared-rules/contract/shell-shapes";
import { ApiError } from "../../../shared/api/client.ts";

/**
 * Login refusals the entry flows act on (game-server/ACCOUNTS.md "Login throttling"). Both 403s
 * carry a live OTP (the `verification` header) and say which step it is for by their code, never
 * by their sentence, which is in the player's language; the 429 carries how long this browser
 * must wait.
 */
const OTP_STEPS: Readonly<Record<(typeof LOGIN_OTP_CODES)[number], "verify-mobile" | "second-factor">> = {
  "auth/unverified": "verify-mobile",
  "auth/under_attack": "second-factor",
};

/** Which OTP step a login refusal opens, if any. */
export function otpStepOf(error: unknown): "verify-mobile" | "second-factor" | null {
  if (!(error instanceof ApiError) || error.status !== 403 || mismatch(LOGIN_OTP_REFUSAL_SHAPE, error.data) !== null) return null;
  return OTP_STEPS[(error.data as Shaped<typeof LOGIN_OTP_REFUSAL_SHAPE>).code];
}

/** When Login may be tried again (epoch ms) after a throttled attempt, or null for any other error. */
export function loginRetryAt(error: unknown, nowMs = Date.now()): number | null {
  if (!(error instanceof ApiError) || error.status !== 429 || mismatch(LOGIN_THROTTLED_SHAPE, error.data) !== null) return null;
  const seconds = (error.data as Shaped<typeof LOGIN_THROTTLED_SHAPE>).nRetryAfter;
  return seconds !== undefined && seconds > 0 ? nowMs + seconds * 1000 : null;
}
