import { queryRows, type Db } from "@rummy/db";
import { sql, type SQL } from "drizzle-orm";
import type { Page } from "./page.ts";

/**
 * The passbook's SQL (passbook.ts): ledger operations of the kinds asked for, with a withdrawal's
 * status read from its payout hold, and deposits the ledger has not credited yet.
 */

/** A withdrawal's status from its payout hold: pending, posted (success), voided (failed), posted then reversed. */
const STATUS = sql.raw(`CASE WHEN o.kind <> 'wallet.withdrawal' THEN 'success' ELSE (
    SELECT CASE WHEN r.id IS NULL THEN 'pending'
                WHEN r.phase <> 'post_pending' THEN 'failed'
                WHEN EXISTS (SELECT 1 FROM ledger_transfers rv WHERE rv.reverses_id = r.id) THEN 'reversed'
                ELSE 'success' END
      FROM ledger_transfers h LEFT JOIN ledger_transfers r ON r.pending_id = h.id WHERE h.id = o.id || ':payout') END`);

export type PassbookRow = {
  id: string;
  kind: string;
  request: unknown;
  result: unknown;
  created_at: unknown;
  status: string;
  total: unknown;
  amount_paise: unknown;
  channel: string | null;
  failure_reason: string | null;
};

/** Passbook rows that are ledger operations: money that moved, or a withdrawal's hold. */
function ledgerRows(userId: string, kinds: readonly string[]) {
  return sql`SELECT o.id, o.kind, o.request, o.result, o.created_at, ${STATUS} AS status,
        NULL::bigint AS amount_paise, NULL::text AS channel, NULL::text AS failure_reason
      FROM ledger_operations o
      WHERE o.user_id = ${userId}::uuid AND o.kind IN (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
        AND NOT (o.kind = 'wallet.yearEndTds' AND (o.result -> 'tdsPaise' ->> '$bigint') = '0')`;
}

/**
 * Deposits the ledger has not credited: still awaiting the payment, or failed. Each has the id its
 * credit will have (`deposit:<id>`), and drops out of this list the moment the credit exists, so a
 * deposit shows once whatever its status (also between the credit and the status update).
 */
function unsettledDeposits(userId: string) {
  return sql`SELECT 'deposit:' || d.id AS id, 'deposit.unsettled' AS kind, NULL::jsonb AS request, NULL::jsonb AS result,
        d.created_at, d.status, d.amount_paise, d.channel, d.failure_reason
      FROM deposits d
      WHERE d.user_id = ${userId}::uuid AND d.status <> 'success'
        AND NOT EXISTS (SELECT 1 FROM ledger_operations c WHERE c.id = 'deposit:' || d.id)`;
}

/**
 * One page of the passbook, newest first, and how many entries it has in all: the ledger
 * operations of `kinds`, and with `unsettled` the deposits not credited yet.
 */
export async function passbookRows(db: Db, userId: string, kinds: readonly string[], unsettled: boolean, page: Page): Promise<{ rows: PassbookRow[]; total: number }> {
  const entries = unsettled ? sql`${ledgerRows(userId, kinds)} UNION ALL ${unsettledDeposits(userId)}` : ledgerRows(userId, kinds);
  const rows = await queryRows<PassbookRow>(
    db,
    sql`SELECT e.*, count(*) OVER () AS total FROM (${entries}) e
      ORDER BY e.created_at DESC, e.id DESC LIMIT ${page.size} OFFSET ${page.offset}`,
  );
  const total = rows[0] ? Number(rows[0].total) : await countOnly(db, entries);
  return { rows, total };
}

/** A page past the end has no rows to carry the count: count on its own. */
async function countOnly(db: Db, entries: SQL): Promise<number> {
  const rows = await queryRows(db, sql`SELECT count(*) AS n FROM (${entries}) e`);
  return Number(rows[0]?.["n"] ?? 0);
}
