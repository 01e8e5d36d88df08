import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Tournaments (SPEC.md sections 3, 4 and 7; DESIGN.md "Tournaments"). A definition is rows an
 * operator writes with SQL (`db/admin/tournaments.sql`): the tournament, its rounds and its prizes.
 * Participants are the entries; tickets are first-class entries a player holds; tournament
 * transactions are SPEC.md's per-player statement rows. Money never lives here: entry holds,
 * refunds and prizes are ledger transfers (`ref_kind = 'tournament'`), these rows mirror them.
 */

export const TOURNAMENT_FORMATS = ["knockout_deals", "sit_and_go", "pool_knockout"] as const;
/** cash: fee in paise; practice: practice chips (paise of chips); ticket: one ticket of `ticket_template`; free: nothing. */
export const TOURNAMENT_ENTRY_KINDS = ["cash", "practice", "ticket", "free"] as const;
export const TOURNAMENT_STATES = ["scheduled", "registering", "seating", "running", "finished", "cancelled"] as const;
/** fixed: prizes are the amounts written; share: prizes are basis points of the pool (entries less rake, at least the guarantee). */
export const TOURNAMENT_PRIZE_MODES = ["fixed", "share"] as const;
export const PARTICIPANT_STATES = ["registered", "waitlisted", "seated", "playing", "qualified", "eliminated", "withdrawn", "refunded", "paid"] as const;
export const ENTRY_SOURCES = ["fee", "chips", "ticket", "free"] as const;
/** pending: the row exists, the ledger hold not yet confirmed; held; released: voided or refunded; posted: in the pool. */
export const ENTRY_STATES = ["pending", "held", "released", "posted"] as const;
export const PRIZE_KINDS = ["cash", "chips", "ticket"] as const;
export const TICKET_STATUSES = ["active", "used", "expired", "restored"] as const;
export const TOURNAMENT_TX_CURRENCIES = ["INR", "PRACTICE", "TICKET"] as const;

