import type { Delayed } from "@colyseus/timer";
import type ClockTimer from "@colyseus/timer";
import type { DealRunner } from "./deal-runner.ts";

/**
 * One timer at a deal's next deadline (turn or meld phase). When it fires, `due` runs (queued by
 * the room) and is handed the deadline it was armed for, so a deadline that moved meanwhile is
 * recognised as stale.
 */
export class DeadlineTimer {
  private timer: Delayed | undefined;

  constructor(
    private readonly clock: ClockTimer,
    private readonly due: (at: number) => void,
  ) {}

  /** The deadline the deal waits for now (deal clock), if any. */
  static next(deal: DealRunner | null): number | undefined {
    return deal?.state.turn?.deadline ?? deal?.state.meld?.deadline;
  }

  arm(deal: DealRunner | null): void {
    this.clear();
    const at = DeadlineTimer.next(deal);
    if (!deal || at === undefined) return;
    const delay = Math.max(0, deal.wall(at) - Date.now()) + 5;
    this.timer = this.clock.setTimeout(() => this.due(at), delay);
  }

  /** Fires `due` for the same deadline again after `ms` (its timeout could not be applied). */
  retry(at: number, ms: number): void {
    this.clear();
    this.timer = this.clock.setTimeout(() => this.due(at), ms);
  }

  clear(): void {
    this.timer?.clear();
    this.timer = undefined;
  }
}
