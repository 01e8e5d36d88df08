import { monitorEventLoopDelay, PerformanceObserver, type IntervalHistogram } from "node:perf_hooks";
import { observeLedgerBatches } from "@rummy/db/ledger/index";

/**
 * Where a table's time goes, for load tests and profiling: with ROOM_TIMINGS=1 in the
 * environment, each named step (queue wait, rules, the action log insert, the broadcast, wallet
 * calls, the REST join's steps `join_*` / `rest_join_*`, GC pauses `gc_<kind>`, and each ledger
 * lane's batches: `ledger_<lane>_wait` the oldest operation's queue wait, `_run` the transaction,
 * `_size` the operations in it) is timed and every 10 s one line per step (count, p50, p99, max in ms) and the event
 * loop's delay are written to stdout, then the window starts afresh. Off, it costs one branch.
 */
const enabled = process.env["ROOM_TIMINGS"] === "1";
const WINDOW_MS = 10_000;
/** Samples kept per step and window; beyond it the window's tail is dropped. */
const MAX_SAMPLES = 50_000;

const samples = new Map<string, number[]>();
let loop: IntervalHistogram | undefined;
let timer: NodeJS.Timeout | undefined;

function start(): void {
  if (timer) return;
  loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  // Garbage collection pauses, by kind (gc_1 a scavenge, gc_4 a mark-compact, gc_8 incremental, gc_16 weak callbacks).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) recordTiming(`gc_${((entry as unknown as { detail?: { kind?: number } }).detail)?.kind ?? 0}`, entry.duration);
  }).observe({ entryTypes: ["gc"] });
  timer = setInterval(flush, WINDOW_MS);
  timer.unref();
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function flush(): void {
  const lines: Record<string, string> = {};
  for (const [name, values] of samples) {
    if (values.length === 0) continue;
    const sorted = [...values].sort((a, b) => a - b);
    lines[name] = `n=${sorted.length} p50=${quantile(sorted, 0.5).toFixed(1)} p99=${quantile(sorted, 0.99).toFixed(1)} max=${(sorted[sorted.length - 1] ?? 0).toFixed(1)}`;
    values.length = 0;
  }
  if (loop) {
    lines["event_loop_delay"] = `p50=${(loop.percentile(50) / 1e6).toFixed(1)} p99=${(loop.percentile(99) / 1e6).toFixed(1)} max=${(loop.max / 1e6).toFixed(1)}`;
    loop.reset();
  }
  console.log(`ROOM_TIMINGS ${JSON.stringify(lines)}`);
}

export function recordTiming(name: string, ms: number): void {
  if (!enabled) return;
  start();
  let values = samples.get(name);
  if (!values) samples.set(name, (values = []));
  if (values.length < MAX_SAMPLES) values.push(ms);
}

export async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!enabled) return work();
  const at = performance.now();
  try {
    return await work();
  } finally {
    recordTiming(name, performance.now() - at);
  }
}

if (enabled) {
  observeLedgerBatches((batch) => {
    recordTiming(`ledger_${batch.lane}_wait`, batch.waitedMs);
    recordTiming(`ledger_${batch.lane}_run`, batch.ranMs);
    recordTiming(`ledger_${batch.lane}_size`, batch.size);
  });
}

export function timingsEnabled(): boolean {
  return enabled;
}
