/**
 * The shapes of a deal: its state, the actions that move it, the events it emits and the
 * mistakes it reports. Everything is plain JSON-serialisable data, because the room persists the
 * state and the action log and a replay must rebuild the same state from them.
 */
import type { Card } from "../card.ts";
import type { RuleSet } from "../variant.ts";
import type { Points } from "../settlement.ts";

/** A table seat number (0-based); clockwise is increasing seat number, wrapping round. */
export type Seat = number;

export type DealPhase = "play" | "meld" | "settled";

/** Where a seat stands in the deal. Only `playing` seats take turns and submit melds. */
export type SeatStatus = "playing" | "declared" | "dropped" | "wrong_show";

export type DropKind = "first" | "middle";
/** Why a seat dropped: its own choice, its pre-selected auto drop, missed turns, or leaving. */
export type DropReason = "drop" | "auto_drop" | "timeout" | "leave";

export interface SeatState {
  readonly seat: Seat;
  /** The cards the seat holds, in the order they arrived. A seat out of the hand keeps its cards. */
  readonly hand: Card[];
  readonly status: SeatStatus;
  /** Has drawn at least once this deal: decides first drop versus middle drop. */
  readonly hasDrawn: boolean;
  /** Consecutive timed-out turns; reset by a turn the player finishes. */
  readonly missedTurns: number;
  /** Time bank left for this deal, in ms. */
  readonly bankMs: number;
  /** A pre-selected drop that fires when this seat's next turn starts. */
  readonly autoDrop: boolean;
  readonly drop: { kind: DropKind; reason: DropReason; points: number } | null;
  /** Groups submitted at a declaration or in the meld phase. */
  readonly groups: Card[][] | null;
}

export interface TurnState {
  readonly seat: Seat;
  /** 1-based count of turns in this deal. */
  readonly number: number;
  readonly startedAt: number;
  /** When the turn clock (`turnSeconds`) runs out and the time bank starts. */
  readonly turnEndsAt: number;
  /** When the time bank runs out too: the room sends `timeout` at or after this instant. */
  readonly deadline: number;
  readonly drawn: { card: Card; from: "closed" | "open" } | null;
}

export interface MeldPhase {
  readonly declarer: Seat;
  readonly deadline: number;
}

export interface SeatResult {
  readonly seat: Seat;
  readonly outcome: "winner" | "lost" | "dropped" | "wrong_show";
  /** Deal points: 0 for the winner, capped at `maxPoints` for a counted hand. */
  readonly points: Points;
  readonly hand: Card[];
  readonly groups: Card[][] | null;
  /** Who arranged a loser's counted hand: the player, or the solver for a missing submission. */
  readonly arrangedBy: "player" | "solver" | null;
  readonly drop: { kind: DropKind; reason: DropReason } | null;
  /** 21-card value cards held (paid by every other seat that did not drop); 0 elsewhere. */
  readonly valueCardPoints: number;
}

export interface DealResults {
  readonly winner: Seat;
  readonly endedBy: "declaration" | "last_player";
  readonly seats: SeatResult[];
}

export interface DealState {
  readonly v: 1;
  readonly rules: RuleSet;
  readonly dealId: string;
  /** Secret until settlement; never part of a view before then. */
  readonly seedHex: string;
  readonly commitment: string;
  readonly decks: number;
  readonly phase: DealPhase;
  /** Seats in turn order: index 0 is the first player, then clockwise. */
  readonly seats: SeatState[];
  /** Index 0 is the top card. Secret: views carry only its length. */
  readonly closed: Card[];
  /** The last element is the top card. */
  readonly open: Card[];
  /** True until the first discard: the first open card of the deal may be picked even if a joker. */
  readonly openIsFirstCard: boolean;
  readonly cut: Card;
  /** The face-down card of a valid declaration. */
  readonly finish: Card | null;
  readonly reshuffles: number;
  readonly turn: TurnState | null;
  readonly meld: MeldPhase | null;
  readonly results: DealResults | null;
}

/** Everything the machine needs from outside: the room's clock. Randomness comes from the seed. */
export interface DealCtx {
  readonly now: number;
}

export type DealAction =
  | { readonly type: "draw"; readonly seat: Seat; readonly from: "closed" | "open" }
  | { readonly type: "discard"; readonly seat: Seat; readonly card: Card }
  | { readonly type: "drop"; readonly seat: Seat }
  | { readonly type: "auto_drop"; readonly seat: Seat; readonly on: boolean }
  | { readonly type: "declare"; readonly seat: Seat; readonly finish: Card; readonly groups: Card[][] }
  | { readonly type: "meld"; readonly seat: Seat; readonly groups: Card[][] }
  | { readonly type: "leave"; readonly seat: Seat }
  | { readonly type: "timeout" };

export type DealEvent =
  | {
      readonly type: "dealt";
      readonly dealId: string;
      readonly commitment: string;
      readonly order: Seat[];
      readonly cut: Card;
      readonly openCard: Card;
      readonly handSize: number;
      readonly closedCount: number;
    }
  /** Private to `seat`. */
  | { readonly type: "hand"; readonly seat: Seat; readonly cards: Card[] }
  | { readonly type: "turn"; readonly seat: Seat; readonly number: number; readonly turnEndsAt: number; readonly deadline: number }
  /** `card` is private to `seat` when drawn from the closed deck. */
  | { readonly type: "drew"; readonly seat: Seat; readonly from: "closed" | "open"; readonly card: Card; readonly auto: boolean }
  | { readonly type: "discarded"; readonly seat: Seat; readonly card: Card; readonly auto: boolean }
  | { readonly type: "reshuffled"; readonly closedCount: number; readonly openTop: Card }
  | { readonly type: "timed_out"; readonly seat: Seat; readonly missedTurns: number }
  /** Private to `seat`: the others must not learn who plans to drop. */
  | { readonly type: "auto_drop_set"; readonly seat: Seat; readonly on: boolean }
  | { readonly type: "dropped"; readonly seat: Seat; readonly kind: DropKind; readonly reason: DropReason; readonly points: number }
  | { readonly type: "wrong_show"; readonly seat: Seat; readonly points: number; readonly reason: string }
  | { readonly type: "declared"; readonly seat: Seat; readonly meldDeadline: number; readonly waitingFor: Seat[] }
  | { readonly type: "melded"; readonly seat: Seat }
  | { readonly type: "settled"; readonly results: DealResults; readonly seedHex: string };

export const DEAL_ERRORS = [
  "deal/not_in_phase",
  "deal/unknown_seat",
  "deal/not_playing",
  "deal/not_your_turn",
  "deal/must_draw_first",
  "deal/already_drew",
  "deal/joker_from_open_deck",
  "deal/open_deck_empty",
  "deal/cannot_discard_open_pick",
  "deal/card_not_in_hand",
  "deal/bad_groups",
  "deal/groups_mismatch",
  "deal/turn_expired",
  "deal/not_expired",
  "deal/already_melded",
  "deal/not_melding",
  "deal/bad_action",
] as const;
export type DealErrorCode = (typeof DEAL_ERRORS)[number];

export interface DealError {
  readonly code: DealErrorCode;
  readonly message: string;
}

export type DealStep = { ok: true; state: DealState; events: DealEvent[] } | { ok: false; error: DealError };
