import { z } from "zod";
import type { DealAction, Seat } from "@rummy/shared-rules";

/**
 * Client -> server messages of the table room, one zod schema per message type. PROTOCOL.md
 * copies these shapes; a message that fails its schema gets an `error` reply and changes nothing.
 */
const card = z.number().int().min(0).max(52);
/** 27 cards is the largest hand of any variant; a group never holds more than the hand. */
const groups = z.array(z.array(card).min(1).max(27)).min(1).max(27);

export const clientMessages = {
  draw: z.object({ from: z.enum(["closed", "open"]) }).strict(),
  discard: z.object({ card }).strict(),
  declare: z.object({ finish: card, groups }).strict(),
  meld: z.object({ groups }).strict(),
  drop: z.object({}).strict(),
  autoDrop: z.object({ on: z.boolean() }).strict(),
  /** Asks the server for the solver's best arrangement of the own hand (the one-tap arrange). */
  arrange: z.object({}).strict(),
  leave: z.object({}).strict(),
  rejoin: z.object({ accept: z.boolean() }).strict(),
  split: z.object({ action: z.enum(["propose", "accept", "reject"]) }).strict(),
} as const;

export type ClientMessageType = keyof typeof clientMessages;
export type ClientMessage<T extends ClientMessageType> = z.infer<(typeof clientMessages)[T]>;

export const CLIENT_MESSAGE_TYPES = Object.keys(clientMessages) as ClientMessageType[];

/** The deal action a seat's message asks for; null for a message that is not a deal action. */
export function dealActionOf<T extends ClientMessageType>(seat: Seat, type: T, data: ClientMessage<T>): DealAction | null {
  switch (type) {
    case "draw":
      return { type: "draw", seat, from: (data as ClientMessage<"draw">).from };
    case "discard":
      return { type: "discard", seat, card: (data as ClientMessage<"discard">).card };
    case "declare": {
      const d = data as ClientMessage<"declare">;
      return { type: "declare", seat, finish: d.finish, groups: d.groups };
    }
    case "meld":
      return { type: "meld", seat, groups: (data as ClientMessage<"meld">).groups };
    case "drop":
      return { type: "drop", seat };
    case "autoDrop":
      return { type: "auto_drop", seat, on: (data as ClientMessage<"autoDrop">).on };
    default:
      return null;
  }
}

/** Errors the room sends to one client (`error` message `code`). */
export type RoomErrorCode =
  | "room/bad_message"
  | "room/rate_limited"
  | "room/not_seated"
  | "room/no_deal"
  | "room/not_now"
  | "room/busy"
  | string;
