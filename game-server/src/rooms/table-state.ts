import { ArraySchema, defineTypes, MapSchema, Schema, view } from "@colyseus/schema";

/**
 * The synced state of a table (rooms/PROTOCOL.md, "State"). Everything here goes to every client
 * except `SeatState.hand`, which is `@view()`: only the seat's own client has it in its view.
 * The closed deck, the seed and other players' cards never enter this state.
 *
 * Fields are declared with `defineTypes` and `view()` called directly, not as decorators, and
 * set in constructors: the server also runs under tsx from the repository root, where neither
 * legacy decorators nor `useDefineForClassFields: false` can be assumed.
 */

/** One card of a private hand. A Schema instance so each can be added to its owner's view. */
export class CardState extends Schema {
  /** `shared-rules` card code: suit * 13 + rank - 1, 52 = printed joker. */
  declare code: number;

  constructor() {
    super();
    this.code = 0;
  }
}
defineTypes(CardState, { code: "uint8" });

export class SeatState extends Schema {
  declare seat: number;
  declare name: string;
  declare avatar: string;
  declare isBot: boolean;
  declare connected: boolean;
  /** Chips at the table in rupees (points: what is left of the buy-in; pool/deals: the entry fee). */
  declare chips: number;
  /**
   * waiting (seated, not in this deal), playing, dropped, declared, wrong_show, eliminated
   * (pool), left (stood up; removed after the deal).
   */
  declare status: string;
  declare dropped: boolean;
  /** Pool: the running score; deals: chips of the match; points: the last deal's points. */
  declare score: number;
  declare handCount: number;
  /** Time bank left in ms, as of the last action. */
  declare bankMs: number;
  declare missedTurns: number;
  /** In the meld phase: the seat has sent its groups. */
  declare melded: boolean;
  declare hand: ArraySchema<CardState>;

  constructor() {
    super();
    this.seat = 0;
    this.name = "";
    this.avatar = "";
    this.isBot = false;
    this.connected = false;
    this.chips = 0;
    this.status = "waiting";
    this.dropped = false;
    this.score = 0;
    this.handCount = 0;
    this.bankMs = 0;
    this.missedTurns = 0;
    this.melded = false;
    this.hand = new ArraySchema<CardState>();
  }
}
defineTypes(SeatState, { seat: "uint8", name: "string", avatar: "string", isBot: "boolean", connected: "boolean", chips: "float64", status: "string", dropped: "boolean", score: "number", handCount: "uint8", bankMs: "number", missedTurns: "uint8", melded: "boolean", hand: [CardState] });
view()(SeatState.prototype, "hand");

/**
 * A tournament round table's tournament (absent at every other table): which tournament, round r
 * of about n (knock-out rounds go on until one table is left, so n is worked out from the players
 * still in), the round's best-of-N deals, this table's number and how many of it go on.
 */
export class TournamentState extends Schema {
  declare id: string;
  declare name: string;
  declare round: number;
  declare rounds: number;
  declare deals: number;
  declare tableNo: number;
  declare qualifiers: number;

  constructor() {
    super();
    this.id = "";
    this.name = "";
    this.round = 0;
    this.rounds = 0;
    this.deals = 0;
    this.tableNo = 0;
    this.qualifiers = 0;
  }
}
defineTypes(TournamentState, { id: "string", name: "string", round: "uint8", rounds: "uint8", deals: "uint8", tableNo: "uint16", qualifiers: "uint8" });

export class TableState extends Schema {
  declare tableId: string;
  declare rummyType: string;
  declare gameType: string;
  declare variant: string;
  declare isPrivate: boolean;
  declare maxPlayers: number;
  /** Points: rupees per point; pool: the limit (101/201); deals: number of deals. */
  declare tablePoint: number;
  /** Rupees: buy-in (points) or entry fee (pool, deals). */
  declare tableFee: number;
  /** waiting, starting, play, meld, results, finished. */
  declare phase: string;
  /** Wall-clock ms when the next deal starts (phase starting or results); 0 otherwise. */
  declare nextDealAt: number;
  declare dealNumber: number;
  declare dealId: string;
  /** SHA-256 commitment to the deal's seed, shown when the deal starts. */
  declare commitment: string;
  /** -1 when no seat is on turn. */
  declare turnSeat: number;
  declare turnNumber: number;
  /** Wall-clock ms: the turn clock ends, then the seat's bank runs until the deadline. */
  declare turnEndsAt: number;
  declare deadline: number;
  /** Whether the seat on turn has drawn, and from where: "", "closed" or "open". */
  declare drawnFrom: string;
  /** Top of the open deck; -1 when empty. */
  declare openCard: number;
  declare openCount: number;
  declare closedCount: number;
  /** The cut joker; -1 between deals. */
  declare cutJoker: number;
  declare declarer: number;
  declare meldDeadline: number;
  declare seats: MapSchema<SeatState>;
  /** Set only at a tournament round table. */
  declare tournament: TournamentState | undefined;

  constructor() {
    super();
    this.tableId = "";
    this.rummyType = "";
    this.gameType = "";
    this.variant = "";
    this.isPrivate = false;
    this.maxPlayers = 0;
    this.tablePoint = 0;
    this.tableFee = 0;
    this.phase = "waiting";
    this.nextDealAt = 0;
    this.dealNumber = 0;
    this.dealId = "";
    this.commitment = "";
    this.turnSeat = -1;
    this.turnNumber = 0;
    this.turnEndsAt = 0;
    this.deadline = 0;
    this.drawnFrom = "";
    this.openCard = -1;
    this.openCount = 0;
    this.closedCount = 0;
    this.cutJoker = -1;
    this.declarer = -1;
    this.meldDeadline = 0;
    this.seats = new MapSchema<SeatState>();
  }
}
defineTypes(TableState, { tableId: "string", rummyType: "string", gameType: "string", variant: "string", isPrivate: "boolean", maxPlayers: "uint8", tablePoint: "float64", tableFee: "float64", phase: "string", nextDealAt: "number", dealNumber: "uint16", dealId: "string", commitment: "string", turnSeat: "int8", turnNumber: "uint16", turnEndsAt: "number", deadline: "number", drawnFrom: "string", openCard: "int8", openCount: "uint8", closedCount: "uint8", cutJoker: "int8", declarer: "int8", meldDeadline: "number", seats: { map: SeatState }, tournament: TournamentState });
