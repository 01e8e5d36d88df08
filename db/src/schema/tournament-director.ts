import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tournaments } from "./tournaments.ts";

/**
 * The tournament director's persisted state (game-server/TOURNAMENTS.md "Director"): who drives a
 * tournament now (a lease with an expiry, so a killed process hands it on), each round's run
 * (state, the seating seed, the break's end) and each round table with its result. Every director
 * step reads these rows and writes them by compare-and-set or `ON CONFLICT DO NOTHING`, so a step
 * run twice (two processes, or one after a restart) seats nobody twice.
 */

export const TOURNAMENT_ROUND_STATES = ["seating", "playing", "break", "finished"] as const;

/** One row per tournament being directed: the process holding it and until when. */
export const tournamentLeases = pgTable("tournament_leases", {
  tournamentId: uuid("tournament_id")
    .primaryKey()
    .references(() => tournaments.id),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

export const tournamentRoundRuns = pgTable(
  "tournament_round_runs",
  {
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id),
    roundNo: smallint("round_no").notNull(),
    state: text("state", { enum: TOURNAMENT_ROUND_STATES }).notNull().default("seating"),
    /** Hex seed of the seat draw, written once with the row: the seating is a pure function of it. */
    seedHex: text("seed_hex").notNull(),
    /** The players who go straight on without a table (an odd count at two-seat tables). */
    byes: jsonb("byes").notNull().default(sql`'[]'::jsonb`),
    /** When the break after this round ends (set when the round's last table reports). */
    breakUntil: timestamp("break_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.roundNo] }), check("tournament_round_runs_round", sql`${t.roundNo} >= 1`)],
);

export const tournamentRoundTables = pgTable(
  "tournament_round_tables",
  {
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id),
    roundNo: smallint("round_no").notNull(),
    tableNo: smallint("table_no").notNull(),
    /** The game table (and Colyseus room) id of this round table. */
    tableId: uuid("table_id").notNull().defaultRandom(),
    /** Seated user ids, in seat order. */
    players: jsonb("players").notNull(),
    /** The table's finishing order when its match ended: [{ userId, rank, chips }]. */
    result: jsonb("result"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.roundNo, t.tableNo] }),
    index("tournament_round_tables_table_idx").on(t.tableId),
    check("tournament_round_tables_no", sql`${t.tableNo} >= 1`),
  ],
);

/**
 * Notices sent once per tournament (`going-to-start-5`, `going-to-start-1`): whoever inserts the
 * row sends them, so several processes on the clock tell each player once.
 */
export const tournamentNotices = pgTable(
  "tournament_notices",
  {
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id),
    kind: text("kind").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.kind] })],
);
