import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../client.ts";
import { queryRows } from "../rows.ts";
import type { PlannedLeg } from "./context.ts";
import { encode, type LedgerValue } from "./json.ts";
import { ACCOUNT_COLUMNS, accountFromRow } from "./rows.ts";
import type { AccountBalance, AccountSpec } from "./types.ts";

/** The SQL an operation runs, kept apart from the batching logic that sequences it. */

export function sortedSpecs(specs: readonly AccountSpec[]): AccountSpec[] {
  const byId = new Map<string, AccountSpec>();
  for (const spec of specs) byId.set(spec.id, spec);
  // The lock statements' order: shared accounts last, then byte order (`COLLATE "C"`).
  return [...byId.values()].sort((a, b) => isShared(a) - isShared(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The platform's own accounts (no owner and no ref: rake revenue, the practice mint, clearing,
 * tax payable) are hot rows: every settlement of every table, every top-up of every player, on
 * every process, locks one. They come last in the one global lock order, so a transaction takes
 * them only once it holds every per-player row it needs, and holds them for its plan and commit,
 * not while it waits for a seat's escrow that another transaction has (at 10,000 players a
 * settlement batch waiting so, with rake revenue held, stalled the other process's settlements).
 */
const isShared = (spec: Pick<AccountSpec, "ownerUserId" | "refId">): number => (spec.ownerUserId === null && spec.refId === null ? 1 : 0);
const SHARED_LAST = `(owner_user_id IS NULL AND ref_id IS NULL), id COLLATE "C"`;

function list(values: readonly string[]): SQL {
  return sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
}

/** SELECT … FOR UPDATE in one global order (shared accounts last, then by id): no two transactions wait on each other. */
export function lockStatement(ids: readonly string[]): SQL {
  if (ids.length === 0) return sql`SELECT 1 WHERE false`;
  return sql`SELECT ${sql.raw(ACCOUNT_COLUMNS)} FROM ledger_accounts WHERE id IN (${list(ids)}) ORDER BY ${sql.raw(SHARED_LAST)} FOR UPDATE`;
}

export async function lockAccounts(tx: Db, ids: readonly string[]): Promise<AccountBalance[]> {
  if (ids.length === 0) return [];
  return (await queryRows(tx, lockStatement(ids))).map(accountFromRow);
}

export { accountFromRow };

/**
 * First use of an account: create it (sorted, so two creators queue rather than deadlock), then
 * lock it. The two statements are sent together (pipelined on the transaction's connection): the
 * lock still runs after the insert, in its own snapshot, one round trip sooner. A seat's escrow
 * is new at every join, so every join's hold took that round trip.
 */
export async function createAccounts(tx: Db, missing: readonly AccountSpec[]): Promise<AccountBalance[]> {
  if (missing.length === 0) return [];
  const [, created] = await Promise.all([queryRows(tx, insertAccountsStatement(missing)), lockAccounts(tx, missing.map((s) => s.id))]);
  assertDefinitions(missing, created);
  return created;
}

/** Creates the accounts that do not exist yet (sorted, so two creators queue rather than deadlock); an existing one is left alone, unlocked. */
export function insertAccountsStatement(specs: readonly AccountSpec[]): SQL {
  const values = specs.map((s) => sql`(${s.id}, ${s.ownerUserId}::uuid, ${s.kind}, ${s.currency}, ${s.refId}, ${s.allowNegative})`);
  return sql`INSERT INTO ledger_accounts (id, owner_user_id, kind, currency, ref_id, allow_negative)
    VALUES ${sql.join(values, sql`, `)} ON CONFLICT (id) DO NOTHING`;
}

/** Every spec's account exists as the spec defines it (an id reused for another kind of account is a bug). */
export function assertDefinitions(specs: readonly AccountSpec[], rows: readonly AccountBalance[]): void {
  for (const spec of specs) {
    const row = rows.find((a) => a.id === spec.id);
    if (!row || row.kind !== spec.kind || row.currency !== spec.currency || row.ownerUserId !== spec.ownerUserId || row.allowNegative !== spec.allowNegative) {
      throw new Error(`ledger: account ${spec.id} exists with a different definition`);
    }
  }
}

export interface StoredOperation {
  readonly kind: string;
  readonly requestHash: string;
  /** The encoded result, as stored. */
  readonly result: unknown;
}

export async function storedOperations(tx: Db, ids: readonly string[]): Promise<Map<string, StoredOperation>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; kind: string; request_hash: string; result: unknown }>(
    tx,
    sql`SELECT id, kind, request_hash, result FROM ledger_operations WHERE id IN (${list(ids)})`,
  );
  return new Map(
    rows.map((r) => [r.id, { kind: r.kind, requestHash: r.request_hash, result: typeof r.result === "string" ? JSON.parse(r.result) : r.result }]),
  );
}

