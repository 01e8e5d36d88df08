import { createHash } from "node:crypto";

/** One round's seating: tables in order (each a list of user ids in seat order) and the byes. */
export interface Seating {
  readonly tables: string[][];
  /** Players who go on to the next round without a table: only an odd count at two-seat tables. */
  readonly byes: string[];
}

/** The draw order: each player's place is a hash of the round's seed and their id, so a rerun draws the same. */
function drawOrder(players: readonly string[], seedHex: string): string[] {
  const key = (id: string) => createHash("sha256").update(`${seedHex}:${id}`).digest("hex");
  return [...players].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka < kb ? -1 : ka > kb ? 1 : a < b ? -1 : 1;
  });
}

/**
 * Seats a round (pure; game-server/TOURNAMENTS.md "Seating"): as few tables as `seatsPerTable`
 * allows, sizes within one seat of each other and never below two. Only two-seat tables with an
 * odd count leave a player over; that player (drawn like the rest) has a bye. The players are
 * ordered by the seeded draw and dealt round the tables in turn, so who sits where depends only
 * on the seed stored with the round and the set of players, never on their order in a query.
 */
export function seatRound(players: readonly string[], seatsPerTable: number, seedHex: string): Seating {
  if (!Number.isInteger(seatsPerTable) || seatsPerTable < 2 || seatsPerTable > 6) throw new Error(`seats per table ${seatsPerTable} is not 2..6`);
  const order = drawOrder(players, seedHex);
  const byes = seatsPerTable === 2 && order.length % 2 === 1 ? order.splice(order.length - 1, 1) : [];
  if (order.length < 2) return { tables: [], byes: [...byes, ...order] };
  const count = Math.ceil(order.length / seatsPerTable);
  const tables: string[][] = Array.from({ length: count }, () => []);
  order.forEach((id, i) => tables[i % count]!.push(id));
  return { tables, byes };
}
