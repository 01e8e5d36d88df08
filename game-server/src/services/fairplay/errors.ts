/**
 * The fair-play module's refusals: a closed set of codes (STYLE.md 3). The module never knows
 * HTTP; `api/errors.ts` maps each code once to a status and the player's message, and
 * the lobby maps `fairplay/linked_at_table` the same way (`LINKED_AT_TABLE_MESSAGE`).
 */
export const FAIRPLAY_ERROR_CODES = [
  /** A cash table would seat two linked accounts together. */
  "fairplay/linked_at_table",
  /** A report names nothing to report, or the player themselves. */
  "fairplay/invalid_report",
  /** The reported player, table or deal is not one the reporter played with or at. */
  "fairplay/report_target_not_found",
  "fairplay/too_many_reports",
  /** Operator: no such signal, or a signal that is not about a pair. */
  "fairplay/signal_not_found",
  /** Operator: no unreversed settlement from the loser to the winner in these deals. */
  "fairplay/nothing_to_reverse",
  /** Operator: the winner no longer holds what the reversal must take back. */
  "fairplay/insufficient_funds",
] as const;

export type FairPlayErrorCode = (typeof FAIRPLAY_ERROR_CODES)[number];

export const LINKED_AT_TABLE_MESSAGE = "You cannot sit at this table: an account linked to yours is already seated there.";

export class FairPlayError extends Error {
  constructor(
    readonly code: FairPlayErrorCode,
    readonly detail?: string,
  ) {
    super(detail ? `${code} (${detail})` : code);
    this.name = "FairPlayError";
  }
}