export interface OperationRecord {
  readonly id: string;
  readonly kind: string;
  readonly userId: string | null;
  readonly hash: string;
  readonly request: LedgerValue;
}

export interface PlannedOperation {
  readonly record: OperationRecord;
  readonly legs: readonly PlannedLeg[];
  readonly encodedResult: unknown;
}

/**
 * Records operations and inserts their legs in one statement. The operation rows are the
 * idempotency claims: a key another transaction holds or committed makes ON CONFLICT wait for it
 * and then skip that row, and its legs with it. Returns the ids that were claimed. The statement
 * trigger moves the balances of all legs at once.
 */
export async function insertOperations(tx: Db, planned: readonly PlannedOperation[]): Promise<Set<string>> {
  const [row] = await queryRows<{ ids: string }>(tx, insertStatement(planned, false));
  return new Set(JSON.parse(String(row?.ids ?? "[]")) as string[]);
}

/**
 * The statement behind insertOperations. With `requireAll`, it fails (division by zero) unless
 * every operation was claimed, so it can travel with COMMIT: a lost claim turns the COMMIT into a
 * ROLLBACK instead of committing legs planned on a wrong assumption.
 */
export function insertStatement(planned: readonly PlannedOperation[], requireAll: boolean): SQL {
  const ops = planned.map(
    ({ record: op, encodedResult }) =>
      sql`(${op.id}, ${op.kind}, ${op.userId}::uuid, ${op.hash}, ${JSON.stringify(encode(op.request))}::jsonb, ${JSON.stringify(encodedResult)}::jsonb)`,
  );
  const claim = sql`INSERT INTO ledger_operations (id, kind, user_id, request_hash, request, result)
    VALUES ${sql.join(ops, sql`, `)} ON CONFLICT (id) DO NOTHING RETURNING id`;
  const legs = planned.flatMap((p) => p.legs.map((l) => ({ l, op: p.record.id })));
  // Always exactly one row, so the guard is evaluated even when no claim succeeded.
  const guard = requireAll ? sql`, 1 / (CASE WHEN (SELECT count(*) FROM claim) = ${planned.length} THEN 1 ELSE 0 END) AS all_claimed` : sql``;
  const ids = sql`(SELECT coalesce(json_agg(id), '[]'::json)::text FROM claim) AS ids`;
  if (legs.length === 0) return sql`WITH claim AS (${claim}) SELECT ${ids} ${guard}`;
  const values = legs.map(
    ({ l, op }) => sql`(${l.id}, ${op}, ${l.debit}, ${l.credit}, ${l.amountPaise.toString()}::bigint, ${l.currency}, ${l.code}, ${l.phase},
      ${l.pendingId}::text, ${l.reversesId}::text, ${l.refKind}::text, ${l.refId}::text, ${l.expiresAt?.toISOString() ?? null}::timestamptz,
      ${l.metadata ? JSON.stringify(encode(l.metadata)) : null}::jsonb)`,
  );
  return sql`WITH claim AS (${claim}),
      legs AS (
        INSERT INTO ledger_transfers (id, operation_id, debit_account_id, credit_account_id, amount_paise, currency, code,
          phase, pending_id, reverses_id, ref_kind, ref_id, expires_at, metadata)
        SELECT v.* FROM (VALUES ${sql.join(values, sql`, `)})
          AS v(id, operation_id, debit_account_id, credit_account_id, amount_paise, currency, code, phase, pending_id, reverses_id, ref_kind, ref_id, expires_at, metadata)
        WHERE v.operation_id IN (SELECT id FROM claim)
        RETURNING 1)
      SELECT ${ids}, (SELECT count(*) FROM legs) AS legs ${guard}`;
}
