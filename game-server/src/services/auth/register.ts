import type { Platform } from "../../platform/ports.ts";
import type { Language } from "../i18n/language.ts";
import { issueOtp, type IssuedOtp } from "../otp/issue.ts";
import { newReferralCode } from "../profile/referral-code.ts";
import { displayMobile } from "./identifiers.ts";
import { hashPassword } from "./passwords.ts";
import { findActiveUserIdByReferralCode, insertUser, userExists } from "./repository.ts";
import { conflictOf, takenIdentifier } from "./users.ts";
import { authRefusal, INVALID_REFERRAL } from "./errors.ts";

/** What registration needs of the platform: the database, and the OTP sender, its secret and clock for the mobile code. */
export type RegisterPorts = Pick<Platform, "db" | "config" | "otp" | "clock">;

export interface Registration {
  readonly email: string;
  readonly password: string;
  /** 10 national digits. */
  readonly mobile: string;
  readonly userName: string;
  readonly gender: "male" | "female";
  readonly referredBy?: string | undefined;
}

export { INVALID_REFERRAL };

/** The referrer's id for a code (SPEC.md: POST auth/verify/referral answers `data.iReferredBy`). */
export async function referrerOf(ports: Pick<RegisterPorts, "db">, code: string): Promise<string> {
  const id = await findActiveUserIdByReferralCode(ports.db, code.trim().toUpperCase());
  if (!id) throw authRefusal("auth/invalid_referral");
  return id;
}

/**
 * Creates an unverified account and sends the mobile OTP, in the language the visitor asked for
 * (issue 21); the login token comes only from `POST /auth/otp/verify`. Returns the OTP challenge
 * for the `verification` header.
 */
export async function registerPlayer(
  ports: RegisterPorts,
  input: Registration,
  client: { ip: string; language?: Language },
): Promise<{ userId: string; otp: IssuedOtp }> {
  const { db } = ports;
  if (input.referredBy) {
    if (!(await userExists(db, input.referredBy))) throw authRefusal("auth/invalid_referral");
  }
  const taken = await takenIdentifier(db, input);
  if (taken) throw authRefusal(`auth/${taken}_taken`);
  const passwordHash = await hashPassword(input.password);
  const userId = await insertWithFreshReferralCode(ports, { ...input, passwordHash });
  const otp = await issueOtp(ports, {
    userId,
    purpose: "verify_mobile",
    channel: "sms",
    destination: displayMobile(input.mobile),
    ip: client.ip,
    language: client.language ?? null,
  });
  return { userId, otp };
}

async function insertWithFreshReferralCode(ports: Pick<RegisterPorts, "db">, input: Registration & { passwordHash: string }): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insertUser(ports.db, {
        userName: input.userName,
        email: input.email,
        mobile: input.mobile,
        passwordHash: input.passwordHash,
        gender: input.gender,
        referralCode: newReferralCode(),
        referredBy: input.referredBy ?? null,
      });
    } catch (error) {
      const conflict = conflictOf(error);
      // Two registrations racing for one identifier: the loser gets the same message as a late one.
      if (conflict && conflict !== "referralCode") throw authRefusal(`auth/${conflict}_taken`);
      if (conflict !== "referralCode" || attempt >= 5) throw error;
    }
  }
}
