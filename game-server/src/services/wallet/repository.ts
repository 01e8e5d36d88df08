import { queryRows, type Db } from "@rummy/db";
import { sql } from "drizzle-orm";

/**
 * The wallet's own SQL: reads over the ledger's tables (`ledger_transfers`, `ledger_accounts`,
 * `ledger_operations`, `ledger_closed_refs`) and the tax tables that the ledger's primitives
 * (db/src/ledger) do not answer, and the `wallet` settings row. Money moves only through ledger
 * operations (run.ts); nothing here writes.
 */

type Row = Record<string, unknown>;

/** The `wallet` settings row's value, if any. */
export async function walletSettingValue(db: Db): Promise<unknown> {
  const rows = await queryRows<{ value: unknown }>(db, sql`SELECT value FROM settings WHERE key = 'wallet'`);
  return rows[0]?.value;
}

/** The newest `tax_rates` row of this kind in force at `at`, in basis points. */
export async function taxRateRow(db: Db, kind: string, at: Date): Promise<number | undefined> {
  const rows = await queryRows<{ rate_bp: number }>(
    db,
    sql`SELECT rate_bp FROM tax_rates WHERE kind = ${kind} AND effective_from <= ${at.toISOString()}::timestamptz
      ORDER BY effective_from DESC LIMIT 1`,
  );
  return rows[0]?.rate_bp;
}

/** Posted money from `sourceId` into `sinkId`, less what went back (the `net` column). */
export async function netFlowRow(db: Db, sourceId: string, sinkId: string): Promise<Row | undefined> {
  const rows = await queryRows(
    db,
    sql`SELECT coalesce(sum(CASE WHEN credit_account_id = ${sinkId} THEN amount_paise ELSE -amount_paise END), 0) AS net
      FROM ledger_transfers
      WHERE ((debit_account_id = ${sourceId} AND credit_account_id = ${sinkId}) OR (debit_account_id = ${sinkId} AND credit_account_id = ${sourceId}))
        AND phase IN ('posted', 'post_pending')`,
  );
  return rows[0];
}

/** Up to `limit` players holding bonus from a grant that expired by `now`. */
export async function playersWithLapsedBonus(db: Db, now: Date, limit: number): Promise<{ owner_user_id: string }[]> {
  return queryRows<{ owner_user_id: string }>(
    db,
    sql`SELECT DISTINCT a.owner_user_id FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
      WHERE t.code = 'bonus' AND t.phase = 'posted' AND t.expires_at <= ${now.toISOString()}::timestamptz
        AND a.credits_posted_paise - a.debits_posted_paise - a.debits_pending_paise > 0
      LIMIT ${limit}`,
  );
}

/** An account's posted bonus grants that have not expired at `now` (the `unexpired` column). */
export async function unexpiredGrantsRow(db: Db, accountId: string, now: Date): Promise<Row | undefined> {
  const rows = await queryRows(
    db,
    sql`SELECT coalesce(sum(amount_paise), 0) AS unexpired FROM ledger_transfers
      WHERE credit_account_id = ${accountId} AND code = 'bonus' AND phase = 'posted'
        AND (expires_at IS NULL OR expires_at > ${now.toISOString()}::timestamptz)`,
  );
  return rows[0];
}

