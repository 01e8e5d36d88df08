import { mismatch } from "@rummy/shared-rules/contract/shape";
import { OTP_SHAPE, REFERRAL_SHAPE } from "@rummy/shared-rules/contract/shell-shapes";
import { api, type ApiReply } from "../../../shared/api/client.ts";
import { readShapedReply } from "../../../shared/api/contract-reply.ts";
import { MOBILE_PREFIX } from "../validation/messages.ts";
import { isMobile } from "../validation/rules.ts";

/** The authentication calls of SPEC.md section 7, one function each. */

/** A 10-digit mobile goes out as +91XXXXXXXXXX; anything else (an email) as typed, lowercased. */
export function toAccountId(identifier: string): string {
  const v = identifier.trim();
  return isMobile(v) ? `${MOBILE_PREFIX}${v}` : v.toLowerCase();
}

export async function verifyReferral(sReferralCode: string): Promise<{ iReferredBy: string; message: string }> {
  const { message, data } = readShapedReply(REFERRAL_SHAPE, await api.post<unknown>("/auth/verify/referral", { sReferralCode }), "POST /auth/verify/referral");
  return { iReferredBy: data.iReferredBy, message };
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

/** An OTP reply read with the contract's shape: the `verification` header (else data.verification) and data.nExpiresIn. */
function otpReply(reply: ApiReply<unknown>, call: string): OtpSent {
  const { message, data } = readShapedReply(OTP_SHAPE, reply, call);
  return { verification: reply.verification ?? data.verification, expiresInSeconds: data.nExpiresIn > 0 ? data.nExpiresIn : null, message };
}

/**
 * The OTP a login refusal carried, when it carried one (the contract's OTP fields in its data),
 * else null: the caller then asks for one.
 */
export function otpInRefusal(data: unknown, verificationHeader: string | null, message: string): OtpSent | null {
  if (mismatch(OTP_SHAPE, data) !== null) return null;
  const otp = data as { verification: string; nExpiresIn: number };
  return { verification: verificationHeader ?? otp.verification, expiresInSeconds: otp.nExpiresIn > 0 ? otp.nExpiresIn : null, message };
}

/** POST /auth/register: the reply's `verification` header names the OTP to verify. */
export async function register(payload: RegisterPayload): Promise<OtpSent> {
  return otpReply(await api.post<unknown>("/auth/register", payload), "POST /auth/register");
}

/** POST /auth/otp/resend with sMobile (+91) and/or sEmail. */
export async function resendOtp(to: { sMobile?: string; sEmail?: string }): Promise<OtpSent> {
  return otpReply(await api.post<unknown>("/auth/otp/resend", to), "POST /auth/otp/resend");
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
  return otpReply(await api.post<unknown>("/auth/password/forgot", { sEmail: toAccountId(identifier) }), "POST /auth/password/forgot");
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
