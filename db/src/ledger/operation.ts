import type { Db } from "../client.ts";
import { Batcher, type Backlog } from "./batch.ts";
import type { LedgerValue } from "./json.ts";
import type { OperationOutcome, OperationRequest } from "./operation-types.ts";

export type { LedgerRef, OperationOutcome, OperationRequest } from "./operation-types.ts";

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

type LaneName = keyof Lanes;

const lanes = new WeakMap<Db, Lanes>();

/** A batch that ran, for timings (game-server's ROOM_TIMINGS): its lane, size, queue wait and run time. */
export type LedgerBatchObserver = (batch: { lane: LaneName; size: number; waitedMs: number; ranMs: number }) => void;
let observer: LedgerBatchObserver | undefined;

/** Sets (or with undefined clears) the one observer of every lane's batches in this process. */
export function observeLedgerBatches(next: LedgerBatchObserver | undefined): void {
  observer = next;
}

function lanesFor(db: Db): Lanes {
  let found = lanes.get(db);
  if (!found) {
    const observe = (lane: LaneName) => (batch: { size: number; waitedMs: number; ranMs: number }) => observer?.({ lane, ...batch });
    found = {
      plain: new Batcher(db, { maxInFlight: 1, maxBatch: 64, observe: observe("plain") }),
      reading: new Batcher(db, { maxInFlight: 4, maxBatch: 16, observe: observe("reading") }),
    };
    lanes.set(db, found);
  }
  return found;
}

/**
 * How far behind this handle's ledger is: operations submitted and not yet answered in either
 * lane, and the age of the oldest. Seating reads it to refuse new joins while the wallet is
 * behind (a join's hold would only queue behind settlements that are already late).
 */
export function ledgerBacklog(db: Db, now = performance.now()): Backlog {
  const found = lanes.get(db);
  if (!found) return { pending: 0, oldestMs: 0 };
  const plain = found.plain.backlog(now);
  const reading = found.reading.backlog(now);
  return { pending: plain.pending + reading.pending, oldestMs: Math.max(plain.oldestMs, reading.oldestMs) };
}

/**
 * Runs one ledger operation: claim the key, lock the accounts in the global order (SELECT … FOR
 * UPDATE), plan the legs, insert them (a trigger moves the balances), commit. Operations submitted
 * concurrently on one handle share a transaction and its commit — group commit, TigerBeetle's
 * "everything is a batch" — each still all-or-nothing on its own. Serialization failures and
 * deadlocks are retried, at most MAX_ATTEMPTS transactions in all.
 */
export function runOperation<R extends LedgerValue>(db: Db, op: OperationRequest<R>): Promise<OperationOutcome<R>> {
  const found = lanesFor(db);
  // An operation that checks refs holds a seat or an entry: a join waits for it, so it takes the
  // lane that runs several transactions at once, not the one settlements queue in.
  return (op.reads || op.refs ? found.reading : found.plain).submit(op);
}
