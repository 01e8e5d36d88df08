import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@rummy/db";
import { realPostgresOrSkip } from "../../support/database.ts";
import { nodeArgs } from "../../support/node-bundle.ts";
import { newCrashSeed } from "./crash-plan.ts";
import { ledgerDatabase, violations, type LedgerDatabase } from "./harness.ts";

const here = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(here, "../../..");
/** 32 workers in 4 processes of 8: a SIGKILL interrupts 8 operations at once, mid-transaction. */
const WORKERS = 32;
const PROCESSES = 4;
const OPERATIONS = 4_000;
const KILLS = 24;

const suite = realPostgresOrSkip("ledger crash test") ? describe : describe.skip;

suite("ledger survives kill -9 of its workers", () => {
  let t: LedgerDatabase;
  let dir: string;
  let stopChildren = () => undefined as void;
  beforeAll(async () => {
    t = await ledgerDatabase("ledger_crash", 4);
    dir = mkdtempSync(join(tmpdir(), "ledger-crash-"));
  });
  afterAll(async () => {
    stopChildren();
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it(`runs ${OPERATIONS} operations on ${WORKERS} workers through ${KILLS}+ SIGKILLs without losing or doubling money`, async () => {
    const seed = newCrashSeed();
    console.log(`crash test seed ${seed} (workers ${WORKERS}, operations ${OPERATIONS})`);
    const perWorker = Math.ceil(OPERATIONS / WORKERS);
    const perProcess = WORKERS / PROCESSES;
    const running = new Map<number, ChildProcess>();
    const finished = new Set<number>();
    const failures: string[] = [];
    let kills = 0;
    let stopping = false;

    // A process is worth killing once it has logged work since it (re)started: a kill during
    // startup would test nothing.
    const logged = (p: number) =>
      Array.from({ length: perProcess }, (_, n) => join(dir, `worker-${p * perProcess + n}.log`)).reduce((sum, f) => sum + (existsSync(f) ? statSync(f).size : 0), 0);
    const startedAt = new Map<number, number>();
    const worker = await nodeArgs("tests/integration/ledger/crash-worker.ts");
    const start = (p: number) => {
      startedAt.set(p, logged(p));
      const args = [...worker, t.database.url!, String(seed), String(p * perProcess), String(perProcess), String(perWorker), dir];
      const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"] });
      let stderr = "";
      child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      running.set(p, child);
      child.on("exit", (code, signal) => {
        running.delete(p);
        if (signal === "SIGKILL" && !stopping) return start(p);
        if (code === 0) finished.add(p);
        else failures.push(`process ${p} exited ${code ?? signal}: ${stderr.slice(-2_000)}`);
      });
    };
    for (let p = 0; p < PROCESSES; p++) start(p);
    const stopAll = () => {
      stopping = true;
      for (const child of running.values()) child.kill("SIGKILL");
    };
    stopChildren = stopAll;

    // Kill a random running process every 0.25-0.75 s once they have started, until the target is
    // reached; then let the work finish (every restart costs a few seconds of startup). Only a
    // process that has logged work since its restart is killed, so the pace cannot outrun them.
    await new Promise((r) => setTimeout(r, 2_500));
    while (finished.size + failures.length < PROCESSES) {
      await new Promise((r) => setTimeout(r, 250 + Math.random() * 500));
      const busy = [...running.entries()].filter(([p, c]) => c.exitCode === null && c.pid !== undefined && logged(p) > (startedAt.get(p) ?? 0));
      if (busy.length > 0 && kills < KILLS) {
        if (busy[Math.floor(Math.random() * busy.length)]![1].kill("SIGKILL")) kills++;
      }
    }
    stopAll();
    expect(failures).toEqual([]);
    expect(kills).toBeGreaterThanOrEqual(20);
    console.log(`crash test: ${kills} SIGKILLs of worker processes, each restarted`);

    // 1. The invariants hold.
    expect(await violations(t.db)).toEqual([]);

    // 2. Every replay of a key (after a restart) answered what the first execution answered.
    const outcomes = new Map<string, { ok: boolean; result?: unknown }>();
    let replays = 0;
    for (let w = 0; w < WORKERS; w++) {
      for (const line of readFileSync(join(dir, `worker-${w}.log`), "utf8").trim().split("\n")) {
        const entry = JSON.parse(line) as { key: string; ok: boolean; replayed?: boolean; result?: unknown };
        const first = outcomes.get(entry.key);
        if (first?.ok && entry.ok) {
          expect(entry.replayed, entry.key).toBe(true);
          expect(entry.result, entry.key).toEqual(first.result);
          replays++;
        } else if (!first || (!first.ok && entry.ok)) outcomes.set(entry.key, entry);
      }
    }
    expect(replays).toBeGreaterThan(0);

    // 3. No operation took effect twice: deposits credited exactly what their requests paid, each
    // operation's legs are exactly the legs its key names, and nothing exists outside the plan.
    const [money] = await queryRows(
      t.db,
      sql`SELECT
        (SELECT coalesce(sum((request -> 'amountPaise' ->> '$bigint')::bigint), 0) FROM ledger_operations WHERE kind = 'wallet.deposit') AS paid,
        (SELECT coalesce(sum(amount_paise), 0) FROM ledger_transfers WHERE code IN ('deposit', 'gst')) AS credited,
        (SELECT debits_posted_paise - credits_posted_paise FROM ledger_accounts WHERE id = 's:gateway_clearing:INR') AS clearing,
        (SELECT count(*) FROM ledger_transfers t WHERE t.id NOT LIKE t.operation_id || ':%') AS foreign_legs,
        (SELECT count(*) FROM ledger_operations WHERE id NOT LIKE ${`crash-${seed}-%`} AND kind NOT IN ('wallet.expireBonuses')) AS outside`,
    );
    expect(BigInt(String(money?.["credited"]))).toBe(BigInt(String(money?.["paid"])));
    expect(BigInt(String(money?.["clearing"]))).toBe(BigInt(String(money?.["paid"])));
    expect(Number(money?.["foreign_legs"])).toBe(0);
    expect(Number(money?.["outside"])).toBe(0);
    const [ops] = await queryRows(t.db, sql`SELECT count(*) AS n FROM ledger_operations WHERE id LIKE ${`crash-${seed}-%`}`);
    const succeeded = [...outcomes.values()].filter((o) => o.ok).length;
    // Operations resolving a withdrawal are stored under `<withdrawal>:post|void`, so they count apart.
    const [resolutions] = await queryRows(t.db, sql`SELECT count(*) AS n FROM ledger_operations WHERE id ~ ':(post|void)$'`);
    expect(Number(ops?.["n"])).toBe(succeeded);
    console.log(`crash test: ${succeeded} operations took effect (${Number(resolutions?.["n"])} withdrawal resolutions), ${replays} replays answered identically`);
    // Alone it takes about 2.5 minutes on 2 busy cores; the limit leaves room for parallel suites.
  }, 480_000);
});
