/** SPEC.md section 5 "Profile" and section 4 "KYC": PAN, Aadhaar and agent rules, and each KYC state's text. */
import type { KycState } from "./profile-view.ts";

export const KYC_MESSAGES = {
  panEmpty: "Please enter PAN number",
  pan: "Invalid PAN Number",
  aadhaarEmpty: "Please enter Aadhaar number",
  aadhaar: "Invalid Aadhaar Number",
  otp: "Please enter the 6-digit OTP",
  dobEmpty: "Please enter your date of birth",
  agent: "Agent id must be 6 characters",
} as const;

export const KYC_STATE_TEXT: Record<Exclude<KycState, "">, string> = {
  pending: "Waiting for admin to Approve your KYC",
  approved: "Your KYC is Verified",
  rejected: "Your KYC was rejected",
};

export const cleanPan = (v: string) => v.replace(/[^A-Za-z0-9]/g, "").toUpperCase().slice(0, 10);
export const cleanAadhaar = (v: string) => v.replace(/\D/g, "").slice(0, 12);
export const cleanOtp = (v: string) => v.replace(/\D/g, "").slice(0, 6);
export const cleanAgent = (v: string) => v.replace(/[^A-Za-z0-9]/g, "").toUpperCase().slice(0, 6);

export function panError(pan: string): string | null {
  if (pan === "") return KYC_MESSAGES.panEmpty;
  return /^[A-Z]{5}\d{4}[A-Z]$/.test(pan) ? null : KYC_MESSAGES.pan;
}

export function aadhaarError(aadhaar: string): string | null {
  if (aadhaar === "") return KYC_MESSAGES.aadhaarEmpty;
  return /^[2-9]\d{11}$/.test(aadhaar) ? null : KYC_MESSAGES.aadhaar;
}

export function otpError(otp: string): string | null {
  return /^\d{6}$/.test(otp) ? null : KYC_MESSAGES.otp;
}

export function agentError(agent: string): string | null {
  return /^[A-Z0-9]{6}$/.test(agent) ? null : KYC_MESSAGES.agent;
}

/** PAN's date of birth goes as DD-MM-YYYY (SPEC.md section 7), from a YYYY-MM-DD input. */
export function dobDayFirst(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : "";
}

/** Aadhaar is shown masked: only the last four digits are ever kept. */
export function maskedAadhaar(value: string): string {
  const last4 = value.replace(/\D/g, "").slice(-4);
  return last4 ? `XXXX XXXX ${last4}` : "";
}
