/**
 * Rebuilding a deal from its setup and action log: how a room resumes a deal after a restart,
 * how disputes are reviewed and how the golden tests check whole deals. Rejected actions are
 * kept in the outcome (with their error) rather than thrown, so a log may record mistakes too.
 */
import { apply } from "./apply.ts";
import { startDeal, type DealSetup } from "./setup.ts";
import type { DealAction, DealError, DealEvent, DealState } from "./types.ts";

export interface DealLogEntry {
  readonly now: number;
  readonly action: DealAction;
}

export type ReplayStep = { ok: true; events: DealEvent[] } | { ok: false; error: DealError };

export interface Replay {
  readonly state: DealState;
  readonly start: DealEvent[];
  readonly steps: ReplayStep[];
}

export function replayDeal(setup: DealSetup, log: readonly DealLogEntry[]): Replay {
  const started = startDeal(setup);
  let state = started.state;
  const steps: ReplayStep[] = [];
  for (const entry of log) {
    const step = apply(state, entry.action, { now: entry.now });
    if (step.ok) {
      state = step.state;
      steps.push({ ok: true, events: step.events });
    } else {
      steps.push({ ok: false, error: step.error });
    }
  }
  return { state, start: started.events, steps };
}
