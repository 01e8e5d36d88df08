import { checkEmail, checkIdentifier, checkMobile, checkNewPassword, checkUserName } from "@rummy/shared-rules/contract/identifiers";
import { LIMITS, MESSAGES } from "./messages.ts";

/**
 * Field rules of the entry screen and its modals (SPEC.md section 5). Each returns the message
 * to show at the field, or null when the value is fine.
 */

/**
 * E-mail and mobile are the contract's rules and messages (shared-rules/src/contract/identifiers.ts),
 * the ones the server's request schemas apply.
 */
export function isEmail(value: string): boolean {
  return checkEmail(value).ok;
}

/** The 10 national digits starting 6 to 9, as the field holds them (the +91 is added when sent). */
export function isMobile(value: string): boolean {
  const v = value.trim();
  const checked = checkMobile(v);
  return checked.ok && checked.value === v;
}

/**
 * New passwords (register, reset): 8 to 16 characters, with a number and a special character.
 * The contract's rule (shared-rules/src/contract/identifiers.ts), the one the server applies.
 */
export function passwordError(password: string): string | null {
  const checked = checkNewPassword(password);
  return checked.ok ? null : checked.message;
}

/** Login: "Identifier required", and it must be an email or a 10-digit mobile to be sent. */
export function loginIdentifierError(identifier: string): string | null {
  const v = identifier.trim();
  return v !== "" && (isEmail(v) || isMobile(v)) ? null : MESSAGES.loginIdentifier;
}

/** Login: "Password longer than 7 characters". */
export function loginPasswordError(password: string): string | null {
  return password.length > 7 ? null : MESSAGES.password;
}

/** Spaces are stripped while typing (SPEC.md section 5). */
export const cleanUsername = (value: string) => value.replace(/\s+/g, "");

/**
 * SPEC.md gives "2 to 10" and "minimum 3"; both apply (3 to 10, letters and digits), each with its
 * own message: the contract's rule (shared-rules/src/contract/identifiers.ts), the server's too.
 */
export function usernameError(username: string): string | null {
  const checked = checkUserName(username);
  return checked.ok ? null : checked.message;
}

/** The live message while typing: SPEC.md's 3-character hint, shown for 1 or 2 characters. */
export function usernameLiveHint(username: string): string | null {
  const n = cleanUsername(username).length;
  return n > 0 && n < LIMITS.usernameLiveMin ? MESSAGES.usernameLive : null;
}

export function registerEmailError(email: string): string | null {
  const checked = checkEmail(email);
  return checked.ok ? null : checked.message;
}

/** Not digits or not starting 6-9: 'Enter a valid Mobile number'; digits of another length: the 10-digit message. */
export function mobileError(mobile: string): string | null {
  const checked = checkMobile(mobile.trim());
  return checked.ok ? null : checked.message;
}

export function forgotIdentifierError(identifier: string): string | null {
  const checked = checkIdentifier(identifier, MESSAGES.forgotIdentifier);
  return checked.ok ? null : checked.message;
}

/** OTP input keeps digits only, at most 4. */
export const cleanOtp = (value: string) => value.replace(/\D/g, "").slice(0, LIMITS.otpLength);
/** Mobile input keeps digits only, at most 10. */
export const cleanMobile = (value: string) => value.replace(/\D/g, "").slice(0, LIMITS.mobileLength);

export const isCompleteOtp = (otp: string) => /^\d{4}$/.test(otp);
