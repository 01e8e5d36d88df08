/**
 * Responsible play's refusals: a closed set of codes. Each carries what the player must be told
 * (which limit, and when it ends); `api/errors.ts` maps each code once to an HTTP
 * status and the sentence the player reads ("You excluded yourself until 2 Dec 2026, 14:05 IST.").
 */
export const RESPONSIBLE_CODES = [
  "responsible/self_excluded",
  "responsible/cool_off",
  "responsible/loss_limit_daily",
  "responsible/loss_limit_monthly",
  "responsible/play_time_limit",
  "responsible/night_lock",
  "responsible/cannot_shorten",
  "responsible/exclusion_unavailable",
  "responsible/invalid_limit",
] as const;

export type ResponsibleCode = (typeof RESPONSIBLE_CODES)[number];

export interface RefusalDetail {
  /** When the refusal ends; null for a permanent exclusion. */
  readonly until: Date | null;
  /** The limit that refused: paise for money limits, minutes for play time. */
  readonly limit?: bigint;
  /** For `invalid_limit`: which field was wrong and why. */
  readonly reason?: string;
}

export class ResponsibleError extends Error {
  constructor(
    readonly code: ResponsibleCode,
    readonly detail: RefusalDetail,
  ) {
    super(`${code}${detail.until ? ` until ${detail.until.toISOString()}` : ""}${detail.reason ? `: ${detail.reason}` : ""}`);
    this.name = "ResponsibleError";
  }
}
