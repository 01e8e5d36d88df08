import { logger, type Client } from "@colyseus/core";
import type { DealAction } from "@rummy/shared-rules";
import { isTableTaken, localTables } from "../services/tables/registry.ts";
import type { Platform } from "../platform/ports.ts";
import type { DealRunner } from "./deal-runner.ts";

/** An action refused because the deal log cannot be written (PROTOCOL.md): nothing changed. */
export const STORAGE_DOWN = "room/unavailable";
const STORAGE_DOWN_MESSAGE = "Your move was not made: the game server cannot save moves right now. Nothing changed; try again in a moment.";
/** How soon a turn timeout that could not be logged is tried again. */
export const STORAGE_RETRY_MS = 1000;

/**
 * Applies a player's action; when it cannot be logged (the database out of reach) it is not
 * applied, the player is told so (`room/unavailable`) instead of waiting for a move that never
 * comes, and null is returned. Work of the room's own (no client: timeouts, bots) throws as before
 * and is tried again by its caller.
 */
export async function actOrRefuse(
  deal: DealRunner,
  action: DealAction,
  client: Client | undefined,
  refuse: (client: Client, code: string, message: string) => void,
  roomId: string,
): Promise<Awaited<ReturnType<DealRunner["act"]>> | null> {
  try {
    return await deal.act(action);
  } catch (error) {
    if (!client) throw error;
    logger.warn(`table ${roomId}: ${action.type} refused, the deal log is unavailable (${String((error as Error).message ?? error)})`);
    refuse(client, STORAGE_DOWN, STORAGE_DOWN_MESSAGE);
    return null;
  }
}

export function logTimeoutRetry(roomId: string, error: unknown): void {
  logger.warn(`table ${roomId}: turn timeout not logged, trying again (${String((error as Error).message ?? error)})`);
}

/** One room per table, across processes: refused (TableTaken) when another room runs it. */
export async function claimTable(platform: Platform, tableId: string): Promise<void> {
  await localTables.claim(platform, tableId).catch((error: unknown) => {
    // The expected end of a race (a recovery sweep or a late IPC create against a join): one line, no stack.
    if (isTableTaken(error)) logger.info(`${(error as Error).message}: another room runs it, none opened here`);
    throw error;
  });
}
