import { queryRows, type Db } from "@rummy/db";
import type { OperationContext } from "@rummy/db/ledger/index";
import { sql } from "drizzle-orm";
import { assertUserId, playerAccount, systemAccount } from "./accounts.ts";
import { financialYearEnd, financialYearLabel } from "./fy.ts";
import { taxRateBp } from "./rates.ts";
import { walletOperation } from "./run.ts";
import { closingBalance, openingBalance, yearTaxTotals } from "./tax-store.ts";
import { computeTds } from "./tds.ts";

export interface YearEndSummary {
  fy: string;
  players: number;
  taxedPlayers: number;
  tdsPaise: bigint;
  /** TDS that could not be deducted because the player's balance had moved to tables since. */
  shortfallPaise: bigint;
}

/**
 * Section 194BA at 31 March: the closing balance counts as withdrawn on the last day, so net
 * winnings = withdrawals + closing balance − deposits − opening balance − already taxed. TDS is
 * taken from winnings, then deposit; the next year's opening balance is recorded. Run it after
 * midnight IST on 1 April: it reads balances as of the year's end and refuses to run earlier.
 */
async function planYearEnd(ctx: OperationContext, userId: string, fy: number) {
  const yearEnd = financialYearEnd(fy);
  const totals = await yearTaxTotals(ctx.tx, userId, fy);
  const opening = await openingBalance(ctx.tx, userId, fy);
  const closing = await closingBalance(ctx.tx, userId, fy);
  const rateBp = await taxRateBp(ctx.tx, "tds_194ba", new Date(yearEnd.getTime() - 1));
  const tax = computeTds({ withdrawnPaise: totals.withdrawnPaise + closing, depositsPaise: totals.depositsPaise, openingBalancePaise: opening, taxedBeforePaise: totals.taxedPaise, rateBp });
  const winnings = playerAccount(userId, "winnings").id;
  const deposit = playerAccount(userId, "deposit").id;
  const fromWinnings = min(tax.tdsPaise, ctx.available(winnings));
  const fromDeposit = min(tax.tdsPaise - fromWinnings, ctx.available(deposit));
  const metadata = { fy };
  if (fromWinnings > 0n) ctx.transfer({ leg: "tds-winnings", debit: winnings, credit: systemAccount("tds_payable").id, amountPaise: fromWinnings, code: "tds", metadata });
  if (fromDeposit > 0n) ctx.transfer({ leg: "tds-deposit", debit: deposit, credit: systemAccount("tds_payable").id, amountPaise: fromDeposit, code: "tds", metadata });
  const deducted = fromWinnings + fromDeposit;
  if (tax.netWinningsPaise > 0n) {
    ctx.write(sql`INSERT INTO tds_deductions (id, user_id, fy, kind, withdrawal_paise, withdrawn_before_paise, deposits_paise,
        opening_balance_paise, taxed_before_paise, net_winnings_paise, rate_bp, tds_paise, hold_id)
      VALUES (${ctx.operationId}, ${userId}::uuid, ${fy}, 'year_end', ${closing.toString()}::bigint, ${totals.withdrawnPaise.toString()}::bigint,
        ${totals.depositsPaise.toString()}::bigint, ${opening.toString()}::bigint, ${totals.taxedPaise.toString()}::bigint,
        ${tax.netWinningsPaise.toString()}::bigint, ${rateBp}, ${deducted.toString()}::bigint, NULL)`);
  }
  ctx.write(sql`INSERT INTO tax_opening_balances (user_id, fy, balance_paise, source)
    VALUES (${userId}::uuid, ${fy + 1}, ${(closing - deducted).toString()}::bigint, 'ledger') ON CONFLICT DO NOTHING`);
  return { netWinningsPaise: tax.netWinningsPaise, tdsPaise: deducted, shortfallPaise: tax.tdsPaise - deducted };
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

/** Every player who ever held real money, in id order (the run is resumable: each is idempotent). */
async function realMoneyPlayers(db: Db): Promise<string[]> {
  const rows = await queryRows<{ owner_user_id: string }>(
    db,
    sql`SELECT DISTINCT owner_user_id FROM ledger_accounts WHERE kind IN ('deposit', 'winnings') AND owner_user_id IS NOT NULL ORDER BY owner_user_id`,
  );
  return rows.map((r) => String(r.owner_user_id));
}

export async function runYearEndTds(db: Db, fy: number, now = new Date(), only?: readonly string[]): Promise<YearEndSummary> {
  if (now < financialYearEnd(fy)) throw new Error(`FY ${financialYearLabel(fy)} has not ended yet (it ends ${financialYearEnd(fy).toISOString()})`);
  const players = only ? only.map(assertUserId) : await realMoneyPlayers(db);
  const summary: YearEndSummary = { fy: financialYearLabel(fy), players: players.length, taxedPlayers: 0, tdsPaise: 0n, shortfallPaise: 0n };
  for (const userId of players) {
    const result = await walletOperation(db, {
      id: `tds-year-end:${fy}:${userId}`,
      kind: "wallet.yearEndTds",
      userId,
      request: { fy },
      accounts: [playerAccount(userId, "winnings"), playerAccount(userId, "deposit"), systemAccount("tds_payable")],
      reads: true,
      plan: (ctx) => planYearEnd(ctx, userId, fy),
    });
    if (result.netWinningsPaise > 0n) summary.taxedPlayers++;
    summary.tdsPaise += result.tdsPaise;
    summary.shortfallPaise += result.shortfallPaise;
  }
  return summary;
}
