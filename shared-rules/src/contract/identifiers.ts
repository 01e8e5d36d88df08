/**
 * Identifier rules of SPEC.md section 5, as pure functions. The API's request schemas call them;
 * a failure carries SPEC.md's message text.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = <T>(message: string): Checked<T> => ({ ok: false, message });

export const MOBILE_PREFIX = "+91";

/** `+91XXXXXXXXXX` or `XXXXXXXXXX` to the 10 national digits; starts with 6 to 9. */
export function checkMobile(raw: string, messages = { invalid: "Enter a valid Mobile number", length: "Mobile number should be 10 digit." }): Checked<string> {
  let digits = raw.replace(/[\s-]/g, "");
  if (digits.startsWith(MOBILE_PREFIX)) digits = digits.slice(MOBILE_PREFIX.length);
  if (!/^\d+$/.test(digits)) return fail(messages.invalid);
  if (digits.length !== 10) return fail(messages.length);
  if (!/^[6-9]/.test(digits)) return fail(messages.invalid);
  return ok(digits);
}

/** Lowercased, at most `max` characters, a 2 to 4 letter top-level suffix (SPEC.md section 5). */
export function checkEmail(raw: string, message = "Enter a valid Email id", max = 320): Checked<string> {
  const email = raw.trim().toLowerCase();
  if (email.length > max) return fail(message);
  if (!/^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,4}$/.test(email)) return fail(message);
  if (email.startsWith(".") || email.includes("..") || email.split("@")[0]!.endsWith(".")) return fail(message);
  return ok(email);
}

/** Profile's e-mail (SPEC.md section 5 "Profile"): its own messages, and at most 364 characters. */
export function checkProfileEmail(raw: string): Checked<string> {
  return raw.trim() === "" ? fail("Please enter your Email") : checkEmail(raw, "Please enter valid Email", 364);
}

/** Profile's mobile (SPEC.md section 5 "Profile"): one message for every wrong number. */
export function checkProfileMobile(raw: string): Checked<string> {
  const invalid = "Please enter valid Mobile Number";
  return raw.trim() === "" ? fail("Please enter Mobile Number") : checkMobile(raw, { invalid, length: invalid });
}

export type Identifier = { kind: "mobile"; mobile: string } | { kind: "email"; email: string };

/** Login and forgot-password take one field holding either `+91` plus a mobile, or an e-mail. */
export function checkIdentifier(raw: string, message: string): Checked<Identifier> {
  const value = raw.trim();
  if (value.includes("@")) {
    const email = checkEmail(value, message);
    return email.ok ? ok({ kind: "email", email: email.value }) : fail(message);
  }
  const mobile = checkMobile(value, { invalid: message, length: message });
  return mobile.ok ? ok({ kind: "mobile", mobile: mobile.value }) : fail(message);
}

export function displayMobile(mobile: string): string {
  return `${MOBILE_PREFIX}${mobile}`;
}

/**
 * User names: letters and digits only (policy text: no special characters). SPEC.md gives both
 * "2 to 10" and "minimum 3"; both hold, so 3 to 10 is accepted and each message keeps its range.
 */
export function checkUserName(raw: string): Checked<string> {
  const name = raw.replace(/\s+/g, "");
  if (name.length < 2 || name.length > 10) return fail("Enter username between 2 to 10 characters");
  if (name.length < 3) return fail("Name must be minimum 3 character.");
  if (!/^[A-Za-z0-9]+$/.test(name)) return fail("Username must contain only letters and numbers");
  return ok(name);
}

export const PASSWORD_LENGTH_MESSAGE = "Password need to be 8 to 16 characters";
const SPECIAL = /[!-/:-@[-`{-~]/;

/** Registration and reset: 8 to 16 characters with a number and a special character (policy text). */
export function checkNewPassword(raw: string): Checked<string> {
  if (raw.length < 8 || raw.length > 16) return fail(PASSWORD_LENGTH_MESSAGE);
  if (!/\d/.test(raw) || !SPECIAL.test(raw)) return fail("Password must contain a number and a special character");
  return ok(raw);
}

/**
 * Change password: SPEC.md says both "8 to 16 with upper, lower, digit and special" and "6 to 12"
 * apply, so a new password has 8 to 12 characters with all four kinds.
 */
export function checkChangedPassword(raw: string): Checked<string> {
  if (raw.length === 0) return fail("Enter new password");
  if (raw.length < 8 || raw.length > 16) return fail(PASSWORD_LENGTH_MESSAGE);
  if (!/[a-z]/.test(raw) || !/[A-Z]/.test(raw) || !/\d/.test(raw) || !SPECIAL.test(raw)) return fail(PASSWORD_LENGTH_MESSAGE);
  if (raw.length > 12) return fail("It must contain minimum 6 characters and maximum 12 characters.");
  return ok(raw);
}

/** Login only checks the length (SPEC.md: longer than 7); old passwords need not meet today's policy. */
export function checkLoginPassword(raw: string): Checked<string> {
  return raw.length < 8 || raw.length > 64 ? fail(PASSWORD_LENGTH_MESSAGE) : ok(raw);
}
