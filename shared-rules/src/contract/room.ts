import { z } from "zod";
import type { Card, DealEvent, DealResults, MatchEvent, publicMatch, Seat } from "../browser.ts";

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

/**
 * Server -> client messages that carry the engine's cards, events and results: the engine's own
 * types (imported for types only, so the contract stays free of the engine at run time). The room
 * sends them and the web's table reads them with these types; only the client's own messages are
 * validated at run time, on the server.
 */

/** A seat's view of another seat's draw leaves the card out (RULES.md: hidden information). */
export type VisibleDealEvent = DealEvent | Omit<Extract<DealEvent, { type: "drew" }>, "card">;

/** `events`: the deal events this seat may see, times in wall-clock ms. */
export interface EventsMessage {
  readonly dealId: string;
  readonly events: readonly VisibleDealEvent[];
}

/** One seat of `results`: its hand, groups and points, and the money it won (+) or lost (-) this deal (rupees or chips). */
export interface ResultsSeat {
  readonly seat: Seat;
  readonly name: string;
  readonly isBot: boolean;
  readonly outcome: DealResults["seats"][number]["outcome"];
  readonly points: number;
  readonly valueCardPoints: number;
  readonly hand: readonly Card[];
  readonly groups: readonly (readonly Card[])[] | null;
  readonly arrangedBy: DealResults["seats"][number]["arrangedBy"];
  readonly drop: DealResults["seats"][number]["drop"];
  readonly amount: number;
  readonly score: number;
  readonly chips: number;
}

/** `results`: every hand with its groups and points, the money, the revealed seed and the next-deal countdown. */
export interface ResultsMessage {
  readonly dealId: string;
  readonly dealNumber: number;
  readonly winner: Seat;
  readonly endedBy: DealResults["endedBy"];
  readonly cutJoker: Card;
  readonly finishCard: Card | null;
  readonly seats: readonly ResultsSeat[];
  readonly commitment: string;
  readonly seedHex: string;
  readonly verifyUrl: string;
  readonly nextDealAt: number;
}

/** `arrangement`: the solver's best grouping of the asking seat's hand (the reply to `arrange`). */
export interface ArrangementMessage {
  readonly dealId: string;
  readonly groups: readonly (readonly Card[])[];
  readonly points: number;
}

/** `match`: pool and deals tables, after each deal: what moved the match, and the match as everyone may see it. */
export interface MatchMessage {
  readonly events: readonly MatchEvent[];
  readonly match: ReturnType<typeof publicMatch>;
}

/** `table_result`: a tournament round table's standings when its match is over. */
export interface TableResultMessage {
  readonly iTournamentId: string;
  readonly round: number;
  readonly tableNo: number;
  readonly final: boolean;
  readonly qualifiers: number;
  readonly standings: readonly { seat: Seat; name: string; rank: number; chips: number; qualified: boolean }[];
}

/** `realityCheck` (PROTOCOL.md "Reality check"): what the table shows the player. */
export interface RealityCheckMessage {
  /** When the continuous session started (ISO), from the seat records. */
  readonly startedAt: string;
  readonly playedMinutes: number;
  /** Cash net result of the session in rupees (negative: a loss). */
  readonly net: number;
}

/** One seat in the table's synced state (`room.state.toJSON()`, rooms/table-state.ts `SeatState`). */
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

/** A tournament round table's place in its tournament (rooms/table-state.ts `TournamentState`). */
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

/**
 * The table's synced state as plain data, what a client reads from `room.state.toJSON()`
 * (rooms/table-state.ts `TableState`, PROTOCOL.md "State"). A type, not a schema: Colyseus
 * decodes the state, so nothing validates it again and the table's path carries no zod.
 */
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
