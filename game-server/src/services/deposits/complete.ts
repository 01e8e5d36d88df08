import type { Db } from "@rummy/db";
import { grantBonus } from "../wallet/bonus.ts";
import { firstDepositBonusPaise } from "./bonus-rule.ts";
import { creditDeposit } from "../wallet/deposit.ts";
import { isWalletErrorCode } from "./wallet-errors.ts";
import { depositById, failPendingDeposit, markDepositSucceeded, updateDeposit, type DepositRow } from "./repository.ts";
import type { PaymentSettings } from "./settings.ts";


/**
 * What happens when a payment is confirmed, however often and in whatever order the provider
 * says so. Three idempotent steps, each safe to repeat after a crash at any point:
 * 1. credit the ledger (key `deposit:<id>`; the wallet splits off GST);
 * 2. mark the deposit successful, deciding once, under a per-player lock, whether it is the
 *    player's first (and so earns the first-deposit bonus);
 * 3. grant the bonuses it earned (keys `bonus:promotion:<id>`, `bonus:first_deposit:<id>`).
 * A repeated confirmation replays all three and changes nothing.
 */

const DAY_MS = 86_400_000;

export const DEPOSIT_MODES: Record<DepositRow["channel"], string> = { upi_intent: "UPI", gateway: "Payment Gateway", bank_debit: "Bank Transfer" };

export function depositKey(depositId: string): string {
  return `deposit:${depositId}`;
}

export async function completeDeposit(db: Db, deposit: DepositRow, paymentId: string | null, settings: PaymentSettings): Promise<DepositRow> {
  await creditDeposit(db, { key: depositKey(deposit.id), userId: deposit.userId, amountPaise: deposit.amountPaise, mode: DEPOSIT_MODES[deposit.channel], providerRef: deposit.custRefNum });
  const row = await markSucceeded(db, deposit, paymentId, settings);
  await grantEarnedBonuses(db, row, settings);
  return row;
}

async function markSucceeded(db: Db, deposit: DepositRow, paymentId: string | null, settings: PaymentSettings): Promise<DepositRow> {
  const bonus = firstDepositBonusPaise(deposit.amountPaise, settings);
  // Two deposits of one player succeeding at once must not both count as the first (the repository locks).
  const updated = await markDepositSucceeded(db, deposit, paymentId, bonus);
  if (updated) return updated;
  const current = await depositById(db, deposit.id);
  if (!current) throw new Error(`deposit ${deposit.id} vanished`);
  return current;
}

/** Step 3 on its own: reconciliation runs it again for successful deposits to heal a crash between steps. */
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
