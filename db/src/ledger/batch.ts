import type { Db } from "../client.ts";
import { closedRefsUnderSharedLock, refKey } from "./accounts.ts";
import { OperationContext } from "./context.ts";
import { constraintOf, LedgerError, sqlStateOf } from "./errors.ts";
import { decode, encode, requestHash, type LedgerValue } from "./json.ts";
import type { OperationOutcome, OperationRequest } from "./operation-types.ts";
import { withRetries } from "./retry.ts";
import {
  accountFromRow,
  assertDefinitions,
  createAccounts,
  insertAccountsStatement,
  insertOperations,
  insertStatement,
  lockStatement,
  sortedSpecs,
  storedOperations,
  type PlannedOperation,
  type StoredOperation,
} from "./statements.ts";
import { withLockedTransaction, type TransactionBody } from "./transaction.ts";
import type { AccountBalance, AccountSpec } from "./types.ts";

export interface BatchOptions {
  /** Batches in flight at once on this handle (each one transaction, one connection). */
  readonly maxInFlight: number;
  /** Operations per batch: a limit on how long one transaction holds its locks. */
  readonly maxBatch: number;
  /** Told after each batch: how many operations, how long the oldest waited in the queue, how long the batch ran. */
  readonly observe?: (batch: { size: number; waitedMs: number; ranMs: number }) => void;
}

/** How far behind a lane is: operations submitted and not yet answered, and the age of the oldest. */
export interface Backlog {
  readonly pending: number;
  readonly oldestMs: number;
}

interface Item {
  readonly op: OperationRequest<LedgerValue>;
  /** performance.now() when it was submitted. */
  readonly at: number;
  readonly hash: string;
  readonly specs: AccountSpec[];
  readonly resolve: (outcome: OperationOutcome<LedgerValue>) => void;
  readonly reject: (error: unknown) => void;
}

type Settled = { ok: true; result: LedgerValue; replayed: boolean } | { ok: false; error: unknown };

/**
 * Accounts known to exist, per database handle (accounts are never deleted). Bounded: past the
 * cap it starts again, which only costs an insert that finds the account there.
 */
const KNOWN_ACCOUNTS_CAP = 50_000;
const knownByDb = new WeakMap<Db, Set<string>>();

function knownAccounts(db: Db): Set<string> {
  let known = knownByDb.get(db);
  if (!known) knownByDb.set(db, (known = new Set()));
  return known;
}

function remember(known: Set<string>, specs: readonly AccountSpec[]): void {
  if (known.size + specs.length > KNOWN_ACCOUNTS_CAP) known.clear();
  for (const spec of specs) known.add(spec.id);
}

/** insertStatement's guard (a division by zero) refused a COMMIT because a claim was lost. */
const CLAIM_GUARD = "22012";

/** A key another transaction claimed inside a multi-operation batch: its operations are answered apart, the rest run again together. */
class ClaimLost extends Error {
  constructor(readonly id: string) {
    super(`ledger: operation ${id} was claimed by another transaction`);
  }
}

/**
 * Group commit. Operations queue; up to `maxInFlight` transactions each take the queued operations
 * (up to `maxBatch`), lock the union of their accounts in sorted order (the lock statement
 * travels with BEGIN), plan each operation in turn
 * against the balances its predecessors left, insert consecutive plans in one statement, and commit
 * once. A plan that throws fails alone: plans do not write. If the database refuses a statement,
 * the batch is rolled back and its operations rerun one per transaction, so the one at fault gets
 * its own error and the others go through.
 */
export class Batcher {
  private readonly queue: Item[] = [];
  /** Submitted and not yet answered, oldest first (a Set keeps insertion order through deletes). */
  private readonly pending = new Set<Item>();
  private inFlight = 0;
  constructor(
    private readonly db: Db,
    private readonly options: BatchOptions,
  ) {}

