import { randomBytes, randomUUID } from "node:crypto";
import type { Platform } from "../../platform/ports.ts";
import { hashOtpCode, otpHashesEqual } from "../otp/codes.ts";
import { OTP_POLICY } from "../otp/policy.ts";
import { countAttempt, insertChallenge, linkSendCounts, retireChallenge } from "../otp/repository.ts";
import { markEmailVerified } from "./repository.ts";

/**
 * E-mail addresses are verified by a link, not a typed code: a 192-bit token in the link, kept
 * only as an HMAC in `otp_challenges` (purpose `verify_email`), single use, valid for a day.
 */
/** What the e-mail link needs of the platform: the database, the secret its token is hashed with, the mail sender, and the clock (resend gap, expiry) as the OTPs use it. */
export type EmailVerificationPorts = Pick<Platform, "db" | "config" | "otp" | "clock">;

const LINK_TTL_MS = 24 * 3600 * 1000;
const RESEND_GAP_MS = 60 * 1000;

/** The mail in each language (issue 21): Hindi for an account that chose it. */
const MAIL = {
  en: {
    subject: "Verify your email address",
    text: (link: string) => `Open this link to verify your email address for your Rummy account:\n\n${link}\n\nThe link works once, for 24 hours. If you did not ask for it, ignore this mail.`,
  },
  hi: {
    subject: "अपना ईमेल पता सत्यापित करें",
    text: (link: string) => `अपने Rummy खाते का ईमेल पता सत्यापित करने के लिए यह लिंक खोलें:\n\n${link}\n\nयह लिंक 24 घंटों तक, एक बार काम करता है। अगर आपने इसे नहीं माँगा, तो इस मेल को अनदेखा करें।`,
  },
} as const;

export async function sendEmailVerification(
  ports: EmailVerificationPorts,
  user: { id: string; email: string; language?: "en" | "hi" | null },
  baseUrl: string,
): Promise<"sent" | "throttled"> {
  const { db } = ports;
  const recent = await linkSendCounts(db, user.email);
  const lastAt = recent?.last?.getTime() ?? 0;
  const now = ports.clock.now().getTime();
  if ((recent?.hour ?? 0) >= OTP_POLICY.maxSendsPerHour || (recent?.day ?? 0) >= OTP_POLICY.maxSendsPerDay || now - lastAt < RESEND_GAP_MS) {
    return "throttled";
  }
  const id = randomUUID();
  const token = randomBytes(24).toString("base64url");
  await insertChallenge(db, {
    id,
    userId: user.id,
    purpose: "verify_email",
    channel: "email",
    destination: user.email,
    codeHash: hashOtpCode(ports.config.jwtSecret, id, token),
    maxAttempts: OTP_POLICY.maxAttemptsPerCode,
    expiresAt: new Date(now + LINK_TTL_MS),
  });
  const link = `${baseUrl.replace(/\/$/, "")}/api/v1/auth/email/verify?verification=${id}&token=${token}`;
  const mail = MAIL[user.language === "hi" ? "hi" : "en"];
  await ports.otp.send({ channel: "email", to: user.email, subject: mail.subject, text: mail.text(link) });
  return "sent";
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the link was valid and the address it was sent to is still the account's e-mail. */
export async function confirmEmailVerification(ports: Pick<EmailVerificationPorts, "db" | "config">, verification: string, token: string): Promise<boolean> {
  if (!UUID.test(verification) || token.length > 200) return false;
  const { db } = ports;
  const row = await countAttempt(db, verification, "link");
  if (!row || !otpHashesEqual(row.codeHash, hashOtpCode(ports.config.jwtSecret, row.id, token))) return false;
  await retireChallenge(db, row.id);
  return markEmailVerified(db, row.userId, row.destination);
}
