import { schema, type Db } from "@rummy/db";
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import type { ParticipantState } from "./entry-repository.ts";

/**
 * The tournaments module's SQL on tournaments themselves (their rows, rounds, prizes and schedule)
 * and the round tables they open. Services decide; the repositories read and write. Beside it:
 * `entry-repository.ts` (entries), `ticket-repository.ts` (tickets), `statement-repository.ts`
 * (the statement) and `director-repository.ts` (leases, round runs, round tables). Functions that
 * take part in a transaction take the transaction as their `db`.
 */
const { tournaments, tournamentRounds, tournamentPrizes, tournamentParticipants: participants } = schema;

export type TournamentRow = typeof tournaments.$inferSelect;
export type TournamentInsert = typeof tournaments.$inferInsert;
export type RoundRow = typeof tournamentRounds.$inferSelect;
export type PrizeRow = typeof tournamentPrizes.$inferSelect;
export type TournamentState = TournamentRow["state"];

// --- tournaments ---------------------------------------------------------------------------

export async function findTournament(db: Db, id: string): Promise<TournamentRow | undefined> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id)).limit(1);
  return row;
}

/** The tournament row locked for this transaction: registrations, withdrawals and the clock queue on it. */
export async function lockTournament(tx: Db, id: string): Promise<TournamentRow | undefined> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for("update");
  return row;
}

export async function listTournaments(db: Db, filter: { states: TournamentState[]; ids?: string[]; limit: number }): Promise<TournamentRow[]> {
  if (filter.ids && filter.ids.length === 0) return [];
  return db
    .select()
    .from(tournaments)
    .where(and(inArray(tournaments.state, filter.states), filter.ids ? inArray(tournaments.id, filter.ids) : undefined))
    .orderBy(asc(tournaments.startsAt), asc(tournaments.id))
    .limit(filter.limit);
}

export async function roundsOf(db: Db, ids: string[]): Promise<RoundRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(tournamentRounds).where(inArray(tournamentRounds.tournamentId, ids)).orderBy(asc(tournamentRounds.roundNo));
}

export async function prizesOf(db: Db, ids: string[]): Promise<PrizeRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(tournamentPrizes).where(inArray(tournamentPrizes.tournamentId, ids)).orderBy(asc(tournamentPrizes.rankFrom));
}

/** Compare-and-set of a tournament's state: false when another process moved it first. */
export async function moveTournament(db: Db, id: string, from: TournamentState[], to: TournamentState, cancelReason: string | null = null): Promise<boolean> {
  const rows = await db
    .update(tournaments)
    .set({ state: to, updatedAt: new Date(), ...(cancelReason ? { cancelReason } : {}) })
    .where(and(eq(tournaments.id, id), inArray(tournaments.state, from)))
    .returning({ id: tournaments.id });
  return rows.length > 0;
}

/** Scheduled tournaments whose registration window has opened become `registering`. */
export async function openDueRegistrations(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(tournaments)
    .set({ state: "registering", updatedAt: now })
    .where(and(eq(tournaments.state, "scheduled"), lte(tournaments.registrationOpensAt, now), gt(tournaments.startsAt, now)))
    .returning({ id: tournaments.id });
  return rows.length;
}

/** Tournaments whose start time has come and that have not been seated or cancelled yet. */
export async function dueToStart(db: Db, now: Date, limit: number): Promise<TournamentRow[]> {
  return db
    .select()
    .from(tournaments)
    .where(and(inArray(tournaments.state, ["scheduled", "registering"]), lte(tournaments.startsAt, now)))
    .orderBy(asc(tournaments.startsAt))
    .limit(limit);
}

/**
 * Sit and go tournaments to start before their deadline: every seat taken, or (bot-filled ones)
 * a player registered at least `botWaitMs` ago, so the bots come and the game starts.
 */
export async function readySitAndGos(db: Db, now: Date, botWaitMs: number, limit: number): Promise<TournamentRow[]> {
  const waitedSince = new Date(now.getTime() - botWaitMs);
  return db
    .select()
    .from(tournaments)
    .where(
      and(
        inArray(tournaments.state, ["scheduled", "registering"]),
        eq(tournaments.format, "sit_and_go"),
        or(
          sql`(SELECT count(*) FROM ${participants} p WHERE p.tournament_id = ${tournaments.id} AND p.state NOT IN ('waitlisted', 'withdrawn', 'refunded')) >= ${tournaments.maxPlayers}`,
          and(
            isNotNull(tournaments.botFillTo),
            sql`EXISTS (SELECT 1 FROM ${participants} p WHERE p.tournament_id = ${tournaments.id} AND p.state = 'registered' AND NOT p.is_bot AND p.created_at <= ${waitedSince.toISOString()}::timestamptz)`,
          ),
        ),
      ),
    )
    .orderBy(asc(tournaments.startsAt))
    .limit(limit);
}

