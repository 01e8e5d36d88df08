import { schema, type Db } from "@rummy/db";
import type { DealLogEntry, DealResults, DealSetup } from "@rummy/shared-rules";
import { and, asc, eq, inArray, isNull, lt, ne, notInArray, or, sql } from "drizzle-orm";

/**
 * SQL for tables, seats, deals and the deal log. Services and rooms call these; nothing else in
 * the game server writes these tables.
 */
const { gameTables, tableSeats, deals, dealEvents } = schema;

export type TableRow = typeof gameTables.$inferSelect;
export type SeatRow = typeof tableSeats.$inferSelect;
export type DealRow = typeof deals.$inferSelect;

export async function findTable(db: Db, tableId: string): Promise<TableRow | undefined> {
  const [row] = await db.select().from(gameTables).where(eq(gameTables.id, tableId)).limit(1);
  return row;
}

export async function seatedSeats(db: Db, tableId: string): Promise<SeatRow[]> {
  return db
    .select()
    .from(tableSeats)
    .where(and(eq(tableSeats.tableId, tableId), eq(tableSeats.status, "seated")))
    .orderBy(asc(tableSeats.seat));
}

/** The setup stored with a deal: everything `startDeal` needs except the secret seed. */
export type StoredSetup = Omit<DealSetup, "seedHex">;

export async function insertDeal(
  db: Db,
  row: { id: string; tableId: string; number: number; setup: StoredSetup; seedHex: string; commitment: string; players: Record<string, string | null> },
): Promise<void> {
  await db.insert(deals).values(row);
}


/** The deal's money has moved: it is settled, and its seed may be shown from now on (one statement). */
export async function markDealSettled(db: Db, dealId: string, results: DealResults): Promise<void> {
  await db
    .update(deals)
    .set({ status: "settled", results, settledAt: sql`now()`, revealedAt: sql`now()` })
    .where(and(eq(deals.id, dealId), eq(deals.status, "playing")));
}

export async function markDealVoided(db: Db, dealId: string): Promise<void> {
  await db
    .update(deals)
    .set({ status: "voided", settledAt: sql`now()`, revealedAt: sql`now()` })
    .where(and(eq(deals.id, dealId), eq(deals.status, "playing")));
}

export async function findDeal(db: Db, dealId: string): Promise<DealRow | undefined> {
  const [row] = await db.select().from(deals).where(eq(deals.id, dealId)).limit(1);
  return row;
}

export async function playingDeal(db: Db, tableId: string): Promise<DealRow | undefined> {
  const [row] = await db
    .select()
    .from(deals)
    .where(and(eq(deals.tableId, tableId), eq(deals.status, "playing")))
    .limit(1);
  return row;
}

export async function dealLog(db: Db, dealId: string): Promise<DealLogEntry[]> {
  const rows = await db
    .select({ nowMs: dealEvents.nowMs, action: dealEvents.action, seq: dealEvents.seq })
    .from(dealEvents)
    .where(eq(dealEvents.dealId, dealId))
    .orderBy(asc(dealEvents.seq));
  return rows.map((r) => ({ now: r.nowMs, action: r.action as DealLogEntry["action"] }));
}

export async function dealLogWithTimes(db: Db, dealId: string) {
  return db
    .select({ seq: dealEvents.seq, nowMs: dealEvents.nowMs, action: dealEvents.action, at: dealEvents.createdAt })
    .from(dealEvents)
    .where(eq(dealEvents.dealId, dealId))
    .orderBy(asc(dealEvents.seq));
}

export async function updateTable(db: Db, tableId: string, patch: Partial<Pick<TableRow, "status" | "match" | "dealsPlayed" | "closedAt">>): Promise<void> {
  await db.update(gameTables).set(patch).where(eq(gameTables.id, tableId));
}

/**
 * A room takes its table: from now on this process answers for it. Refused (false) while another
 * process owns the table and its heartbeat is fresh, so two processes never run one table.
 */
export async function claimTable(db: Db, tableId: string, ownerId: string, staleMs: number): Promise<boolean> {
  const free = or(
    isNull(gameTables.ownerId),
    eq(gameTables.ownerId, ownerId),
    isNull(gameTables.heartbeatAt),
    lt(gameTables.heartbeatAt, sql`now() - make_interval(secs => ${staleMs / 1000})`),
  );
  const rows = await db
    .update(gameTables)
    .set({ ownerId, heartbeatAt: sql`now()` })
    .where(and(eq(gameTables.id, tableId), free))
    .returning({ id: gameTables.id });
  return rows.length === 1;
}

export async function heartbeat(db: Db, ownerId: string, tableIds: readonly string[]): Promise<void> {
  if (tableIds.length === 0) return;
  await db
    .update(gameTables)
    .set({ heartbeatAt: sql`now()` })
    .where(and(inArray(gameTables.id, [...tableIds]), eq(gameTables.ownerId, ownerId)));
}

/**
 * A table this process no longer runs (its room handed over at a graceful stop): owned by no one,
 * with no heartbeat, so the next process to open it (or any recovery sweep) claims it at once.
 */
