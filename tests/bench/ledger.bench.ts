/**
 * Benchmark of the ledger (`npm run bench:ledger`).
 *
 * Runs single-transfer ledger operations (the full path: idempotency claim, sorted SELECT … FOR
 * UPDATE, trigger-maintained balances, commit) from 16 concurrent workers, first between random
 * pairs of 50 accounts, then with every transfer paying the one rake account (a hot row). Beside
 * it, on the same PostgreSQL in the same run, `pgbench -b tpcb-like` with 16 clients on a scratch
 * database, once before and once after the ledger (their mean is the baseline). Prints
 * transfers/s, p50/p99, retries, pgbench's TPS and the ratio, then runs the
 * ledger invariant check. Exits non-zero when a target is missed or any invariant is violated.
 *
 * Targets: ledger TPS >= 50% of pgbench's, p99 < 50 ms, zero violations.
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres, used only
 * to create and drop the scratch databases), BENCH_SECONDS (default 20), PGBENCH_SCALE (default 16:
 * one branch per client, so pgbench itself is not throttled by one hot row).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { createDb, runMigrations, type Db } from "@rummy/db";
import { checkLedger, ledgerRetryCounters, resetLedgerRetryCounters, runOperation, type AccountSpec } from "@rummy/db/ledger/index";

const BASE = process.env["BENCH_DATABASE_URL"] ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SECONDS = Number(process.env["BENCH_SECONDS"] ?? 20);
const SCALE = Number(process.env["PGBENCH_SCALE"] ?? 16);
const WORKERS = 16;
const ACCOUNTS = 50;

const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;

function urlFor(name: string): string {
  const url = new URL(BASE);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(BASE, { max: 1, onnotice: () => undefined });
  try {
    return await fn(sql);
  } finally {
    await sql.end();
  }
}

const account = (n: number): AccountSpec => ({
  id: `p:00000000-0000-4000-8000-${n.toString().padStart(12, "0")}:deposit`,
  kind: "deposit",
  currency: "INR",
  ownerUserId: `00000000-0000-4000-8000-${n.toString().padStart(12, "0")}`,
  refId: null,
  allowNegative: false,
});
const MINT: AccountSpec = { id: "s:gateway_clearing:INR", kind: "gateway_clearing", currency: "INR", ownerUserId: null, refId: null, allowNegative: true };
const RAKE: AccountSpec = { id: "s:rake_revenue:INR", kind: "rake_revenue", currency: "INR", ownerUserId: null, refId: null, allowNegative: true };

async function fund(db: Db): Promise<void> {
  for (let n = 0; n < ACCOUNTS; n++) {
    await runOperation(db, {
      id: `fund-${n}`,
      kind: "bench.fund",
      request: {},
      accounts: [account(n), MINT],
      plan: (ctx) => ctx.transfer({ leg: "in", debit: MINT.id, credit: account(n).id, amountPaise: 10n ** 12n, code: "deposit" }),
    });
  }
}

interface Scenario {
  readonly name: string;
  readonly pair: () => [AccountSpec, AccountSpec];
}

interface Figures {
  readonly name: string;
  readonly transfers: number;
  readonly tps: number;
  readonly p50: number;
  readonly p99: number;
  readonly retries: number;
  readonly exhausted: number;
  /** Operations per transaction (group commit). */
  readonly batch: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Every measured run starts from a clean checkpoint, so none pays for another's dirty pages. */
function checkpoint(): void {
  const url = new URL(BASE);
  execFileSync("psql", ["-h", url.hostname, "-p", url.port || "5432", "-U", decodeURIComponent(url.username || "postgres"), "-d", url.pathname.slice(1) || "postgres", "-qc", "CHECKPOINT"], {
    env: { ...process.env, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) },
  });
}

async function runScenario(db: Db, scenario: Scenario): Promise<Figures> {
  checkpoint();
  resetLedgerRetryCounters();
  const latencies: number[] = [];
  const prefix = `${scenario.name}-${randomBytes(3).toString("hex")}`;
  let next = 0;
  const deadline = performance.now() + SECONDS * 1_000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const [from, to] = scenario.pair();
      const started = performance.now();
      await runOperation(db, {
        id: `${prefix}-${next++}`,
        kind: "bench.transfer",
        request: {},
        accounts: [from, to],
        plan: (ctx) => ctx.transfer({ leg: "t", debit: from.id, credit: to.id, amountPaise: 1n + BigInt(next % 100), code: "settle" }),
      });
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: WORKERS }, worker));
  const elapsed = (performance.now() - started) / 1_000;
  latencies.sort((a, b) => a - b);
  const counters = ledgerRetryCounters();
  return {
    name: scenario.name,
    transfers: latencies.length,
    tps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    retries: counters.serializationRetries + counters.deadlockRetries + counters.uniqueRaceRetries,
    exhausted: counters.exhausted,
    batch: counters.operations / Math.max(1, counters.transactions),
  };
}

