import type { Db } from "@rummy/db";
import { decksFor } from "@rummy/shared-rules";
import type { TournamentSnapshot } from "@rummy/shared-rules/contract/room";
import { rulesFor, type RummyType } from "../tables/kinds.ts";
import type { TableOptions } from "../tables/options.ts";
import type { TableRow } from "../tables/repository.ts";
import { findTournament, insertTablesWithSeats, roundCounts, roundsOf, seatNamesOf, type RoundRow, type TournamentRow } from "./repository.ts";
import { seatCounts } from "./seating.ts";

/**
 * Round tables as table rooms (game-server/TOURNAMENTS.md "Round tables"): a round table is a
 * `game_tables` row of the tournament table kind (tournament, round, table no) with one seat row
 * per seated player, written by the director in the transaction that draws the round, so the
 * same `TableRoom` plays it as any pool or deals table. No wallet is involved: the entry was paid
 * to the tournament, so a seat has no buy-in and the match pays no prize; it reports its
 * finishing order to the director instead (`recordTableResult`).
 */

/** Round N's settings: its own row, or the last round defined (knock-out rounds repeat it until the final). */
export function roundSettings(rounds: readonly RoundRow[], roundNo: number): Pick<RoundRow, "variantId" | "dealsPerRound" | "qualifiersPerTable"> {
  const row = rounds.find((r) => r.roundNo === roundNo) ?? rounds.at(-1);
  return { variantId: row?.variantId ?? "deals", dealsPerRound: row?.dealsPerRound ?? 2, qualifiersPerTable: row?.qualifiersPerTable ?? 1 };
}

/** The lobby mode a round's variant is played as: deals (best of N) or pool 101/201 (knock-out). */
function modeOf(variantId: string): { rummyType: RummyType; poolLimit: number | null } {
  if (variantId === "pool101") return { rummyType: "pool", poolLimit: 101 };
  if (variantId === "pool201") return { rummyType: "pool", poolLimit: 201 };
  if (variantId === "deals") return { rummyType: "deal", poolLimit: null };
  throw new Error(`round variant ${variantId} is not a tournament variant (deals, pool101, pool201)`);
}

export interface DrawnTable {
  readonly tableNo: number;
  readonly tableId: string;
  readonly players: readonly string[];
}

/**
 * Writes the round's tables as game tables with their seats (in the draw's transaction `tx`).
 * Each table seats exactly its players (2 to 6), seat i for the i-th drawn player; chips and
 * buy-in are 0 (the deals match keeps its own chips, reset every round).
 */
export async function insertRoundTables(tx: Db, t: TournamentRow, roundNo: number, round: ReturnType<typeof roundSettings>, tables: readonly DrawnTable[], options: TableOptions): Promise<void> {
  if (tables.length === 0) return;
  const { rummyType, poolLimit } = modeOf(round.variantId);
  const rules = rulesFor(round.variantId);
  const userIds = tables.flatMap((x) => [...x.players]);
  // Bot entries (TOURNAMENTS.md "Bots") have no users row: their seat is a bot seat under their label.
  const { users, bots } = await seatNamesOf(tx, t.id, userIds);
  const botNames = new Map(bots.map((b) => [b.id, b.name ?? "Bot"]));
  const byId = new Map(users.map((u) => [u.id, u]));
  await insertTablesWithSeats(
    tx,
    tables.map((x) => ({
      id: x.tableId,
      rummyType,
      gameType: t.entryKind === "cash" ? ("cash" as const) : ("practice" as const),
      variantId: round.variantId,
      maxPlayers: x.players.length,
      decks: decksFor(rules, x.players.length),
      pointValuePaise: 0n,
      entryFeePaise: 0n,
      poolLimit,
      dealsCount: rummyType === "deal" ? round.dealsPerRound : null,
      options,
      tournamentId: t.id,
      roundNo,
      tableNo: x.tableNo,
    })),
    tables.flatMap((x) =>
      x.players.map((userId, seat) => ({ tableId: x.tableId, seat, userId, isBot: botNames.has(userId), name: botNames.get(userId) ?? byId.get(userId)?.name ?? "player", avatar: byId.get(userId)?.avatar ?? "", buyInPaise: 0n, chipsPaise: 0n })),
    ),
  );
}

/**
 * How many rounds a knock-out of `entrants` players plays from round `fromRound` on (pure): each
 * round seats them as the director does, the top K of every table (and the byes) go on, until one
 * table with no byes is left (the final). A player count alone fixes the table sizes.
 */
export function roundsToPlay(entrants: number, seatsPerTable: number, qualifiersFor: (roundNo: number) => number, fromRound = 1): number {
  let players = entrants;
  let roundNo = fromRound;
  for (let guard = 0; guard < 64; guard++, roundNo++) {
    const seating = seatCounts(players, seatsPerTable);
    if (seating.tables.length <= 1 && seating.byes === 0) return roundNo;
    const k = qualifiersFor(roundNo);
    const next = seating.byes + seating.tables.reduce((n, size) => n + Math.min(k, size - 1), 0);
    if (next <= 1) return roundNo;
    players = next;
  }
  return roundNo;
}

/** What a round table shows of its tournament (PROTOCOL.md "State": `tournament`). */
export interface TournamentTableInfo extends TournamentSnapshot {
  /** The round has one table and no byes: its finishing order ranks the top places. */
  readonly final: boolean;
}

/** A round's facts, the same for each of its tables (the table number aside). */
type RoundInfo = Omit<TournamentTableInfo, "tableNo">;

/**
 * Round facts by `tournament:round`, for a minute: they are fixed once the round is drawn (and no
 * room opens before), and each of a round's rooms (167 in a 1,000-player round 1) opens with
 * them, so a process reads them once a round instead of four queries per room.
 */
const roundInfos = new Map<string, { readonly at: number; readonly info: Promise<RoundInfo | null> }>();
const ROUND_INFO_MS = 60_000;

/** The tournament facts of a round table, or null for any other table. */
export async function tournamentTableInfo(db: Db, table: TableRow): Promise<TournamentTableInfo | null> {
  if (!table.tournamentId || table.roundNo === null || table.tableNo === null) return null;
  const key = `${table.tournamentId}:${table.roundNo}`;
  const now = Date.now();
  let known = roundInfos.get(key);
  if (!known || now - known.at > ROUND_INFO_MS) {
    for (const [k, v] of roundInfos) if (now - v.at > ROUND_INFO_MS) roundInfos.delete(k);
    const entry = { at: now, info: roundInfo(db, table.tournamentId, table.roundNo) };
    entry.info.catch(() => roundInfos.get(key) === entry && roundInfos.delete(key));
    roundInfos.set(key, entry);
    known = entry;
  }
  const info = await known.info;
  return info && { ...info, tableNo: table.tableNo };
}

async function roundInfo(db: Db, tournamentId: string, roundNo: number): Promise<RoundInfo | null> {
  const t = await findTournament(db, tournamentId);
  if (!t) return null;
  const rounds = await roundsOf(db, [t.id]);
  const round = roundSettings(rounds, roundNo);
  const here = await roundCounts(db, t.id, roundNo);
  const byes = here.byes;
  const entrants = (here.seated ?? 0) + byes;
  return {
    id: t.id,
    name: t.name,
    round: roundNo,
    rounds: roundsToPlay(entrants, t.seatsPerTable, (n) => roundSettings(rounds, n).qualifiersPerTable, roundNo),
    deals: round.dealsPerRound,
    qualifiers: round.qualifiersPerTable,
    final: here.tables === 1 && byes === 0,
  };
}
