import { randomBytes } from "node:crypto";
import { queryRows, schema, type Db } from "@rummy/db";
import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Seating } from "./seating.ts";

/**
 * The director's SQL: leases, round runs and round tables (db/src/schema/tournament-director.ts).
 * Its writes to the entries as they go through the rounds are in `entry-repository.ts`.
 */
const { tournamentLeases: leases, tournamentRoundRuns: runs, tournamentRoundTables: roundTables } = schema;

export type RoundRunRow = typeof runs.$inferSelect;
export type RoundTableRow = typeof roundTables.$inferSelect;
export type RoundRunState = RoundRunRow["state"];

/**
 * Takes or renews the lease on a tournament: true when `holder` now drives it until
 * `now + ttlMs`. One statement, so two processes asking at once get one yes: the row is inserted,
 * or updated only when this holder already had it or the other holder's lease ran out.
 */
export async function claimLease(db: Db, tournamentId: string, holder: string, now: Date, ttlMs: number): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + ttlMs);
  const rows = await db
    .insert(leases)
    .values({ tournamentId, holder, expiresAt })
    .onConflictDoUpdate({
      target: leases.tournamentId,
      set: { holder, expiresAt },
      setWhere: or(eq(leases.holder, holder), lt(leases.expiresAt, now)),
    })
    .returning({ holder: leases.holder });
  return rows.length === 1;
}

/** Gives a lease up (a clean shutdown), so another process need not wait for it to expire. */
export async function releaseLease(db: Db, tournamentId: string, holder: string): Promise<void> {
  await db.delete(leases).where(and(eq(leases.tournamentId, tournamentId), eq(leases.holder, holder)));
}

export async function findRun(db: Db, tournamentId: string, roundNo: number): Promise<RoundRunRow | undefined> {
  const [row] = await db.select().from(runs).where(and(eq(runs.tournamentId, tournamentId), eq(runs.roundNo, roundNo)));
  return row;
}

/** The tournament's latest round run (the one being played or just finished). */
export async function latestRun(db: Db, tournamentId: string): Promise<RoundRunRow | undefined> {
  const [row] = await db.select().from(runs).where(eq(runs.tournamentId, tournamentId)).orderBy(sql`${runs.roundNo} DESC`).limit(1);
  return row;
}

/**
 * Draws a round once: the run row (with a fresh seed) and its tables are written in one
 * transaction, and only by the caller whose insert of the run row went in. A second caller (a
 * retry, another process) finds them written and draws nothing; the seating never changes.
 */
export async function drawRoundOnce(
  db: Db,
  tournamentId: string,
  roundNo: number,
  draw: (seedHex: string) => Seating,
  writeTables: (tx: Db, tables: { tableNo: number; tableId: string; players: string[] }[]) => Promise<void> = async () => undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const seedHex = randomBytes(16).toString("hex");
    const inserted = await tx.insert(runs).values({ tournamentId, roundNo, seedHex }).onConflictDoNothing().returning({ roundNo: runs.roundNo });
    if (inserted.length === 0) return;
    const seating = draw(seedHex);
    if (seating.tables.length > 0) {
      const rows = await tx
        .insert(roundTables)
        .values(seating.tables.map((players, i) => ({ tournamentId, roundNo, tableNo: i + 1, players })))
        .returning({ tableNo: roundTables.tableNo, tableId: roundTables.tableId, players: roundTables.players });
      // The round's game tables and seats go in with the draw: a drawn round always has its tables.
      await writeTables(tx, rows.map((r) => ({ tableNo: r.tableNo, tableId: r.tableId, players: r.players as string[] })));
    }
    await tx.update(runs).set({ byes: seating.byes }).where(and(eq(runs.tournamentId, tournamentId), eq(runs.roundNo, roundNo)));
  });
}

export async function tablesOfRound(db: Db, tournamentId: string, roundNo: number): Promise<RoundTableRow[]> {
  return db
    .select()
    .from(roundTables)
    .where(and(eq(roundTables.tournamentId, tournamentId), eq(roundTables.roundNo, roundNo)))
    .orderBy(asc(roundTables.tableNo));
}

