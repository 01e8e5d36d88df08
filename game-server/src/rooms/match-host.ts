import type { Match, MatchEvent, Seat, SplitKind } from "@rummy/shared-rules";
import type { TableContext } from "./table-context.ts";

/** What the parts of a match table (offers, tournament) see of `MatchFlow`: the match and how it moves on. */
export interface MatchHost {
  readonly room: TableContext;
  readonly match: Match | null;
  /** Persists the match, then keeps it, shows the seats' scores and tells the table (`match`). */
  commit(match: Match, events: MatchEvent[], lastDealId?: string | null): Promise<void>;
  /** Pays the prize of a match that is over; `kind`: who asked for the split, if it was split. */
  payPrizes(kind: SplitKind): Promise<Map<Seat, bigint>>;
  /** The match is over: results out, seats stood up, the table closed. */
  finish(): Promise<void>;
  seatsChanged(): void;
}
