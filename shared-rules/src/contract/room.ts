import { z } from "zod";

/**
 * Client -> server messages of the table room, one zod schema per message type. game-server/src/rooms/PROTOCOL.md
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

/** Errors the room sends to one client (`error` message `code`). */
export type RoomErrorCode =
  | "room/bad_message"
  | "room/rate_limited"
  | "room/not_seated"
  | "room/no_deal"
  | "room/not_now"
  | "room/busy"
  | string;
