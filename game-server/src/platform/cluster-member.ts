import { matchMaker, RoomInternalState, ServerError, type Room } from "@colyseus/core";
import type { Platform } from "../platform/ports.ts";
import { HEARTBEAT_MS, isTableTaken } from "../services/tables/registry.ts";
import { releaseTable } from "../services/tables/repository.ts";

/**
 * This process as one member of a scaled-out cluster (REDIS_URL, `npm run cluster`; README
 * "Running several processes"). Colyseus 0.16 keeps room listings and per-process room counts in
 * Redis; three of its behaviours would break "exactly one live room per table, always":
 *
 * - issue 968: a process that misses one health-check ping (a busy event loop while another
 *   process boots) has every room listing removed, so joinById and reconnect fail for rooms that
 *   still run. Every member re-saves the listings of its own live rooms, and its room count,
 *   whenever they are missing (every HEARTBEAT_MS).
 * - issue 978: `createRoom` over IPC that times out creates the room locally as well. A table's
 *   room claims the table in PostgreSQL in its onCreate (services/tables/registry.ts), so the
 *   second room is refused; and rooms are only sent to members that are alive and not draining.
 * - issue 850: listings and room counts of a process killed with SIGKILL stay in Redis. Processes
 *   are chosen from members with a fresh liveness key, never from the room counts alone, and a
 *   recovered table's room overwrites its stale listing (the room id is the table id).
 *
 * A graceful stop (SIGTERM) drains: the member stops taking new rooms, closes each table room
 * once its queued work is logged, releases the table in PostgreSQL and reopens it on another
 * member, which resumes the unsettled deal from its log (the crash-recovery path). Clients see
 * the close code CLOSE_MOVED and join the same table id again. It hands tables over a window at a
 * time, each slot waiting for its table's players to be back, so a survivor already at capacity
 * seats them at its own pace.
 */

/**
 * Close code of the sockets of a draining process's rooms (not final): a table's players join the
 * same table id again, now on another process; a player channel is opened again elsewhere. The
 * default close of a shutdown (4000, consented) would tell the web app's channel not to come back.
 */
export const CLOSE_MOVED = 4010;

const MEMBER_TTL_SECONDS = 15;
/**
 * Tables a draining process has in hand at once: each from closing its room here until its players
 * have found the room reopened elsewhere (its listing counts them again), or HANDOVER_SETTLE_MS.
 * Then tries per reopening, and the pause between tries (times the try).
 */
const HANDOVER_WINDOW = 16;
const HANDOVER_SETTLE_MS = 10_000;
const SETTLE_POLL_MS = 250;
const HANDOVER_TRIES = 5;
const HANDOVER_RETRY_MS = 500;
const memberKey = (processId: string) => `rummy:member:${processId}`;
type MemberState = "up" | "draining";

export interface DrainReport {
  /** Tables reopened on another process. */
  readonly moved: string[];
  /** Tables released for the next recovery sweep (no other process took them now). */
  readonly released: string[];
}

export interface ClusterMember {
  /** Stops taking new rooms and hands every table room of this process to another one. */
  drain(): Promise<DrainReport>;
  stop(): void;
}

let draining = false;

/**
 * Rooms this process sent to each member in the last moments: a member's room count in Redis
 * only grows once its room is up, so a burst of creations (a tournament round's tables, a rush of
 * joins) would all go to the same emptiest member without them.
 */
const recentlySent = new Map<string, number>();
const RECENT_MS = 2_000;

/**
 * The matchmaker's choice of process for a new room: the member with the fewest rooms (counting
 * the ones just sent its way) among those alive and not draining. With none, this process when it
 * is not draining; else the request is refused (a rolling restart always leaves one member up).
 */
