/**
 * The table as the client draws it: one immutable snapshot (`TableView`) built by the adapter
 * (`net/adapter.ts`) from whatever the room sends. Pixi and the DOM overlays read only this
 * shape, so the protocol can change without touching the scene, and tests can build views by hand.
 * Cards are `shared-rules` card codes; a hand is a multiset (two decks hold identical copies).
 */
import type { Card, RuleSet } from "@rummy/shared-rules";
import type { TournamentSnapshot } from "@rummy/shared-rules/contract/room";

export type SeatNumber = number;

/** The largest table seats 6 players (SPEC.md: tables of 2 or 6 seats). */
export const MAX_TABLE_SEATS = 6;

export type ConnectionStatus = "connecting" | "connected" | "reconnecting" | "lost" | "closed";

/** Where a seated player stands. `waiting` is seated for the next deal. */
export type PlayerStatus = "waiting" | "playing" | "declared" | "dropped" | "wrong_show" | "eliminated" | "left";

export interface PlayerSeat {
  readonly seat: SeatNumber;
  readonly name: string;
  /** Avatar image URL, or null for an initial drawn on a coloured disc. */
  readonly avatar: string | null;
  /** Chips at the table, in rupees (practice chips on practice tables); null when not shown. */
  readonly chips: number | null;
  readonly isBot: boolean;
  readonly connected: boolean;
  readonly status: PlayerStatus;
  readonly handCount: number;
  /** Time bank left this deal, in ms. */
  readonly bankMs: number;
  /** In the meld phase: this seat has submitted its groups. */
  readonly melded: boolean;
  /** Pool score or deals chips of the match so far; null at Points tables. */
  readonly score: number | null;
}

export interface TurnView {
  readonly seat: SeatNumber;
  readonly number: number;
  /** Server clock (ms) when the 30 s turn clock runs out and the time bank starts. */
  readonly turnEndsAt: number;
  /** Server clock (ms) when the time bank runs out too. */
  readonly deadline: number;
  readonly drawnFrom: "closed" | "open" | null;
  /** The drawn card when it is known to this client (own draw, or any open-deck pick). */
  readonly drawnCard: Card | null;
}

export type ResultOutcome = "winner" | "lost" | "dropped" | "wrong_show";

export interface ResultRow {
  readonly seat: SeatNumber;
  readonly isBot: boolean;
  readonly name: string;
  readonly outcome: ResultOutcome;
  readonly points: number;
  readonly hand: readonly Card[];
  readonly groups: readonly (readonly Card[])[] | null;
  readonly arrangedBy: "player" | "solver" | null;
  readonly dropKind: "first" | "middle" | null;
  /** Money won (positive) or lost (negative) in rupees for this deal; null when not settled in money. */
  readonly amount: number | null;
}

export interface DealResultsView {
  readonly winner: SeatNumber;
  readonly endedBy: "declaration" | "last_player";
  readonly rows: readonly ResultRow[];
  readonly finishCard: Card | null;
}

/** Pool and Deals keep a running score across deals; one row per player. */
export interface ScoreBoard {
  readonly kind: "pool" | "deals";
  readonly deals: number;
  readonly rows: readonly {
    readonly seat: SeatNumber;
    readonly name: string;
    /** Points (pool) or chips won/lost (deals) per finished deal. */
    readonly perDeal: readonly number[];
    readonly total: number;
    readonly eliminated: boolean;
  }[];
}

export interface RejoinPrompt {
  readonly fee: number;
  readonly score: number;
  readonly deadline: number;
}

export interface SplitPrompt {
  /** The system's automatic offer (equal shares) or a player's request (by drops). */
  readonly kind: "auto" | "manual";
  readonly seats: readonly SeatNumber[];
  /** Each remaining seat's share in rupees. */
  readonly shares: readonly { readonly seat: SeatNumber; readonly amount: number }[];
  readonly accepted: readonly SeatNumber[];
  readonly deadline: number;
}