export const tournaments = pgTable(
  "tournaments",
  {
    /** SPEC.md's `_id` / `iTournamentId`. */
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    format: text("format", { enum: TOURNAMENT_FORMATS }).notNull().default("knockout_deals"),
    seatsPerTable: smallint("seats_per_table").notNull().default(6),
    minPlayers: integer("min_players").notNull().default(2),
    /** SPEC.md's `nTotalSeat`. */
    maxPlayers: integer("max_players").notNull(),
    /** Entries beyond `max_players` wait in line up to this many; 0 means no waitlist. */
    maxWaitlist: integer("max_waitlist").notNull().default(0),
    entryKind: text("entry_kind", { enum: TOURNAMENT_ENTRY_KINDS }).notNull(),
    /** Cash: rupees in paise; practice: chips in paise of chips (100 per chip); 0 for ticket and free. */
    entryFeePaise: bigint("entry_fee_paise", { mode: "bigint" }).notNull().default(sql`0`),
    /** Ticket entry: the template a ticket must have. */
    ticketTemplate: text("ticket_template"),
    registrationOpensAt: timestamp("registration_opens_at", { withTimezone: true }).notNull(),
    registrationClosesAt: timestamp("registration_closes_at", { withTimezone: true }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** SPEC.md's `nStrategicTime`: the break between rounds, in ms. */
    strategicTimeMs: integer("strategic_time_ms").notNull().default(30_000),
    prizeMode: text("prize_mode", { enum: TOURNAMENT_PRIZE_MODES }).notNull().default("fixed"),
    guaranteedPaise: bigint("guaranteed_paise", { mode: "bigint" }).notNull().default(sql`0`),
    /** The platform's fee on entries, in basis points of the gross entries. */
    rakeBp: integer("rake_bp").notNull().default(0),
    /** Recurring tournaments: the series they belong to and how often a new instance starts. */
    /**
     * Practice tournaments only (a CHECK): at the start, with at least one player registered, empty
     * seats up to this many are filled with labelled bots (TOURNAMENTS.md "Bots"); null: never.
     */
    botFillTo: integer("bot_fill_to"),
    seriesKey: text("series_key"),
    recurrenceMinutes: integer("recurrence_minutes"),
    state: text("state", { enum: TOURNAMENT_STATES }).notNull().default("scheduled"),
    cancelReason: text("cancel_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("tournaments_seats", sql`${t.seatsPerTable} BETWEEN 2 AND 6`),
    check("tournaments_players", sql`${t.minPlayers} >= 2 AND ${t.maxPlayers} >= ${t.minPlayers} AND ${t.maxWaitlist} >= 0`),
    check("tournaments_money", sql`${t.entryFeePaise} >= 0 AND ${t.guaranteedPaise} >= 0 AND ${t.rakeBp} BETWEEN 0 AND 10000`),
    check("tournaments_fee_kind", sql`(${t.entryKind} IN ('cash', 'practice')) = (${t.entryFeePaise} > 0)`),
    check("tournaments_ticket", sql`${t.entryKind} <> 'ticket' OR ${t.ticketTemplate} IS NOT NULL`),
    check("tournaments_window", sql`${t.registrationOpensAt} <= ${t.registrationClosesAt} AND ${t.registrationClosesAt} <= ${t.startsAt}`),
    check("tournaments_break", sql`${t.strategicTimeMs} >= 0`),
    check("tournaments_bots", sql`${t.botFillTo} IS NULL OR (${t.entryKind} = 'practice' AND ${t.botFillTo} BETWEEN 2 AND ${t.maxPlayers})`),
    check("tournaments_recurrence", sql`${t.recurrenceMinutes} IS NULL OR ${t.recurrenceMinutes} > 0`),
    uniqueIndex("tournaments_series_start_key").on(t.seriesKey, t.startsAt),
    index("tournaments_state_start_idx").on(t.state, t.startsAt),
  ],
);

/** One row per round: its variant, best-of-N deals, and how many of each table go on. */
export const tournamentRounds = pgTable(
  "tournament_rounds",
  {
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    roundNo: smallint("round_no").notNull(),
    /** A `shared-rules` variant id (deals, pool101, pool201). */
    variantId: text("variant_id").notNull().default("deals"),
    dealsPerRound: smallint("deals_per_round").notNull().default(2),
    qualifiersPerTable: smallint("qualifiers_per_table").notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.roundNo] }),
    check("tournament_rounds_values", sql`${t.roundNo} >= 1 AND ${t.dealsPerRound} >= 1 AND ${t.qualifiersPerTable} >= 1`),
  ],
);

/**
 * Prizes as rank ranges: each rank in `rank_from..rank_to` gets `amount_paise` (fixed mode) or
 * `share_bp` of the pool (share mode), or one ticket of `ticket_template`. `round_no` is the
 * round under which SPEC.md's `aRoundInfo` lists it (null: the last round).
 */
export const tournamentPrizes = pgTable(
  "tournament_prizes",
  {
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    rankFrom: integer("rank_from").notNull(),
    rankTo: integer("rank_to").notNull(),
    roundNo: smallint("round_no"),
    kind: text("kind", { enum: PRIZE_KINDS }).notNull().default("cash"),
    amountPaise: bigint("amount_paise", { mode: "bigint" }).notNull().default(sql`0`),
    shareBp: integer("share_bp").notNull().default(0),
    ticketTemplate: text("ticket_template"),
    ticketValuePaise: bigint("ticket_value_paise", { mode: "bigint" }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.rankFrom] }),
    check("tournament_prizes_ranks", sql`${t.rankFrom} >= 1 AND ${t.rankTo} >= ${t.rankFrom}`),
    check("tournament_prizes_values", sql`${t.amountPaise} >= 0 AND ${t.shareBp} BETWEEN 0 AND 10000 AND ${t.ticketValuePaise} >= 0`),
    check("tournament_prizes_ticket", sql`${t.kind} <> 'ticket' OR ${t.ticketTemplate} IS NOT NULL`),
  ],
);

