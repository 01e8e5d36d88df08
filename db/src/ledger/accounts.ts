import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { queryRows } from "../rows.ts";
import { ACCOUNT_COLUMNS, accountFromRow, transferFromRow, TRANSFER_COLUMNS } from "./rows.ts";
import type { AccountBalance, TransferRow } from "./types.ts";

/** Balances without locking (a snapshot for display); missing accounts are simply absent. */
export async function readAccounts(db: Db, ids: readonly string[]): Promise<Map<string, AccountBalance>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows(
    db,
    sql`SELECT ${sql.raw(ACCOUNT_COLUMNS)} FROM ledger_accounts WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
  return new Map(rows.map((r) => [String(r["id"]), accountFromRow(r)]));
}

export async function accountsOfOwner(db: Db, ownerUserId: string): Promise<AccountBalance[]> {
  const rows = await queryRows(db, sql`SELECT ${sql.raw(ACCOUNT_COLUMNS)} FROM ledger_accounts WHERE owner_user_id = ${ownerUserId}::uuid ORDER BY id`);
  return rows.map(accountFromRow);
}

/** Whether an operation with this key has run: a plain read, to skip submitting one that would only replay (its key is still what guarantees once). */
export async function operationExists(db: Db, id: string): Promise<boolean> {
  const rows = await queryRows(db, sql`SELECT 1 FROM ledger_operations WHERE id = ${id}`);
  return rows.length > 0;
}

/** The transfers an operation wrote, in leg order of insertion. */
export async function transfersOfOperation(db: Db, operationId: string): Promise<TransferRow[]> {
  const rows = await queryRows(db, sql`SELECT ${sql.raw(TRANSFER_COLUMNS)} FROM ledger_transfers t WHERE t.operation_id = ${operationId} ORDER BY t.id`);
  return rows.map(transferFromRow);
}

/**
 * The advisory lock namespace of a ref's open/closed state: a hold checking that its ref is open
 * takes it shared (until its transaction ends), closing the ref takes it exclusive, so a close
 * waits for holds already past their check and every later hold sees the ref closed.
 */
export const REF_STATE_LOCK = 8101;

/** How a ref is named in its state lock and in `closedRefsUnderSharedLock`'s answer. */
export function refKey(ref: { readonly kind: string; readonly id: string }): string {
  return `${ref.kind}:${ref.id}`;
}

/**
 * Which of these refs are closed, read with each ref's state lock taken shared until the
 * transaction ends. The lock and the read are sent together (pipelined): the read runs once every
 * lock is granted, in a snapshot of its own taken then (a close committed while a lock was awaited
 * is seen), one round trip for any number of refs. One statement would not do: its snapshot would
 * be taken before the locks were awaited.
 */
export async function closedRefsUnderSharedLock(tx: Db, refs: readonly { readonly kind: string; readonly id: string }[]): Promise<Set<string>> {
  const unique = new Map(refs.map((r) => [refKey(r), r]));
  if (unique.size === 0) return new Set();
  const keys = [...unique.keys()].sort();
  const pairs = sql.join([...unique.values()].map((r) => sql`(${r.kind}, ${r.id})`), sql`, `);
  const [, rows] = await Promise.all([
    queryRows(tx, sql`SELECT count(pg_advisory_xact_lock_shared(${REF_STATE_LOCK}, hashtext(k))) AS locked FROM (VALUES ${sql.join(keys.map((k) => sql`(${k}::text)`), sql`, `)}) AS v(k)`),
    queryRows(tx, sql`SELECT ref_kind, ref_id FROM ledger_closed_refs WHERE (ref_kind, ref_id) IN (${pairs})`),
  ]);
  return new Set(rows.map((r) => refKey({ kind: String(r["ref_kind"]), id: String(r["ref_id"]) })));
}

/** Records that a table or tournament has ended: a hold on it still pending is then a leak. */
export async function markRefClosed(db: Db, kind: "table" | "tournament", refId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${REF_STATE_LOCK}, hashtext(${refKey({ kind, id: refId })}))`);
    await tx.execute(sql`INSERT INTO ledger_closed_refs (ref_kind, ref_id) VALUES (${kind}, ${refId}) ON CONFLICT DO NOTHING`);
  });
}
