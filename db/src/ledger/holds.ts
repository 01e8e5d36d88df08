import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../client.ts";
import { queryRows } from "../rows.ts";
import { holdFromRow, TRANSFER_COLUMNS } from "./rows.ts";
import type { Hold, RefKind } from "./types.ts";

const HOLD_SELECT = sql.raw(`SELECT ${TRANSFER_COLUMNS}, r.phase AS resolution_phase, r.amount_paise AS resolution_amount
  FROM ledger_transfers t LEFT JOIN ledger_transfers r ON r.pending_id = t.id`);

async function holdsWhere(db: Db, where: SQL): Promise<Hold[]> {
  const rows = await queryRows(db, sql`${HOLD_SELECT} WHERE t.phase = 'pending' AND ${where} ORDER BY t.created_at, t.id`);
  return rows.map(holdFromRow);
}

/** Holds by transfer id, with their state (pending, posted, voided, expired). */
export async function holdsById(db: Db, ids: readonly string[]): Promise<Hold[]> {
  if (ids.length === 0) return [];
  return holdsWhere(db, sql`t.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

/** Every hold an operation created (its pending legs). */
export async function holdsOfOperation(db: Db, operationId: string): Promise<Hold[]> {
  return holdsWhere(db, sql`t.operation_id = ${operationId}`);
}

/** Holds on a table, tournament or withdrawal; only the unresolved ones unless `all`. */
export async function holdsOfRef(db: Db, kind: RefKind, refId: string, options: { all?: boolean; creditAccountId?: string } = {}): Promise<Hold[]> {
  const parts = [sql`t.ref_kind = ${kind}`, sql`t.ref_id = ${refId}`];
  if (!options.all) parts.push(sql`r.id IS NULL`);
  if (options.creditAccountId) parts.push(sql`t.credit_account_id = ${options.creditAccountId}`);
  return holdsWhere(db, sql.join(parts, sql` AND `));
}

/** Unresolved holds whose timeout is at or before `now`, oldest first. */
export async function expiredHolds(db: Db, now: Date, limit = 500): Promise<Hold[]> {
  const rows = await queryRows(
    db,
    sql`${HOLD_SELECT} WHERE t.phase = 'pending' AND t.expires_at <= ${now.toISOString()}::timestamptz AND r.id IS NULL
      ORDER BY t.expires_at, t.id LIMIT ${limit}`,
  );
  return rows.map(holdFromRow);
}
