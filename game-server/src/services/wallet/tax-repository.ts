import { queryRows, type Db } from "@rummy/db";
import { toBigInt } from "@rummy/db/ledger/index";
import { sql, type SQL } from "drizzle-orm";
import { playerAccount } from "./accounts.ts";
import { financialYearEnd, financialYearStart } from "./fy.ts";

/**
 * The tax tables' SQL (`tds_deductions`, `tax_opening_balances`) and the ledger reads section
 * 194BA needs. The inserts are statements for `ctx.write`: they commit with the operation that
 * moves the TDS, or not at all.
 */

/**
 * What section 194BA needs from the ledger for one player and one financial year. Transfers are
 * placed in a year by their `created_at` in Asia/Kolkata; TDS computations by the year stored with
 * them (a year-end run made just after midnight still belongs to the year that ended).
 */
export interface YearTaxTotals {
  /** Deposits credited this FY (after GST), less any reversed. */
  readonly depositsPaise: bigint;
  /** Gross withdrawals this FY (TDS included) whose payout is pending or done and not reversed. */
  readonly withdrawnPaise: bigint;
  /** Net winnings already taxed this FY, by the same still-standing computations. */
  readonly taxedPaise: bigint;
  /** TDS those computations deducted. */
  readonly tdsPaise: bigint;
}

/** A TDS computation stands unless its payout hold was voided or expired, or its payout reversed. */
const STANDING = sql.raw(`(d.kind = 'year_end' OR res.id IS NULL
  OR (res.phase = 'post_pending' AND NOT EXISTS (SELECT 1 FROM ledger_transfers rv WHERE rv.reverses_id = res.id)))`);

export async function yearTaxTotals(db: Db, userId: string, fy: number): Promise<YearTaxTotals> {
  const deposit = playerAccount(userId, "deposit").id;
  const start = financialYearStart(fy).toISOString();
  const end = financialYearEnd(fy).toISOString();
  const rows = await queryRows(
    db,
    sql`SELECT
      (SELECT coalesce(sum(t.amount_paise), 0) FROM ledger_transfers t
        WHERE t.credit_account_id = ${deposit} AND t.code = 'deposit' AND t.phase = 'posted'
          AND t.created_at >= ${start}::timestamptz AND t.created_at < ${end}::timestamptz
          AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.reverses_id = t.id)) AS deposits,
      coalesce(sum(d.withdrawal_paise), 0) AS withdrawn,
      coalesce(sum(d.net_winnings_paise), 0) AS taxed,
      coalesce(sum(d.tds_paise), 0) AS tds
    FROM tds_deductions d LEFT JOIN ledger_transfers res ON res.pending_id = d.hold_id
    WHERE d.user_id = ${userId}::uuid AND d.fy = ${fy} AND ${STANDING}`,
  );
  const row = rows[0] ?? {};
  return {
    depositsPaise: toBigInt(row["deposits"]),
    withdrawnPaise: toBigInt(row["withdrawn"]),
    taxedPaise: toBigInt(row["taxed"]),
    tdsPaise: toBigInt(row["tds"]),
  };
}

/**
 * The real-money balance (deposit + winnings) a player held at the end of a financial year: the
 * posted balance just before 1 April 00:00 IST, less withdrawals of that year still awaiting their
 * payout then (they are counted as withdrawals already, and the rules must not count them twice).
 */
export async function closingBalance(db: Db, userId: string, fy: number): Promise<bigint> {
  const ids = [playerAccount(userId, "deposit").id, playerAccount(userId, "winnings").id];
  const end = financialYearEnd(fy).toISOString();
  const rows = await queryRows(
    db,
    sql`SELECT
      (SELECT coalesce(sum(CASE WHEN t.credit_account_id IN (${ids[0]}, ${ids[1]}) THEN t.amount_paise ELSE 0 END)
                     - sum(CASE WHEN t.debit_account_id IN (${ids[0]}, ${ids[1]}) THEN t.amount_paise ELSE 0 END), 0)
         FROM ledger_transfers t
        WHERE (t.credit_account_id IN (${ids[0]}, ${ids[1]}) OR t.debit_account_id IN (${ids[0]}, ${ids[1]}))
          AND t.phase IN ('posted', 'post_pending') AND t.created_at < ${end}::timestamptz) AS posted,
      (SELECT coalesce(sum(d.withdrawal_paise), 0)
         FROM tds_deductions d LEFT JOIN ledger_transfers res ON res.pending_id = d.hold_id
        WHERE d.user_id = ${userId}::uuid AND d.fy = ${fy} AND d.kind = 'withdrawal' AND ${STANDING}
          AND (res.id IS NULL OR res.created_at >= ${end}::timestamptz)) AS in_flight`,
  );
  return toBigInt(rows[0]?.["posted"]) - toBigInt(rows[0]?.["in_flight"]);
}

