import { ApiError } from "../../../shared/api/client.ts";

/**
 * Login refusals the entry flows act on (game-server/ACCOUNTS.md "Login throttling"). Both 403s
 * carry a live OTP (the `verification` header); the 429 carries how long this browser must wait.
 */
export const NOT_VERIFIED = "Mobile number not verified.";
export const UNDER_ATTACK = "We have seen many failed login attempts on your account. Enter the OTP sent to your mobile number to log in.";

/** Which OTP step a login refusal opens, if any. */
export function otpStepOf(error: unknown): "verify-mobile" | "second-factor" | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  if (error.message === NOT_VERIFIED) return "verify-mobile";
  if (error.message === UNDER_ATTACK) return "second-factor";
  return null;
}

/** When Login may be tried again (epoch ms) after a throttled attempt, or null for any other error. */
export function loginRetryAt(error: unknown, nowMs = Date.now()): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const data = error.data;
  const seconds = typeof data === "object" && data !== null ? (data as Record<string, unknown>)["nRetryAfter"] : undefined;
  return typeof seconds === "number" && Number.isFinite(seconds) && seconds > 0 ? nowMs + Math.ceil(seconds) * 1000 : null;
}
