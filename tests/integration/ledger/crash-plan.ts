import { randomUUID } from "node:crypto";
import { mulberry32 } from "../../support/seeded-random.ts";

/**
 * The crash test's workload, derived only from (seed, worker): a restarted worker regenerates the
 * same operations with the same idempotency keys and requests.
 */
export type CrashOp =
  | { kind: "deposit"; key: string; player: number; paise: bigint }
  | { kind: "bonus"; key: string; player: number; paise: bigint }
  | { kind: "buyIn"; key: string; player: number; table: number; paise: bigint; entryFee: boolean }
  | { kind: "post" | "leave"; key: string; player: number; table: number }
  | { kind: "settle"; key: string; table: number; winner: number; loser: number; paise: bigint }
  | { kind: "withdraw"; key: string; player: number; paise: bigint }
  | { kind: "resolveWithdrawal"; key: string; player: number; withdrawal: string; action: "post" | "void" };

export const CRASH_PLAYERS = 24;
export const CRASH_TABLES = 8;

/** Player ids are fixed per run (uuid v4 shape from the seed) so every worker agrees on them. */
export function crashPlayerId(seed: number, player: number): string {
  const hex = (seed * 1_000 + player).toString(16).padStart(12, "0");
  return `00000000-0000-4000-8000-${hex}`;
}

export function crashTableId(seed: number, table: number): string {
  return `CRASH-${seed}-${table}`;
}

export function crashPlan(seed: number, worker: number, count: number): CrashOp[] {
  const random = mulberry32(seed * 7_919 + worker);
  const pick = (n: number) => Math.floor(random() * n);
  const paise = (max: number) => BigInt(100 + pick(max));
  const ops: CrashOp[] = [];
  const withdrawals: { key: string; player: number }[] = [];
  for (let i = 0; i < count; i++) {
    const key = `crash-${seed}-${worker}-${i}`;
    const r = random();
    const player = pick(CRASH_PLAYERS);
    const table = pick(CRASH_TABLES);
    if (r < 0.18) ops.push({ kind: "deposit", key, player, paise: paise(20_000) });
    else if (r < 0.22) ops.push({ kind: "bonus", key, player, paise: paise(2_000) });
    else if (r < 0.4) ops.push({ kind: "buyIn", key, player, table, paise: paise(5_000), entryFee: random() < 0.3 });
    else if (r < 0.55) ops.push({ kind: "post", key, player, table });
    else if (r < 0.75) ops.push({ kind: "settle", key, table, winner: player, loser: (player + 1 + pick(CRASH_PLAYERS - 1)) % CRASH_PLAYERS, paise: paise(3_000) });
    else if (r < 0.85) ops.push({ kind: "leave", key, player, table });
    else if (r < 0.93 || withdrawals.length === 0) {
      ops.push({ kind: "withdraw", key, player, paise: paise(3_000) });
      withdrawals.push({ key, player });
    } else {
      const w = withdrawals.splice(pick(withdrawals.length), 1)[0]!;
      ops.push({ kind: "resolveWithdrawal", key, player: w.player, withdrawal: w.key, action: random() < 0.7 ? "post" : "void" });
    }
  }
  return ops;
}

/** A fresh seed per run keeps runs apart in one database; print it to replay a failure. */
export function newCrashSeed(): number {
  return Number.parseInt(randomUUID().replaceAll("-", "").slice(0, 6), 16);
}
