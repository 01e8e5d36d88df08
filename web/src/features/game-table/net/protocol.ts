/**
 * The table room's wire protocol as the client sees it (game-server/src/rooms/PROTOCOL.md):
 * the synced state as plain data (`room.state.toJSON()`), the messages the room sends, and how
 * an intent becomes a client message. Nothing else in the feature knows message names. Every
 * message is the contract's (shared-rules/src/contract/room.ts, type imports only: no zod on the
 * table's path).
 */
import type { ClientMessage, ClientMessageType, ServerMessage } from "@rummy/shared-rules/contract/room";
import type { Intent } from "../model/types.ts";

/** The Colyseus room name of a table (`joinById` uses the table id as the room id). */
export const TABLE_ROOM = "table";

export interface SeatSnapshot {
  readonly seat: number;
  readonly name: string;
  readonly avatar: string;
  readonly isBot: boolean;
  readonly connected: boolean;
  readonly chips: number;
  /** waiting, playing, dropped, declared, wrong_show, eliminated, left */
  readonly status: string;
  readonly dropped: boolean;
  readonly score: number;
  readonly handCount: number;
  readonly bankMs: number;
  readonly missedTurns: number;
  readonly melded: boolean;
  /** Only the own seat's hand is in this client's view; others are absent or empty. */
  readonly hand?: readonly { readonly code: number }[];
}

export interface RoomSnapshot {
  readonly tableId: string;
  /** point, pool, deal, point21 */
  readonly rummyType: string;
  /** practice, cash */
  readonly gameType: string;
  readonly variant: string;
  readonly isPrivate: boolean;
  readonly maxPlayers: number;
  /** Points: rupees per point; pool: the limit; deals: number of deals. */
  readonly tablePoint: number;
  readonly tableFee: number;
  /** waiting, starting, play, meld, results, finished */
  readonly phase: string;
  readonly nextDealAt: number;
  readonly dealNumber: number;
  readonly dealId: string;
  readonly commitment: string;
  readonly turnSeat: number;
  readonly turnNumber: number;
  readonly turnEndsAt: number;
  readonly deadline: number;
  /** "", "closed" or "open" */
  readonly drawnFrom: string;
  readonly openCard: number;
  readonly openCount: number;
  readonly closedCount: number;
  readonly cutJoker: number;
  readonly declarer: number;
  readonly meldDeadline: number;
  readonly seats: Readonly<Record<string, SeatSnapshot>>;
  /** Tournament round tables only (PROTOCOL.md): absent, or an empty id, at every other table. */
  readonly tournament?: TournamentSnapshot;
}

/** A tournament round table's place in its tournament (sent by the room with the state). */
export interface TournamentSnapshot {
  readonly id: string;
  readonly name: string;
  readonly round: number;
  readonly rounds: number;
  /** Deals in this round (best of N). */
  readonly deals: number;
  readonly tableNo: number;
  /** Players of this table who go on to the next round (top K). */
  readonly qualifiers: number;
}

export type { EventsMessage, RealityCheckMessage, ResultsMessage } from "@rummy/shared-rules/contract/room";

export type ErrorMessage = ServerMessage<"error">;

export type LeavingMessage = ServerMessage<"leaving">;
export type StoodUpMessage = ServerMessage<"stood_up">;
export type ClosedMessage = ServerMessage<"closed">;
export type RejoinOfferMessage = ServerMessage<"rejoin_offer">;
export type RejoinClosedMessage = ServerMessage<"rejoin_closed">;
export type SplitOfferMessage = ServerMessage<"split_offer">;
export type SplitVoteMessage = ServerMessage<"split_vote">;
export type SplitResultMessage = ServerMessage<"split_result">;
export type MatchOverMessage = ServerMessage<"match_over">;

/** A client message as `room.send(type, payload)` takes it, typed by the contract. */
export type OutgoingMessage = { [T in ClientMessageType]: [type: T, payload: ClientMessage<T>] }[ClientMessageType];

/** One client message: its type and payload, as `room.send(type, payload)` takes them. */
export function intentMessage(intent: Intent): OutgoingMessage {
  switch (intent.type) {
    case "draw":
      return ["draw", { from: intent.from }];
    case "discard":
      return ["discard", { card: intent.card }];
    case "declare":
      return ["declare", { finish: intent.finish, groups: intent.groups }];
    case "meld":
      return ["meld", { groups: intent.groups }];
    case "drop":
      return ["drop", {}];
    case "auto_drop":
      return ["autoDrop", { on: intent.on }];
    case "rejoin":
      return ["rejoin", { accept: intent.accept }];
    case "split":
      return ["split", { action: intent.action }];
    case "leave":
      return ["leave", {}];
  }
}
