import { randomInt, randomUUID } from "node:crypto";
import { schema } from "@rummy/db";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { PlatformContext } from "../../api/context.ts";
import { HttpError } from "../../api/envelope.ts";
import { type CatalogueRow, tablePointOf } from "../tables/catalogue.ts";
import { rupees, type GameType, type RummyType, variantFor, rulesFor } from "../tables/kinds.ts";
import { environmentTableOptions, type TableOptions } from "../tables/options.ts";
import { holdSeat, releaseSeatHold } from "../tables/money.ts";
import { ensureTableRoom } from "../tables/room-control.ts";
import type { SeatRow, TableRow } from "../tables/repository.ts";
import { decksFor } from "@rummy/shared-rules";
import { assertCashAllowedFor } from "./compliance.ts";
import { assertNotInMaintenance } from "./guards.ts";

const { gameTables, tableSeats, users } = schema;

/** What a table is, whether from the catalogue or a private table's creation. */
export interface TableSpec {
  readonly catalogueId: string | null;
  readonly rummyType: RummyType;
  readonly gameType: GameType;
  readonly variantId: string;
  readonly maxPlayers: number;
  readonly decks: number;
  readonly pointValuePaise: bigint;
  readonly entryFeePaise: bigint;
  readonly poolLimit: number | null;
  readonly dealsCount: number | null;
}

export interface SeatTaken {
  readonly table: TableRow;
  readonly seat: SeatRow;
}

export function specOfCatalogue(row: CatalogueRow): TableSpec {
  return { ...row, catalogueId: row.id };
}

/** Checks every join, create and take-seat passes: maintenance, then the cash-play policy. */
export async function assertMayPlay(platform: PlatformContext, userId: string, gameType: GameType): Promise<void> {
  await assertNotInMaintenance(platform);
  if (gameType === "cash") await assertCashAllowedFor(platform, userId);
}

/** The player's live seats, with their tables. */
export async function joinedSeats(platform: PlatformContext, userId: string): Promise<SeatTaken[]> {
  const rows = await platform.db
    .select({ table: gameTables, seat: tableSeats })
    .from(tableSeats)
    .innerJoin(gameTables, eq(gameTables.id, tableSeats.tableId))
    .where(and(eq(tableSeats.userId, userId), eq(tableSeats.status, "seated"), inArray(gameTables.status, ["open", "running"])))
    .orderBy(asc(tableSeats.joinedAt));
  return rows;
}

/**
 * Seats the player at a table of this configuration with a free seat, or opens one. A player
 * already seated at a live table of the same configuration gets that seat back (joining twice is
 * not buying in twice). Points tables take newcomers between deals; pool and deals tables only
 * before their match starts.
 */
export async function joinTable(platform: PlatformContext, userId: string, spec: TableSpec, options: TableOptions): Promise<SeatTaken> {
  await assertMayPlay(platform, userId, spec.gameType);
  const mine = (await joinedSeats(platform, userId)).find((s) => spec.catalogueId !== null && s.table.catalogueId === spec.catalogueId && s.table.privateCode === null);
  if (mine) return mine;
  // Joins of one configuration queue in this process, so a burst fills one table after another
  // instead of racing for the same seat; races between processes still retry on the seat index.
  return serialized(spec.catalogueId ?? userId, async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const table = (await findOpenTable(platform, spec)) ?? (await createTable(platform, spec, options, null, userId));
      const taken = await takeSeat(platform, userId, table);
      if (taken) return taken;
    }
    throw new HttpError(409, "Tables are busy right now. Please try again.", "lobby/busy");
  });
}

const queues = new Map<string, Promise<unknown>>();

function serialized<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const next = previous.then(work, work);
  const tail = next.catch(() => undefined);
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return next;
}

async function findOpenTable(platform: PlatformContext, spec: TableSpec): Promise<TableRow | undefined> {
  if (!spec.catalogueId) return undefined;
  const statuses = spec.rummyType === "point" || spec.rummyType === "point21" ? ["open", "running"] : ["open"];
  const [row] = await platform.db
    .select()
    .from(gameTables)
    .where(
      and(
        eq(gameTables.catalogueId, spec.catalogueId),
        inArray(gameTables.status, statuses as ("open" | "running")[]),
        sql`(select count(*) from ${tableSeats} s where s.table_id = ${gameTables.id} and s.status = 'seated') < ${gameTables.maxPlayers}`,
      ),
    )
    .orderBy(asc(gameTables.createdAt))
    .limit(1);
  return row;
}

