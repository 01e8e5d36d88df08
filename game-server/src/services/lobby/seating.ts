import { randomInt, randomUUID } from "node:crypto";
import type { Platform } from "../../platform/ports.ts";
import { tablePointOf } from "../tables/catalogue.ts";
import type { CatalogueRow } from "../tables/repository.ts";
import { isPointsType, rupees, type GameType, type RummyType, variantFor, rulesFor } from "../tables/kinds.ts";
import { environmentTableOptions, type TableOptions } from "../tables/options.ts";
import { holdSeat, releaseSeatHold, TableClosed } from "../tables/stakes.ts";
import { ensureTableRoom } from "../tables/room-control.ts";
import type { SeatRow, TableRow } from "../tables/repository.ts";
import { decksFor } from "@rummy/shared-rules";
import { assertCashAllowedFor } from "./compliance.ts";
import { assertNotInMaintenance } from "./guards.ts";
import { assertPlayAllowed } from "../responsible/gate.ts";
import { assertNoLinkedPlayerAt } from "../fairplay/linked.ts";
import { linkedAmong } from "../fairplay/repository.ts";
import { chooseSeat } from "../fairplay/seat-choice.ts";
import { FairPlayError } from "../fairplay/errors.ts";
import { lobbyRefusal } from "./errors.ts";
import { claimSeats, insertSeatIfFree, insertTable, liveSeatsOf, privateTableByCode, releaseSeatClaim, seatedSeatNumbers, seatNameOf, tablesWithFreeSeats } from "./repository.ts";

/** What seating needs of the platform: the database, the clock the play gates are read against, and the config's test table options. */
export type LobbySeatingPorts = Pick<Platform, "db" | "clock" | "config">;

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

/**
 * Checks every join, create and take-seat passes: maintenance, the cash-play policy, then the
 * player's own limits and exclusions (responsible play: cash and practice alike).
 */
export async function assertMayPlay(ports: LobbySeatingPorts, userId: string, gameType: GameType): Promise<void> {
  await assertNotInMaintenance(ports);
  if (gameType === "cash") await assertCashAllowedFor(ports, userId);
  await assertPlayAllowed(ports.db, userId, ports.clock.now(), gameType === "cash" ? "cash" : "practice");
}

/** The player's live seats, with their tables. */
export async function joinedSeats(ports: Pick<LobbySeatingPorts, "db">, userId: string): Promise<SeatTaken[]> {
  return liveSeatsOf(ports.db, userId);
}

/**
 * Seats the player at a table of this configuration with a free seat, or opens one. A player
 * already seated at a live table of the same configuration gets that seat back (joining twice is
 * not buying in twice). Points tables take newcomers between deals; pool and deals tables only
 * before their match starts.
 */
export async function joinTable(ports: LobbySeatingPorts, userId: string, spec: TableSpec, options: TableOptions): Promise<SeatTaken> {
  await assertMayPlay(ports, userId, spec.gameType);
  const mine = (await joinedSeats(ports, userId)).find((s) => spec.catalogueId !== null && s.table.catalogueId === spec.catalogueId && s.table.privateCode === null);
  if (mine) return mine;
  const user = await seatedName(ports, userId);
  const closing = new Set<string>();
  for (let attempt = 0; attempt < 10; attempt++) {
    // The pick claims its seat in the database (seat_claims), so other joins, of this process or
    // another, pick around it while the wallet hold and the seat insert run. A lost race for the
    // seat index still retries; a table found closing is skipped.
    const pick = await pickSeat(ports, { spec, options, userId, skip: closing });
    try {
      const taken = await takeSeat(ports, userId, user, pick.table, pick.seat);
      if (taken) return taken;
    } catch (error) {
      if (!(error instanceof TableClosed)) throw error;
      closing.add(pick.table.id);
    } finally {
      // A claim left behind (the database unreachable just now) lapses on its own.
      await releaseSeatClaim(ports.db, { tableId: pick.table.id, seat: pick.seat, userId }).catch(() => undefined);
    }
  }
  throw lobbyRefusal("lobby/busy");
}

interface SeatPick {
  readonly table: TableRow;
  readonly seat: number;
}

interface WaitingJoin {
  readonly spec: TableSpec;
  readonly options: TableOptions;
  readonly userId: string;
  /** Tables found closing: not picked again. */
  readonly skip: ReadonlySet<string>;
}

interface QueuedJoin extends WaitingJoin {
  /** Picks whose claim another join won first. */
  lost: number;
  resolve(pick: SeatPick): void;
  reject(error: unknown): void;
}

/** Joins waiting for a pick, by configuration, and the configurations being picked for now. */
const waiting = new Map<string, QueuedJoin[]>();
const picking = new Set<string>();

