/**
 * OTP limits (SPEC.md section 9 and research/reliability-security.md 4.2). SPEC.md fixes the code
 * at 4 digits and the resend countdown at 180 s; the rest keeps a 4-digit code safe enough:
 * 5 guesses per code and at most 10 codes a day give an attacker 50 guesses in 10,000 a day.
 */
export const OTP_POLICY = {
  digits: 4,
  /** A code lives as long as the resend countdown: a new one can be asked for exactly when it dies. */
  ttlSeconds: 180,
  resendAfterSeconds: 180,
  maxAttemptsPerCode: 5,
  maxSendsPerHour: 5,
  maxSendsPerDay: 10,
} as const;

export type OtpPurpose = "verify_mobile" | "reset_password" | "verify_email" | "login";
export type OtpChannel = "sms" | "email";