export async function createTable(platform: PlatformContext, spec: TableSpec, options: TableOptions, privateCode: string | null, createdBy: string): Promise<TableRow> {
  const [row] = await platform.db
    .insert(gameTables)
    .values({
      catalogueId: spec.catalogueId,
      rummyType: spec.rummyType,
      gameType: spec.gameType,
      variantId: spec.variantId,
      maxPlayers: spec.maxPlayers,
      decks: spec.decks,
      pointValuePaise: spec.pointValuePaise,
      entryFeePaise: spec.entryFeePaise,
      poolLimit: spec.poolLimit,
      dealsCount: spec.dealsCount,
      privateCode,
      createdBy,
      options: { ...environmentTableOptions(platform.config.isProduction), ...options },
    })
    .returning();
  if (!row) throw new Error("table insert returned nothing");
  return row;
}

/**
 * Holds the buy-in, then takes the lowest free seat. A lost race for the seat (the unique index
 * on live seats) releases the hold and returns null so the caller tries again.
 */
async function takeSeat(platform: PlatformContext, userId: string, table: TableRow): Promise<SeatTaken | null> {
  const seats = await platform.db.select().from(tableSeats).where(and(eq(tableSeats.tableId, table.id), eq(tableSeats.status, "seated")));
  const used = new Set(seats.map((s) => s.seat));
  const free = Array.from({ length: table.maxPlayers }, (_, i) => i).find((i) => !used.has(i));
  if (free === undefined) return null;
  const [user] = await platform.db.select({ userName: users.userName, avatar: users.avatar }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new HttpError(401, "Authentication Error, Please try logging again");
  const seatId = randomUUID();
  const holdRef = await holdSeat(platform, table, userId, seatId);
  const [seat] = await platform.db
    .insert(tableSeats)
    .values({ id: seatId, tableId: table.id, seat: free, userId, name: user.userName, avatar: user.avatar, buyInPaise: table.entryFeePaise, chipsPaise: table.entryFeePaise, holdRef })
    .onConflictDoNothing()
    .returning();
  if (!seat) {
    await releaseSeatHold(platform, table, userId, seatId);
    return null;
  }
  await ensureTableRoom(table.id);
  return { table, seat };
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function privateCode(): string {
  return Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
}

/** SPEC.md: a private points table; entry fee 240 x the point value chosen from aPrivateTableRange. */
export async function createPrivateTable(
  platform: PlatformContext,
  userId: string,
  input: { rummyType: "point" | "point21"; gameType: GameType; pointValuePaise: bigint; maxPlayers: number },
  options: TableOptions,
): Promise<SeatTaken> {
  await assertMayPlay(platform, userId, input.gameType);
  const variantId = variantFor(input.rummyType, null);
  const spec: TableSpec = {
    catalogueId: null,
    rummyType: input.rummyType,
    gameType: input.gameType,
    variantId,
    maxPlayers: input.maxPlayers,
    decks: decksFor(rulesFor(variantId), input.maxPlayers),
    pointValuePaise: input.pointValuePaise,
    entryFeePaise: input.pointValuePaise * 240n,
    poolLimit: null,
    dealsCount: null,
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    let table: TableRow;
    try {
      table = await createTable(platform, spec, options, privateCode(), userId);
    } catch (error) {
      if (String(error).includes("game_tables_private_code_key")) continue;
      throw error;
    }
    const taken = await takeSeat(platform, userId, table);
    if (taken) return taken;
  }
  throw new HttpError(409, "Could not create a private table. Please try again.", "lobby/busy");
}

export async function joinPrivateTable(platform: PlatformContext, userId: string, code: string): Promise<SeatTaken> {
  const [table] = await platform.db
    .select()
    .from(gameTables)
    .where(and(eq(gameTables.privateCode, code.toUpperCase()), inArray(gameTables.status, ["open", "running"])))
    .limit(1);
  if (!table) throw new HttpError(404, "Invalid private table code.", "lobby/private_not_found");
  await assertMayPlay(platform, userId, table.gameType);
  const mine = (await joinedSeats(platform, userId)).find((s) => s.table.id === table.id);
  if (mine) return mine;
  const taken = await takeSeat(platform, userId, table);
  if (!taken) throw new HttpError(409, "This private table is full.", "lobby/table_full");
  return taken;
}

/** SPEC.md's joined-game row. */
export function joinedGame(s: SeatTaken) {
  return {
    _id: s.table.id,
    iTableId: s.table.id,
    eRummyType: s.table.rummyType,
    eGameType: s.table.gameType,
    nMaxPlayer: s.table.maxPlayers,
    nTablePoint: tablePointOf(s.table),
    nTableFee: rupees(s.table.entryFeePaise),
    nChips: rupees(s.seat.chipsPaise),
    sPrivateCode: s.table.privateCode ?? "",
    iTournamentId: null,
  };
}
