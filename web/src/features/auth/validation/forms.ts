import {
  forgotIdentifierError,
  isCompleteOtp,
  loginIdentifierError,
  loginPasswordError,
  mobileError,
  passwordError,
  registerEmailError,
  usernameError,
} from "./rules.ts";

/** Whole-form checks: every field's message at once, in the order the fields appear. */

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

function collect<K extends string>(checks: [K, string | null][]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const [field, message] of checks) if (message) errors[field] = message;
  return errors;
}

export interface LoginValues {
  identifier: string;
  password: string;
}

export function validateLogin(v: LoginValues): FieldErrors<keyof LoginValues> {
  return collect<keyof LoginValues>([
    ["identifier", loginIdentifierError(v.identifier)],
    ["password", loginPasswordError(v.password)],
  ]);
}

export interface RegisterValues {
  username: string;
  email: string;
  mobile: string;
  password: string;
  gender: "male" | "female";
  referral: string;
  agreed: boolean;
}

export type RegisterField = "username" | "email" | "mobile" | "password";

export function validateRegister(v: RegisterValues): FieldErrors<RegisterField> {
  return collect<RegisterField>([
    ["username", usernameError(v.username)],
    ["email", registerEmailError(v.email)],
    ["mobile", mobileError(v.mobile)],
    ["password", passwordError(v.password)],
  ]);
}

export function validateOtp(otp: string, newPassword: string | null): FieldErrors<"otp" | "password"> {
  return collect<"otp" | "password">([
    ["otp", isCompleteOtp(otp) ? null : "Enter the 4-digit OTP"],
    ["password", newPassword === null ? null : passwordError(newPassword)],
  ]);
}

export function validateForgot(identifier: string): FieldErrors<"identifier"> {
  return collect<"identifier">([["identifier", forgotIdentifierError(identifier)]]);
}

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);
