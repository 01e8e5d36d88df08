import { atom } from "jotai";
import type { PlayerEvent } from "./events.ts";

/**
 * Where the player stands in each tournament, as the player channel has told this window since it
 * opened: the round screens of the tournament table read it (game-server/TOURNAMENTS.md,
 * "Director": qualified, eliminated, break, finished, prize credited, cancelled).
 */
export interface TournamentProgress {
  readonly iTournamentId: string;
  /** The last round this player qualified from; null until a qualification arrives. */
  readonly qualifiedRound: number | null;
  /** The next round's start (epoch ms) after a break was announced. */
  readonly nextRoundAt: number | null;
  /** Set when knocked out, or when the tournament finished with a place for this player. */
  readonly position: number | null;
  readonly outcome: "playing" | "qualified" | "eliminated" | "finished" | "cancelled";
  /** The server's words when the tournament was cancelled (the reason; the entry was refunded). */
  readonly cancelMessage: string | null;
  readonly prize: { readonly eCurrency: "cash" | "practice" | "ticket"; readonly nAmountPaise: number } | null;
  /** The player's finishing place at their table in a round, told when the table's match ends. */
  readonly tableRank: { readonly round: number; readonly rank: number } | null;
}

export type ProgressById = Readonly<Record<string, TournamentProgress>>;

export const tournamentProgressAtom = atom<ProgressById>({});

const fresh = (iTournamentId: string): TournamentProgress => ({
  iTournamentId,
  qualifiedRound: null,
  nextRoundAt: null,
  position: null,
  outcome: "playing",
  prize: null,
  tableRank: null,
  cancelMessage: null,
});

/** The progress after one event (pure; events of other kinds change nothing). */
export function applyTournamentEvent(state: ProgressById, event: PlayerEvent): ProgressById {
  if (!("iTournamentId" in event)) return state;
  const id = event.iTournamentId;
  const was = state[id] ?? fresh(id);
  let next: TournamentProgress;
  switch (event.type) {
    case "tournamentRoundResult":
      next = { ...was, tableRank: { round: event.nRound, rank: event.nRank } };
      break;
    case "tournamentQualified":
      next = { ...was, outcome: "qualified", qualifiedRound: event.nRound, position: null };
      break;
    case "tournamentEliminated":
      next = { ...was, outcome: "eliminated", position: event.nPosition, nextRoundAt: null };
      break;
    case "tournamentBreak": {
      const at = Date.parse(event.nextRoundAt);
      next = { ...was, nextRoundAt: Number.isFinite(at) ? at : null };
      break;
    }
    case "tournamentFinished":
      next = { ...was, outcome: "finished", position: event.nPosition ?? was.position, nextRoundAt: null };
      break;
    case "tournamentCancelled":
      // Nothing more comes for this tournament: no countdown, no seat to wait for.
      next = { ...was, outcome: "cancelled", cancelMessage: event.sMessage, nextRoundAt: null };
      break;
    case "prizeCredited":
      next = { ...was, position: event.nPosition, prize: { eCurrency: event.eCurrency, nAmountPaise: event.nAmountPaise } };
      break;
    case "resTakeTournamentSeat":
      // A new seat: the break's countdown ends (the outcome stays until the player sits).
      next = { ...was, nextRoundAt: null };
      break;
    default:
      return state;
  }
  return { ...state, [id]: next };
}
