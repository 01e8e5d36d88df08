import { randomUUID } from "node:crypto";
import type { DirectorDeps } from "./director-deps.ts";
import { moveRoundTable, voidedTables, type RoundRunRow, type RoundTableRow } from "./director-repository.ts";
import { roundsOf, type TournamentRow } from "./repository.ts";
import { insertRoundTables, roundSettings } from "./round-tables.ts";

/**
 * A voided round table (game-server/TOURNAMENTS.md "A voided round table"). Crash recovery voids
 * a table whose deal log does not replay (or whose room cannot be created), and a voided table
 * never reports, so its round would wait forever. The director replays that table's match: the
 * same players, in the same seats, at a fresh game table (a new id, a new room, chips from the
 * start of the round), and tells them to take their seat again. Why a replay and not an operator
 * step: a round table moves no money (the entries are in the pool), so nothing is lost or owed by
 * starting its match again; the other tables of the round wait a few minutes instead of a night;
 * and the deals already played there were voided with the deal that broke, so no player keeps a
 * lead the others cannot see. The move is a compare-and-set on the round table's id, so two
 * directors (a lease handed over mid-step) give one replacement, and a replacement that is voided
 * in turn is replayed again.
 */
export async function replayVoidedTables(deps: DirectorDeps, t: TournamentRow, run: RoundRunRow, tables: readonly RoundTableRow[]): Promise<number> {
  const waiting = tables.filter((x) => x.result === null);
  const voided = await voidedTables(deps.db, waiting.map((x) => x.tableId));
  if (voided.size === 0) return 0;
  const round = roundSettings(await roundsOf(deps.db, [t.id]), run.roundNo);
  const options = deps.tableOptions?.(t.entryKind === "cash" ? "cash" : "practice") ?? {};
  let replayed = 0;
  for (const table of waiting.filter((x) => voided.has(x.tableId))) {
    const players = table.players as string[];
    const tableId = randomUUID();
    const moved = await deps.db.transaction(async (tx) => {
      if (!(await moveRoundTable(tx, t.id, run.roundNo, table.tableNo, table.tableId, tableId))) return false;
      await insertRoundTables(tx, t, run.roundNo, round, [{ tableNo: table.tableNo, tableId, players }], options);
      return true;
    });
    if (!moved) continue;
    replayed += 1;
    await deps.openTable?.(tableId);
    for (const userId of players) deps.notify(userId, { type: "resTakeTournamentSeat", iTableId: tableId, iTournamentId: t.id });
  }
  return replayed;
}
