import type { Db } from "@rummy/db";
import type { OperationContext } from "@rummy/db/ledger/index";
import { assertUserId, playerAccount, systemAccount } from "./accounts.ts";
import { financialYearEnd, financialYearLabel } from "./fy.ts";
import { taxRateBp } from "./rates.ts";
import { walletOperation } from "./run.ts";
import { closingBalance, insertOpeningBalance, insertTdsDeduction, openingBalance, realMoneyPlayers, yearTaxTotals } from "./tax-repository.ts";
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
    ctx.write(
      insertTdsDeduction({
        id: ctx.operationId,
        userId,
        fy,
        kind: "year_end",
        withdrawalPaise: closing,
        withdrawnBeforePaise: totals.withdrawnPaise,
        depositsPaise: totals.depositsPaise,
        openingBalancePaise: opening,
        taxedBeforePaise: totals.taxedPaise,
        netWinningsPaise: tax.netWinningsPaise,
        rateBp,
        tdsPaise: deducted,
        holdId: null,
      }),
    );
  }
  ctx.write(insertOpeningBalance(userId, fy + 1, closing - deducted));
  return { netWinningsPaise: tax.netWinningsPaise, tdsPaise: deducted, shortfallPaise: tax.tdsPaise - deducted };
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

export async function runYearEndTds(db: Db, fy: number, now = new Date(), only?: readonly string[]): Promise<YearEndSummary> {
  if (now < financialYearEnd(fy)) throw new Error(`FY ${financialYearLabel(fy)} has not ended yet (it ends ${financialYearEnd(fy).toISOString()})`);
  // The run is resumable: each player's operation is idempotent.
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
