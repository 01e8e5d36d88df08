import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { tournaments } from "./tournaments.ts";

/**
 * Game tables (SPEC.md sections 3 and 7, "Lobby and tables"). The catalogue is what the lobby
 * lists; a game table is one running table (a Colyseus room whose id is the table id); a seat is
 * a player's (or a practice bot's) place at it; a deal is one shuffle of the cards with its seed
 * and commitment; `deal_events` is the append-only action log from which a deal is replayed.
 * Money never lives here: chips at a table are mirrored from the wallet's hold for display, the
 * ledger stays the truth.
 */

/** SPEC.md's lobby modes and game types (point10 and point27: the "10 & 27 Cards" tab; a text column, no migration). */
export const RUMMY_TYPES = ["point", "pool", "deal", "point21", "point10", "point27"] as const;
export const GAME_TYPES = ["practice", "cash"] as const;

export const tableCatalogue = pgTable(
  "table_catalogue",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    rummyType: text("rummy_type", { enum: RUMMY_TYPES }).notNull(),
    gameType: text("game_type", { enum: GAME_TYPES }).notNull(),
    name: text("name").notNull(),
    /** A `shared-rules` variant id (points13, pool101, pool201, deals, points21, points10, points27). */
    variantId: text("variant_id").notNull(),
    maxPlayers: smallint("max_players").notNull(),
    decks: smallint("decks").notNull(),
    /** Points tables: the value of one point. 0 for pool and deals. */
    pointValuePaise: bigint("point_value_paise", { mode: "bigint" }).notNull(),
    /** Points: the buy-in brought to the table; pool and deals: the entry fee. */
    entryFeePaise: bigint("entry_fee_paise", { mode: "bigint" }).notNull(),
    poolLimit: smallint("pool_limit"),
    dealsCount: smallint("deals_count"),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("table_catalogue_players", sql`${t.maxPlayers} IN (2, 6)`),
    check("table_catalogue_money", sql`${t.pointValuePaise} >= 0 AND ${t.entryFeePaise} >= 0`),
    uniqueIndex("table_catalogue_config_key").on(t.rummyType, t.gameType, t.maxPlayers, t.variantId, t.pointValuePaise, t.entryFeePaise),
  ],
);

export const gameTables = pgTable(
  "game_tables",
  {
    /** SPEC.md's `iTableId`, and the Colyseus room id of the table. */
    id: uuid("id").primaryKey().defaultRandom(),
    catalogueId: uuid("catalogue_id").references(() => tableCatalogue.id),
    rummyType: text("rummy_type", { enum: RUMMY_TYPES }).notNull(),
    gameType: text("game_type", { enum: GAME_TYPES }).notNull(),
    variantId: text("variant_id").notNull(),
    maxPlayers: smallint("max_players").notNull(),
    decks: smallint("decks").notNull(),
    pointValuePaise: bigint("point_value_paise", { mode: "bigint" }).notNull(),
    entryFeePaise: bigint("entry_fee_paise", { mode: "bigint" }).notNull(),
    poolLimit: smallint("pool_limit"),
    dealsCount: smallint("deals_count"),
    /** A private table's 6-character join code; null for lobby tables. */
    privateCode: text("private_code"),
    createdBy: uuid("created_by"),
    /** Room options fixed at creation (timers, bot wait); see rooms/PROTOCOL.md. */
    options: jsonb("options").notNull().default(sql`'{}'::jsonb`),
    /** open: seats may be taken; running: a match is on (pool/deals seat no one new); closed or voided: over. */
    status: text("status", { enum: ["open", "running", "closed", "voided"] }).notNull().default("open"),
    /** Pool and deals match progress (shared-rules match state), persisted after every deal. */
    match: jsonb("match"),
    dealsPlayed: integer("deals_played").notNull().default(0),
    /**
     * How many of the table's seat rows are seated now, and how many have left: kept by a trigger on
     * `table_seats` (migration 0023), so the lobby's free-seat read finds the live tables with a free
     * seat through `game_tables_free_seat_idx` instead of counting every live table's seats.
     */
    seatsSeated: smallint("seats_seated").notNull().default(0),
    seatsLeft: integer("seats_left").notNull().default(0),
    /**
     * A tournament round table (the tournament table kind, game-server/TOURNAMENTS.md): its
     * tournament, round and table number, all three or none. Its seats are written by the director
     * with no buy-in (the entry is paid to the tournament) and it seats 2 to 6 players.
     */
    tournamentId: uuid("tournament_id").references(() => tournaments.id),
    roundNo: smallint("round_no"),
    tableNo: smallint("table_no"),
    /** The game-server process running the room, and its last sign of life (crash recovery). */
    ownerId: text("owner_id"),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    check("game_tables_players", sql`${t.maxPlayers} IN (2, 6) OR (${t.tournamentId} IS NOT NULL AND ${t.maxPlayers} BETWEEN 2 AND 6)`),
    check("game_tables_tournament", sql`(${t.tournamentId} IS NULL) = (${t.roundNo} IS NULL) AND (${t.tournamentId} IS NULL) = (${t.tableNo} IS NULL)`),
    // One live game table per round table; a voided one is replayed at a fresh table (TOURNAMENTS.md "A voided round table").
    uniqueIndex("game_tables_tournament_table_key").on(t.tournamentId, t.roundNo, t.tableNo).where(sql`${t.tournamentId} IS NOT NULL AND ${t.status} <> 'voided'`),
    uniqueIndex("game_tables_private_code_key").on(t.privateCode).where(sql`${t.status} IN ('open', 'running')`),
    index("game_tables_lookup_idx").on(t.catalogueId, t.status),
    index("game_tables_live_idx").on(t.status, t.heartbeatAt),
    // The lobby's free-seat read (lobby/repository.ts tablesWithFreeSeats): the live tables of a configuration that are not full, oldest first.
    index("game_tables_free_seat_idx").on(t.catalogueId, t.createdAt).where(sql`${t.status} IN ('open', 'running') AND ${t.seatsSeated} < ${t.maxPlayers}`),
  ],
);

