import { randomInt } from "node:crypto";

/** No 0/O or 1/I, so a code read aloud or typed from a screenshot survives. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const REFERRAL_CODE_LENGTH = 8;

/** 8 characters from the CSPRNG (40 bits): SPEC.md allows referral codes up to 9. */
export function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
