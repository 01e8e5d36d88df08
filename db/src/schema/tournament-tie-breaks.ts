import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, smallint, timestamp, uuid } from "drizzle-orm/pg-core";
import { tournaments } from "./tournaments.ts";

/**
 * Tie-breaker deals owed at round tables (game-server/TOURNAMENTS.md "Tie-breaker deals"): a tie at
 * a table's qualifying cut (or any tie at the final table) is broken by one more deal among the
 * tied players, never by a coin. One row per tied group, written once from the table's reported
 * result (`ON CONFLICT DO NOTHING`, the same rows whoever computes them); `result` is the deal's
 * finishing order, written once, and the round closes with it.
 */
export const tournamentTieBreaks = pgTable(
  "tournament_tie_breaks",
  {
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id),
    roundNo: smallint("round_no").notNull(),
    tableNo: smallint("table_no").notNull(),
    /** The rank the tied players share at their table (standard competition ranking): one group per rank. */
    rank: smallint("rank").notNull(),
    /** The round table's id (`tournament_round_tables.table_id`), which the room knows. */
    tableId: uuid("table_id").notNull(),
    /** An id for the one-deal table's own room, should the room side open one apart from the round table. */
    dealTableId: uuid("deal_table_id").notNull().defaultRandom(),
    /** The tied user ids, sorted. */
    players: jsonb("players").notNull(),
    /** The tie-breaker deal's finishing order (user ids, best first), once it is reported. */
    result: jsonb("result"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.roundNo, t.tableNo, t.rank] }),
    index("tournament_tie_breaks_table_idx").on(t.tableId),
    index("tournament_tie_breaks_deal_table_idx").on(t.dealTableId),
    check("tournament_tie_breaks_rank", sql`${t.rank} >= 1`),
  ],
);