/** pgbench's own p99, from its per-transaction log (`-l`: the third field is the latency in µs). */
function loggedP99(dir: string): number {
  const latencies = readdirSync(dir)
    .flatMap((f) => readFileSync(join(dir, f), "utf8").trim().split("\n"))
    .map((line) => Number(line.split(" ")[2]) / 1_000)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  return percentile(latencies, 99);
}

function pgbench(): { tps: number; latencyMs: number; p99: number } {
  const name = `rummy_pgbench_${randomBytes(4).toString("hex")}`;
  const url = new URL(urlFor(name));
  const connection = ["-h", url.hostname, "-p", url.port || "5432", "-U", decodeURIComponent(url.username || "postgres")];
  const env = { ...process.env, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) };
  execFileSync("createdb", [...connection, name], { env });
  try {
    execFileSync("pgbench", [...connection, "-i", "-q", "-s", String(SCALE), name], { env, stdio: "ignore" });
    checkpoint();
    const logs = mkdtempSync(join(tmpdir(), "pgbench-log-"));
    try {
      const args = [...connection, "-b", "tpcb-like", "-c", String(WORKERS), "-j", "2", "-T", String(SECONDS), "-l", "--log-prefix", join(logs, "tx"), name];
      const out = execFileSync("pgbench", args, { env }).toString();
      const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1]);
      const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
      if (!Number.isFinite(tps)) throw new Error(`could not read pgbench's TPS from:\n${out}`);
      return { tps, latencyMs, p99: loggedP99(logs) };
    } finally {
      rmSync(logs, { recursive: true, force: true });
    }
  } finally {
    execFileSync("dropdb", [...connection, "--force", name], { env });
  }
}

async function main(): Promise<number> {
  const name = `rummy_bench_ledger_${randomBytes(4).toString("hex")}`;
  await admin((sql) => sql.unsafe(`create database "${name}"`));
  const handle = createDb({ databaseUrl: urlFor(name), maxConnections: WORKERS });
  try {
    await runMigrations(handle);
    await fund(handle.db);
    // pgbench runs before and after the ledger scenarios and its mean is the baseline: on a shared
    // machine the load drifts, and one run on one side would bias the ratio.
    const before = pgbench();
    const pick = () => account(Math.floor(Math.random() * ACCOUNTS));
    const spread = await runScenario(handle.db, {
      name: "50-accounts",
      pair: () => {
        const a = pick();
        let b = pick();
        while (b.id === a.id) b = pick();
        return [a, b];
      },
    });
    const hot = await runScenario(handle.db, { name: "hot-rake", pair: () => [pick(), RAKE] });
    const after = pgbench();
    const base = { tps: (before.tps + after.tps) / 2, latencyMs: (before.latencyMs + after.latencyMs) / 2, p99: Math.max(before.p99, after.p99) };
    const violations = await checkLedger(handle.db);

    console.log(`\nLedger benchmark: ${WORKERS} workers, ${SECONDS} s per scenario, PostgreSQL at ${new URL(BASE).host}, load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
    console.table(
      [spread, hot].map((f) => ({
        scenario: f.name,
        transfers: f.transfers,
        "transfers/s": Math.round(f.tps),
        "p50 ms": f.p50.toFixed(2),
        "p99 ms": f.p99.toFixed(2),
        "ops/tx": f.batch.toFixed(1),
        retries: f.retries,
        "gave up": f.exhausted,
        "vs pgbench": `${((f.tps / base.tps) * 100).toFixed(0)}%`,
      })),
    );
    console.log(
      `pgbench -b tpcb-like -c ${WORKERS} -j 2 -T ${SECONDS} (scale ${SCALE}): ${base.tps.toFixed(0)} TPS ` +
        `(before ${before.tps.toFixed(0)}, after ${after.tps.toFixed(0)}), latency average ${base.latencyMs.toFixed(2)} ms, ` +
        `p99 ${before.p99.toFixed(1)} / ${after.p99.toFixed(1)} ms`,
    );
    console.log(`invariant check: ${violations.length} violation(s)`);
    for (const v of violations.slice(0, 20)) console.log(`  ${v.violation} ${v.subject}: ${v.detail}`);

    const misses: string[] = [];
    for (const f of [spread, hot]) {
      if (f.tps < TARGET_RATIO * base.tps) misses.push(`${f.name}: ${f.tps.toFixed(0)} transfers/s is below ${TARGET_RATIO * 100}% of pgbench's ${base.tps.toFixed(0)}`);
      if (f.p99 >= TARGET_P99_MS) misses.push(`${f.name}: p99 ${f.p99.toFixed(1)} ms is not below ${TARGET_P99_MS} ms`);
      if (f.exhausted > 0) misses.push(`${f.name}: ${f.exhausted} operations gave up after 5 attempts`);
    }
    if (violations.length > 0) misses.push(`${violations.length} ledger invariant violation(s)`);
    for (const miss of misses) console.error(`✖ ${miss}`);
    if (misses.length === 0) console.log("✔ all targets met");
    return misses.length === 0 ? 0 : 1;
  } finally {
    await handle.close();
    await admin((sql) => sql.unsafe(`drop database if exists "${name}" with (force)`));
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("bench:ledger failed:", error);
    process.exit(2);
  },
);