export type TablePhase = "waiting" | "play" | "meld" | "results" | "ended";

export interface TableInfo {
  /** The title in English, as built from the room (shown when `mode` is absent). */
  readonly title: string;
  /** The room's rummy type ("point", "pool", "deal", …) and its table point, for the title in the player's language. */
  readonly mode?: string;
  readonly tablePoint?: number;
  readonly pointValue: number | null;
  readonly entryFee: number | null;
  readonly practice: boolean;
  readonly privateCode: string | null;
}

export interface MatchEnd {
  readonly prizes: readonly { readonly seat: SeatNumber; readonly name: string; readonly amount: number }[];
  readonly prizePool: number;
}

export interface TableView {
  readonly tableId: string;
  readonly rules: RuleSet;
  readonly info: TableInfo;
  readonly maxSeats: number;
  /** This client's seat; null while spectating or before the seat is confirmed. */
  readonly mySeat: SeatNumber | null;
  /** Indexed by seat number; null for an empty seat. */
  readonly seats: readonly (PlayerSeat | null)[];
  readonly phase: TablePhase;
  readonly dealNumber: number;
  readonly dealId: string | null;
  /** Hash of (seed, deal id), shown before the deal. */
  readonly commitment: string | null;
  /** The seed, revealed after settlement. */
  readonly seedHex: string | null;
  /** Seats in turn order for this deal: index 0 played first and got the first card. */
  readonly turnOrder: readonly SeatNumber[];
  readonly decks: number;
  readonly cut: Card | null;
  /** The top card of the open deck, and how many cards it holds. */
  readonly openTop: Card | null;
  readonly openCount: number;
  /** True until the first discard: the first open card may be picked even if it is a joker. */
  readonly openIsFirstCard: boolean;
  /** The first open card of the deal, when this client saw the deal start (fairness check). */
  readonly firstOpen: Card | null;
  /** This client's hand as dealt, when it saw the deal start (fairness check). */
  readonly dealtHand: readonly Card[] | null;
  /** The deal id the shuffle and the commitment use (may differ from the room's deal row id). */
  readonly shuffleId: string | null;
  readonly closedCount: number;
  /** This client's hand (server order), or null when not dealt in. */
  readonly hand: readonly Card[] | null;
  readonly autoDrop: boolean;
  /** This player has drawn in this deal: a drop now is a middle drop. */
  readonly hasDrawn: boolean;
  readonly turn: TurnView | null;
  readonly meld: { readonly declarer: SeatNumber; readonly deadline: number } | null;
  readonly results: DealResultsView | null;
  /** Server clock (ms) when the next deal starts; null when none is scheduled. */
  readonly nextDealAt: number | null;
  readonly scoreboard: ScoreBoard | null;
  readonly rejoin: RejoinPrompt | null;
  readonly split: SplitPrompt | null;
  readonly matchEnd: MatchEnd | null;
  /** At a tournament round table, what its room says about the tournament (absent elsewhere). */
  readonly tournament?: TableTournament | null;
}

/** A tournament round table's place in its tournament, as the room states it (the contract's type). */
export type TableTournament = TournamentSnapshot;

/** Intents are what the player asks for; the room decides. */
export type Intent =
  | { readonly type: "draw"; readonly from: "closed" | "open" }
  | { readonly type: "discard"; readonly card: Card }
  | { readonly type: "declare"; readonly finish: Card; readonly groups: Card[][] }
  | { readonly type: "meld"; readonly groups: Card[][] }
  | { readonly type: "drop" }
  | { readonly type: "auto_drop"; readonly on: boolean }
  | { readonly type: "rejoin"; readonly accept: boolean }
  | { readonly type: "split"; readonly action: "propose" | "accept" | "reject" }
  | { readonly type: "leave" };

/** A refusal or notice from the room, shown to the player. */
export interface TableNotice {
  readonly id: number;
  readonly kind: "error" | "info";
  readonly text: string;
}
