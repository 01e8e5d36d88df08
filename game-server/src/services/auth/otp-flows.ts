import type { Platform } from "../../platform/ports.ts";
import type { Language } from "../i18n/language.ts";
import { consumeOtp } from "../otp/check.ts";
import { issueOtp, type IssuedOtp } from "../otp/issue.ts";
import { displayMobile, type Identifier } from "./identifiers.ts";
import { clearLoginAttempts } from "./login-throttle.ts";
import { sourceOf } from "./login-throttle-policy.ts";
import { hashPassword } from "./passwords.ts";
import { openSession, revokeAllSessions } from "./sessions.ts";
import { updateUser } from "./repository.ts";
import { findUserById, type UserRow } from "./repository.ts";
import { findUserByIdentifier } from "./users.ts";
import { authRefusal, NO_ACCOUNT } from "./errors.ts";

/** SPEC.md section 8: this exact text makes the browser clear its stored state. */
export { NO_ACCOUNT };

/** What the code flows need of the platform: the database, the OTP sender (its secret and clock), the token signer for a session. */
export type OtpFlowPorts = Pick<Platform, "db" | "config" | "otp" | "clock" | "tokens">;

async function accountFor(platform: Pick<OtpFlowPorts, "db">, identifier: Identifier): Promise<UserRow> {
  const user = await findUserByIdentifier(platform.db, identifier);
  if (!user) throw authRefusal("auth/no_account");
  if (user.status !== "active") throw authRefusal("auth/blocked");
  return user;
}

function destinationOf(user: UserRow, identifier: Identifier) {
  return identifier.kind === "mobile"
    ? ({ channel: "sms", destination: displayMobile(user.mobile) } as const)
    : ({ channel: "email", destination: user.email } as const);
}

/**
 * `POST /auth/otp/resend`: a code to the mobile (or the e-mail when only that is given). An
 * unverified mobile gets a verification code, anything else a password-reset code. The code's text
 * is in the account's language, else the one the request asked for (`asked`, issue 21).
 */
export async function resendOtp(platform: OtpFlowPorts, identifier: Identifier, ip: string, asked: Language = "en"): Promise<IssuedOtp> {
  const user = await accountFor(platform, identifier);
  const target = destinationOf(user, identifier);
  const purpose = target.channel === "sms" && !user.isMobileVerified ? "verify_mobile" : "reset_password";
  return issueOtp(platform, { userId: user.id, purpose, ...target, ip, language: user.language ?? asked });
}

export async function forgotPassword(platform: OtpFlowPorts, identifier: Identifier, ip: string, asked: Language = "en"): Promise<IssuedOtp> {
  const user = await accountFor(platform, identifier);
  return issueOtp(platform, { userId: user.id, purpose: "reset_password", ...destinationOf(user, identifier), ip, language: user.language ?? asked });
}

/**
 * `POST /auth/otp/verify`: proves the mobile, marks it verified and opens a session. It also ends
 * the second-factor step of a login under attack, so the caller's login counter starts again.
 */
export async function verifyMobileOtp(
  platform: Pick<OtpFlowPorts, "db" | "config" | "clock" | "tokens">,
  input: { verification: string | undefined; code: string; mobile: string },
  client: { ip: string; userAgent: string },
): Promise<{ token: string; userId: string }> {
  const proof = await consumeOtp(platform, {
    verification: input.verification,
    code: input.code,
    channels: ["sms"],
    destination: displayMobile(input.mobile),
  });
  const user = await findUserById(platform.db, proof.userId);
  if (!user || user.status !== "active") throw authRefusal("auth/blocked");
  if (!user.isMobileVerified) {
    await updateUser(platform.db, user.id, { isMobileVerified: true });
  }
  await clearLoginAttempts(platform, user.id, sourceOf(client.ip));
  return { token: await openSession(platform, user.id, client), userId: user.id };
}

/**
 * `POST /auth/password/reset`: a code from forgot-password (SMS or e-mail) sets a new password and
 * ends every session. The code proves the owner, so the login counter of the caller's source
 * starts again (other sources keep theirs: an attack does not end because the owner reset).
 */
export async function resetPassword(
  platform: Pick<OtpFlowPorts, "db" | "config">,
  input: { verification: string | undefined; code: string; password: string; ip: string },
): Promise<void> {
  const proof = await consumeOtp(platform, { verification: input.verification, code: input.code, channels: ["sms", "email"] });
  const user = await findUserById(platform.db, proof.userId);
  if (!user) throw authRefusal("auth/no_account");
  const passwordHash = await hashPassword(input.password);
  // Receiving the code proves the destination, so it counts as verified if it is still the account's.
  const provedMobile = proof.channel === "sms" && proof.destination === displayMobile(user.mobile);
  const provedEmail = proof.channel === "email" && proof.destination === user.email;
  await updateUser(platform.db, user.id, {
    passwordHash,
    ...(provedMobile ? { isMobileVerified: true } : {}),
    ...(provedEmail ? { isEmailVerified: true } : {}),
  });
  await revokeAllSessions(platform.db, user.id, "password_reset");
  await clearLoginAttempts(platform, user.id, sourceOf(input.ip));
}
