import type { Delayed } from "@colyseus/timer";
import { currentSession, nextCheckDelayMs, sessionStart, REALITY_CHECK_EVERY_MS, REALITY_CHECK_FIRST_MS } from "../services/responsible/session.ts";
import { paiseToRupees } from "../services/wallet/money.ts";
import type { TableContext } from "./table-context.ts";
import type { RealityCheckMessage } from "@rummy/shared-rules/contract/room";


/**
 * Reality checks for the humans seated at one table: after 60 minutes of continuous play, then
 * every 30 minutes, the server works out the session (start and net result) from its own records
 * and sends it to the player's socket; the table shows it with Continue and Take a break. The
 * two clocks are table options a test boot may shorten (`realityCheckFirstMs`, `realityCheckEveryMs`).
 */
export class RealityChecks {
  private readonly timers = new Map<string, Delayed>();

  constructor(private readonly room: TableContext) {}

  private get firstMs(): number {
    return this.room.options.realityCheckFirstMs ?? REALITY_CHECK_FIRST_MS;
  }

  private get everyMs(): number {
    return this.room.options.realityCheckEveryMs ?? REALITY_CHECK_EVERY_MS;
  }

  /** A seated player's socket joined: start their checks unless they already run. */
  watch(userId: string): void {
    if (this.timers.has(userId)) return;
    void this.schedule(userId).catch((error: unknown) => console.error(`table ${this.room.roomId}: reality check`, error));
  }

  stop(userId: string): void {
    this.timers.get(userId)?.clear();
    this.timers.delete(userId);
  }

  clear(): void {
    for (const timer of this.timers.values()) timer.clear();
    this.timers.clear();
  }

  private async schedule(userId: string): Promise<void> {
    const now = new Date();
    const startedAt = await sessionStart(this.room.platform.db, userId, now);
    if (!this.room.seats.ofUser(userId)) return;
    const delay = Math.max(1_000, nextCheckDelayMs(startedAt, now, this.firstMs, this.everyMs));
    this.timers.get(userId)?.clear();
    this.timers.set(
      userId,
      this.room.clock.setTimeout(() => void this.fire(userId), delay),
    );
  }

  private async fire(userId: string): Promise<void> {
    this.timers.delete(userId);
    const slot = this.room.seats.ofUser(userId);
    if (!slot) return;
    try {
      const session = await currentSession(this.room.platform.db, userId, new Date());
      const message: RealityCheckMessage = { startedAt: session.startedAt.toISOString(), playedMinutes: Math.floor(session.playedMs / 60_000), net: paiseToRupees(session.netPaise) };
      slot.client?.send("realityCheck", message);
    } finally {
      if (this.room.seats.ofUser(userId) && !this.timers.has(userId)) {
        this.timers.set(
          userId,
          this.room.clock.setTimeout(() => void this.fire(userId), this.everyMs),
        );
      }
    }
  }
}
