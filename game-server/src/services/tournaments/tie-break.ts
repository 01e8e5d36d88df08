import type { Db } from "@rummy/db";
import { findRun, tablesOfRound, type RoundTableRow } from "./director-repository.ts";
import { roundsOf } from "./repository.ts";
import { isFinalRound, roundOutcome, tableTieBreaks, type RoundOutcome, type Standing, type TieBreakNeed } from "./round-result.ts";
import { findRoundTable, insertTieBreaks, tieBreaksOfRound, tieBreaksOfTable, writeTieBreakResult, type TieBreakRow } from "./tie-break-repository.ts";

/**
 * Tie-breaker deals (game-server/TOURNAMENTS.md "Tie-breaker deals"). The rules break a tie at a
 * table's qualifying cut (and any tie at the final table) with one more deal among the tied
 * players, never with a coin. The need is a pure function of the table's reported result
 * (`round-result.ts`), recorded once per tied group (`tournament_tie_breaks`) by whoever computes
 * it first (the room right after its report, or the director when the round's tables are all in);
 * the room plays the deal and reports its finishing order with `recordTieBreakResult`; the
 * director's next pass closes the round with that order.
 */
export type { TieBreakRow };

type Decided = Extract<RoundOutcome, { ok: true }>;

function needRows(tournamentId: string, roundNo: number, tables: readonly RoundTableRow[], needs: readonly TieBreakNeed[]) {
  return needs.flatMap((n) => {
    const table = tables.find((x) => x.tableNo === n.tableNo);
    return table ? [{ tournamentId, roundNo, tableNo: n.tableNo, rank: n.rank, tableId: table.tableId, players: n.userIds }] : [];
  });
}

/** The decided orders of each table's tie-breaker deals, best rank first. */
function ordersByTable(rows: readonly TieBreakRow[]): Map<number, string[][]> {
  const orders = new Map<number, string[][]>();
  for (const row of rows) {
    if (!row.result) continue;
    orders.set(row.tableNo, [...(orders.get(row.tableNo) ?? []), row.result as string[]]);
  }
  return orders;
}

/**
 * The director's decision on a round whose tables have all reported: the outcome with every
 * decided tie-breaker deal applied, or undefined while a tie still waits for its deal (each such
 * tie is recorded, once, for the room to play).
 */
export async function decideRound(
  db: Db,
  run: { tournamentId: string; roundNo: number; byes: unknown },
  tables: readonly RoundTableRow[],
  qualifiersPerTable: number,
): Promise<Decided | undefined> {
  const orders = ordersByTable(await tieBreaksOfRound(db, run.tournamentId, run.roundNo));
  const reports = tables.map((x) => ({ tableNo: x.tableNo, standings: x.result as Standing[], tieBreaks: orders.get(x.tableNo) ?? [] }));
  const outcome = roundOutcome(reports, run.byes as string[], qualifiersPerTable);
  if (outcome.ok) return outcome;
  await insertTieBreaks(db, needRows(run.tournamentId, run.roundNo, tables, outcome.tieBreaks));
  return undefined;
}

/**
 * The tie-breaker deals a round table owes, found by the round table's id (or a deal table's own
 * id): recorded from its reported result if nobody has yet, then returned, decided ones with their
 * `result`. Empty before the table reports and when it has no tie that counts. A room calls this
 * right after `recordTableResult` and plays a deal for each row whose `result` is null.
 */
export async function tieBreaksOf(db: Db, tableId: string): Promise<TieBreakRow[]> {
  const table = await findRoundTable(db, tableId);
  if (table?.result) {
    const run = await findRun(db, table.tournamentId, table.roundNo);
    const rounds = await roundsOf(db, [table.tournamentId]);
    // Round N's settings: its own row, or the last round defined (knock-out rounds repeat it).
    const k = (rounds.find((r) => r.roundNo === table.roundNo) ?? rounds.at(-1))?.qualifiersPerTable ?? 1;
    const final = isFinalRound((await tablesOfRound(db, table.tournamentId, table.roundNo)).length, ((run?.byes ?? []) as string[]).length);
    const needs = tableTieBreaks({ tableNo: table.tableNo, standings: table.result as Standing[] }, k, final);
    await insertTieBreaks(db, needRows(table.tournamentId, table.roundNo, [table], needs));
  }
  return tieBreaksOfTable(db, tableId);
}

/**
 * A tie-breaker deal is over: its finishing order (user ids, best first: exactly the tied
 * players) is written once. False when that deal's result was already written (a second report
 * changes nothing, as with `recordTableResult`). A report that names no tie of this table is a
 * broken room and throws.
 */
export async function recordTieBreakResult(db: Db, tableId: string, orderedUserIds: readonly string[]): Promise<boolean> {
  const tied = (await tieBreaksOf(db, tableId)).find((row) => {
    const players = row.players as string[];
    return players.length === orderedUserIds.length && new Set(orderedUserIds).size === players.length && players.every((u) => orderedUserIds.includes(u));
  });
  if (!tied) throw new Error(`table ${tableId} owes no tie-breaker deal among ${orderedUserIds.join(", ")}`);
  return writeTieBreakResult(db, tied, orderedUserIds);
}
