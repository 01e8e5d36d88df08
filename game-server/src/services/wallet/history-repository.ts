import { queryRows, type Db } from "@rummy/db";
import { sql, type SQL } from "drizzle-orm";
import { cashSources } from "./accounts.ts";
import type { Page } from "./page.ts";

/**
 * The SQL of a player's game and tournament lists (game-history.ts): sums over the ledger's
 * transfers in and out of table escrows and tournament holds. Each row carries the list's
 * `total` (a window count), so one query answers both the page and its count.
 */

type Row = Record<string, unknown>;

/** Money onto the escrow from cash or bonus, back off it, and the net for the player. */
function flowColumns(escrow: string | SQL, userId: string): SQL {
  const { deposit, winnings, bonus } = cashSources(userId);
  return sql`coalesce(sum(t.amount_paise) FILTER (WHERE t.credit_account_id = ${escrow} AND t.debit_account_id IN (${deposit.id}, ${winnings.id})), 0) AS cash_in,
    coalesce(sum(t.amount_paise) FILTER (WHERE t.credit_account_id = ${escrow} AND t.debit_account_id = ${bonus.id}), 0) AS bonus_in,
    coalesce(sum(t.amount_paise) FILTER (WHERE t.debit_account_id = ${escrow} AND t.credit_account_id IN (${deposit.id}, ${winnings.id})), 0) AS cash_out,
    coalesce(sum(t.amount_paise) FILTER (WHERE t.debit_account_id = ${escrow} AND t.credit_account_id = ${bonus.id}), 0) AS bonus_out,
    coalesce(sum(CASE WHEN t.credit_account_id = ${escrow} THEN t.amount_paise ELSE -t.amount_paise END), 0) AS net`;
}

/** One row per table the player has played cash at, newest first. */
export async function tableFlowRows(db: Db, userId: string, page: Page): Promise<Row[]> {
  return queryRows(
    db,
    sql`SELECT a.id, a.ref_id AS table_id, max(t.created_at) AS created_at, ${flowColumns(sql.raw("a.id"), userId)}, count(*) OVER () AS total
      FROM ledger_accounts a JOIN ledger_transfers t ON t.debit_account_id = a.id OR t.credit_account_id = a.id
      WHERE a.owner_user_id = ${userId}::uuid AND a.kind = 'table_escrow' AND a.currency = 'INR' AND t.phase IN ('posted', 'post_pending')
      GROUP BY a.id, a.ref_id ORDER BY max(t.created_at) DESC, a.id LIMIT ${page.size} OFFSET ${page.offset}`,
  );
}

/** One row per operation on one table's escrow (the operation's `kind`), newest first. */
export async function escrowOperationRows(db: Db, userId: string, tableId: string, escrow: string, page: Page): Promise<Row[]> {
  return queryRows(
    db,
    sql`SELECT t.operation_id AS id, ${tableId} AS table_id, o.kind, min(t.created_at) AS created_at, ${flowColumns(escrow, userId)}, count(*) OVER () AS total
      FROM ledger_transfers t JOIN ledger_operations o ON o.id = t.operation_id
      WHERE (t.debit_account_id = ${escrow} OR t.credit_account_id = ${escrow}) AND t.phase IN ('posted', 'post_pending')
      GROUP BY t.operation_id, o.kind ORDER BY min(t.created_at) DESC, t.operation_id LIMIT ${page.size} OFFSET ${page.offset}`,
  );
}

/**
 * A player's tournament money, newest first: each entry's holds still pending or posted (as
 * `debit`), each prize and refund (as `credit`, with its round and position).
 */
export async function tournamentFlowRows(db: Db, userId: string, page: Page): Promise<Row[]> {
  const { deposit, winnings, bonus } = cashSources(userId);
  const mine = sql`(${deposit.id}, ${winnings.id}, ${bonus.id})`;
  return queryRows(
    db,
    sql`SELECT *, count(*) OVER () AS total FROM (
        SELECT h.operation_id AS id, h.ref_id AS tournament_id, min(h.created_at) AS created_at, sum(h.amount_paise) AS debit,
               0::bigint AS credit, NULL::int AS round, NULL::int AS position
          FROM ledger_transfers h LEFT JOIN ledger_transfers r ON r.pending_id = h.id
         WHERE h.ref_kind = 'tournament' AND h.phase = 'pending' AND h.debit_account_id IN ${mine} AND (r.id IS NULL OR r.phase = 'post_pending')
         GROUP BY h.operation_id, h.ref_id
        UNION ALL
        SELECT t.id, t.ref_id, t.created_at, 0::bigint, t.amount_paise, (t.metadata ->> 'round')::int, (t.metadata ->> 'position')::int
          FROM ledger_transfers t
         WHERE t.ref_kind = 'tournament' AND t.code IN ('prize', 'refund') AND t.credit_account_id IN ${mine}
      ) x ORDER BY created_at DESC, id LIMIT ${page.size} OFFSET ${page.offset}`,
  );
}