export async function selectProcessForRoom(): Promise<string> {
  const stats = await matchMaker.stats.fetchAll();
  const states = await Promise.all(
    stats.map(async (s): Promise<MemberState | null> => (s.processId === matchMaker.processId ? (draining ? "draining" : "up") : ((await matchMaker.presence.get(memberKey(s.processId))) as MemberState | null))),
  );
  const load = (processId: string, roomCount: number) => roomCount + (recentlySent.get(processId) ?? 0);
  const up = stats.filter((_, i) => states[i] === "up").sort((a, b) => load(a.processId, a.roomCount) - load(b.processId, b.roomCount));
  const chosen = up[0]?.processId;
  if (chosen) {
    recentlySent.set(chosen, (recentlySent.get(chosen) ?? 0) + 1);
    setTimeout(() => {
      const n = (recentlySent.get(chosen) ?? 1) - 1;
      if (n > 0) recentlySent.set(chosen, n);
      else recentlySent.delete(chosen);
    }, RECENT_MS).unref();
    return chosen;
  }
  if (!draining) return matchMaker.processId;
  throw new ServerError(503, "The server is restarting: try again in a moment.");
}

/**
 * Is this process id a running member (its liveness key is fresh, up or draining)? The recovery
 * sweep asks before taking tables whose heartbeat went stale: a member whose heartbeats could not
 * reach the database for a while still runs their rooms.
 */
export async function isLiveMember(processId: string): Promise<boolean> {
  return (await matchMaker.presence.get(memberKey(processId))) != null;
}

