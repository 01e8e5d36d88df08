/**
 * SPEC.md section 5 "Change password". Both length readings apply (8 to 16 with upper, lower,
 * digit and special; and at most 12), so a new password is 8 to 12 characters. Each field shows
 * its first problem; Submit is enabled only when all three are filled and there are no errors.
 */
export const PASSWORD_MESSAGES = {
  current: "Enter your current password",
  newEmpty: "Enter new password",
  repeatEmpty: "Enter new password again",
  rule: "Password need to be 8 to 16 characters",
  shortRule: "It must contain minimum 6 characters and maximum 12 characters.",
  same: "Current password and new password can't be same",
  mismatch: "Passwords don't match",
} as const;

export const PASSWORD_CHANGED = "Password changed successfully, Logging you out.";
export const LOGOUT_AFTER_MS = 2000;

export interface PasswordValues {
  readonly current: string;
  readonly next: string;
  readonly repeat: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordValues, string>>;

const SPECIAL = /[!-/:-@[-`{-~]/;

export function newPasswordError(next: string, current: string): string | undefined {
  if (next === "") return PASSWORD_MESSAGES.newEmpty;
  if (next.length < 8 || next.length > 16) return PASSWORD_MESSAGES.rule;
  if (!/[a-z]/.test(next) || !/[A-Z]/.test(next) || !/\d/.test(next) || !SPECIAL.test(next)) return PASSWORD_MESSAGES.rule;
  if (next.length > 12) return PASSWORD_MESSAGES.shortRule;
  if (current !== "" && next === current) return PASSWORD_MESSAGES.same;
  return undefined;
}

export function validatePasswords(v: PasswordValues): PasswordErrors {
  const errors: PasswordErrors = {};
  if (v.current === "") errors.current = PASSWORD_MESSAGES.current;
  const next = newPasswordError(v.next, v.current);
  if (next) errors.next = next;
  if (v.repeat === "") errors.repeat = PASSWORD_MESSAGES.repeatEmpty;
  else if (v.repeat !== v.next) errors.repeat = PASSWORD_MESSAGES.mismatch;
  return errors;
}

export function canSubmitPasswords(v: PasswordValues): boolean {
  return v.current !== "" && v.next !== "" && v.repeat !== "" && Object.keys(validatePasswords(v)).length === 0;
}
