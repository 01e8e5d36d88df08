import { randomUUID } from "node:crypto";
import type { AadhaarOtpVerdict, DigilockerStatus, KycOutcome, KycProvider } from "./types.ts";

/**
 * Deterministic sandbox KYC (see game-server/ACCOUNTS.md "KYC sandbox rules"):
 * - PAN ending in `F` fails ("PAN details do not match"); any other valid PAN is verified, and
 *   the name on it is the name asked about.
 * - Aadhaar ending in `0` does not exist (a failed attempt); ending in `9` belongs to
 *   "SANDBOX OTHER PERSON" (name mismatch: manual review); ending in `1` makes DigiLocker consent
 *   be denied (no attempt counted); anything else verifies with the profile's name.
 * - The Aadhaar OTP is always `123456`; 3 wrong OTPs end the request.
 */
export const SANDBOX_AADHAAR_OTP = "123456";
const OTHER_PERSON = "SANDBOX OTHER PERSON";
const MAX_OTP_TRIES = 3;
const REQUEST_TTL_MS = 30 * 60 * 1000;

interface OtpRequest {
  last4: string;
  name: string;
  tries: number;
  createdAt: number;
}

function holderName(aadhaar: string, name: string): string {
  return aadhaar.endsWith("9") ? OTHER_PERSON : name.toUpperCase();
}

export function sandboxKyc(): KycProvider {
  const otpRequests = new Map<string, OtpRequest>();
  const forget = () => {
    const cutoff = Date.now() - REQUEST_TTL_MS;
    for (const [id, r] of otpRequests) if (r.createdAt < cutoff) otpRequests.delete(id);
  };
  return {
    name: "sandbox",
    async verifyPan({ pan, name }): Promise<KycOutcome<{ requestId: string; nameOnPan: string }>> {
      if (pan.endsWith("F")) return { ok: false, reason: "PAN details do not match the records" };
      return { ok: true, requestId: `sbx-pan-${randomUUID()}`, nameOnPan: name.toUpperCase() };
    },
    async requestAadhaarOtp({ aadhaar, name }): Promise<KycOutcome<{ requestId: string }>> {
      forget();
      if (aadhaar.endsWith("0")) return { ok: false, reason: "Aadhaar number does not exist" };
      const requestId = `sbx-okyc-${randomUUID()}`;
      otpRequests.set(requestId, { last4: aadhaar.slice(-4), name: holderName(aadhaar, name), tries: 0, createdAt: Date.now() });
      return { ok: true, requestId };
    },
    async verifyAadhaarOtp({ requestId, otp }): Promise<AadhaarOtpVerdict> {
      const request = otpRequests.get(requestId);
      if (!request) return { kind: "failed", reason: "Aadhaar OTP request has expired. Please request a new OTP." };
      if (otp !== SANDBOX_AADHAAR_OTP) {
        request.tries += 1;
        if (request.tries >= MAX_OTP_TRIES) otpRequests.delete(requestId);
        return { kind: "wrong_otp", attemptsLeft: Math.max(0, MAX_OTP_TRIES - request.tries) };
      }
      otpRequests.delete(requestId);
      return { kind: "verified", name: request.name, last4: request.last4 };
    },
    async startDigilocker({ redirectUrl }) {
      const requestId = `sbx-dl-${randomUUID()}`;
      const url = new URL(redirectUrl);
      url.searchParams.set("request_id", requestId);
      return { requestId, url: url.toString() };
    },
    async digilockerStatus({ aadhaar, name }): Promise<DigilockerStatus> {
      if (aadhaar.endsWith("1")) return { kind: "denied" };
      if (aadhaar.endsWith("0")) return { kind: "failed", reason: "Aadhaar record not found in DigiLocker" };
      return { kind: "verified", name: holderName(aadhaar, name), last4: aadhaar.slice(-4) };
    },
  };
}