/** Tournaments in a state that still have entries in one of `entryStates` (work left half-done). */
export async function tournamentsWithEntries(db: Db, states: TournamentState[], entryStates: ParticipantState[], limit: number): Promise<TournamentRow[]> {
  return db
    .select()
    .from(tournaments)
    .where(
      and(
        inArray(tournaments.state, states),
        sql`EXISTS (SELECT 1 FROM ${participants} p WHERE p.tournament_id = ${tournaments.id} AND p.state IN (${sql.join(entryStates.map((s) => sql`${s}`), sql`, `)}))`,
      ),
    )
    .limit(limit);
}

// --- recurrence ----------------------------------------------------------------------------

/** The latest instance of every recurring series. */
export async function latestOfEachSeries(db: Db): Promise<TournamentRow[]> {
  return db
    .selectDistinctOn([tournaments.seriesKey])
    .from(tournaments)
    .where(and(isNotNull(tournaments.seriesKey), isNotNull(tournaments.recurrenceMinutes)))
    .orderBy(tournaments.seriesKey, desc(tournaments.startsAt));
}

/** Every series that has ever had an instance (a retired one, with no recurrence, included). */
export async function seriesKeys(db: Db): Promise<Set<string>> {
  const rows = await db.selectDistinct({ key: tournaments.seriesKey }).from(tournaments).where(isNotNull(tournaments.seriesKey));
  return new Set(rows.map((r) => r.key ?? ""));
}

/**
 * Inserts a tournament with its rounds and prizes, once per series and start time (another
 * process doing the same inserts nothing). Returns the new id, or null if it already existed.
 */
export async function insertTournament(
  db: Db,
  row: TournamentInsert,
  rounds: Omit<RoundRow, "tournamentId">[],
  prizes: Omit<PrizeRow, "tournamentId">[],
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(tournaments).values(row).onConflictDoNothing().returning({ id: tournaments.id });
    if (!created) return null;
    if (rounds.length > 0) await tx.insert(tournamentRounds).values(rounds.map((r) => ({ ...r, tournamentId: created.id })));
    if (prizes.length > 0) await tx.insert(tournamentPrizes).values(prizes.map((p) => ({ ...p, tournamentId: created.id })));
    return created.id;
  });
}

// ---- round tables

/** Names and avatars for a round's seats: the players' user rows, and the tournament's bot entries (no user row) by label. */
export async function seatNamesOf(tx: Db, tournamentId: string, userIds: string[]) {
  const users = await tx.select({ id: schema.users.id, name: schema.users.userName, avatar: schema.users.avatar }).from(schema.users).where(inArray(schema.users.id, userIds));
  const bots = await tx
    .select({ id: schema.tournamentParticipants.userId, name: schema.tournamentParticipants.botName })
    .from(schema.tournamentParticipants)
    .where(and(eq(schema.tournamentParticipants.tournamentId, tournamentId), eq(schema.tournamentParticipants.isBot, true), inArray(schema.tournamentParticipants.userId, userIds)));
  return { users, bots };
}

/** Inserts a round's game tables and then their seats. */
export async function insertTablesWithSeats(tx: Db, tables: (typeof schema.gameTables.$inferInsert)[], seats: (typeof schema.tableSeats.$inferInsert)[]): Promise<void> {
  await tx.insert(schema.gameTables).values(tables);
  await tx.insert(schema.tableSeats).values(seats);
}

/** A round's table count and seated players (counts only, not every table's player list), and its byes. */
export async function roundCounts(db: Db, tournamentId: string, roundNo: number): Promise<{ tables: number | undefined; seated: number | undefined; byes: number }> {
  const rt = schema.tournamentRoundTables;
  const [here] = await db
    .select({ tables: sql<number>`count(*)::int`, seated: sql<number>`coalesce(sum(jsonb_array_length(${rt.players})), 0)::int` })
    .from(rt)
    .where(and(eq(rt.tournamentId, tournamentId), eq(rt.roundNo, roundNo)));
  const [run] = await db
    .select({ byes: sql<number>`coalesce(jsonb_array_length(${schema.tournamentRoundRuns.byes}), 0)::int` })
    .from(schema.tournamentRoundRuns)
    .where(and(eq(schema.tournamentRoundRuns.tournamentId, tournamentId), eq(schema.tournamentRoundRuns.roundNo, roundNo)));
  return { tables: here?.tables, seated: here?.seated, byes: run?.byes ?? 0 };
}
