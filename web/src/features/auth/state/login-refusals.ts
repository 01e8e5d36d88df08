import { ApiError } from "../../../shared/api/client.ts";

import type { LOGIN_OTP_CODES } from "@rummy/shared-rules/contract/auth";

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
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const data = error.data;
  const code = typeof data === "object" && data !== null ? (data as Record<string, unknown>)["code"] : undefined;
  return typeof code === "string" && Object.hasOwn(OTP_STEPS, code) ? OTP_STEPS[code as keyof typeof OTP_STEPS] : null;
}

/** When Login may be tried again (epoch ms) after a throttled attempt, or null for any other error. */
export function loginRetryAt(error: unknown, nowMs = Date.now()): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const data = error.data;
  const seconds = typeof data === "object" && data !== null ? (data as Record<string, unknown>)["nRetryAfter"] : undefined;
  return typeof seconds === "number" && Number.isFinite(seconds) && seconds > 0 ? nowMs + Math.ceil(seconds) * 1000 : null;
}
