import { createHash } from "node:crypto";

/** One round's seating: tables in order (each a list of user ids in seat order) and the byes. */
export interface Seating {
  readonly tables: string[][];
  /** Players who go on to the next round without a table: only an odd count at two-seat tables. */
  readonly byes: string[];
  /** Pairs of `avoid` left at one table because no swap could part them (absent when there are none). */
  readonly unavoidable?: [string, string][];
}

/** Two players who must not share a table (fair play: linked accounts, services/fairplay). */
export type AvoidPair = readonly [string, string];

/** The draw order: each player's place is a hash of the round's seed and their id, so a rerun draws the same. */
function drawOrder(players: readonly string[], seedHex: string): string[] {
  // Each key hashed once (not twice per comparison): 1,000 players cost 1,000 hashes, not ~20,000.
  const keyed = players.map((id) => ({ id, key: createHash("sha256").update(`${seedHex}:${id}`).digest("hex") }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id < b.id ? -1 : 1));
  return keyed.map((x) => x.id);
}

/**
 * Seats a round (pure; game-server/TOURNAMENTS.md "Seating"): as few tables as `seatsPerTable`
 * allows, sizes within one seat of each other and never below two. Only two-seat tables with an
 * odd count leave a player over; that player (drawn like the rest) has a bye. The players are
 * ordered by the seeded draw and dealt round the tables in turn, so who sits where depends only
 * on the seed stored with the round and the set of players, never on their order in a query.
 */
export function seatRound(players: readonly string[], seatsPerTable: number, seedHex: string, avoid: readonly AvoidPair[] = []): Seating {
  if (!Number.isInteger(seatsPerTable) || seatsPerTable < 2 || seatsPerTable > 6) throw new Error(`seats per table ${seatsPerTable} is not 2..6`);
  const order = drawOrder(players, seedHex);
  const byes = seatsPerTable === 2 && order.length % 2 === 1 ? order.splice(order.length - 1, 1) : [];
  if (order.length < 2) return { tables: [], byes: [...byes, ...order] };
  const count = Math.ceil(order.length / seatsPerTable);
  const tables: string[][] = Array.from({ length: count }, () => []);
  order.forEach((id, i) => tables[i % count]!.push(id));
  if (avoid.length === 0) return { tables, byes };
  const unavoidable = separate(tables, avoid);
  return unavoidable.length > 0 ? { tables, byes, unavoidable } : { tables, byes };
}

/**
 * The shape of `seatRound`'s seating from the player count alone (pure, no draw): table sizes in
 * table order and how many byes. What a knock-out's round count needs, at no hashing cost.
 */
export function seatCounts(players: number, seatsPerTable: number): { tables: number[]; byes: number } {
  const byes = seatsPerTable === 2 && players % 2 === 1 ? 1 : 0;
  const seated = players - byes;
  if (seated < 2) return { tables: [], byes: players };
  const count = Math.ceil(seated / seatsPerTable);
  return { tables: Array.from({ length: count }, (_, i) => Math.floor(seated / count) + (i < seated % count ? 1 : 0)), byes };
}

/**
 * Parts the avoided pairs by swapping players between tables (table sizes never change): for
 * each pair sharing a table, the first player of another table (in table and seat order) who can
 * take the second one's place without meeting anyone they must avoid, while the one moved meets
 * no one to avoid at the other table. Every swap removes at least one shared pair and adds none,
 * so it ends; what cannot be parted is returned. Deterministic, like the draw.
 */
function separate(tables: string[][], avoid: readonly AvoidPair[]): [string, string][] {
  const banned = new Map<string, Set<string>>();
  for (const [a, b] of avoid) {
    if (a === b) continue;
    banned.set(a, (banned.get(a) ?? new Set()).add(b));
    banned.set(b, (banned.get(b) ?? new Set()).add(a));
  }
  const clashes = (id: string, table: readonly string[], except: string) => table.some((other) => other !== except && other !== id && banned.get(id)?.has(other));
  const unavoidable: [string, string][] = [];
  const stuck = new Set<string>();
  for (let guard = 0; guard < 10_000; guard++) {
    const clash = findClash(tables, banned, stuck);
    if (!clash) break;
    const [t, a, b] = clash;
    const home = tables[t]!;
    let swapped = false;
    for (const mover of [b, a]) {
      for (let u = 0; u < tables.length && !swapped; u++) {
        const away = tables[u]!;
        if (u === t) continue;
        for (let j = 0; j < away.length; j++) {
          const c = away[j]!;
          if (clashes(mover, away, c) || clashes(c, home, mover)) continue;
          home[home.indexOf(mover)] = c;
          away[j] = mover;
          swapped = true;
          break;
        }
      }
      if (swapped) break;
    }
    if (!swapped) {
      stuck.add(`${a}|${b}`);
      unavoidable.push([a, b]);
    }
  }
  return unavoidable;
}

function findClash(tables: readonly string[][], banned: ReadonlyMap<string, ReadonlySet<string>>, stuck: ReadonlySet<string>): [number, string, string] | undefined {
  for (let t = 0; t < tables.length; t++) {
    const table = tables[t]!;
    for (let i = 0; i < table.length; i++) {
      for (let j = i + 1; j < table.length; j++) {
        const a = table[i]!;
        const b = table[j]!;
        if (banned.get(a)?.has(b) && !stuck.has(`${a}|${b}`)) return [t, a, b];
      }
    }
  }
  return undefined;
}
