import type { Platform } from "../../platform/ports.ts";
import type { Language } from "../i18n/language.ts";
import { issueOtp, type IssuedOtp } from "../otp/issue.ts";
import { displayMobile, type Identifier } from "./identifiers.ts";
import { claimLoginAttempt, clearLoginAttempts, recordLoginFailure } from "./login-throttle.ts";
import { sourceOf } from "./login-throttle-policy.ts";
import { burnPasswordCheck, verifyPassword } from "./passwords.ts";
import { openSession } from "./sessions.ts";
import { findUserByIdentifier } from "./users.ts";
import { authRefusal, INVALID_CREDENTIALS } from "./errors.ts";

/** What a login needs of the platform: the database, the OTP sender (its secret and clock) for a code, the token signer for a session. */
export type LoginPorts = Pick<Platform, "db" | "config" | "otp" | "clock" | "tokens">;

export { INVALID_CREDENTIALS };
export const MOBILE_NOT_VERIFIED = "Mobile number not verified.";
export const UNDER_ATTACK = "We have seen many failed login attempts on your account. Enter the OTP sent to your mobile number to log in.";

export type LoginOutcome =
  | { kind: "session"; token: string; userId: string }
  /** The right password, and a code sent to the phone: to verify it (`unverified`) or as a second factor. */
  | { kind: "otp"; otp: IssuedOtp; reason: "unverified" | "under_attack" }
  /** The source is waiting out its delay; the password was not looked at. */
  | { kind: "throttled"; retryAfterSeconds: number };

/**
 * Password login by mobile or e-mail. Unknown accounts and wrong passwords get the same answer
 * after the same work. Every attempt on an account is counted against its source first (see
 * `login-throttle.ts`): a source in its wait is not heard, and while the account is under attack
 * the right password earns an OTP to the owner's phone instead of a token. Nothing here locks an
 * account. A right password on an unverified mobile sends the OTP (or hands back the live one), in
 * the account's language, else the one the request asked for (`client.language`, issue 21).
 */
export async function loginWithPassword(
  ports: LoginPorts,
  identifier: Identifier,
  password: string,
  client: { ip: string; userAgent: string; language?: Language },
): Promise<LoginOutcome> {
  const user = await findUserByIdentifier(ports.db, identifier);
  if (!user) {
    await burnPasswordCheck(password);
    throw authRefusal("auth/invalid_credentials");
  }
  const source = sourceOf(client.ip);
  const claim = await claimLoginAttempt(ports, user.id, source);
  if (claim.kind === "wait") return { kind: "throttled", retryAfterSeconds: claim.seconds };
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordLoginFailure(ports, user.id, source);
    throw authRefusal("auth/invalid_credentials");
  }
  if (user.status !== "active") throw authRefusal("auth/blocked");
  if (!user.isMobileVerified || claim.underAttack) {
    // The attempt stays counted until the code is verified: a right password alone clears nothing.
    const otp = await issueOtp(ports, {
      userId: user.id,
      purpose: user.isMobileVerified ? "login" : "verify_mobile",
      channel: "sms",
      destination: displayMobile(user.mobile),
      ip: client.ip,
      language: user.language ?? client.language ?? null,
    });
    return { kind: "otp", otp, reason: user.isMobileVerified ? "under_attack" : "unverified" };
  }
  await clearLoginAttempts(ports, user.id, source);
  return { kind: "session", token: await openSession(ports, user.id, client), userId: user.id };
}
