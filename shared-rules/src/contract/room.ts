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

/**
 * Server -> client messages of the table room that carry no deal state (PROTOCOL.md). The deal's
 * own messages (`events`, `results`, `arrangement`) carry the engine's card and event types and
 * are typed by shared-rules' deal module; the synced state is the room's schema.
 */
const seat = z.number().int().min(0);
/** Rupees (points and pool tables) or chips (practice), as the table shows them. */
const amount = z.number();
const share = z.object({ seat, amount });

export const serverMessages = {
  /** One client's refused message (`code` e.g. room/not_now); `type` names the message refused. */
  error: z.object({ code: z.string(), message: z.string(), type: z.string().optional() }),
  /** This seat is leaving: now, or after the deal (`afterDeal`). */
  leaving: z.object({ seat, afterDeal: z.boolean(), message: z.string().optional() }),
  /** This seat was stood up with `nChips` returned to the wallet. */
  stood_up: z.object({ seat, nChips: amount, message: z.string().optional() }),
  closed: z.object({ reason: z.string(), message: z.string().optional() }),
  /** Pool tables: an eliminated seat may buy back in for `nTableFee` before `deadline` (epoch ms). */
  rejoin_offer: z.object({ seat, nTableFee: amount, score: z.number(), deadline: z.number() }),
  rejoin_closed: z.object({ seats: z.array(seat) }),
  split_offer: z.object({ kind: z.enum(["auto", "manual"]), seats: z.array(seat), deadline: z.number(), shares: z.array(share) }),
  split_vote: z.object({ seat, accepted: z.boolean() }),
  split_result: z.object({ accepted: z.boolean(), shares: z.array(share).optional() }),
  match_over: z.object({ prizes: z.array(z.object({ seat, name: z.string(), amount })), prizePool: amount }),
  tie_break: z.object({ seats: z.array(seat), final: z.boolean() }),
} as const;

export type ServerMessageType = keyof typeof serverMessages;
export type ServerMessage<T extends ServerMessageType> = z.infer<(typeof serverMessages)[T]>;
