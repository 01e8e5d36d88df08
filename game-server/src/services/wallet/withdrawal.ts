import type { Db } from "@rummy/db";
import { holdsOfOperation, transfersOfOperation, type OperationContext } from "@rummy/db/ledger/index";
import { playerAccount, systemAccount } from "./accounts.ts";
import { WalletError } from "./errors.ts";
import { financialYearOf } from "./fy.ts";
import { taxRateBp } from "./rates.ts";
import { assertPositive, walletOperation, type WalletResult } from "./run.ts";
import { insertTdsDeduction, openingBalance, yearTaxTotals } from "./tax-repository.ts";
import { computeTds } from "./tds.ts";

export interface WithdrawalInput {
  /** The withdrawal's id: later calls (post, void, reverse) name it. */
  readonly key: string;
  readonly userId: string;
  /** Gross: what leaves winnings. The player receives this less TDS. */
  readonly amountPaise: bigint;
  readonly method?: string;
}

export type WithdrawalResult = { amountPaise: bigint; tdsPaise: bigint; payoutPaise: bigint; netWinningsPaise: bigint; fy: number };

/** Section 194BA at a withdrawal, with the inputs recorded for the player's TDS statement. */
async function planTds(ctx: OperationContext, input: WithdrawalInput, now: Date) {
  const fy = financialYearOf(now);
  const totals = await yearTaxTotals(ctx.tx, input.userId, fy);
  const opening = await openingBalance(ctx.tx, input.userId, fy);
  const rateBp = await taxRateBp(ctx.tx, "tds_194ba", now);
  const tds = computeTds({
    withdrawnPaise: totals.withdrawnPaise + input.amountPaise,
    depositsPaise: totals.depositsPaise,
    openingBalancePaise: opening,
    taxedBeforePaise: totals.taxedPaise,
    rateBp,
  });
  // Each earlier computation taxed everything above deposits + opening, so net winnings never
  // exceed this withdrawal and TDS stays below it; a broken ledger would break this.
  if (tds.tdsPaise >= input.amountPaise) throw new Error(`TDS ${tds.tdsPaise} not below withdrawal ${input.amountPaise}`);
  ctx.write(
    insertTdsDeduction({
      id: input.key,
      userId: input.userId,
      fy,
      kind: "withdrawal",
      withdrawalPaise: input.amountPaise,
      withdrawnBeforePaise: totals.withdrawnPaise,
      depositsPaise: totals.depositsPaise,
      openingBalancePaise: opening,
      taxedBeforePaise: totals.taxedPaise,
      netWinningsPaise: tds.netWinningsPaise,
      rateBp,
      tdsPaise: tds.tdsPaise,
      holdId: `${input.key}:payout`,
    }),
  );
  return { fy, ...tds };
}

/**
 * A withdrawal request: TDS is computed now, and two holds are taken from winnings — the payout
 * (to payout clearing) and the TDS (to TDS payable). Neither expires: only the payout's outcome
 * posts or voids them.
 */
export async function requestWithdrawal(db: Db, input: WithdrawalInput, now = new Date()): Promise<WalletResult<WithdrawalResult>> {
  assertPositive(input.amountPaise);
  const winnings = playerAccount(input.userId, "winnings");
  const payout = systemAccount("payout_clearing");
  const tdsPayable = systemAccount("tds_payable");
  const ref = { kind: "withdrawal" as const, id: input.key.slice(0, 64) };
  return walletOperation(
    db,
    {
      id: input.key,
      kind: "wallet.withdrawal",
      userId: winnings.ownerUserId,
      request: { amountPaise: input.amountPaise, method: input.method ?? null },
      accounts: [winnings, payout, tdsPayable],
      reads: true,
      plan: async (ctx) => {
        if (ctx.available(winnings.id) < input.amountPaise) throw new WalletError("wallet/insufficient_withdrawable", `${input.amountPaise}`);
        const tax = await planTds(ctx, { ...input, userId: winnings.ownerUserId ?? input.userId }, now);
        const payoutPaise = input.amountPaise - tax.tdsPaise;
        const metadata = { method: input.method ?? null, fy: tax.fy };
        ctx.transfer({ leg: "payout", debit: winnings.id, credit: payout.id, amountPaise: payoutPaise, code: "withdrawal", phase: "pending", ref, metadata });
        if (tax.tdsPaise > 0n) ctx.transfer({ leg: "tds", debit: winnings.id, credit: tdsPayable.id, amountPaise: tax.tdsPaise, code: "tds", phase: "pending", ref, metadata });
        return { amountPaise: input.amountPaise, tdsPaise: tax.tdsPaise, payoutPaise, netWinningsPaise: tax.netWinningsPaise, fy: tax.fy };
      },
    },
    "wallet/insufficient_withdrawable",
  );
}

function withdrawalAccounts(userId: string) {
  return [playerAccount(userId, "winnings"), systemAccount("payout_clearing"), systemAccount("tds_payable")];
}

/** The payout succeeded (post) or failed (void): both holds resolve together, once. */
export async function resolveWithdrawal(db: Db, input: { key: string; userId: string }, action: "post" | "void"): Promise<WalletResult<{ resolvedPaise: bigint }>> {
  return walletOperation(db, {
    id: `${input.key}:${action}`,
    kind: action === "post" ? "wallet.completeWithdrawal" : "wallet.failWithdrawal",
    userId: playerAccount(input.userId, "winnings").ownerUserId,
    request: { withdrawal: input.key },
    accounts: withdrawalAccounts(input.userId),
    reads: true,
    plan: async (ctx) => {
      const holds = await holdsOfOperation(ctx.tx, input.key);
      if (holds.length === 0) throw new WalletError("wallet/not_found", `withdrawal ${input.key}`);
      let resolvedPaise = 0n;
      holds.forEach((hold, i) => {
        if (action === "post") ctx.post(hold, `post-${i}`);
        else ctx.void(hold, `void-${i}`);
        resolvedPaise += hold.amountPaise;
      });
      return { resolvedPaise };
    },
  });
}

export const completeWithdrawal = (db: Db, input: { key: string; userId: string }) => resolveWithdrawal(db, input, "post");
export const failWithdrawal = (db: Db, input: { key: string; userId: string }) => resolveWithdrawal(db, input, "void");

/**
 * The bank returned a payout after it succeeded: payout and TDS are reversed into winnings, and
 * the TDS computation stops counting (the money was never withdrawn).
 */
export async function reverseWithdrawal(db: Db, input: { key: string; userId: string; reason: string }): Promise<WalletResult<{ reversedPaise: bigint }>> {
  const posted = await transfersOfOperation(db, `${input.key}:post`);
  if (posted.length === 0) throw new WalletError("wallet/not_found", `completed withdrawal ${input.key}`);
  return walletOperation(db, {
    id: `${input.key}:reverse`,
    kind: "wallet.reverseWithdrawal",
    userId: playerAccount(input.userId, "winnings").ownerUserId,
    request: { withdrawal: input.key, reason: input.reason },
    accounts: withdrawalAccounts(input.userId),
    plan: (ctx) => {
      let reversedPaise = 0n;
      posted.forEach((t, i) => {
        ctx.reverse(t, `reverse-${i}`, { reason: input.reason });
        reversedPaise += t.amountPaise;
      });
      return { reversedPaise };
    },
  });
}
