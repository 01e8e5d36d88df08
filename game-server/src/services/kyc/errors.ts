import { refusalsOf } from "../errors.ts";

/** The kyc module's refusals, each with the sentence the player reads (SPEC.md's wording where it has one). */
export const KYC_ERRORS = {
  "kyc/aadhaar_done": "Your Aadhaar is already verified.",
  "kyc/aadhaar_mismatch": "Aadhaar number does not match the OTP request.",
  "kyc/wrong_otp": "Invalid OTP.",
  "kyc/consent_denied": "Consent denied by user",
  "profile/not_found": "Account not found.",
  "kyc/full_name_required": "Please update your full name in your profile before KYC.",
  "kyc/underage": "You must be at least 18 years old.",
  "kyc/dob_mismatch": "Date of birth does not match your profile.",
  "kyc/pan_done": "Your PAN is already verified.",
  "kyc/pan_taken": "This PAN is already linked to another account.",
  "kyc/suspended": "Your KYC is under manual review after 2 failed attempts. We will update you within 72 hours.",
  "kyc/approved": "Your KYC is already verified.",
  "kyc/request_not_found": "KYC request not found. Please start again.",
  "kyc/request_done": "This KYC request is already complete. Please start again.",
} as const;

export type KycErrorCode = keyof typeof KYC_ERRORS;

export const kycRefusal = refusalsOf(KYC_ERRORS);
