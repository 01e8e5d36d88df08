import { schema, type Db } from "@rummy/db";
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, notInArray, or, sql } from "drizzle-orm";

/**
 * Every SQL statement of the tournaments module. Services decide; this file reads and writes.
 * Functions that take part in a transaction take the transaction as their `db`.
 */
const { tournaments, tournamentRounds, tournamentPrizes, tournamentParticipants: participants, tournamentTickets: tickets, tournamentTransactions } = schema;

export type TournamentRow = typeof tournaments.$inferSelect;
export type TournamentInsert = typeof tournaments.$inferInsert;
export type RoundRow = typeof tournamentRounds.$inferSelect;
export type PrizeRow = typeof tournamentPrizes.$inferSelect;
export type ParticipantRow = typeof participants.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type TournamentTransactionRow = typeof tournamentTransactions.$inferSelect;
export type TournamentState = TournamentRow["state"];
export type ParticipantState = ParticipantRow["state"];

/** Entries that hold a place (a seat or a waitlist place); withdrawn and refunded ones do not. */
export const LIVE_ENTRY_STATES: ParticipantState[] = ["registered", "waitlisted", "seated", "playing", "qualified", "eliminated", "paid"];
const GONE: ParticipantState[] = ["withdrawn", "refunded"];

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

// --- participants --------------------------------------------------------------------------

export async function liveEntry(db: Db, tournamentId: string, userId: string): Promise<ParticipantRow | undefined> {
  const [row] = await db
    .select()
    .from(participants)
    .where(and(eq(participants.tournamentId, tournamentId), eq(participants.userId, userId), notInArray(participants.state, GONE)))
    .limit(1);
  return row;
}

export async function liveEntriesOfUser(db: Db, userId: string, tournamentIds?: string[]): Promise<ParticipantRow[]> {
  if (tournamentIds && tournamentIds.length === 0) return [];
  return db
    .select()
    .from(participants)
    .where(and(eq(participants.userId, userId), notInArray(participants.state, GONE), tournamentIds ? inArray(participants.tournamentId, tournamentIds) : undefined));
}

export interface EntryCounts {
  /** Entries holding a seat (registered, and later seated, playing, ...). */
  readonly joined: number;
  readonly waitlisted: number;
  /** The last waitlist position handed out (0 when none). */
  readonly lastPosition: number;
  /** Of `joined`, the labelled bots (practice tournaments only; TOURNAMENTS.md "Bots"). */
  readonly bots?: number;
}

export async function entryCounts(db: Db, tournamentIds: string[]): Promise<Map<string, EntryCounts>> {
  const out = new Map<string, EntryCounts>();
  if (tournamentIds.length === 0) return out;
  const rows = await db
    .select({
      id: participants.tournamentId,
      joined: sql<number>`count(*) FILTER (WHERE ${participants.state} NOT IN ('waitlisted', 'withdrawn', 'refunded'))::int`,
      waitlisted: sql<number>`count(*) FILTER (WHERE ${participants.state} = 'waitlisted')::int`,
      lastPosition: sql<number>`coalesce(max(${participants.waitlistPosition}), 0)::int`,
      bots: sql<number>`count(*) FILTER (WHERE ${participants.isBot} AND ${participants.state} NOT IN ('waitlisted', 'withdrawn', 'refunded'))::int`,
    })
    .from(participants)
    .where(inArray(participants.tournamentId, tournamentIds))
    .groupBy(participants.tournamentId);
  for (const r of rows) out.set(r.id, { joined: Number(r.joined), waitlisted: Number(r.waitlisted), lastPosition: Number(r.lastPosition), bots: Number(r.bots) });
  return out;
}

/** The entry's place in line: 1 for the first waitlisted. */
export async function waitlistRank(db: Db, tournamentId: string, position: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(participants)
    .where(and(eq(participants.tournamentId, tournamentId), eq(participants.state, "waitlisted"), lte(participants.waitlistPosition, position)));
  return Number(row?.n ?? 0);
}

export async function insertEntry(db: Db, row: typeof participants.$inferInsert): Promise<ParticipantRow> {
  const [created] = await db.insert(participants).values(row).returning();
  if (!created) throw new Error("tournament entry insert returned nothing");
  return created;
}

