import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { OTP_POLICY } from "./policy.ts";

/** A fresh code from the CSPRNG, zero-padded (`0042`). */
export function newOtpCode(): string {
  return randomInt(0, 10 ** OTP_POLICY.digits)
    .toString()
    .padStart(OTP_POLICY.digits, "0");
}

/** Only this HMAC is stored; binding the challenge id makes a hash useless for any other challenge. */
export function hashOtpCode(secret: string, challengeId: string, code: string): string {
  return createHmac("sha256", otpKey(secret)).update(`${challengeId}:${code}`).digest("hex");
}

export function otpHashesEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

const keys = new Map<string, Buffer>();

/** A key for OTP hashes derived from the platform secret, so a leaked hash table reveals no JWT key. */
function otpKey(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac("sha256", secret).update("rummy/otp-codes/v1").digest();
    keys.set(secret, key);
  }
  return key;
}
