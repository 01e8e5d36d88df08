import type { PlayerEvent } from "../realtime/events.ts";
import type { TableOptions } from "../tables/options.ts";
import type { TournamentDeps } from "./deps.ts";

/**
 * What the director's steps use (director.ts and the steps in their own files: prize-payment.ts,
 * replay.ts), in a file of its own so that no step imports the director for its type.
 */
export interface DirectorDeps extends TournamentDeps {
  /** This process's name on the lease. */
  readonly holder: string;
  /** How long a lease lasts without renewal (default 30 s): a dead director's tournaments wait at most this. */
  readonly leaseMs?: number;
  /** The player channel (best effort: a lost notice costs a refresh, the rows are the truth). */
  readonly notify: (userId: string, event: PlayerEvent) => void;
  /**
   * Opens (or refreshes) a round table's room before its players are told to take their seats
   * (`ensureTableRoom` at boot). Without it the tables are written but no room is opened: a
   * caller (a test) plays the tables' part and reports their results itself.
   */
  readonly openTable?: (tableId: string) => Promise<void>;
  /**
   * Closes a round table of a cancelled tournament: its room voids the deal in play and closes the
   * table (`closeRoundTable` at boot; rooms/table-room.ts `cancelTournamentTable`). False, or
   * without it, when no room runs the table: its rows are voided directly.
   */
  readonly closeTable?: (tableId: string, why: string) => Promise<boolean>;
  /** Room options of new round tables (test boots' short timers, `TABLE_OPTIONS`); none by default. */
  readonly tableOptions?: (gameType: "practice" | "cash") => TableOptions;
}

export const DEFAULT_LEASE_MS = 30_000;