export const tableSeats = pgTable(
  "table_seats",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tableId: uuid("table_id")
      .notNull()
      .references(() => gameTables.id),
    seat: smallint("seat").notNull(),
    /** Null for a practice table's bot; a tournament bot's participant id (`tournament_participants.user_id`, no users row). */
    userId: uuid("user_id"),
    isBot: boolean("is_bot").notNull().default(false),
    name: text("name").notNull(),
    avatar: text("avatar").notNull().default(""),
    /** What the player brought to the table (the wallet's hold), and what is left of it now. */
    buyInPaise: bigint("buy_in_paise", { mode: "bigint" }).notNull(),
    chipsPaise: bigint("chips_paise", { mode: "bigint" }).notNull(),
    /** The wallet's reference for the seat's hold (cash) or chip stake (practice). */
    holdRef: text("hold_ref"),
    status: text("status", { enum: ["seated", "left"] }).notNull().default("seated"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp("left_at", { withTimezone: true }),
  },
  (t) => [
    check("table_seats_seat", sql`${t.seat} BETWEEN 0 AND 5`),
    check("table_seats_chips", sql`${t.chipsPaise} >= 0 AND ${t.buyInPaise} >= 0`),
    // A player's seat has its user; a bot's has none, or (at a tournament round table) the bot entry's id.
    check("table_seats_owner", sql`${t.isBot} OR ${t.userId} IS NOT NULL`),
    uniqueIndex("table_seats_seat_key").on(t.tableId, t.seat).where(sql`${t.status} = 'seated'`),
    uniqueIndex("table_seats_user_key").on(t.tableId, t.userId).where(sql`${t.status} = 'seated'`),
    index("table_seats_user_idx").on(t.userId, t.status),
  ],
);

/**
 * A seat a lobby join has picked and is taking (its buy-in being held, its row not written yet):
 * every process's picks see it, so two processes seating a burst of joins at the same tables
 * choose different seats instead of racing for one (game-server/src/services/lobby/seating.ts).
 * Deleted once the seat row is written or the join gives up; one older than a couple of minutes
 * (its process died meanwhile) is ignored and overwritten.
 */
export const seatClaims = pgTable(
  "seat_claims",
  {
    tableId: uuid("table_id")
      .notNull()
      .references(() => gameTables.id),
    seat: smallint("seat").notNull(),
    userId: uuid("user_id").notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tableId, t.seat] }), check("seat_claims_seat", sql`${t.seat} BETWEEN 0 AND 5`)],
);

export const deals = pgTable(
  "deals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tableId: uuid("table_id")
      .notNull()
      .references(() => gameTables.id),
    /** 1-based within the table. */
    number: integer("number").notNull(),
    /** The `shared-rules` DealSetup without its seed (rules, seats, first seat, clock, decks). */
    setup: jsonb("setup").notNull(),
    /** Secret until the deal is settled; `revealedAt` says when the verify call may show it. */
    seedHex: text("seed_hex").notNull(),
    commitment: text("commitment").notNull(),
    /** Seat number -> user id (null for bots) of who played each seat. */
    players: jsonb("players").notNull(),
    status: text("status", { enum: ["playing", "settled", "voided"] }).notNull().default("playing"),
    results: jsonb("results"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    revealedAt: timestamp("revealed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("deals_table_number_key").on(t.tableId, t.number), index("deals_status_idx").on(t.status)],
);

/** Every accepted action of a deal, written before its effects are broadcast. */
export const dealEvents = pgTable(
  "deal_events",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    dealId: uuid("deal_id")
      .notNull()
      .references(() => deals.id),
    /** 1-based position in the deal's log. */
    seq: integer("seq").notNull(),
    /** The deal clock (`ctx.now`) the action was applied at. */
    nowMs: bigint("now_ms", { mode: "number" }).notNull(),
    action: jsonb("action").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("deal_events_deal_seq_key").on(t.dealId, t.seq)],
);

/** The daily bonus spin: one per player per Asia/Kolkata calendar day. */
export const dailySpins = pgTable(
  "daily_spins",
  {
    userId: uuid("user_id").notNull(),
    day: date("day").notNull(),
    slotIndex: smallint("slot_index").notNull(),
    valuePaise: bigint("value_paise", { mode: "bigint" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), check("daily_spins_slot", sql`${t.slotIndex} BETWEEN 0 AND 6`)],
);
