import { refusalsOf } from "../errors.ts";

export const ALREADY_SPUN = "You have already used today's spin. Come back tomorrow.";

/** The daily spin's refusals, each with the sentence the player reads. */
export const SPIN_ERRORS = {
  "spin/already_spun": ALREADY_SPUN,
} as const;

export type SpinErrorCode = keyof typeof SPIN_ERRORS;

export const spinRefusal = refusalsOf(SPIN_ERRORS);