export async function updateEntry(db: Db, id: string, set: Partial<typeof participants.$inferInsert>, onlyIfEntryState?: ParticipantRow["entryState"]): Promise<boolean> {
  const rows = await db
    .update(participants)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(participants.id, id), onlyIfEntryState ? eq(participants.entryState, onlyIfEntryState) : undefined))
    .returning({ id: participants.id });
  return rows.length > 0;
}

/** An entry whose hold the wallet refused never existed: its row goes (only while still pending). */
export async function deletePendingEntry(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(participants)
    .where(and(eq(participants.id, id), eq(participants.entryState, "pending")))
    .returning({ id: participants.id });
  return rows.length > 0;
}

/** The first in line, locked (the caller holds the tournament lock). */
export async function firstWaitlisted(tx: Db, tournamentId: string): Promise<ParticipantRow | undefined> {
  const [row] = await tx
    .select()
    .from(participants)
    .where(and(eq(participants.tournamentId, tournamentId), eq(participants.state, "waitlisted")))
    .orderBy(asc(participants.waitlistPosition))
    .limit(1)
    .for("update");
  return row;
}

export async function entriesOf(db: Db, tournamentId: string, states: ParticipantState[]): Promise<ParticipantRow[]> {
  return db
    .select()
    .from(participants)
    .where(and(eq(participants.tournamentId, tournamentId), inArray(participants.state, states)))
    .orderBy(asc(participants.createdAt));
}

/** Entries whose row was written but whose hold was never confirmed (a crash between the two steps). */
export async function pendingEntriesOf(db: Db, tournamentId: string): Promise<ParticipantRow[]> {
  return db
    .select()
    .from(participants)
    .where(and(eq(participants.tournamentId, tournamentId), eq(participants.entryState, "pending")));
}

// --- tickets -------------------------------------------------------------------------------

/** The player's usable ticket of a template that expires soonest, locked; skipped if another entry holds it. */
export async function usableTicket(tx: Db, userId: string, template: string, now: Date): Promise<TicketRow | undefined> {
  const [row] = await tx
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.userId, userId),
        eq(tickets.template, template),
        inArray(tickets.status, ["active", "restored"]),
        or(sql`${tickets.validUntil} IS NULL`, gt(tickets.validUntil, now)),
      ),
    )
    .orderBy(sql`${tickets.validUntil} ASC NULLS LAST`, asc(tickets.createdAt))
    .limit(1)
    .for("update", { skipLocked: true });
  return row;
}

export async function findTicket(db: Db, id: string): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).limit(1);
  return row;
}

export async function markTicketUsed(tx: Db, id: string, now: Date): Promise<void> {
  await tx.update(tickets).set({ status: "used", usedAt: now }).where(eq(tickets.id, id));
}

export async function restoreTicket(tx: Db, id: string, validUntil: Date | null): Promise<void> {
  await tx.update(tickets).set({ status: "restored", usedAt: null, validUntil }).where(and(eq(tickets.id, id), eq(tickets.status, "used")));
}

export async function insertTicket(db: Db, row: typeof tickets.$inferInsert): Promise<TicketRow> {
  const [created] = await db.insert(tickets).values(row).returning();
  if (!created) throw new Error("ticket insert returned nothing");
  return created;
}

/** Unused tickets past their validity become `expired`. */
export async function expireTickets(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(tickets)
    .set({ status: "expired" })
    .where(and(inArray(tickets.status, ["active", "restored"]), isNotNull(tickets.validUntil), lte(tickets.validUntil, now)))
    .returning({ id: tickets.id });
  return rows.length;
}

export async function ticketsOf(db: Db, userId: string, page: { size: number; offset: number }): Promise<{ rows: TicketRow[]; total: number }> {
  const rows = await db
    .select()
    .from(tickets)
    .where(eq(tickets.userId, userId))
    .orderBy(sql`CASE WHEN ${tickets.status} IN ('active', 'restored') THEN 0 ELSE 1 END`, sql`${tickets.validUntil} ASC NULLS LAST`, desc(tickets.createdAt))
    .limit(page.size)
    .offset(page.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(tickets).where(eq(tickets.userId, userId));
  return { rows, total: Number(count?.n ?? 0) };
}

// --- tournament transactions ---------------------------------------------------------------

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