/**
 * The seat this join takes, claimed. Joins of one configuration are picked for together: every
 * join that arrives while a pick runs waits for the next one, which reads the open tables once and
 * seats all of them (a burst fills one table after another with one query, not one query each).
 */
function pickSeat(ports: LobbySeatingPorts, join: WaitingJoin): Promise<SeatPick> {
  const key = join.spec.catalogueId ?? join.userId;
  return new Promise((resolve, reject) => {
    waiting.set(key, [...(waiting.get(key) ?? []), { ...join, lost: 0, resolve, reject }]);
    if (!picking.has(key)) void pickWaiting(ports, key);
  });
}

async function pickWaiting(ports: LobbySeatingPorts, key: string): Promise<void> {
  picking.add(key);
  try {
    for (let joins = waiting.get(key); joins && joins.length > 0; joins = waiting.get(key)) {
      waiting.delete(key);
      try {
        const lost = await pickFor(ports, joins);
        for (const j of lost) j.lost += 1;
        for (const j of lost.filter((l) => l.lost >= 10)) j.reject(lobbyRefusal("lobby/busy"));
        const again = lost.filter((j) => j.lost < 10);
        if (again.length > 0) waiting.set(key, [...again, ...(waiting.get(key) ?? [])]);
      } catch (error) {
        for (const j of joins) j.reject(error);
      }
    }
  } finally {
    picking.delete(key);
  }
}

/**
 * Seats each join at the oldest live table of the configuration with a seat neither taken nor
 * claimed, or at a table opened for it, and claims those seats in one statement. Resolves the
 * joins whose claims held; returns the ones another process claimed first, to be picked again.
 */
async function pickFor(ports: LobbySeatingPorts, joins: readonly QueuedJoin[]): Promise<QueuedJoin[]> {
  const { spec } = joins[0]!;
  const open = (await openTables(ports, spec)).map(({ table, taken }) => ({ table, id: table.id, maxPlayers: table.maxPlayers, takenSeats: [...taken.keys()], users: [...taken.values()] }));
  const joiners = joins.map((j) => j.userId);
  // Fair play: a cash table where an account linked to the joiner sits, is claimed or is being seated now is passed over.
  const linked =
    spec.gameType === "cash"
      ? await Promise.all(joins.map(async (j) => new Set((await linkedAmong(ports.db, j.userId, [...open.flatMap((t) => t.users), ...joiners].filter((u) => u !== j.userId))).keys())))
      : joins.map(() => new Set<string>());
  const chosen: { join: QueuedJoin; table: TableRow; seat: number }[] = [];
  for (const [i, join] of joins.entries()) {
    let choice = chooseSeat(open.filter((t) => !join.skip.has(t.id)), linked[i]!);
    if (!choice) {
      const table = await createTable(ports, spec, join.options, null, join.userId);
      open.push({ table, id: table.id, maxPlayers: table.maxPlayers, takenSeats: [], users: [] });
      choice = { tableId: table.id, seat: 0 };
    }
    const at = open.find((t) => t.id === choice.tableId)!;
    at.takenSeats.push(choice.seat);
    at.users.push(join.userId);
    chosen.push({ join, table: at.table, seat: choice.seat });
  }
  const claimed = new Set((await claimSeats(ports.db, chosen.map((c) => ({ tableId: c.table.id, seat: c.seat, userId: c.join.userId })))).map((c) => `${c.tableId}/${c.seat}`));
  const lost: QueuedJoin[] = [];
  for (const c of chosen) {
    if (claimed.has(`${c.table.id}/${c.seat}`)) c.join.resolve({ table: c.table, seat: c.seat });
    else lost.push(c.join);
  }
  return lost;
}

/** Live tables of the configuration with a free seat, oldest first, with who sits in (or has claimed) which seat. */
async function openTables(ports: Pick<LobbySeatingPorts, "db">, spec: TableSpec): Promise<{ table: TableRow; taken: Map<number, string> }[]> {
  if (!spec.catalogueId) return [];
  const statuses = isPointsType(spec.rummyType) ? ["open", "running"] : ["open"];
  const rows = await tablesWithFreeSeats(ports.db, spec.catalogueId, statuses as ("open" | "running")[]);
  // A practice bot has no user id; its seat is still taken (an empty name links no one).
  return rows.map((r) => ({ table: r.table, taken: new Map(r.taken.map((s) => [Number(s.seat), s.user ?? ""])) }));
}

export async function createTable(ports: Pick<LobbySeatingPorts, "db" | "config">, spec: TableSpec, options: TableOptions, privateCode: string | null, createdBy: string): Promise<TableRow> {
  return insertTable(ports.db, {
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
    options: { ...environmentTableOptions(ports.config.testTableOptions, spec.gameType), ...options },
  });
}

