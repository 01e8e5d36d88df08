/**
 * The table room's wire protocol as the client sees it (game-server/src/rooms/PROTOCOL.md):
 * the synced state as plain data (`room.state.toJSON()`, the contract's `RoomSnapshot`), the messages the room sends, and how
 * an intent becomes a client message. Nothing else in the feature knows message names. Every
 * message is the contract's (shared-rules/src/contract/room.ts, type imports only: no zod on the
 * table's path).
 */
import type { ClientMessage, ClientMessageType, ServerMessage } from "@rummy/shared-rules/contract/room";
import type { Intent } from "../model/types.ts";

/** The Colyseus room name of a table (`joinById` uses the table id as the room id). */
export const TABLE_ROOM = "table";

/** The synced state as plain data: the contract's type, the one the server's TableState syncs. */
export type { RoomSnapshot, SeatSnapshot, TournamentSnapshot } from "@rummy/shared-rules/contract/room";

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
