import { matchMaker, ServerError } from "@colyseus/core";
import type { Platform } from "../../platform/ports.ts";
import { claimTable, heartbeat } from "./repository.ts";

/** How often this process tells PostgreSQL its tables are alive, and when silence means dead. */
export const HEARTBEAT_MS = 5_000;
export const STALE_AFTER_MS = 15_000;

/** What the registry needs of the platform: the database, where a table's owner and heartbeat are kept. */
export type RegistryPorts = Pick<Platform, "db">;

/** The message names the condition so callers across processes (an IPC error is only text) can tell it. */
export const TABLE_TAKEN = "table is already open";

/**
 * A ServerError (409), so Colyseus does not print it as a crash with its stack when a room's
 * onCreate refuses (a recovery sweep or a late IPC create racing a join): it is the expected end
 * of the race, logged as one info line by the room.
 */
export class TableTaken extends ServerError {
  constructor(tableId: string) {
    super(409, `${TABLE_TAKEN}: ${tableId}`);
  }
}

export function isTableTaken(error: unknown): boolean {
  return String((error as Error | undefined)?.message ?? error).includes(TABLE_TAKEN);
}

/**
 * The tables whose rooms live in this process. One heartbeat for all of them keeps
 * `game_tables.heartbeat_at` fresh; a table whose heartbeat goes stale belongs to a dead process
 * and is recovered by another (recovery.ts).
 */
class LocalTables {
  private readonly ids = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private ports: RegistryPorts | undefined;

  /**
   * Takes a table for a room of this process. Throws `TableTaken` when a room already runs it,
   * here or in another live process (two joins racing to open it, or recovery racing a join).
   */
  async claim(ports: RegistryPorts, tableId: string): Promise<void> {
    this.ports = ports;
    if (this.ids.has(tableId)) throw new TableTaken(tableId);
    this.ids.add(tableId);
    const claimed = await claimTable(ports.db, tableId, matchMaker.processId, STALE_AFTER_MS).catch((error: unknown) => {
      this.ids.delete(tableId);
      throw error;
    });
    if (!claimed) {
      this.ids.delete(tableId);
      throw new TableTaken(tableId);
    }
    this.timer ??= setInterval(() => void this.beat(), HEARTBEAT_MS).unref();
  }

  release(tableId: string | undefined): void {
    if (tableId) this.ids.delete(tableId);
  }

  has(tableId: string): boolean {
    return this.ids.has(tableId);
  }

  private async beat(): Promise<void> {
    if (!this.ports || this.ids.size === 0) return;
    await heartbeat(this.ports.db, matchMaker.processId, [...this.ids]).catch(() => undefined);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.ids.clear();
  }
}

export const localTables = new LocalTables();
