import { randomUUID } from "node:crypto";
import type { DirectorDeps } from "./director-deps.ts";
import { followRoundTables, moveRoundTable, voidedTables, type RoundRunRow, type RoundTableRow } from "./director-repository.ts";
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
  let replayed = 0;
  if (voided.size > 0) {
    const round = roundSettings(await roundsOf(deps.db, [t.id]), run.roundNo);
    const options = deps.tableOptions?.(t.entryKind === "cash" ? "cash" : "practice") ?? {};
    for (const table of waiting.filter((x) => voided.has(x.tableId))) {
      const tableId = randomUUID();
      const moved = await deps.db.transaction(async (tx) => {
        if (!(await moveRoundTable(tx, t.id, run.roundNo, table.tableNo, table.tableId, tableId))) return false;
        await insertRoundTables(tx, t, run.roundNo, round, [{ tableNo: table.tableNo, tableId, players: table.players as string[] }], options);
        return true;
      });
      if (!moved) continue;
      replayed += 1;
      await deps.openTable?.(tableId);
    }
  }
  // The room is open before an entry names its table (a take-seat always finds it); entries a
  // crash left behind between the two steps are caught up on the next pass (a no-op statement
  // when every entry names its table already).
  const followed = await followRoundTables(deps.db, t.id, run.roundNo);
  const opened = new Set<string>();
  for (const { userId, tableId } of followed) {
    if (replayed === 0 && !opened.has(tableId)) {
      opened.add(tableId);
      await deps.openTable?.(tableId);
    }
    deps.notify(userId, { type: "resTakeTournamentSeat", iTableId: tableId, iTournamentId: t.id });
  }
  return replayed + (followed.length > 0 ? 1 : 0);
}
