import type { Db } from "@rummy/db";
import { settledCashDeals, upsertSignals } from "./repository.ts";
import { DEFAULT_THRESHOLDS, detectSignals, type Signal, type Thresholds } from "./signals.ts";

/**
 * The collusion job (issue 20): reads the settled cash deals of a window from the deal log and
 * the ledger, computes the signals and files them (fairplay_signals, one row per finding, updated
 * on each run). Run by the server every few hours and on demand with
 * `npm run operator -- fairplay scan [days]`.
 */
export const DEFAULT_WINDOW_DAYS = 30;
/** The most deals one run reads (oldest first in the window); a busier window is judged on its start. */
export const MAX_DEALS_PER_RUN = 50_000;

export interface ScanResult {
  readonly deals: number;
  readonly signals: readonly Signal[];
}

export async function runFairPlayScan(db: Db, options: { windowDays?: number; now?: Date; thresholds?: Thresholds } = {}): Promise<ScanResult> {
  const now = options.now ?? new Date();
  const since = new Date(now.getTime() - (options.windowDays ?? DEFAULT_WINDOW_DAYS) * 86_400_000);
  const deals = await settledCashDeals(db, since, MAX_DEALS_PER_RUN);
  const signals = detectSignals(deals, options.thresholds ?? DEFAULT_THRESHOLDS);
  await upsertSignals(db, signals);
  return { deals: deals.length, signals };
}

export interface FairPlayJob {
  stop(): Promise<void>;
}

/** Runs the scan every `intervalMs` (default 6 hours), first after one interval. */
export function startFairPlayJob(db: Db, log: (error: unknown) => void, intervalMs = 6 * 3600_000): FairPlayJob {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => runFairPlayScan(db)).catch(log);
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}
