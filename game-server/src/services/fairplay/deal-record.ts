/**
 * A settled cash deal as the collusion job reads it from the deal log (`deals`, `deal_events`)
 * and the ledger (`settle:<dealId>`): who sat where, how each seat ended, who paid whom, and the
 * draws and discards with the deal clock. Plain data, so the bench and the tests can build the
 * same shape without a database.
 */
export type SeatOutcome = "winner" | "lost" | "dropped" | "wrong_show";

export interface DealSeat {
  readonly seat: number;
  readonly userId: string;
  readonly outcome: SeatOutcome;
}

export interface DealPayment {
  readonly fromUserId: string;
  readonly toUserId: string;
  readonly amountPaise: bigint;
}

/** One logged action; only draws and discards matter to the signals. */
export interface DealMove {
  readonly seat: number;
  readonly type: "draw" | "discard" | "other";
  /** For a draw: the closed deck or the open pile (the card the previous seat discarded). */
  readonly from?: "closed" | "open";
  readonly nowMs: number;
}

export interface DealRecord {
  readonly dealId: string;
  readonly tableId: string;
  /** Human seats only: bots (practice) never reach the job, cash tables have none. */
  readonly seats: readonly DealSeat[];
  readonly payments: readonly DealPayment[];
  /** In log order. */
  readonly moves: readonly DealMove[];
}

/** The user at a seat of the deal, if a person sat there. */
export function userAt(deal: DealRecord, seat: number): string | undefined {
  return deal.seats.find((s) => s.seat === seat)?.userId;
}

/** An unordered pair's key: the two ids in order, so both directions meet in one entry. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}