export async function releaseTable(db: Db, tableId: string, ownerId: string): Promise<void> {
  await db
    .update(gameTables)
    .set({ ownerId: null, heartbeatAt: null })
    .where(and(eq(gameTables.id, tableId), eq(gameTables.ownerId, ownerId)));
}

/**
 * Live tables whose room is gone: owned by no process, by a process that stopped beating for
 * `staleMs`, or (single-process mode, at boot) by any process other than this one. Each is
 * claimed atomically, so two processes never recover the same table. Tables of `sparedOwners`
 * (processes known to be alive: their heartbeat only went stale because the database was out of
 * reach) are left to them.
 */
export async function claimOrphanedTables(db: Db, ownerId: string, opts: { staleMs: number; anyOtherOwner: boolean; sparedOwners?: readonly string[] }): Promise<TableRow[]> {
  const stale = or(isNull(gameTables.heartbeatAt), lt(gameTables.heartbeatAt, sql`now() - make_interval(secs => ${opts.staleMs / 1000})`));
  const orphan = opts.anyOtherOwner ? or(isNull(gameTables.ownerId), ne(gameTables.ownerId, ownerId)) : stale;
  const spared = opts.sparedOwners?.length ? or(isNull(gameTables.ownerId), notInArray(gameTables.ownerId, [...opts.sparedOwners])) : undefined;
  return db
    .update(gameTables)
    .set({ ownerId, heartbeatAt: sql`now()` })
    .where(and(inArray(gameTables.status, ["open", "running"]), orphan, spared))
    .returning();
}

/** Processes other than `ownerId` that own live tables whose heartbeat is older than `staleMs`. */
export async function staleOwners(db: Db, ownerId: string, staleMs: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ ownerId: gameTables.ownerId })
    .from(gameTables)
    .where(and(inArray(gameTables.status, ["open", "running"]), ne(gameTables.ownerId, ownerId), lt(gameTables.heartbeatAt, sql`now() - make_interval(secs => ${staleMs / 1000})`)));
  return rows.flatMap((r) => (r.ownerId ? [r.ownerId] : []));
}

export async function updateSeatChips(db: Db, seatId: string, chipsPaise: bigint): Promise<void> {
  await db.update(tableSeats).set({ chipsPaise }).where(eq(tableSeats.id, seatId));
}

/** Several seats' chips in one statement (a settled deal). */
export async function updateSeatsChips(db: Db, rows: readonly { seatId: string; chipsPaise: bigint }[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.seatId}::uuid, ${r.chipsPaise.toString()}::bigint)`),
    sql`, `,
  );
  await db.execute(sql`UPDATE table_seats AS s SET chips_paise = v.chips FROM (VALUES ${values}) AS v(id, chips) WHERE s.id = v.id`);
}

export async function markSeatLeft(db: Db, seatId: string): Promise<void> {
  await db.update(tableSeats).set({ status: "left", leftAt: sql`now()` }).where(and(eq(tableSeats.id, seatId), eq(tableSeats.status, "seated")));
}

export async function insertBotSeat(
  db: Db,
  bot: { id: string; tableId: string; seat: number; name: string; chipsPaise: bigint; holdRef: string },
): Promise<SeatRow | undefined> {
  const [row] = await db
    .insert(tableSeats)
    .values({ ...bot, isBot: true, buyInPaise: bot.chipsPaise })
    .onConflictDoNothing()
    .returning();
  return row;
}

// ---- the catalogue, the deal log's rows, closing a table

export type CatalogueRow = typeof schema.tableCatalogue.$inferSelect;
export type CatalogueInsert = typeof schema.tableCatalogue.$inferInsert;
export type DealEventInsert = typeof schema.dealEvents.$inferInsert;

/** Inserts the catalogue rows that are missing (existing ones are kept as operators edited them). */
export async function insertCatalogueRows(db: Db, rows: CatalogueInsert[]): Promise<void> {
  await db.insert(schema.tableCatalogue).values(rows).onConflictDoNothing();
}

/** The active catalogue rows of one mode, by seats then the operator's order. */
export async function activeCatalogueRows(db: Db, rummyType: CatalogueRow["rummyType"], gameType: CatalogueRow["gameType"]): Promise<CatalogueRow[]> {
  const { tableCatalogue } = schema;
  return db
    .select()
    .from(tableCatalogue)
    .where(and(eq(tableCatalogue.rummyType, rummyType), eq(tableCatalogue.gameType, gameType), eq(tableCatalogue.active, true)))
    .orderBy(asc(tableCatalogue.maxPlayers), asc(tableCatalogue.sortOrder));
}

/** Appends deal log rows in one statement. */
export async function insertDealEvents(db: Db, rows: DealEventInsert[]): Promise<void> {
  await db.insert(schema.dealEvents).values(rows);
}

/** Every seated seat of the table leaves, and the table gets its final status. */
export async function closeTableRows(db: Db, tableId: string, status: "closed" | "voided"): Promise<void> {
  await db
    .update(schema.tableSeats)
    .set({ status: "left", leftAt: sql`now()` })
    .where(and(eq(schema.tableSeats.tableId, tableId), eq(schema.tableSeats.status, "seated")));
  await db.update(schema.gameTables).set({ status, closedAt: sql`now()` }).where(eq(schema.gameTables.id, tableId));
}
