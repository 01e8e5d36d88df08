import { queryRows, schema, type Db } from "@rummy/db";
import { and, asc, eq, inArray, sql } from "drizzle-orm";

/** The lobby's SQL beside the occupancy (occupancy-repository.ts): seating (tables and seats) and the settings rows it reads. */

const { gameTables, seatClaims, tableSeats } = schema;

export type GameTableRow = typeof gameTables.$inferSelect;
export type TableSeatRow = typeof tableSeats.$inferSelect;

/** One settings row's value (undefined when the row is missing). */
export async function settingValue(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select().from(schema.settings).where(eq(schema.settings.key, key)).limit(1);
  return row?.value;
}

/** The player's live seats (seated, at an open or running table), with their tables, oldest first. */
export async function liveSeatsOf(db: Db, userId: string): Promise<{ table: GameTableRow; seat: TableSeatRow }[]> {
  return db
    .select({ table: gameTables, seat: tableSeats })
    .from(tableSeats)
    .innerJoin(gameTables, eq(gameTables.id, tableSeats.tableId))
    .where(and(eq(tableSeats.userId, userId), eq(tableSeats.status, "seated"), inArray(gameTables.status, ["open", "running"])))
    .orderBy(asc(tableSeats.joinedAt));
}

/** How long a seat claim keeps its seat from other joins: far longer than a join takes, short enough that a dead process's claims free up. */
const CLAIM_LIFETIME = sql`interval '2 minutes'`;

/** A taken seat: seated, or claimed by a join under way (seat_claims). A practice bot has no user. */
export interface TakenSeat {
  readonly seat: number;
  readonly user: string | null;
}

/**
 * Up to 10 tables of this catalogue row in one of `statuses` with a seat neither seated nor
 * claimed, oldest first, each with its taken seats. A table whose every player has left is
 * closing (rooms close when their last player goes; closeTable marks the row last) and is left
 * out; a new table has no seat rows.
 *
 * The table's own seat counts (`seats_seated`, `seats_left`, kept by a trigger on `table_seats`)
 * pass over the full and the closing tables through `game_tables_free_seat_idx`, so the read looks
 * only at tables with a free seat: at 10,000 players a configuration has over a thousand live
 * tables, nearly all full, and counting each one's seats and looking for its seats that had left
 * cost every pick 15-20 ms of database time at that size (`npm run bench:seat-pick`: 1.5 ms now).
 */
export async function tablesWithFreeSeats(db: Db, catalogueId: string, statuses: ("open" | "running")[]): Promise<{ table: GameTableRow; taken: TakenSeat[] }[]> {
  // Spelled out: in a select list drizzle writes the outer column unqualified, which the subquery would read as its own.
  const takenSeats = sql`(select s.seat, s.user_id from table_seats s where s.table_id = "game_tables"."id" and s.status = 'seated'
    union select c.seat, c.user_id from seat_claims c where c.table_id = "game_tables"."id" and c.claimed_at > now() - ${CLAIM_LIFETIME})`;
  const taken = sql<TakenSeat[]>`coalesce((select json_agg(json_build_object('seat', t.seat, 'user', t.user_id)) from ${takenSeats} t), '[]'::json)`;
  // Written into the statement, not bound: the planner then matches `game_tables_free_seat_idx`'s predicate in a generic plan too.
  const live = sql.raw(statuses.includes("running") ? "('open', 'running')" : "('open')");
  const rows = await db
    .select({ table: gameTables, taken })
    .from(gameTables)
    .where(
      and(
        eq(gameTables.catalogueId, catalogueId),
        sql`${gameTables.status} in ${live}`,
        sql`${gameTables.seatsSeated} < ${gameTables.maxPlayers}`,
        sql`(${gameTables.seatsSeated} > 0 or ${gameTables.seatsLeft} = 0)`,
        // Seated seats and claims together: a seat claimed by a join under way is not free either.
        sql`(select count(distinct t.seat) from ${takenSeats} t) < "game_tables"."max_players"`,
      ),
    )
    .orderBy(asc(gameTables.createdAt))
    .limit(10);
  const takenOf = (value: unknown) => (typeof value === "string" ? (JSON.parse(value) as TakenSeat[]) : ((value ?? []) as TakenSeat[]));
  return rows.map((r) => ({ table: r.table, taken: takenOf(r.taken) }));
}

/**
 * Claims seats for joins under way, all in one statement: the claims made, leaving out any seat
 * another join (of this process or another) claimed first. A claim past its lifetime is taken over.
 */
