import { z } from "zod";
import type { Checked } from "./identifiers.ts";

/**
 * SPEC.md's validation messages reach the player verbatim. Request schemas mark their messages
 * with `says()`; the one error handler (`api/errors.ts`) answers those as they are on the account
 * modules' routes.
 */
const specMessages = new Set<string>();

export function says(message: string): string {
  specMessages.add(message);
  return message;
}

/** Every SPEC.md message marked so far (a module's rules mark theirs when it loads; a check's own, when it first fails). */
export function markedSpecMessages(): readonly string[] {
  return [...specMessages];
}

/** Whether a validation message is one of SPEC.md's (marked with `says()`), answered as it is by `api/errors.ts`. */
export function isSpecMessage(message: string): boolean {
  return specMessages.has(message);
}

/** PostgreSQL refuses NUL in text; no field of a form ever has one. */
export const NO_NUL = new RegExp(`^[^${String.fromCharCode(0)}]*$`);

/**
 * A string field: a missing or non-string value, one holding a NUL byte, or one over `maxLength`
 * answers `required`. Lengths are bounded before any rule runs.
 */
export function text(required: string, maxLength = 1000) {
  says(required);
  return z.string({ error: required }).max(maxLength, { error: required }).regex(NO_NUL, { error: required });
}

/** Runs a `Checked` rule on a string and outputs its normalised value. */
export function rule<T>(required: string, check: (raw: string) => Checked<T>, maxLength = 1000) {
  return text(required, maxLength).transform((raw, ctx) => {
    const result = check(raw);
    if (result.ok) return result.value;
    says(result.message);
    ctx.issues.push({ code: "custom", message: result.message, input: raw });
    return z.NEVER;
  });
}

/** SPEC.md: "only non-empty fields are sent". An empty string, null or absent field means "leave as is". */
export function optionalNonEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());
}

/** A number or a numeric string, e.g. `nPinCode` or an OTP typed into a number field. */
export function digits(required: string, length: number) {
  says(required);
  return z
    .union([z.string(), z.number()], { error: required })
    .transform((v, ctx) => {
      const s = typeof v === "number" ? (Number.isSafeInteger(v) && v >= 0 ? String(v).padStart(length, "0") : "") : v.trim();
      if (new RegExp(`^\\d{${length}}$`).test(s)) return s;
      ctx.issues.push({ code: "custom", message: required, input: v });
      return z.NEVER;
    });
}
