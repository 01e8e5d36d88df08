import { matchMaker } from "@colyseus/core";
import { isTableTaken } from "./registry.ts";

/**
 * The lobby's handle on table rooms. A table's room id is its table id, so any process finds it
 * through the matchmaker's driver (shared in Redis when scaled out) and calls it through presence.
 * Two joins may race to open the same table (in one process or two): the room refuses to open a
 * table that already has one, and the loser finds the winner's room instead.
 */
export async function ensureTableRoom(tableId: string): Promise<void> {
  // Joins of this process that find the same table without a room wait for one opening.
  let opening = openings.get(tableId);
  if (!opening) {
    opening = openOrRefresh(tableId).finally(() => openings.delete(tableId));
    openings.set(tableId, opening);
    return opening;
  }
  await opening.catch(() => undefined);
  return openOrRefresh(tableId);
}

const openings = new Map<string, Promise<void>>();

/**
 * Is a room listed under this id? One lookup by key (HGET when scaled out), where
 * `matchMaker.query` reads and parses every listing in Redis (HGETALL): on the path of every
 * join, that grew with the number of open tables.
 */
async function roomListed(tableId: string): Promise<boolean> {
  return (await matchMaker.driver.findOne({ roomId: tableId })) != null;
}

async function openOrRefresh(tableId: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    if (await roomListed(tableId)) {
      refreshRoom(tableId);
      return;
    }
    try {
      await matchMaker.createRoom("table", { tableId });
      return;
    } catch (error) {
      if (!isTableTaken(error)) throw error;
    }
    // The other room is still opening: its listing appears once its onCreate is done.
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`table ${tableId}: no room after 20 attempts`);
}

/** Tables whose room is being told to read its seats again, and whether a join came meanwhile. */
const refreshing = new Map<string, { again: boolean }>();

/**
 * Tells the table's room, wherever it runs, to read its seats again: a join has just written one,
 * which the other players see and a waiting points table starts its deal with. The join does not
 * wait for it: the room reads its seats itself when the player's socket joins (TableRoom.onJoin),
 * and under load the round trip to the owning process and its read were half a second of every
 * join's reply. Joins of one table while a refresh runs share one more refresh after it.
 */
function refreshRoom(tableId: string): void {
  const running = refreshing.get(tableId);
  if (running) {
    running.again = true;
    return;
  }
  const state = { again: false };
  refreshing.set(tableId, state);
  void (async () => {
    try {
      do {
        state.again = false;
        await matchMaker.remoteRoomCall(tableId, "refreshSeats").catch(() => undefined);
      } while (state.again);
    } finally {
      refreshing.delete(tableId);
    }
  })();
}

/**
 * Closes a cancelled tournament's round table through its room, wherever it runs (the deal in
 * play voided, the players told). False when no room runs it: the caller voids its rows.
 */
export async function closeRoundTable(tableId: string, why: string): Promise<boolean> {
  if (!(await roomListed(tableId))) return false;
  await matchMaker.remoteRoomCall(tableId, "cancelTournamentTable", [why]);
  return true;
}
