import type { Db } from "@rummy/db";
import { availablePaise, readAccounts, type AccountBalance } from "@rummy/db/ledger/index";
import { playerAccount, type PlayerKind } from "./accounts.ts";
import { bonusSummary } from "./bonus-summary.ts";
import { financialYearOf } from "./fy.ts";
import { paiseToRupees } from "./money.ts";
import { topUpPracticeChips } from "./practice.ts";
import { yearTaxTotals } from "./tax-repository.ts";

export interface ProfileBalances {
  /** Real chips: deposit + winnings, available (money on a pending table hold is not counted). */
  nChips: number;
  /** Winnings: what can be withdrawn. */
  nWithdrawable: number;
  /** TDS deducted in the current financial year (Asia/Kolkata). */
  nTds: number;
  nPracticeChips: number;
  oBonus: { nTotalIB: number; nUsedIB: number; nTotalLB: number; nUsedLB: number };
}

/**
 * The balances GET /profile shows, in rupees (numbers with at most 2 decimals). Reading tops the
 * practice chips up to the daily floor first (see practice.ts). A player with no accounts yet
 * reads zeros: accounts are created by the first operation that needs them.
 */
export async function profileBalances(db: Db, userId: string, now = new Date()): Promise<ProfileBalances> {
  await topUpPracticeChips(db, userId, now);
  const ids = (["deposit", "winnings", "practice"] as const).map((kind) => playerAccount(userId, kind).id);
  const accounts = await readAccounts(db, ids);
  const available = (kind: PlayerKind): bigint => {
    const account: AccountBalance | undefined = accounts.get(playerAccount(userId, kind).id);
    return account ? availablePaise(account) : 0n;
  };
  const [bonus, tax] = await Promise.all([bonusSummary(db, userId), yearTaxTotals(db, userId, financialYearOf(now))]);
  return {
    nChips: paiseToRupees(available("deposit") + available("winnings")),
    nWithdrawable: paiseToRupees(available("winnings")),
    nTds: paiseToRupees(tax.tdsPaise),
    nPracticeChips: paiseToRupees(available("practice")),
    oBonus: {
      nTotalIB: paiseToRupees(bonus.totalInstantPaise),
      nUsedIB: paiseToRupees(bonus.usedInstantPaise),
      nTotalLB: paiseToRupees(bonus.totalLockedPaise),
      nUsedLB: paiseToRupees(bonus.usedLockedPaise),
    },
  };
}
