import { schema, type Db } from "@rummy/db";
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { RoundTableRow } from "./director-repository.ts";

/** The tie-breaker deals' SQL (tie-break.ts, db/src/schema/tournament-tie-breaks.ts). */
const { tournamentRoundTables: roundTables, tournamentTieBreaks: tb } = schema;

export type TieBreakRow = typeof tb.$inferSelect;

/** One round table by its id (the room's id). */
export async function findRoundTable(db: Db, tableId: string): Promise<RoundTableRow | undefined> {
  const [row] = await db.select().from(roundTables).where(eq(roundTables.tableId, tableId));
  return row;
}

/** Records tied groups owed a tie-breaker deal; a group already recorded is left as it is. */
export async function insertTieBreaks(db: Db, rows: (typeof tb.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(tb).values(rows).onConflictDoNothing();
}

/** Every tie-breaker deal of a round, decided or not. */
export async function tieBreaksOfRound(db: Db, tournamentId: string, roundNo: number): Promise<TieBreakRow[]> {
  return db.select().from(tb).where(and(eq(tb.tournamentId, tournamentId), eq(tb.roundNo, roundNo))).orderBy(asc(tb.tableNo), asc(tb.rank));
}

/** The tie-breaker deals of one table, found by the round table's id or a deal table's own id. */
export async function tieBreaksOfTable(db: Db, tableId: string): Promise<TieBreakRow[]> {
  return db.select().from(tb).where(or(eq(tb.tableId, tableId), eq(tb.dealTableId, tableId))).orderBy(asc(tb.rank));
}

/** A tie-breaker deal's finishing order, written once: false when it had a result already. */
export async function writeTieBreakResult(db: Db, row: Pick<TieBreakRow, "tournamentId" | "roundNo" | "tableNo" | "rank">, order: readonly string[]): Promise<boolean> {
  const rows = await db
    .update(tb)
    .set({ result: [...order], finishedAt: sql`now()` })
    .where(and(eq(tb.tournamentId, row.tournamentId), eq(tb.roundNo, row.roundNo), eq(tb.tableNo, row.tableNo), eq(tb.rank, row.rank), isNull(tb.result)))
    .returning({ rank: tb.rank });
  return rows.length === 1;
}
