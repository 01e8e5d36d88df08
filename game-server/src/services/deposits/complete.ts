import type { Db } from "@rummy/db";
import { grantBonus } from "../wallet/bonus.ts";
import { firstDepositBonusPaise } from "./bonus-rule.ts";
import { creditDeposit } from "../wallet/deposit.ts";
import { isWalletErrorCode } from "./wallet-errors.ts";
import { decideFirstDepositBonus, depositById, failPendingDeposit, markDepositSucceeded, updateDeposit, type DepositRow } from "./repository.ts";
import type { PaymentSettings } from "./settings.ts";


/**
 * What happens when a payment is confirmed, however often and in whatever order the provider
 * says so. Four idempotent steps, each safe to repeat after a crash at any point:
 * 1. credit the ledger (key `deposit:<id>`; the wallet splits off GST);
 * 2. decide once, under a per-player lock, whether it is the player's first deposit (and so
 *    earns the first-deposit bonus);
 * 3. grant the bonuses it earned (keys `bonus:promotion:<id>`, `bonus:first_deposit:<id>`);
 * 4. mark the deposit successful.
 * The status turns to success last, so a player (or the status poll) who sees it also sees every
 * rupee it brought. A repeated confirmation replays all four and changes nothing.
 */

const DAY_MS = 86_400_000;

export const DEPOSIT_MODES: Record<DepositRow["channel"], string> = { upi_intent: "UPI", gateway: "Payment Gateway", bank_debit: "Bank Transfer" };

export function depositKey(depositId: string): string {
  return `deposit:${depositId}`;
}

export async function completeDeposit(db: Db, deposit: DepositRow, paymentId: string | null, settings: PaymentSettings): Promise<DepositRow> {
  await creditDeposit(db, { key: depositKey(deposit.id), userId: deposit.userId, amountPaise: deposit.amountPaise, mode: DEPOSIT_MODES[deposit.channel], providerRef: deposit.custRefNum });
  const decided = await decideFirstDepositBonus(db, deposit, paymentId, firstDepositBonusPaise(deposit.amountPaise, settings));
  if (!decided) {
    // Already successful: a replay, which still heals a grant a crash may have lost.
    const current = await currentDeposit(db, deposit.id);
    await grantEarnedBonuses(db, current, settings);
    return current;
  }
  const at = new Date();
  await grantEarnedBonuses(db, { ...decided, creditedAt: at }, settings);
  return (await markDepositSucceeded(db, deposit.id, at)) ?? currentDeposit(db, deposit.id);
}

async function currentDeposit(db: Db, id: string): Promise<DepositRow> {
  const current = await depositById(db, id);
  if (!current) throw new Error(`deposit ${id} vanished`);
  return current;
}

/** Step 3 on its own: reconciliation runs it again for successful deposits to heal a lost grant. */
export async function grantEarnedBonuses(db: Db, row: DepositRow, settings: PaymentSettings): Promise<void> {
  const at = row.creditedAt ?? row.updatedAt;
  // Grants are keyed by deposit; a conflict can only mean the same grant was made already (with an
  // expiry computed under settings that have changed since), so it is not made twice.
  const once = (error: unknown) => {
    if (!isWalletErrorCode(error, "wallet/idempotency_conflict")) throw error;
  };
  if (row.promotionBonusPaise > 0n) {
    await grantBonus(db, {
      key: `bonus:promotion:${row.id}`,
      userId: row.userId,
      amountPaise: row.promotionBonusPaise,
      bucket: "instant",
      expiresAt: new Date(at.getTime() + (row.promotionBonusExpiresInDays ?? 30) * DAY_MS),
      source: "promotion",
    }).catch(once);
  }
  if (row.firstDepositBonusPaise > 0n) {
    const days = settings.policy.firstDepositBonus.expiresInDays;
    await grantBonus(db, {
      key: `bonus:first_deposit:${row.id}`,
      userId: row.userId,
      amountPaise: row.firstDepositBonusPaise,
      bucket: "locked",
      expiresAt: new Date(at.getTime() + days * DAY_MS),
      source: "first_deposit",
    }).catch(once);
  }
}

/** A payment the provider reports as failed: only a pending deposit fails; a success stays a success. */
export async function failDeposit(db: Db, deposit: DepositRow, reason: string): Promise<void> {
  await failPendingDeposit(db, deposit.id, reason.slice(0, 300));
}

/** The provider took a different amount than the deposit asked for: nothing is credited, recon lists it. */
export async function flagAmountMismatch(db: Db, deposit: DepositRow, paidPaise: bigint): Promise<void> {
  if (deposit.status === "success") return;
  await updateDeposit(db, deposit.id, { status: "failed", failureReason: `amount mismatch: provider reported ${paidPaise} paise`, nextCheckAt: null });
}
