// One crash-test process hosting several workers. Each worker runs its share of the workload from
// its last checkpoint (minus a few operations, so restarts also replay finished ones) and logs
// every outcome. The parent test SIGKILLs the process at random moments and starts it again.
// Usage (the test runs its bundle: tests/support/node-bundle.ts): node --import tsx crash-worker.ts <databaseUrl> <seed> <firstWorker> <workers> <count> <dir>
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createDb, type Db } from "@rummy/db";
import * as wallet from "@rummy/game-server/services/wallet/index";
import { crashPlan, crashPlayerId, crashTableId, type CrashOp } from "./crash-plan.ts";

const [url, seedArg, firstArg, workersArg, countArg, dir] = process.argv.slice(2);
if (!url || !seedArg || !firstArg || !workersArg || !countArg || !dir) throw new Error("usage: crash-worker <url> <seed> <first> <workers> <count> <dir>");
const seed = Number(seedArg);
const REPLAY = 3;

async function run(db: Db, op: CrashOp): Promise<unknown> {
  const user = (p: number) => crashPlayerId(seed, p);
  const table = (t: number) => crashTableId(seed, t);
  switch (op.kind) {
    case "deposit":
      return wallet.creditDeposit(db, { key: op.key, userId: user(op.player), amountPaise: op.paise, mode: "UPI" });
    case "bonus":
      return wallet.grantBonus(db, { key: op.key, userId: user(op.player), amountPaise: op.paise, bucket: "instant", source: "crash" });
    case "buyIn":
      return wallet.holdBuyIn(db, { key: op.key, userId: user(op.player), tableId: table(op.table), amountPaise: op.paise, entryFee: op.entryFee });
    case "post":
      return wallet.postBuyIn(db, { key: op.key, userId: user(op.player), tableId: table(op.table) });
    case "leave":
      return wallet.leaveTable(db, { key: op.key, userId: user(op.player), tableId: table(op.table) });
    case "settle":
      return wallet.settleTable(db, {
        key: op.key,
        tableId: table(op.table),
        lines: [
          { userId: user(op.winner), lossPaise: 0n, winPaise: op.paise - op.paise / 10n, feePaise: op.paise / 10n },
          { userId: user(op.loser), lossPaise: op.paise, winPaise: 0n, feePaise: 0n },
        ],
      });
    case "withdraw":
      return wallet.requestWithdrawal(db, { key: op.key, userId: user(op.player), amountPaise: op.paise });
    case "resolveWithdrawal":
      return wallet.resolveWithdrawal(db, { key: op.withdrawal, userId: user(op.player) }, op.action);
  }
}

async function work(db: Db, worker: number): Promise<void> {
  const checkpoint = join(dir!, `worker-${worker}.checkpoint`);
  const log = join(dir!, `worker-${worker}.log`);
  const plan = crashPlan(seed, worker, Number(countArg));
  const done = existsSync(checkpoint) ? Number(readFileSync(checkpoint, "utf8")) : 0;
  for (let i = Math.max(0, done - REPLAY); i < plan.length; i++) {
    const op = plan[i]!;
    let outcome: string;
    try {
      const result = (await run(db, op)) as { replayed: boolean };
      outcome = JSON.stringify({ i, key: op.key, ok: true, replayed: result.replayed, result: { ...result, replayed: undefined } }, (_k, v: unknown) => (typeof v === "bigint" ? `${v}n` : v));
    } catch (error) {
      // Refusals are expected (a random workload overdraws often); anything else fails the worker.
      if (!(error instanceof wallet.WalletError) || !["wallet/insufficient_funds", "wallet/insufficient_withdrawable", "wallet/not_pending", "wallet/not_found"].includes(error.code)) throw error;
      outcome = JSON.stringify({ i, key: op.key, ok: false, code: error.code });
    }
    appendFileSync(log, `${outcome}\n`);
    writeFileSync(checkpoint, String(i + 1));
  }
}

async function main(): Promise<void> {
  const first = Number(firstArg);
  const workers = Array.from({ length: Number(workersArg) }, (_, n) => first + n);
  const handle = createDb({ databaseUrl: url, maxConnections: workers.length });
  await Promise.all(workers.map((w) => work(handle.db, w)));
  await handle.close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`workers from ${firstArg} failed:`, error);
    process.exit(1);
  },
);
