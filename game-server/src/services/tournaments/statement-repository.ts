import { schema, type Db } from "@rummy/db";
import { desc, eq, sql } from "drizzle-orm";

/** The tournament statement (`tournament_transactions`): one row per money step, written once by its key. */
const { tournamentTransactions } = schema;

export type TournamentTransactionRow = typeof tournamentTransactions.$inferSelect;

/** One statement row per step; the key makes a retried step write nothing new. */
export async function recordTransaction(db: Db, row: typeof tournamentTransactions.$inferInsert): Promise<void> {
  await db.insert(tournamentTransactions).values(row).onConflictDoNothing({ target: tournamentTransactions.key });
}

export async function transactionsOf(db: Db, userId: string, page: { size: number; offset: number }): Promise<{ rows: TournamentTransactionRow[]; total: number }> {
  const rows = await db
    .select()
    .from(tournamentTransactions)
    .where(eq(tournamentTransactions.userId, userId))
    .orderBy(desc(tournamentTransactions.createdAt), desc(tournamentTransactions.id))
    .limit(page.size)
    .offset(page.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(tournamentTransactions).where(eq(tournamentTransactions.userId, userId));
  return { rows, total: Number(count?.n ?? 0) };
}

/** A statement row written once by its key: true when this call wrote it (the step is this caller's). */
export async function insertTransactionOnce(db: Db, row: typeof tournamentTransactions.$inferInsert): Promise<boolean> {
  const rows = await db.insert(tournamentTransactions).values(row).onConflictDoNothing({ target: tournamentTransactions.key }).returning({ id: tournamentTransactions.id });
  return rows.length === 1;
}
