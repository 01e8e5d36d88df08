import { matchMaker } from "@colyseus/core";
import type { Platform } from "../../platform/ports.ts";
import { voidTable } from "./stakes.ts";
import { HEARTBEAT_MS, isTableTaken, STALE_AFTER_MS } from "./registry.ts";
import { claimOrphanedTables, markDealVoided, playingDeal, staleOwners, type TableRow } from "./repository.ts";

/**
 * Crash recovery (DESIGN.md "Games"): a live table whose room died with its process is reopened
 * from PostgreSQL. Its unsettled deal is resumed from the action log by the new room; when the
 * log does not replay, or the room cannot be created, the deal is voided and every hold on the
 * table released. Single process: everything not owned by this process is orphaned at boot.
 * Scaled out (Redis): a table is orphaned when its owner's heartbeat is older than 15 s; every
 * process sweeps every 5 s, so a table is back within about 20 s of its process dying. A stale
 * heartbeat of a process that `isLive` says is alive (the database was out of reach for a while,
 * so no heartbeat got through) is not a death: its rooms still run, and a second room would split
 * the table.
 */
/** What recovery needs of the platform: the database, where tables are claimed and deals voided. */
export type RecoveryPorts = Pick<Platform, "db">;

export interface RecoveryHandle {
  stop(): void;
  /** Runs one sweep now; resolves with what it did. */
  sweep(): Promise<{ resumed: string[]; voided: string[] }>;
}

export function startTableRecovery(ports: RecoveryPorts, opts: { scaledOut: boolean; isLive?: (processId: string) => Promise<boolean>; log?: (msg: string) => void }): RecoveryHandle {
  const log = opts.log ?? (() => undefined);
  let running: Promise<{ resumed: string[]; voided: string[] }> | undefined;
  let first = true;
  const sweep = () =>
    (running ??= (async () => {
      const anyOtherOwner = first && !opts.scaledOut;
      first = false;
      const isLive = opts.isLive;
      const candidates = isLive && !anyOtherOwner ? await staleOwners(ports.db, matchMaker.processId, STALE_AFTER_MS) : [];
      const alive = await Promise.all(candidates.map((id) => isLive!(id)));
      const sparedOwners = candidates.filter((_, i) => alive[i]);
      const orphans = await claimOrphanedTables(ports.db, matchMaker.processId, { staleMs: STALE_AFTER_MS, anyOtherOwner, sparedOwners });
      const resumed: string[] = [];
      const voided: string[] = [];
      for (const table of orphans) {
        if (await reopen(ports, table, log)) resumed.push(table.id);
        else voided.push(table.id);
      }
      return { resumed, voided };
    })().finally(() => (running = undefined)));
  void sweep().catch((e: unknown) => log(`table recovery failed: ${String(e)}`));
  const timer = opts.scaledOut ? setInterval(() => void sweep().catch(() => undefined), HEARTBEAT_MS) : undefined;
  timer?.unref();
  return { stop: () => timer && clearInterval(timer), sweep };
}

async function reopen(ports: RecoveryPorts, table: TableRow, log: (msg: string) => void): Promise<boolean> {
  try {
    // In this process, which has just claimed the table: a room sent to another process would
    // find the table owned by this one and refuse it, leaving the table without a room until
    // this claim went stale (scaled out, createRoom picks the process with the fewest rooms).
    await matchMaker.handleCreateRoom("table", { tableId: table.id });
    log(`table ${table.id} reopened after a restart`);
    return true;
  } catch (error) {
    // A join reopened it first (the lobby seats players at live tables): nothing to recover.
    if (isTableTaken(error)) return true;
    log(`table ${table.id} could not be resumed (${String(error)}): voiding it`);
    const deal = await playingDeal(ports.db, table.id);
    if (deal) await markDealVoided(ports.db, deal.id);
    await voidTable(ports, table);
    return false;
  }
}
