/**
 * The tournaments module's refusals: a closed set of codes (STYLE.md 3). The module never knows
 * HTTP; `api/errors.ts` maps each code once to a status and SPEC.md's message.
 */
export const TOURNAMENT_ERROR_CODES = [
  "tournament/not_found",
  /** Registration has not opened yet, or has closed. */
  "tournament/registration_closed",
  /** Every seat and every waitlist place is taken. */
  "tournament/full",
  "tournament/already_registered",
  /** Not enough cash or practice chips for the entry fee. */
  "tournament/insufficient_chips",
  /** A ticket tournament and no usable ticket of its template. */
  "tournament/no_ticket",
  /** Money games are switched off (cash tournaments only). */
  "tournament/cash_off",
  /** The player's last known location is in a restricted state or outside India. */
  "tournament/restricted_state",
  /** Another cash-play gate refused (blocked account, unknown location, age); the gate's own words go with it. */
  "tournament/cash_refused",
  "tournament/maintenance",
  /** The tournament has started (or is over): too late to join or withdraw. */
  "tournament/too_late",
  "tournament/not_registered",
  /** A concurrent step on the same entry is in flight; trying again settles it. */
  "tournament/busy",
] as const;

export type TournamentErrorCode = (typeof TOURNAMENT_ERROR_CODES)[number];

export class TournamentError extends Error {
  constructor(
    readonly code: TournamentErrorCode,
    /** For logs and tests; `tournament/cash_refused` carries the compliance gate's message for the player. */
    readonly detail?: string,
  ) {
    super(detail ? `${code} (${detail})` : code);
    this.name = "TournamentError";
  }
}

export function isTournamentError(error: unknown): error is TournamentError {
  return error instanceof TournamentError;
}