/**
 * The opening balance of a financial year: the `tax_opening_balances` row when there is one
 * (written by the year-end run, or imported from a previous system), else the closing balance of
 * the year before less that year's year-end TDS.
 */
export async function openingBalance(db: Db, userId: string, fy: number): Promise<bigint> {
  const stored = await queryRows(db, sql`SELECT balance_paise FROM tax_opening_balances WHERE user_id = ${userId}::uuid AND fy = ${fy}`);
  if (stored[0]) return toBigInt(stored[0]["balance_paise"]);
  const closing = await closingBalance(db, userId, fy - 1);
  const yearEnd = await queryRows(
    db,
    sql`SELECT coalesce(sum(tds_paise), 0) AS tds FROM tds_deductions WHERE user_id = ${userId}::uuid AND fy = ${fy - 1} AND kind = 'year_end'`,
  );
  return closing - toBigInt(yearEnd[0]?.["tds"]);
}

/** One section 194BA computation as `tds_deductions` records it. */
export interface TdsDeduction {
  readonly id: string;
  readonly userId: string;
  readonly fy: number;
  readonly kind: "withdrawal" | "year_end";
  /** The withdrawal's gross, or the closing balance at year end. */
  readonly withdrawalPaise: bigint;
  readonly withdrawnBeforePaise: bigint;
  readonly depositsPaise: bigint;
  readonly openingBalancePaise: bigint;
  readonly taxedBeforePaise: bigint;
  readonly netWinningsPaise: bigint;
  readonly rateBp: number;
  readonly tdsPaise: bigint;
  /** The payout hold the computation stands or falls with; none at year end. */
  readonly holdId: string | null;
}

/** The insert of a TDS computation, for `ctx.write`. */
export function insertTdsDeduction(d: TdsDeduction): SQL {
  return sql`INSERT INTO tds_deductions (id, user_id, fy, kind, withdrawal_paise, withdrawn_before_paise, deposits_paise,
      opening_balance_paise, taxed_before_paise, net_winnings_paise, rate_bp, tds_paise, hold_id)
    VALUES (${d.id}, ${d.userId}::uuid, ${d.fy}, ${d.kind}, ${d.withdrawalPaise.toString()}::bigint, ${d.withdrawnBeforePaise.toString()}::bigint,
      ${d.depositsPaise.toString()}::bigint, ${d.openingBalancePaise.toString()}::bigint, ${d.taxedBeforePaise.toString()}::bigint,
      ${d.netWinningsPaise.toString()}::bigint, ${d.rateBp}, ${d.tdsPaise.toString()}::bigint, ${d.holdId})`;
}

/** The insert of a year's opening balance, for `ctx.write`; a row already there (imported or an earlier run) stays. */
export function insertOpeningBalance(userId: string, fy: number, balancePaise: bigint): SQL {
  return sql`INSERT INTO tax_opening_balances (user_id, fy, balance_paise, source)
    VALUES (${userId}::uuid, ${fy}, ${balancePaise.toString()}::bigint, 'ledger') ON CONFLICT DO NOTHING`;
}

/** Every player who ever held real money, in id order. */
export async function realMoneyPlayers(db: Db): Promise<string[]> {
  const rows = await queryRows<{ owner_user_id: string }>(
    db,
    sql`SELECT DISTINCT owner_user_id FROM ledger_accounts WHERE kind IN ('deposit', 'winnings') AND owner_user_id IS NOT NULL ORDER BY owner_user_id`,
  );
  return rows.map((r) => String(r.owner_user_id));
}
