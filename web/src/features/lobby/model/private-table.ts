import { nearestPaise, paiseToRupees } from "@rummy/shared-rules";

/**
 * Private tables (SPEC.md sections 2, 5 and 9): a slider of 6 steps (0-5) over the account's
 * aPrivateTableRange, entry fee 240 x point value, 2 or 6 players, and 6-character join codes.
 */
export const PRIVATE_FEE_MULTIPLIER = 240;
export const PRIVATE_STEPS = 6;
export const PRIVATE_CODE_LENGTH = 6;
export const PRIVATE_CODE_MESSAGE = "Please enter the 6-character code";

/** The point values of the slider, from GET /setting's aPrivateTableRange: the positive ones, at most 6, in the order given. */
export function privateRange(range: readonly { readonly nTablePoint: number }[]): number[] {
  return range
    .map((step) => step.nTablePoint)
    .filter((p) => Number.isFinite(p) && p > 0)
    .slice(0, PRIVATE_STEPS);
}

/** 240 x point value, in whole paise so 0.05 x 240 is exactly 12. */
export function privateEntryFee(pointValue: number): number {
  return paiseToRupees(nearestPaise(pointValue) * BigInt(PRIVATE_FEE_MULTIPLIER));
}

/** Codes are letters and digits; typing keeps those, upper-cased, at most 6. */
export function cleanPrivateCode(value: string): string {
  return value
    .replace(/[^a-z0-9]/gi, "")
    .toUpperCase()
    .slice(0, PRIVATE_CODE_LENGTH);
}

export function privateCodeError(code: string): string | null {
  return code.length === PRIVATE_CODE_LENGTH ? null : PRIVATE_CODE_MESSAGE;
}