export async function claimSeats(db: Db, claims: readonly { tableId: string; seat: number; userId: string }[]): Promise<{ tableId: string; seat: number }[]> {
  if (claims.length === 0) return [];
  return db
    .insert(seatClaims)
    .values([...claims])
    .onConflictDoUpdate({
      target: [seatClaims.tableId, seatClaims.seat],
      set: { userId: sql`excluded.user_id`, claimedAt: sql`now()` },
      setWhere: sql`${seatClaims.claimedAt} <= now() - ${CLAIM_LIFETIME}`,
    })
    .returning({ tableId: seatClaims.tableId, seat: seatClaims.seat });
}

/** The join that claimed this seat is done with it (seated or given up). */
export async function releaseSeatClaim(db: Db, claim: { tableId: string; seat: number; userId: string }): Promise<void> {
  await db.delete(seatClaims).where(and(eq(seatClaims.tableId, claim.tableId), eq(seatClaims.seat, claim.seat), eq(seatClaims.userId, claim.userId)));
}

/**
 * A new lobby table, with a heartbeat from its creation: its room opens only once its first seat
 * is held and written, and the recovery sweep (services/tables/recovery.ts) took a table without
 * one for a lost process's, opening a room of its own there, which found no one seated and closed
 * the table under the joins being seated at it. No owner yet: the first room to open claims it.
 */
export async function insertTable(db: Db, values: typeof gameTables.$inferInsert): Promise<GameTableRow> {
  const [row] = await db
    .insert(gameTables)
    .values({ ...values, heartbeatAt: sql`now()` })
    .returning();
  if (!row) throw new Error("table insert returned nothing");
  return row;
}

/** The seat numbers taken at a table. */
export async function seatedSeatNumbers(db: Db, tableId: string): Promise<number[]> {
  const seats = await db.select({ seat: tableSeats.seat }).from(tableSeats).where(and(eq(tableSeats.tableId, tableId), eq(tableSeats.status, "seated")));
  return seats.map((s) => s.seat);
}

/** Inserts a seat unless the live-seat unique index refuses it (a lost race): the row, or nothing. */
export async function insertSeatIfFree(db: Db, values: typeof tableSeats.$inferInsert): Promise<TableSeatRow | undefined> {
  const [row] = await db.insert(tableSeats).values(values).onConflictDoNothing().returning();
  return row;
}

/** The open or running private table with this code. */
export async function privateTableByCode(db: Db, code: string): Promise<GameTableRow | undefined> {
  const [table] = await db
    .select()
    .from(gameTables)
    .where(and(eq(gameTables.privateCode, code), inArray(gameTables.status, ["open", "running"])))
    .limit(1);
  return table;
}

/**
 * What a join's checks read, in one statement: the maintenance and payment settings rows, whether
 * the player has a self-exclusion in force at `now` or any play limit set, and their seat name
 * (null when there is no such player). Most players have neither an exclusion nor a limit, so
 * their rows are read (responsible/repository.ts) only for one who does: a join's five reads were
 * five round trips and five statements on a busy database, where this is one.
 */
export async function joinCheckFacts(db: Db, userId: string, now: Date, settingKeys: readonly string[]): Promise<JoinCheckFacts> {
  const at = now.toISOString();
  const [row] = await queryRows<{ settings: Record<string, unknown> | string | null; excluded: boolean; limited: boolean; user_name: string | null; avatar: string | null }>(
    db,
    sql`SELECT
      (SELECT json_object_agg(s.key, s.value) FROM settings s WHERE s.key IN ${settingKeys}) AS settings,
      EXISTS (SELECT 1 FROM self_exclusions e WHERE e.user_id = ${userId} AND e.lifted_at IS NULL AND e.starts_at <= ${at}::timestamptz AND (e.ends_at IS NULL OR e.ends_at > ${at}::timestamptz)) AS excluded,
      EXISTS (SELECT 1 FROM play_limits l WHERE l.user_id = ${userId}) AS limited,
      u.user_name, u.avatar
    FROM (SELECT 1) AS one LEFT JOIN users u ON u.id = ${userId}`,
  );
  const stored = typeof row?.settings === "string" ? (JSON.parse(row.settings) as Record<string, unknown>) : (row?.settings ?? {});
  return {
    settings: Object.entries(stored).map(([key, value]) => ({ key, value })),
    excluded: row?.excluded === true,
    limited: row?.limited === true,
    user: row?.user_name != null ? { userName: row.user_name, avatar: row.avatar ?? "" } : undefined,
  };
}

export interface JoinCheckFacts {
  /** The settings rows asked for that exist. */
  readonly settings: readonly { key: string; value: unknown }[];
  readonly excluded: boolean;
  readonly limited: boolean;
  readonly user: { userName: string; avatar: string } | undefined;
}
