import { users } from "@rummy/db/schema/index";
import { eq, sql } from "drizzle-orm";
import type { PlatformContext } from "../../api/context.ts";
import { HttpError } from "../../api/envelope.ts";
import { issueOtp, type IssuedOtp } from "../otp/issue.ts";
import { displayMobile, type Identifier } from "./identifiers.ts";
import { burnPasswordCheck, verifyPassword } from "./passwords.ts";
import { openSession } from "./sessions.ts";
import { findUserByIdentifier } from "./users.ts";

export const INVALID_CREDENTIALS = "Invalid credentials";
export const MOBILE_NOT_VERIFIED = "Mobile number not verified.";
/** NIST SP 800-63B 5.2.2: at most 100 consecutive failures on one account; a reset unlocks it. */
export const MAX_CONSECUTIVE_FAILURES = 100;

export type LoginOutcome = { kind: "session"; token: string; userId: string } | { kind: "otp"; otp: IssuedOtp };

/**
 * Password login by mobile or e-mail. Unknown accounts and wrong passwords get the same answer
 * after the same work. A right password on an unverified mobile sends the OTP (or hands back
 * the live one) instead of a token.
 */
export async function loginWithPassword(
  platform: PlatformContext,
  identifier: Identifier,
  password: string,
  client: { ip: string; userAgent: string },
): Promise<LoginOutcome> {
  const { db } = platform;
  const user = await findUserByIdentifier(db, identifier);
  if (!user) {
    await burnPasswordCheck(password);
    throw new HttpError(400, INVALID_CREDENTIALS, "auth/invalid_credentials");
  }
  if (user.failedLogins >= MAX_CONSECUTIVE_FAILURES) {
    throw new HttpError(403, "Too many failed login attempts. Please reset your password to continue.", "auth/locked");
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    await db
      .update(users)
      .set({ failedLogins: sql`${users.failedLogins} + 1` })
      .where(eq(users.id, user.id));
    throw new HttpError(400, INVALID_CREDENTIALS, "auth/invalid_credentials");
  }
  if (user.status !== "active") throw new HttpError(403, "Your account has been blocked. Please contact support.", "auth/blocked");
  if (user.failedLogins > 0) await db.update(users).set({ failedLogins: 0 }).where(eq(users.id, user.id));
  if (!user.isMobileVerified) {
    const otp = await issueOtp(platform, {
      userId: user.id,
      purpose: "verify_mobile",
      channel: "sms",
      destination: displayMobile(user.mobile),
      ip: client.ip,
    });
    return { kind: "otp", otp };
  }
  return { kind: "session", token: await openSession(platform, user.id, client), userId: user.id };
}
