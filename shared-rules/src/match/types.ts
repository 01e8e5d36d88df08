/**
 * Shapes shared by pool and deals matches: a match is the run of deals at one table that ends
 * with a winner (or a split). Plain JSON data, like a deal, so the room can persist it.
 */
import type { Seat } from "../deal/types.ts";

export type MatchEvent =
  | { readonly type: "scored"; readonly seat: Seat; readonly points: number; readonly total: number }
  | { readonly type: "eliminated"; readonly seat: Seat; readonly score: number }
  | { readonly type: "rejoined"; readonly seat: Seat; readonly score: number }
  | { readonly type: "split_offered"; readonly seats: Seat[] }
  | { readonly type: "chips"; readonly seat: Seat; readonly delta: number; readonly chips: number }
  | { readonly type: "tie_break"; readonly seats: Seat[] }
  | { readonly type: "won"; readonly seat: Seat }
  | { readonly type: "split"; readonly seats: Seat[] };

export const MATCH_ERRORS = ["match/unknown_seat", "match/over", "match/not_eliminated", "match/rejoin_closed", "match/split_not_allowed"] as const;
export type MatchErrorCode = (typeof MATCH_ERRORS)[number];

export interface MatchError {
  readonly code: MatchErrorCode;
  readonly message: string;
}

export function matchError(code: MatchErrorCode, message: string): { ok: false; error: MatchError } {
  return { ok: false, error: { code, message } };
}

/** What the room needs to start the next deal of a match. */
export interface NextDeal {
  readonly seats: Seat[];
  readonly firstSeat: Seat;
}
