import { randomInt } from "node:crypto";
import type { Platform } from "../../platform/ports.ts";
import { isPointsType } from "../tables/kinds.ts";
import type { TableOptions } from "../tables/options.ts";
import type { TableRow } from "../tables/repository.ts";
import { linkedAmong } from "../fairplay/repository.ts";
import { chooseSeat } from "../fairplay/seat-choice.ts";
import { lobbyRefusal } from "./errors.ts";
import { claimSeats, tablesWithFreeSeats } from "./repository.ts";
import { createTable, type TableSpec } from "./table-spec.ts";

/** What picking seats needs of the platform: the database, and what opening a table needs. */
export type SeatPickPorts = Pick<Platform, "db" | "config">;

export interface SeatPick {
  readonly table: TableRow;
  readonly seat: number;
}

export interface WaitingJoin {
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

/** How many of the first free seats a join that lost a claim race chooses among: a six-seat table's worth. */
const SPREAD_AFTER_LOSS = 6;

/** Joins waiting for a pick, by configuration, and the configurations being picked for now. */
const waiting = new Map<string, QueuedJoin[]>();

const picking = new Set<string>();

/**
 * The seat this join takes, claimed. Joins of one configuration are picked for together: every
 * join that arrives while a pick runs waits for the next one, which reads the open tables once and
 * seats all of them (a burst fills one table after another with one query, not one query each).
 */
export function pickSeat(ports: SeatPickPorts, join: WaitingJoin): Promise<SeatPick> {
  const key = join.spec.catalogueId ?? join.userId;
  return new Promise((resolve, reject) => {
    waiting.set(key, [...(waiting.get(key) ?? []), { ...join, lost: 0, resolve, reject }]);
    if (!picking.has(key)) void pickWaiting(ports, key);
  });
}

async function pickWaiting(ports: SeatPickPorts, key: string): Promise<void> {
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
async function pickFor(ports: SeatPickPorts, joins: readonly QueuedJoin[]): Promise<QueuedJoin[]> {
  const { spec } = joins[0]!;
  const open: { table: TableRow | null; id: string; maxPlayers: number; takenSeats: number[]; users: string[] }[] = (await openTables(ports, spec)).map(({ table, taken }) => ({
    table,
    id: table.id,
    maxPlayers: table.maxPlayers,
    takenSeats: [...taken.keys()],
    users: [...taken.values()],
  }));
  const joiners = joins.map((j) => j.userId);
  // Fair play: a cash table where an account linked to the joiner sits, is claimed or is being seated now is passed over.
  const linked =
    spec.gameType === "cash"
      ? await Promise.all(joins.map(async (j) => new Set((await linkedAmong(ports.db, j.userId, [...open.flatMap((t) => t.users), ...joiners].filter((u) => u !== j.userId))).keys())))
      : joins.map(() => new Set<string>());
  // Seats are chosen first, a table still to open standing for each one the joins need; those
  // tables are then opened together. Opened one after another, as the joins were gone through,
  // a burst that needed several new tables waited an insert each.
  const opening: { id: string; join: QueuedJoin }[] = [];
  const choices: { join: QueuedJoin; tableId: string; seat: number }[] = [];
  for (const [i, join] of joins.entries()) {
    let choice = chooseSeat(open.filter((t) => !join.skip.has(t.id)), linked[i]!, join.lost > 0 ? randomInt(SPREAD_AFTER_LOSS) : 0);
    if (!choice) {
      const id = `opening:${opening.length}`;
      opening.push({ id, join });
      open.push({ table: null, id, maxPlayers: spec.maxPlayers, takenSeats: [], users: [] });
      choice = { tableId: id, seat: 0 };
    }
    const at = open.find((t) => t.id === choice.tableId)!;
    at.takenSeats.push(choice.seat);
    at.users.push(join.userId);
    choices.push({ join, ...choice });
  }
  const opened = await Promise.all(opening.map((o) => createTable(ports, spec, o.join.options, null, o.join.userId)));
  opening.forEach((o, k) => (open.find((t) => t.id === o.id)!.table = opened[k]!));
  const chosen = choices.map((c) => ({ join: c.join, table: open.find((t) => t.id === c.tableId)!.table!, seat: c.seat }));
  const claimed = new Set((await claimSeats(ports.db, chosen.map((c) => ({ tableId: c.table.id, seat: c.seat, userId: c.join.userId })))).map((c) => `${c.tableId}/${c.seat}`));
  const lost: QueuedJoin[] = [];
  for (const c of chosen) {
    if (claimed.has(`${c.table.id}/${c.seat}`)) c.join.resolve({ table: c.table, seat: c.seat });
    else lost.push(c.join);
  }
  return lost;
}

/** Live tables of the configuration with a free seat, oldest first, with who sits in (or has claimed) which seat. */
async function openTables(ports: Pick<SeatPickPorts, "db">, spec: TableSpec): Promise<{ table: TableRow; taken: Map<number, string> }[]> {
  if (!spec.catalogueId) return [];
  const statuses = isPointsType(spec.rummyType) ? ["open", "running"] : ["open"];
  const rows = await tablesWithFreeSeats(ports.db, spec.catalogueId, statuses as ("open" | "running")[]);
  // A practice bot has no user id; its seat is still taken (an empty name links no one).
  return rows.map((r) => ({ table: r.table, taken: new Map(r.taken.map((s) => [Number(s.seat), s.user ?? ""])) }));
}
