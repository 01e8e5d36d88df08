import { refusalsOf } from "../errors.ts";

export const OTP_MESSAGES = {
  wrong: "Invalid OTP.",
  expired: "OTP has expired. Please request a new OTP.",
  exhausted: "Too many wrong attempts. Please request a new OTP.",
  unknown: "Invalid or expired OTP session. Please request a new OTP.",
  missingVerification: "Verification id is required. Please request a new OTP.",
} as const;

/** The OTP module's refusals, each with the sentence the player reads. */
export const OTP_ERRORS = {
  "otp/missing_verification": OTP_MESSAGES.missingVerification,
  "otp/unknown": OTP_MESSAGES.unknown,
  "otp/wrong": OTP_MESSAGES.wrong,
  /** The guess that used the last attempt still reads "Invalid OTP."; later ones say the code is dead. */
  "otp/exhausted": (lastGuess = false) => (lastGuess ? OTP_MESSAGES.wrong : OTP_MESSAGES.exhausted),
  "otp/expired": OTP_MESSAGES.expired,
  "otp/countdown": (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
  "otp/send_limit": "OTP limit reached. Please try again later.",
} as const;

export type OtpErrorCode = keyof typeof OTP_ERRORS;

export const otpRefusal = refusalsOf(OTP_ERRORS);