export const tournamentTickets = pgTable(
  "tournament_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    template: text("template").notNull(),
    /** SPEC.md's `sName`. */
    name: text("name").notNull(),
    valuePaise: bigint("value_paise", { mode: "bigint" }).notNull().default(sql`0`),
    status: text("status", { enum: TICKET_STATUSES }).notNull().default("active"),
    /** SPEC.md's `dExpireDate`; null: no expiry ("Not Available"). */
    validUntil: timestamp("valid_until", { withTimezone: true }),
    /** Where it came from: a prize (`prize:<tournament>`), a promotion, an operator grant. */
    source: text("source").notNull().default("operator"),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("tournament_tickets_value", sql`${t.valuePaise} >= 0`),
    index("tournament_tickets_user_idx").on(t.userId, t.status),
  ],
);

export const tournamentParticipants = pgTable(
  "tournament_participants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id),
    /** A bot's entry has a fresh id here and no users row (TOURNAMENTS.md "Bots"). */
    userId: uuid("user_id").notNull(),
    isBot: boolean("is_bot").notNull().default(false),
    /** The label a bot is shown by ("Arjun (bot)"); null for players. */
    botName: text("bot_name"),
    state: text("state", { enum: PARTICIPANT_STATES }).notNull(),
    /** Order in the waitlist (ascending); null once registered. Shown as the rank among the waiting. */
    waitlistPosition: integer("waitlist_position"),
    entrySource: text("entry_source", { enum: ENTRY_SOURCES }).notNull(),
    ticketId: uuid("ticket_id").references(() => tournamentTickets.id),
    /** What the entry cost: paise (fee), paise of chips, or the ticket's value. */
    entryPaise: bigint("entry_paise", { mode: "bigint" }).notNull().default(sql`0`),
    entryState: text("entry_state", { enum: ENTRY_STATES }).notNull(),
    /** The ledger operation id of the entry hold; resolutions use it, so one entry resolves once. */
    holdKey: text("hold_key"),
    /** The round table the player sits at (SPEC.md's `oParticipantData.iTableId`); next slice. */
    tableId: uuid("table_id"),
    finalPosition: integer("final_position"),
    roundReached: smallint("round_reached"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live entry per player and tournament; withdrawn and refunded entries make room for another.
    uniqueIndex("tournament_participants_active_key")
      .on(t.tournamentId, t.userId)
      .where(sql`${t.state} NOT IN ('withdrawn', 'refunded')`),
    uniqueIndex("tournament_participants_hold_key").on(t.holdKey),
    index("tournament_participants_user_idx").on(t.userId),
    // A bot entry costs nothing and holds nothing: free, no hold key, never waitlisted.
    check("tournament_participants_bot", sql`NOT ${t.isBot} OR (${t.botName} IS NOT NULL AND ${t.entrySource} = 'free' AND ${t.holdKey} IS NULL)`),
    check("tournament_participants_waitlist", sql`(${t.state} = 'waitlisted') = (${t.waitlistPosition} IS NOT NULL)`),
  ],
);

/** SPEC.md's tournament transaction: iTournamentId, nRound, nPosition, nDebit, nCredit, dCreatedDate. */
export const tournamentTransactions = pgTable(
  "tournament_transactions",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    /** Idempotency: one row per step (entry, refund, prize) whatever the retries. */
    key: text("key").notNull(),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id),
    userId: uuid("user_id").notNull(),
    roundNo: smallint("round_no"),
    position: integer("position"),
    debitPaise: bigint("debit_paise", { mode: "bigint" }).notNull().default(sql`0`),
    creditPaise: bigint("credit_paise", { mode: "bigint" }).notNull().default(sql`0`),
    currency: text("currency", { enum: TOURNAMENT_TX_CURRENCIES }).notNull(),
    description: text("description").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tournament_transactions_key").on(t.key),
    index("tournament_transactions_user_idx").on(t.userId, t.createdAt),
    check("tournament_transactions_amounts", sql`${t.debitPaise} >= 0 AND ${t.creditPaise} >= 0`),
  ],
);
