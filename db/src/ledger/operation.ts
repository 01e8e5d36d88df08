import type { Db } from "../client.ts";
import { Batcher } from "./batch.ts";
import type { LedgerValue } from "./json.ts";
import type { OperationOutcome, OperationRequest } from "./operation-types.ts";

export type { OperationOutcome, OperationRequest } from "./operation-types.ts";

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