/** Compare-and-set of a round's state: false when it had moved on already. */
export async function moveRun(db: Db, tournamentId: string, roundNo: number, from: RoundRunState, to: RoundRunState, set: { breakUntil?: Date } = {}): Promise<boolean> {
  const rows = await db
    .update(runs)
    .set({ state: to, ...set })
    .where(and(eq(runs.tournamentId, tournamentId), eq(runs.roundNo, roundNo), eq(runs.state, from)))
    .returning({ roundNo: runs.roundNo });
  return rows.length === 1;
}

/**
 * A round table's match is over: its finishing order, written once (the room calls this; a
 * second report of the same table changes nothing). False when it was already reported.
 */
export async function recordTableResult(db: Db, tableId: string, standings: readonly { userId: string; rank: number; chips: number }[]): Promise<boolean> {
  const rows = await db
    .update(roundTables)
    .set({ result: standings, finishedAt: sql`now()` })
    .where(and(eq(roundTables.tableId, tableId), isNull(roundTables.result)))
    .returning({ tableNo: roundTables.tableNo });
  return rows.length === 1;
}

/** The latest round whose tables have all reported and been closed (in its break, or finished). */
export async function lastClosedRun(db: Db, tournamentId: string): Promise<RoundRunRow | undefined> {
  const [row] = await db
    .select()
    .from(runs)
    .where(and(eq(runs.tournamentId, tournamentId), inArray(runs.state, ["break", "finished"])))
    .orderBy(sql`${runs.roundNo} DESC`)
    .limit(1);
  return row;
}

/** User names by id, for the qualifiers' scoreboards. */
export async function userNames(db: Db, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: schema.users.id, name: schema.users.userName }).from(schema.users).where(inArray(schema.users.id, userIds));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Tournaments not started yet whose start is within `withinMs` of `now`. */
export async function startingWithin(db: Db, now: Date, withinMs: number, limit: number): Promise<(typeof schema.tournaments.$inferSelect)[]> {
  const t = schema.tournaments;
  return db
    .select()
    .from(t)
    .where(and(inArray(t.state, ["scheduled", "registering"]), gt(t.startsAt, now), lte(t.startsAt, new Date(now.getTime() + withinMs))))
    .orderBy(asc(t.startsAt))
    .limit(limit);
}

/** Claims a once-only notice: true for the one caller whose row went in. */
export async function claimNotice(db: Db, tournamentId: string, kind: string): Promise<boolean> {
  const rows = await db.insert(schema.tournamentNotices).values({ tournamentId, kind }).onConflictDoNothing().returning({ kind: schema.tournamentNotices.kind });
  return rows.length === 1;
}

/** Which of these game tables crash recovery (or an abandoned deal) voided. */
export async function voidedTables(db: Db, tableIds: string[]): Promise<Set<string>> {
  if (tableIds.length === 0) return new Set();
  const rows = await db
    .select({ id: schema.gameTables.id })
    .from(schema.gameTables)
    .where(and(inArray(schema.gameTables.id, tableIds), eq(schema.gameTables.status, "voided")));
  return new Set(rows.map((r) => r.id));
}

/**
 * A round table moves to a fresh game table (`newTableId`): compare-and-set on the old id, so two
 * directors replaying the same table give one replacement. False when it had moved already. Its
 * players' entries follow it afterwards (`followTable`), once its room is open.
 */
export async function moveRoundTable(tx: Db, tournamentId: string, roundNo: number, tableNo: number, oldTableId: string, newTableId: string): Promise<boolean> {
  const rows = await tx
    .update(roundTables)
    .set({ tableId: newTableId })
    .where(and(eq(roundTables.tournamentId, tournamentId), eq(roundTables.roundNo, roundNo), eq(roundTables.tableNo, tableNo), eq(roundTables.tableId, oldTableId), isNull(roundTables.result)))
    .returning({ tableNo: roundTables.tableNo });
  return rows.length === 1;
}

/**
 * The round's players still named at another table than their round table's (a replayed table
 * whose entries have not followed it yet, or a crash between the two steps) now sit at it, back to
 * `seated`: one statement, a no-op when every entry names its table. Returns who moved, and where.
 */
