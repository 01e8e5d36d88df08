import type { Db } from "../client.ts";
import { Batcher, type BatchOptions } from "./batch.ts";
import type { OperationContext } from "./context.ts";
import type { LedgerValue } from "./json.ts";
import type { AccountSpec } from "./types.ts";

export interface OperationRequest<R extends LedgerValue> {
  /** The idempotency key. The same key and request returns the first result; another request is refused. */
  readonly id: string;
  /** What the operation is, e.g. `wallet.deposit`; part of the request's identity. */
  readonly kind: string;
  /** The player it is about (passbook, statements), if one. */
  readonly userId?: string | null;
  readonly request: LedgerValue;
  /** Every account the plan may touch: created if missing, then locked in sorted id order. */
  readonly accounts: readonly AccountSpec[];
  /** The plan reads the database through `ctx.tx` (operations that do not are written together). */
  readonly reads?: boolean;
  /**
   * Decides the legs from the locked balances. It may read through `ctx.tx` but must not write
   * (use `ctx.write`), and it runs again from scratch when its transaction is retried.
   */
  readonly plan: (ctx: OperationContext) => Promise<R> | R;
}

export interface OperationOutcome<R> {
  readonly result: R;
  /** True when this key had already been executed and the stored result is returned. */
  readonly replayed: boolean;
  /** Transactions it took (1 unless a serialization failure or deadlock was retried). */
  readonly attempts: number;
}

/**
 * Two lanes per database handle. Plans that only compute (transfers, settlements, deposits) share
 * one transaction at a time, as many per transaction as are waiting: on a busy server bigger
 * batches beat overlapping ones, which mostly wait for each other's row locks. Plans that read
 * (holds, provenance, tax) cost round trips each, so their lane runs a few transactions at once.
 */
interface Lanes {
  readonly plain: Batcher;
  readonly reading: Batcher;
}

const lanes = new WeakMap<Db, Lanes>();

function lanesFor(db: Db): Lanes {
  let found = lanes.get(db);
  if (!found) {
    found = { plain: new Batcher(db, { maxInFlight: 1, maxBatch: 64 }), reading: new Batcher(db, { maxInFlight: 4, maxBatch: 16 }) };
    lanes.set(db, found);
  }
  return found;
}

/** Tunes group commit for one database handle (the benchmark and tests use it; defaults suit the server). */
export function configureLedgerBatching(db: Db, options: { plain?: Partial<BatchOptions>; reading?: Partial<BatchOptions> }): void {
  const found = lanesFor(db);
  if (options.plain) found.plain.configure(options.plain);
  if (options.reading) found.reading.configure(options.reading);
}

/**
 * Runs one ledger operation: claim the key, lock the accounts in sorted id order (SELECT … FOR
 * UPDATE), plan the legs, insert them (a trigger moves the balances), commit. Operations submitted
 * concurrently on one handle share a transaction and its commit — group commit, TigerBeetle's
 * "everything is a batch" — each still all-or-nothing on its own. Serialization failures and
 * deadlocks are retried, at most MAX_ATTEMPTS transactions in all.
 */
export function runOperation<R extends LedgerValue>(db: Db, op: OperationRequest<R>): Promise<OperationOutcome<R>> {
  const found = lanesFor(db);
  return (op.reads ? found.reading : found.plain).submit(op);
}
