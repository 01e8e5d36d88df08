import { logger, type Client } from "@colyseus/core";
import type { Delayed } from "@colyseus/timer";
import type ClockTimer from "@colyseus/timer";
import type { DealAction, DealEvent } from "@rummy/shared-rules";
import { isTableTaken, localTables } from "../services/tables/registry.ts";
import type { TablePorts } from "../platform/ports.ts";
import type { DealRunner } from "./deal-runner.ts";

/** An action refused because the deal log cannot be written (PROTOCOL.md): nothing changed. */
export const STORAGE_DOWN = "room/unavailable";
const STORAGE_DOWN_MESSAGE = "Your move was not made: the game server cannot save moves right now. Nothing changed; try again in a moment.";
export const STORAGE_UNSURE_MESSAGE = "Your move could not be confirmed: the game server cannot save moves right now. The table will show what was saved as soon as it can; try again in a moment.";
/** How soon a turn timeout that could not be logged, or a deal behind its log, is tried again. */
export const STORAGE_RETRY_MS = 1000;

type Step = Awaited<ReturnType<DealRunner["act"]>>;

/**
 * Applies a player's action. When its append fails, the commit may still have landed (the reply
 * lost), so the deal is brought up to its log at once: an action the log holds is the action
 * accepted, and its events are returned as the step's. When the log holds nothing new the action
 * was not made (`room/unavailable`, nothing changed); when the log cannot even be read the player
 * is told the move is unconfirmed and the room catches up later (`LogCatchUp`). Null is returned
 * for a refusal. Work of the room's own (no client: timeouts, bots) throws instead and is tried
 * again by its caller.
 */
export async function actOrRefuse(
  deal: DealRunner,
  action: DealAction,
  client: Client | undefined,
  refuse: (client: Client, code: string, message: string) => void,
  roomId: string,
): Promise<Step | null> {
  try {
    return await deal.act(action);
  } catch (error) {
    const found = await deal.catchUp().then(
      (events) => ({ events }),
      () => null,
    );
    if (found?.events) {
      logger.warn(`table ${roomId}: ${action.type} failed to append but the log holds it; caught up (${errorText(error)})`);
      return { ok: true, events: found.events };
    }
    if (!client) throw error;
    logger.warn(`table ${roomId}: ${action.type} refused, the deal log is unavailable (${errorText(error)})`);
    refuse(client, STORAGE_DOWN, found ? STORAGE_DOWN_MESSAGE : STORAGE_UNSURE_MESSAGE);
    return null;
  }
}

/** What the catch-up needs of the room. */
export interface CatchUpHost {
  readonly roomId: string;
  readonly deal: DealRunner | null;
  readonly clock: ClockTimer;
  enqueue(work: () => Promise<void>): Promise<void>;
  publish(events: readonly DealEvent[]): void;
}

/**
 * Keeps a table's deal level with its log after an append that failed: before the next action,
 * and every `STORAGE_RETRY_MS` until the log can be read again (so the table shows what was
 * saved even when nobody moves), the deal re-reads its log; actions found there are published and
 * the table goes on from them (settling the deal if one ended it).
 */
export class LogCatchUp {
  private timer: Delayed | undefined;
  private warned = false;

  constructor(
    private readonly room: CatchUpHost,
    /** The table's flow after a step (bots, or settling a deal the caught-up actions ended). */
    private readonly afterStep: () => Promise<void>,
  ) {}

  /** True when the deal is level with its log (or there is no deal); false while the log is out of reach. */
  async run(): Promise<boolean> {
    const deal = this.room.deal;
    if (!deal?.behind) return true;
    let events: DealEvent[] | null;
    try {
      events = await deal.catchUp();
    } catch (error) {
      if (!this.warned) logger.warn(`table ${this.room.roomId}: cannot read the deal log to catch up, trying again every ${STORAGE_RETRY_MS} ms (${errorText(error)})`);
      this.warned = true;
      this.schedule();
      return false;
    }
    this.warned = false;
    if (events && this.room.deal === deal) {
      this.room.publish(events);
      await this.afterStep();
    }
    return true;
  }

  /** Tries again later when the deal is still behind its log. */
  schedule(): void {
    if (this.timer || !this.room.deal?.behind) return;
    this.timer = this.room.clock.setTimeout(() => {
      this.timer = undefined;
      void this.room.enqueue(async () => void (await this.run()));
    }, STORAGE_RETRY_MS);
  }
}

function errorText(error: unknown): string {
  return String((error as Error)?.message ?? error);
}

export function logTimeoutRetry(roomId: string, error: unknown): void {
  logger.warn(`table ${roomId}: turn timeout not logged, trying again (${String((error as Error).message ?? error)})`);
}

/** One room per table, across processes: refused (TableTaken) when another room runs it. */
export async function claimTable(platform: TablePorts, tableId: string): Promise<void> {
  await localTables.claim(platform, tableId).catch((error: unknown) => {
    // The expected end of a race (a recovery sweep or a late IPC create against a join): one line, no stack.
    if (isTableTaken(error)) logger.info(`${(error as Error).message}: another room runs it, none opened here`);
    throw error;
  });
}