/** Instant and locked bonus granted, expired, held and released (bonus-summary.ts reads the columns). */
export async function bonusTotalsRow(db: Db, instant: string, locked: string): Promise<Row | undefined> {
  const rows = await queryRows(
    db,
    sql`SELECT
      coalesce(sum(t.amount_paise) FILTER (WHERE t.credit_account_id = ${instant} AND t.code = 'bonus'), 0) AS granted_ib,
      coalesce(sum(t.amount_paise) FILTER (WHERE t.debit_account_id = ${instant} AND t.code = 'bonus_expiry'), 0) AS expired_ib,
      coalesce(sum(t.amount_paise) FILTER (WHERE t.credit_account_id = ${instant}), 0)
        - coalesce(sum(t.amount_paise) FILTER (WHERE t.debit_account_id = ${instant}), 0) AS balance_ib,
      coalesce(sum(t.amount_paise) FILTER (WHERE t.credit_account_id = ${locked} AND t.code = 'bonus'), 0) AS granted_lb,
      coalesce(sum(t.amount_paise) FILTER (WHERE t.debit_account_id = ${locked} AND t.code = 'bonus_release'), 0) AS released_lb
    FROM ledger_transfers t
    WHERE (t.credit_account_id IN (${instant}, ${locked}) OR t.debit_account_id IN (${instant}, ${locked}))
      AND t.phase IN ('posted', 'post_pending')`,
  );
  return rows[0];
}

/** Up to `limit` posted bonus grants to an account, soonest-expiring first (never-expiring last, then oldest). */
export async function bonusGrantRows(db: Db, accountId: string, limit: number): Promise<Row[]> {
  return queryRows(
    db,
    sql`SELECT id, amount_paise, metadata, created_at, expires_at FROM ledger_transfers
      WHERE credit_account_id = ${accountId} AND code = 'bonus' AND phase = 'posted'
      ORDER BY expires_at ASC NULLS LAST, created_at, id LIMIT ${limit}`,
  );
}

/** A player's TDS computations with whether each still stands (its withdrawal paid and not reversed), newest year first. */
export async function tdsDeductionRows(db: Db, userId: string): Promise<Row[]> {
  return queryRows(
    db,
    sql`SELECT d.*, (d.kind = 'year_end' OR res.id IS NULL OR (res.phase = 'post_pending'
          AND NOT EXISTS (SELECT 1 FROM ledger_transfers rv WHERE rv.reverses_id = res.id))) AS standing
      FROM tds_deductions d LEFT JOIN ledger_transfers res ON res.pending_id = d.hold_id
      WHERE d.user_id = ${userId}::uuid ORDER BY d.fy DESC, d.created_at, d.id`,
  );
}

/** What earlier leaves of this table wrote off from deposit and bonus (the `deposit` and `bonus` columns). */
export async function leaveWriteOffsRow(tx: Db, ownerUserId: string | null, tableId: string, currency: string): Promise<Row | undefined> {
  const rows = await queryRows(
    tx,
    sql`SELECT coalesce(sum((result -> 'depositWrittenOffPaise' ->> '$bigint')::bigint), 0) AS deposit,
               coalesce(sum((result -> 'bonusWrittenOffPaise' ->> '$bigint')::bigint), 0) AS bonus
        FROM ledger_operations
        WHERE user_id = ${ownerUserId}::uuid AND kind = 'wallet.leaveTable'
          AND request ->> 'tableId' = ${tableId} AND request ->> 'currency' = ${currency}`,
  );
  return rows[0];
}

/** The owners of a table's escrow accounts in this currency. */
export async function tableEscrowOwners(db: Db, tableId: string, currency: string): Promise<{ owner_user_id: string }[]> {
  return queryRows<{ owner_user_id: string }>(
    db,
    sql`SELECT owner_user_id FROM ledger_accounts WHERE kind = 'table_escrow' AND ref_id = ${tableId} AND currency = ${currency} ORDER BY id`,
  );
}

/** The players with a pending hold on this tournament in this currency. */
export async function tournamentHolders(db: Db, tournamentId: string, currency: string): Promise<{ owner_user_id: string }[]> {
  return queryRows<{ owner_user_id: string }>(
    db,
    sql`SELECT DISTINCT a.owner_user_id FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.debit_account_id
      WHERE t.ref_kind = 'tournament' AND t.ref_id = ${tournamentId} AND t.phase = 'pending' AND a.owner_user_id IS NOT NULL
        AND a.currency = ${currency}
      ORDER BY a.owner_user_id`,
  );
}