export function joinCluster(platform: Platform, opts: { log?: (message: string) => void } = {}): ClusterMember {
  const log = opts.log ?? (() => undefined);
  draining = false;
  const rooms = new Set<Room>();
  const handlers = ["table", "player"].map((name) => matchMaker.getHandler(name));
  const onCreate = (room: Room) => rooms.add(room);
  const onDispose = (room: Room) => rooms.delete(room);
  for (const h of handlers) h.on("create", onCreate).on("dispose", onDispose);

  const announce = (state: MemberState) => matchMaker.presence.setex(memberKey(matchMaker.processId), state, MEMBER_TTL_SECONDS);
  const upkeep = async () => {
    await announce(draining ? "draining" : "up");
    if (draining) return;
    // Issue 968: listings dropped by another process's failed health check come back.
    let repaired = 0;
    for (const room of rooms) {
      // Only a room that is up: one still in onCreate or already disposing has no listing to keep.
      if ((room as unknown as { _internalState: RoomInternalState })._internalState !== RoomInternalState.CREATED) continue;
      const listed = await matchMaker.driver.findOne({ roomId: room.roomId });
      if (listed) continue;
      await room.listing.save();
      repaired += 1;
    }
    const counted = await matchMaker.presence.hget("roomcount", matchMaker.processId);
    if (!counted) await matchMaker.stats.persist(true);
    if (repaired > 0 || !counted) log(`cluster: restored ${repaired} room listings${counted ? "" : " and this process's room count"} dropped from Redis`);
  };
  let beat: Promise<void> = upkeep().catch((e: unknown) => log(`cluster upkeep failed: ${String(e)}`));
  const timer = setInterval(() => {
    beat = beat.then(upkeep).catch((e: unknown) => log(`cluster upkeep failed: ${String(e)}`));
  }, HEARTBEAT_MS);
  timer.unref();

  /**
   * Reopens a released table on another member. A create that times out over IPC (a survivor busy
   * opening other tables) makes Colyseus open the room here, on the process that is stopping, and
   * take the survivor out of the room counts until its next upkeep: such a room is closed again
   * (it has no clients yet) and the create retried after a pause, a few times, before the table is
   * left to the recovery sweep. With no member taking rooms at all it is left to it at once.
   */
  async function reopenElsewhere(tableId: string): Promise<"moved" | "released"> {
    let last: unknown;
    for (let attempt = 1; attempt <= HANDOVER_TRIES; attempt++) {
      try {
        const listing = await matchMaker.createRoom("table", { tableId });
        if (listing.processId !== matchMaker.processId) return "moved";
        last = new Error("the create timed out and opened the room on this stopping process");
        await matchMaker.getLocalRoomById(tableId)?.disconnect(CLOSE_MOVED);
        await releaseTable(platform.db, tableId, matchMaker.processId);
      } catch (error) {
        if (isTableTaken(error)) return "moved";
        last = error;
        // No member takes rooms (the whole cluster is stopping): the next one to start resumes it.
        if (error instanceof ServerError && error.code === 503) break;
      }
      await new Promise((r) => setTimeout(r, HANDOVER_RETRY_MS * attempt));
    }
    log(`table ${tableId} released for recovery by the next process (${String(last)})`);
    return "released";
  }

  async function handOver(room: Room): Promise<"moved" | "released"> {
    const tableId = room.roomId;
    // Resolves once the room is disposed, after its queued work: every accepted action is in the log.
    await room.disconnect(CLOSE_MOVED);
    await releaseTable(platform.db, tableId, matchMaker.processId);
    return reopenElsewhere(tableId);
  }

  /**
   * Until the reopened room's listing counts `players` again (their seats reserved or taken) or it
   * is gone: true; false after HANDOVER_SETTLE_MS.
   */
  async function playersBack(tableId: string, players: number): Promise<boolean> {
    const until = Date.now() + HANDOVER_SETTLE_MS;
    while (Date.now() < until) {
      const listing = await matchMaker.driver.findOne({ roomId: tableId });
      if (!listing || listing.clients >= players) return true;
      await new Promise((r) => setTimeout(r, SETTLE_POLL_MS));
    }
    return false;
  }

  /**
   * Hands tables over HANDOVER_WINDOW at a time, each window slot freed once its table's players
   * are back, so the handover goes at the pace the others seat players. Paced by the reopening
   * alone (batches of 8 at 10,000 players), the survivor of a rolling restart's second drain had
   * thousands of players knocking at once: seat reservations expired before their sockets got
   * through, every retry added to the queue, and players waited past two minutes. A table not
   * yet handed over keeps playing here meanwhile.
   */
  async function handOverAll(tables: Room[]): Promise<(readonly [string, "moved" | "released"])[]> {
    const outcomes: (readonly [string, "moved" | "released"])[] = [];
    // Moved tables whose players were back within HANDOVER_SETTLE_MS, and those that were not.
    const settled = { back: 0, late: 0 };
    const queue = [...tables];
    const slot = async () => {
      for (let room = queue.shift(); room; room = queue.shift()) {
        const players = room.clients.length;
        const outcome = await handOver(room);
        outcomes.push([room.roomId, outcome] as const);
        if (outcome === "moved") settled[(await playersBack(room.roomId, players)) ? "back" : "late"] += 1;
      }
    };
    const startedAt = Date.now();
    await Promise.all(Array.from({ length: Math.min(HANDOVER_WINDOW, tables.length) }, slot));
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    if (tables.length > 0) log(`cluster: handed ${tables.length} tables over in ${seconds} s, up to ${HANDOVER_WINDOW} at a time; players back at ${settled.back}, not within ${HANDOVER_SETTLE_MS / 1000} s at ${settled.late}`);
    return outcomes;
  }

  return {
    async drain() {
      draining = true;
      await beat;
      await announce("draining");
      await matchMaker.stats.excludeProcess(matchMaker.processId);
      const tables = [...rooms].filter((room) => room.roomName === "table");
      const channels = [...rooms].filter((room) => room.roomName === "player");
      const [outcomes] = await Promise.all([
        handOverAll(tables),
        Promise.all(channels.map((room) => room.disconnect(CLOSE_MOVED))),
      ]);
      return {
        moved: outcomes.filter(([, o]) => o === "moved").map(([id]) => id),
        released: outcomes.filter(([, o]) => o === "released").map(([id]) => id),
      };
    },
    stop() {
      clearInterval(timer);
      for (const h of handlers) h.off("create", onCreate).off("dispose", onDispose);
      void matchMaker.presence.del(memberKey(matchMaker.processId));
    },
  };
}