/** The name and avatar a seat shows. */
async function seatedName(ports: Pick<LobbySeatingPorts, "db">, userId: string): Promise<{ userName: string; avatar: string }> {
  const user = await seatNameOf(ports.db, userId);
  if (!user) throw lobbyRefusal("lobby/unknown_player");
  return user;
}

/** The lowest free seat of a table (private tables: no queue, the seat index settles races). */
async function freeSeat(ports: Pick<LobbySeatingPorts, "db">, table: TableRow): Promise<number | undefined> {
  const used = new Set(await seatedSeatNumbers(ports.db, table.id));
  return Array.from({ length: table.maxPlayers }, (_, i) => i).find((i) => !used.has(i));
}

/**
 * Holds the buy-in, then takes the seat. A lost race for the seat (the unique index on live
 * seats) releases the hold and returns null so the caller tries again.
 */
async function takeSeat(ports: Pick<LobbySeatingPorts, "db">, userId: string, user: { userName: string; avatar: string }, table: TableRow, seat: number): Promise<SeatTaken | null> {
  const seatId = randomUUID();
  const holdRef = await holdSeat(ports, table, userId, seatId);
  const row = await insertSeatIfFree(ports.db, { id: seatId, tableId: table.id, seat, userId, name: user.userName, avatar: user.avatar, buyInPaise: table.entryFeePaise, chipsPaise: table.entryFeePaise, holdRef });
  if (!row) {
    await releaseSeatHold(ports, table, userId, seatId);
    return null;
  }
  await ensureTableRoom(table.id);
  return { table, seat: row };
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function privateCode(): string {
  return Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
}

/** SPEC.md: a private points table; entry fee 240 x the point value chosen from aPrivateTableRange. */
export async function createPrivateTable(
  ports: LobbySeatingPorts,
  userId: string,
  input: { rummyType: "point" | "point21"; gameType: GameType; pointValuePaise: bigint; maxPlayers: number },
  options: TableOptions,
): Promise<SeatTaken> {
  await assertMayPlay(ports, userId, input.gameType);
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
      table = await createTable(ports, spec, options, privateCode(), userId);
    } catch (error) {
      if (String(error).includes("game_tables_private_code_key")) continue;
      throw error;
    }
    const taken = await takeSeat(ports, userId, await seatedName(ports, userId), table, 0);
    if (taken) return taken;
  }
  throw lobbyRefusal("lobby/busy", "private_table");
}

export async function joinPrivateTable(ports: LobbySeatingPorts, userId: string, code: string): Promise<SeatTaken> {
  const table = await privateTableByCode(ports.db, code.toUpperCase());
  if (!table) throw lobbyRefusal("lobby/private_not_found");
  await assertMayPlay(ports, userId, table.gameType);
  const mine = (await joinedSeats(ports, userId)).find((s) => s.table.id === table.id);
  if (mine) return mine;
  if (table.gameType === "cash") await refuseLinkedPair(ports, userId, table.id);
  const user = await seatedName(ports, userId);
  for (let attempt = 0; attempt < 3; attempt++) {
    const seat = await freeSeat(ports, table);
    if (seat === undefined) break;
    try {
      const taken = await takeSeat(ports, userId, user, table, seat);
      if (taken) return taken;
    } catch (error) {
      if (error instanceof TableClosed) throw lobbyRefusal("lobby/private_not_found");
      throw error;
    }
  }
  throw lobbyRefusal("lobby/table_full");
}

/** Fair play: a private cash table refuses a player linked to someone already seated at it. */
async function refuseLinkedPair(ports: Pick<LobbySeatingPorts, "db">, userId: string, tableId: string): Promise<void> {
  try {
    await assertNoLinkedPlayerAt(ports.db, userId, tableId);
  } catch (error) {
    if (error instanceof FairPlayError) throw lobbyRefusal("fairplay/linked_at_table");
    throw error;
  }
}

/** SPEC.md's joined-game row; a tournament round table is `eGameType: "tournament"` with its `iTournamentId`. */
export function joinedGame(s: SeatTaken) {
  return {
    _id: s.table.id,
    iTableId: s.table.id,
    eRummyType: s.table.rummyType,
    eGameType: s.table.tournamentId ? ("tournament" as const) : s.table.gameType,
    nMaxPlayer: s.table.maxPlayers,
    nTablePoint: tablePointOf(s.table),
    nTableFee: rupees(s.table.entryFeePaise),
    nChips: rupees(s.seat.chipsPaise),
    sPrivateCode: s.table.privateCode ?? "",
    iTournamentId: s.table.tournamentId,
  };
}