export async function followRoundTables(db: Db, tournamentId: string, roundNo: number): Promise<{ userId: string; tableId: string }[]> {
  const rows = await queryRows<{ user_id: string; table_id: string }>(
    db,
    sql`UPDATE tournament_participants p SET state = 'seated', table_id = rt.table_id, updated_at = now()
          FROM tournament_round_tables rt
         WHERE rt.tournament_id = ${tournamentId} AND rt.round_no = ${roundNo} AND rt.result IS NULL
           AND p.tournament_id = rt.tournament_id AND rt.players @> jsonb_build_array(p.user_id::text)
           AND p.state IN ('seated', 'playing') AND p.table_id IS DISTINCT FROM rt.table_id
        RETURNING p.user_id, rt.table_id`,
  );
  return rows.map((r) => ({ userId: r.user_id, tableId: r.table_id }));
}

/** Live (open or running) game tables of a tournament: what a cancellation still has to close. */
export async function liveTablesOf(db: Db, tournamentId: string): Promise<string[]> {
  const rows = await db
    .select({ id: schema.gameTables.id })
    .from(schema.gameTables)
    .where(and(eq(schema.gameTables.tournamentId, tournamentId), inArray(schema.gameTables.status, ["open", "running"])));
  return rows.map((r) => r.id);
}

/** True once a once-only notice (or step marker) was claimed. */
export async function noticeClaimed(db: Db, tournamentId: string, kind: string): Promise<boolean> {
  const rows = await db
    .select({ kind: schema.tournamentNotices.kind })
    .from(schema.tournamentNotices)
    .where(and(eq(schema.tournamentNotices.tournamentId, tournamentId), eq(schema.tournamentNotices.kind, kind)));
  return rows.length === 1;
}

/**
 * The prize step's start, under the tournament's row lock: false unless it is still `running`.
 * The `prizes` marker it leaves is what an operator's cancellation checks under the same lock, so
 * a tournament is either cancelled (no prize paid) or paid (too late to cancel), never both.
 */
export async function beginPrizeStep(db: Db, tournamentId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [t] = await tx.select({ state: schema.tournaments.state }).from(schema.tournaments).where(eq(schema.tournaments.id, tournamentId)).for("update");
    if (t?.state !== "running") return false;
    await tx.insert(schema.tournamentNotices).values({ tournamentId, kind: "prizes" }).onConflictDoNothing();
    return true;
  });
}

/**
 * A cancelled tournament's round table that no room runs: its deal in play is voided and the
 * table closed in the rows, as crash recovery voids a table (a round table moves no money).
 */
export async function voidRoundTableRows(db: Db, tableId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(schema.deals)
      .set({ status: "voided", settledAt: sql`now()`, revealedAt: sql`now()` })
      .where(and(eq(schema.deals.tableId, tableId), eq(schema.deals.status, "playing")));
    await tx.update(schema.tableSeats).set({ status: "left", leftAt: sql`now()` }).where(and(eq(schema.tableSeats.tableId, tableId), eq(schema.tableSeats.status, "seated")));
    await tx
      .update(schema.gameTables)
      .set({ status: "voided", closedAt: sql`now()` })
      .where(and(eq(schema.gameTables.id, tableId), inArray(schema.gameTables.status, ["open", "running"])));
  });
}

/** Cancelled tournaments (since `since`) that still have a live round table, or have not told their players. */
export async function cancelledToWindUp(db: Db, since: Date, limit: number): Promise<(typeof schema.tournaments.$inferSelect)[]> {
  const t = schema.tournaments;
  return db
    .select()
    .from(t)
    .where(
      and(
        eq(t.state, "cancelled"),
        gt(t.updatedAt, since),
        or(
          sql`EXISTS (SELECT 1 FROM ${schema.gameTables} g WHERE g.tournament_id = ${t.id} AND g.status IN ('open', 'running'))`,
          sql`NOT EXISTS (SELECT 1 FROM ${schema.tournamentNotices} n WHERE n.tournament_id = ${t.id} AND n.kind = 'cancelled')`,
        ),
      ),
    )
    .limit(limit);
}
