import { schema, type Db } from "@rummy/db";
import { and, asc, eq, inArray, isNull, lte, notInArray, sql } from "drizzle-orm";

/**
 * A tournament's entries (`tournament_participants`): registration, the waitlist, and each entry's
 * way through the rounds (seated, playing, qualified, placed). Functions that take part in a
 * transaction take the transaction as their `db`.
 */
const { tournamentParticipants: participants } = schema;

export type ParticipantRow = typeof participants.$inferSelect;

export type ParticipantState = ParticipantRow["state"];

/** Entries that hold a place (a seat or a waitlist place); withdrawn and refunded ones do not. */
export const LIVE_ENTRY_STATES: ParticipantState[] = ["registered", "waitlisted", "seated", "playing", "qualified", "eliminated", "paid"];

const GONE: ParticipantState[] = ["withdrawn", "refunded"];

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

/** The language each of these players chose (null: none chose), for the notices they hear. */
export async function languagesOf(db: Db, userIds: readonly string[]): Promise<Map<string, "en" | "hi" | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: schema.users.id, language: schema.users.language }).from(schema.users).where(inArray(schema.users.id, [...userIds]));
  return new Map(rows.map((r) => [r.id, r.language]));
}

/** Entries whose row was written but whose hold was never confirmed (a crash between the two steps). */
export async function pendingEntriesOf(db: Db, tournamentId: string): Promise<ParticipantRow[]> {
  return db
    .select()
    .from(participants)
    .where(and(eq(participants.tournamentId, tournamentId), eq(participants.entryState, "pending")));
}

/**
 * The seated players of a round table: `seated`, the table id and the round reached. Only from
 * the states a player enters a round in, so a rerun after they moved on changes nothing.
 */
export async function markSeated(db: Db, tournamentId: string, userIds: string[], tableId: string, roundNo: number): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(participants)
    .set({ state: "seated", tableId, roundReached: roundNo, updatedAt: sql`now()` })
    .where(and(eq(participants.tournamentId, tournamentId), inArray(participants.userId, userIds), inArray(participants.state, ["registered", "qualified"])));
}

/**
 * The start's entries with nothing to post to the pool (free, ticket: no hold in the ledger) are
 * `posted` in one statement, not one each (a 1,000-player free-roll's start waited a second on
 * them). Only `held` ones: a rerun changes nothing.
 */
export async function markUnheldEntriesPosted(db: Db, tournamentId: string): Promise<void> {
  await db
    .update(participants)
    .set({ entryState: "posted", updatedAt: sql`now()` })
    .where(and(eq(participants.tournamentId, tournamentId), eq(participants.state, "registered"), eq(participants.entryState, "held"), isNull(participants.holdKey)));
}

/** The round table's match has started: its seated players are `playing` (SPEC's participant state). */
export async function markPlaying(db: Db, tableId: string): Promise<void> {
  await db
    .update(participants)
    .set({ state: "playing", updatedAt: sql`now()` })
    .where(and(eq(participants.tableId, tableId), eq(participants.state, "seated")));
}

/** A bye: the player goes on to the next round as if qualified at this one. */
export async function markBye(db: Db, tournamentId: string, userIds: string[], roundNo: number): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(participants)
    .set({ state: "qualified", tableId: null, roundReached: roundNo, updatedAt: sql`now()` })
    .where(and(eq(participants.tournamentId, tournamentId), inArray(participants.userId, userIds), inArray(participants.state, ["registered", "qualified"])));
}

/** The round's qualifiers go on (`qualified`, round reached), in one statement. */
export async function markQualified(db: Db, tournamentId: string, userIds: string[], roundNo: number): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(participants)
    .set({ state: "qualified", tableId: null, roundReached: roundNo, updatedAt: sql`now()` })
    .where(and(eq(participants.tournamentId, tournamentId), inArray(participants.userId, userIds), inArray(participants.state, ["seated", "playing", "qualified"])));
}

/** A player's place for good: knocked out (or ranked at the final table) at `position`; the winner stays `qualified`. */
export async function markPlaced(db: Db, tournamentId: string, userId: string, roundNo: number, position: number): Promise<void> {
  await db
    .update(participants)
    .set({ state: position === 1 ? "qualified" : "eliminated", tableId: null, roundReached: roundNo, finalPosition: position, updatedAt: sql`now()` })
    .where(and(eq(participants.tournamentId, tournamentId), eq(participants.userId, userId), inArray(participants.state, ["seated", "playing", "qualified"])));
}
