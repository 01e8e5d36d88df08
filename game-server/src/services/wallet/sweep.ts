import type { Db } from "@rummy/db";
import { expireBonusesIfDue } from "./bonus.ts";
import { expireHolds } from "./expiry.ts";
import { playersWithLapsedBonus } from "./repository.ts";

/** Players looked at per sweep for lapsed bonus (a limit on everything; the next sweep continues). */
const BONUS_PLAYERS_PER_SWEEP = 200;

/** One pass: expired holds released, lapsed bonus returned to bonus expense. */
export async function sweepLedger(db: Db, now = new Date()): Promise<{ holds: number; bonusPlayers: number }> {
  const { expired } = await expireHolds(db, now);
  const players = await playersWithLapsedBonus(db, now, BONUS_PLAYERS_PER_SWEEP);
  for (const { owner_user_id: userId } of players) await expireBonusesIfDue(db, String(userId), now);
  return { holds: expired, bonusPlayers: players.length };
}

export interface LedgerSweep {
  stop(): Promise<void>;
}

/**
 * Runs `sweepLedger` every `intervalMs` (a minute by default; check-ledger.sql reports a hold 15
 * minutes past its timeout). Safe in several processes at once: every expiry is an idempotent
 * operation keyed by the hold, and a hold resolves at most once.
 */
export function startLedgerSweep(db: Db, log: (error: unknown) => void, intervalMs = 60_000): LedgerSweep {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const loop = () => {
    if (stopped) return;
    running = sweepLedger(db)
      .catch(log)
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, intervalMs);
      });
  };
  timer = setTimeout(loop, intervalMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}
