import { randomUUID } from "node:crypto";
import type { Platform } from "../../platform/ports.ts";
import { hashOtpCode, newOtpCode } from "./codes.ts";
import { otpRefusal } from "./errors.ts";
import { OTP_POLICY, type OtpChannel, type OtpPurpose } from "./policy.ts";
import { codeSendCounts, insertChallenge, latestCode, lockDestination, retireChallenge, retireCodes } from "./repository.ts";

/** What OTPs need of the ports: the database, the secret the codes are hashed with, the sender and the clock (countdowns, expiries). */
export type OtpPorts = Pick<Platform, "db" | "config" | "otp" | "clock">;

/** E-mail verification links share the table but not the countdown or the caps of typed codes. */
export interface OtpRequest {
  readonly userId: string;
  readonly purpose: Exclude<OtpPurpose, "verify_email">;
  readonly channel: OtpChannel;
  /** `+91XXXXXXXXXX` or a lowercased e-mail address. */
  readonly destination: string;
  readonly ip: string;
  /** The account's language (issue 21): the SMS or mail is in Hindi when it says so. */
  readonly language?: "en" | "hi" | null;
}

export interface IssuedOtp {
  /** The challenge id: the `verification` header and `data.verification`. */
  readonly verification: string;
  /** Seconds until a new code may be asked for (SPEC.md's resend countdown). */
  readonly nExpiresIn: number;
  /** False when a live code sent moments ago was handed back instead of sending another. */
  readonly sent: boolean;
}

/**
 * Sends a code unless the countdown of the last one is still running, in which case that live
 * challenge is returned (the browser's automatic resend after 'Mobile number not verified.' lands
 * here). Per-destination caps are checked under an advisory lock so parallel requests cannot pass
 * them together. The code is never logged.
 */
export async function issueOtp(ports: OtpPorts, request: OtpRequest): Promise<IssuedOtp> {
  const outcome = await ports.db.transaction(async (tx) => {
    await lockDestination(tx, request.destination);
    const latest = await latestCode(tx, request.userId, request.destination);
    const now = ports.clock.now().getTime();
    if (latest) {
      const wait = Math.ceil((latest.sentAt.getTime() + OTP_POLICY.resendAfterSeconds * 1000 - now) / 1000);
      if (wait > 0) {
        const live = !latest.consumedAt && latest.attempts < latest.maxAttempts && latest.expiresAt.getTime() > now;
        if (live) return { verification: latest.id, nExpiresIn: wait, sent: false } as const;
        // A code killed by wrong guesses keeps its countdown (no fresh guesses on demand); one that
        // was used (or never delivered) does not hold up the next flow, e.g. a reset right after
        // registering. The hourly and daily caps below still count every send.
        if (!latest.consumedAt) throw otpRefusal("otp/countdown", wait);
      }
    }
    const counts = await codeSendCounts(tx, request.destination);
    if ((counts?.hour ?? 0) >= OTP_POLICY.maxSendsPerHour || (counts?.day ?? 0) >= OTP_POLICY.maxSendsPerDay) {
      throw otpRefusal("otp/send_limit");
    }
    // A new code retires every earlier one for this destination (ASVS 6.6.2: bound to the latest request).
    await retireCodes(tx, request.userId, request.destination);
    const id = randomUUID();
    const code = newOtpCode();
    await insertChallenge(tx, {
      id,
      userId: request.userId,
      purpose: request.purpose,
      channel: request.channel,
      destination: request.destination,
      codeHash: hashOtpCode(ports.config.jwtSecret, id, code),
      maxAttempts: OTP_POLICY.maxAttemptsPerCode,
      expiresAt: new Date(now + OTP_POLICY.ttlSeconds * 1000),
      ip: request.ip.slice(0, 64),
    });
    return { verification: id, nExpiresIn: OTP_POLICY.resendAfterSeconds, sent: true, code } as const;
  });
  if (!outcome.sent) return outcome;
  try {
    await ports.otp.send(otpMessage(request, outcome.code));
  } catch (error) {
    // An undelivered code must not count as the live one the countdown hands back.
    await retireChallenge(ports.db, outcome.verification);
    throw error;
  }
  return { verification: outcome.verification, nExpiresIn: outcome.nExpiresIn, sent: true };
}

/** The code's texts in each language; the code comes first, where a phone's autofill finds it. */
const OTP_TEXTS = {
  en: {
    names: { verify_mobile: "verification code", reset_password: "password reset code", login: "login code" },
    subject: (what: string) => `Your Rummy ${what}`,
    text: (code: string, what: string, minutes: number) => `${code} is your Rummy ${what}. It expires in ${minutes} minutes. Never share it with anyone, not even with us.`,
    loginWarning: " If you did not just try to log in, change your password.",
  },
  hi: {
    names: { verify_mobile: "सत्यापन कोड", reset_password: "पासवर्ड रीसेट कोड", login: "लॉगिन कोड" },
    subject: (what: string) => `आपका Rummy ${what}`,
    text: (code: string, what: string, minutes: number) => `${code} आपका Rummy ${what} है। यह ${minutes} मिनट में खत्म हो जाएगा। इसे किसी से साझा न करें, हमसे भी नहीं।`,
    loginWarning: " अगर आपने अभी लॉगिन करने की कोशिश नहीं की, तो अपना पासवर्ड बदलें।",
  },
} as const;

function otpMessage(request: OtpRequest, code: string) {
  const texts = OTP_TEXTS[request.language === "hi" ? "hi" : "en"];
  const what = texts.names[request.purpose];
  const minutes = Math.round(OTP_POLICY.ttlSeconds / 60);
  // A login code can be set off by someone who has the password: the owner is told what to do.
  const warning = request.purpose === "login" ? texts.loginWarning : "";
  return {
    channel: request.channel,
    to: request.destination,
    subject: texts.subject(what),
    text: texts.text(code, what, minutes) + warning,
  };
}