  submit<R extends LedgerValue>(op: OperationRequest<R>): Promise<OperationOutcome<R>> {
    return new Promise<OperationOutcome<R>>((resolve, reject) => {
      const hash = requestHash(op.kind, { userId: op.userId ?? null, request: op.request });
      const item: Item = {
        op, at: performance.now(), hash, specs: sortedSpecs(op.accounts),
        resolve: (outcome) => { this.pending.delete(item); resolve(outcome as OperationOutcome<R>); },
        reject: (error) => { this.pending.delete(item); reject(error); },
      };
      this.pending.add(item);
      this.queue.push(item);
      this.pump();
    });
  }

  backlog(now = performance.now()): Backlog {
    const oldest = this.pending.values().next();
    return { pending: this.pending.size, oldestMs: oldest.done ? 0 : now - oldest.value.at };
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.inFlight++;
      const startedAt = performance.now();
      void this.run(batch).finally(() => {
        this.options.observe?.({ size: batch.length, waitedMs: startedAt - batch[0]!.at, ranMs: performance.now() - startedAt });
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async run(items: Item[]): Promise<void> {
    let attempts = 0;
    try {
      const settled = await withRetries(async () => {
        attempts++;
        const specs = sortedSpecs(items.flatMap((i) => i.specs));
        const known = knownAccounts(this.db);
        const unseen = specs.filter((s) => !known.has(s.id));
        const lock = lockStatement(specs.map((s) => s.id));
        // Accounts this process has not seen yet are created (if missing) before anything is
        // locked, in the round trip that carries BEGIN and the lock: a new seat's escrow, a new
        // player's accounts. Created inside, after the lock, they cost a round trip of their own,
        // with the shared rows (the practice mint, rake revenue) held meanwhile.
        const settled = await withLockedTransaction(this.db, unseen.length > 0 ? [insertAccountsStatement(unseen), lock] : [lock], (tx, rows) => {
          const locked = rows.map(accountFromRow);
          assertDefinitions(unseen, locked);
          return executeBatch(tx, items, specs, locked);
        });
        remember(known, specs);
        return settled;
      }, items.length);
      settled.forEach((s, i) => {
        const item = items[i]!;
        if (s.ok) item.resolve({ result: s.result, replayed: s.replayed, attempts });
        else item.reject(s.error);
      });
    } catch (error) {
      if (items.length > 1 && (error instanceof ClaimLost || sqlStateOf(error) === CLAIM_GUARD)) {
        // A key done before (a retry, a second top-up the same day): those operations are
        // answered by their replays, one each, and the others run again together, not one
        // transaction each (a batch of 64 once took 9.6 s so, and every join behind it waited).
        const done = error instanceof ClaimLost ? new Set([error.id]) : new Set((await storedOperations(this.db, items.map((i) => i.op.id))).keys());
        const rest = items.filter((i) => !done.has(i.op.id));
        if (rest.length < items.length) {
          for (const item of items.filter((i) => done.has(i.op.id))) await this.run([item]);
          if (rest.length > 0) await this.run(rest);
          return;
        }
      }
      // Retries already spent stay spent (at most MAX_ATTEMPTS transactions per operation).
      if (items.length === 1 || error instanceof LedgerError) for (const item of items) item.reject(translate(error));
      else for (const item of items) await this.run([item]);
    }
  }
}

/** `specs`: every account of the batch's items, in lock order (the caller locked them). */
async function executeBatch(tx: Db, items: readonly Item[], specs: readonly AccountSpec[], locked: AccountBalance[]): Promise<TransactionBody<Settled[]>> {
  const state = new Map<string, AccountBalance>(locked.map((a) => [a.id, a]));
  for (const account of await createAccounts(tx, specs.filter((s) => !state.has(s.id)))) state.set(account.id, account);
  // Every ref the batch's plans check, read at once (one round trip, however many holds).
  const closed = await closedRefsUnderSharedLock(tx, items.flatMap((i) => i.op.refs ?? []));
  const settled: Settled[] = [];
  const planned = new Map<string, StoredOperation>();
  let buffer: { planned: PlannedOperation; ctx: OperationContext; index: number }[] = [];
  const flush = async () => {
    if (buffer.length === 0) return;
    const claimed = await insertOperations(tx, buffer.map((b) => b.planned));
    for (const b of buffer) {
      const id = b.planned.record.id;
      if (claimed.has(id)) {
        for (const statement of b.ctx.writes) await tx.execute(statement);
      } else if (items.length > 1) {
        // The key was done before (a retry): later plans counted on this one's legs, so only a
        // clean rerun gives them the right balances.
        throw new ClaimLost(id);
      } else {
        settled[b.index] = replay(items[b.index]!, await mustRead(tx, id));
      }
    }
    buffer = [];
  };
  for (const [index, item] of items.entries()) {
    const same = planned.get(item.op.id);
    if (same) {
      settled[index] = replay(item, same);
      continue;
    }
    // A plan that reads must see every earlier plan of this batch in the database.
    if (item.op.reads) await flush();
    const refs = { declared: new Set((item.op.refs ?? []).map(refKey)), closed };
    const ctx = new OperationContext(tx, item.op.id, item.specs.map((s) => state.get(s.id)!), item.op.reads ?? false, refs);
    let result: LedgerValue;
    try {
      result = await item.op.plan(ctx);
    } catch (error) {
      // A retried key whose first run already moved the money may now fail to plan: answer as the first run did.
      const prior = (await storedOperations(tx, [item.op.id])).get(item.op.id);
      settled[index] = prior ? replay(item, prior) : { ok: false, error: translate(error) };
      continue;
    }
    const encoded = encode(result);
    const record = { id: item.op.id, kind: item.op.kind, userId: item.op.userId ?? null, hash: item.hash, request: item.op.request };
    buffer.push({ planned: { record, legs: ctx.legs, encodedResult: encoded }, ctx, index });
    for (const account of ctx.balances()) state.set(account.id, account);
    planned.set(item.op.id, { kind: item.op.kind, requestHash: item.hash, result: encoded });
    settled[index] = { ok: true, result, replayed: false };
    if (item.op.reads) await flush();
  }
  // Several operations and nothing to run after their insert: it can travel with COMMIT.
  if (items.length > 1 && buffer.length > 0 && buffer.every((b) => b.ctx.writes.length === 0)) {
    return { value: settled, last: insertStatement(buffer.map((b) => b.planned), true) };
  }
  await flush();
  return { value: settled };
}

async function mustRead(tx: Db, id: string): Promise<StoredOperation> {
  const stored = (await storedOperations(tx, [id])).get(id);
  if (!stored) throw new Error(`ledger: operation ${id} conflicted but cannot be read`);
  return stored;
}

function replay(item: Item, prior: StoredOperation): Settled {
  if (prior.requestHash !== item.hash) {
    const message = `Idempotency key ${item.op.id} was already used for a different request (${prior.kind}); use a new key for a new request`;
    return { ok: false, error: new LedgerError("ledger/idempotency_conflict", message, { operationId: item.op.id, kind: prior.kind }) };
  }
  return { ok: true, result: decode<LedgerValue>(prior.result), replayed: true };
}

/** Database refusals that reach a caller become ledger errors it can handle. */
export function translate(error: unknown): unknown {
  if (error instanceof LedgerError) return error;
  const state = sqlStateOf(error);
  const constraint = constraintOf(error);
  if (state === "23514") return new LedgerError("ledger/insufficient_funds", "The database refused a balance below zero", { cause: String(error) });
  if (state === "23505" && constraint === "ledger_transfers_pending_once") {
    return new LedgerError("ledger/hold_not_pending", "The hold was already posted, voided or expired", { cause: String(error) });
  }
  if (state === "23505" && constraint === "ledger_transfers_reversed_once") {
    return new LedgerError("ledger/invalid_transfer", "The transfer was already reversed", { cause: String(error) });
  }
  if (state === "LG001") return new LedgerError("ledger/invalid_transfer", String((error as Error).message), { cause: String(error) });
  return error;
}
