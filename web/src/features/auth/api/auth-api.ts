import { api, type ApiReply } from "../../../shared/api/client.ts";
import { MOBILE_PREFIX } from "../validation/messages.ts";
import { isMobile } from "../validation/rules.ts";

/** The authentication calls of SPEC.md section 7, one function each. */

/** A 10-digit mobile goes out as +91XXXXXXXXXX; anything else (an email) as typed, lowercased. */
export function toAccountId(identifier: string): string {
  const v = identifier.trim();
  return isMobile(v) ? `${MOBILE_PREFIX}${v}` : v.toLowerCase();
}

function field(data: unknown, name: string): unknown {
  return typeof data === "object" && data !== null ? (data as Record<string, unknown>)[name] : undefined;
}

export async function verifyReferral(sReferralCode: string): Promise<{ iReferredBy: string; message: string }> {
  const reply = await api.post<unknown>("/auth/verify/referral", { sReferralCode });
  const id = field(reply.data, "iReferredBy");
  return { iReferredBy: typeof id === "string" || typeof id === "number" ? String(id) : "", message: reply.message };
}

export interface RegisterPayload {
  readonly sEmail: string;
  readonly sPassword: string;
  readonly sMobile: string;
  readonly sUserName: string;
  readonly eGender: "male" | "female";
  readonly iReferredBy?: string;
}

export interface OtpSent {
  readonly verification: string;
  /** Seconds until the code expires and a new one may be asked for (data.nExpiresIn). */
  readonly expiresInSeconds: number | null;
  readonly message: string;
}

/** Reads an OTP reply: the `verification` header (or data.verification) and data.nExpiresIn. */
export function otpSent(data: unknown, verificationHeader: string | null, message: string): OtpSent {
  const fromData = field(data, "verification");
  const expires = field(data, "nExpiresIn");
  return {
    verification: verificationHeader ?? (typeof fromData === "string" ? fromData : ""),
    expiresInSeconds: typeof expires === "number" && expires > 0 ? expires : null,
    message,
  };
}

/** POST /auth/register: the reply's `verification` header names the OTP to verify. */
export async function register(payload: RegisterPayload): Promise<OtpSent> {
  const reply = await api.post<unknown>("/auth/register", payload);
  return otpSent(reply.data, reply.verification, reply.message);
}

/** POST /auth/otp/resend with sMobile (+91) and/or sEmail. */
export async function resendOtp(to: { sMobile?: string; sEmail?: string }): Promise<OtpSent> {
  const reply = await api.post<unknown>("/auth/otp/resend", to);
  return otpSent(reply.data, reply.verification, reply.message);
}

/** POST /auth/otp/verify: on success the `authorization` header is the session token. */
export async function verifyOtp(code: string, sMobile: string, verification: string): Promise<{ token: string; message: string }> {
  const reply = await api.post<unknown>("/auth/otp/verify", { code, sMobile }, { headers: { verification } });
  return { token: tokenOf(reply), message: reply.message };
}

/** POST /auth/login/simple: the session token, or an ApiError ('Mobile number not verified.'). */
export async function loginSimple(identifier: string, sPassword: string): Promise<{ token: string; message: string }> {
  const reply = await api.post<unknown>("/auth/login/simple", { sMobile: toAccountId(identifier), sPassword });
  return { token: tokenOf(reply), message: reply.message };
}

/** POST /auth/password/forgot: sEmail carries +91 plus the mobile, or the email. */
export async function forgotPassword(identifier: string): Promise<OtpSent> {
  const reply = await api.post<unknown>("/auth/password/forgot", { sEmail: toAccountId(identifier) });
  return otpSent(reply.data, reply.verification, reply.message);
}

/** POST /auth/password/reset with the OTP and the new password, against the reset verification. */
export async function resetPassword(otp: string, sPassword: string, verification: string): Promise<{ message: string }> {
  const reply = await api.post<unknown>("/auth/password/reset", { sPassword, nOTP: otp }, { headers: { verification } });
  return { message: reply.message };
}

function tokenOf(reply: ApiReply<unknown>): string {
  if (!reply.authorization) throw new Error("The server accepted the request but sent no session token.");
  return reply.authorization;
}
