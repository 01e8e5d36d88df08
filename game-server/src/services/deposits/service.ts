import { randomBytes } from "node:crypto";
import { after, type DepositPorts } from "./ports.ts";
import { rupeeString } from "../../providers/amount.ts";
import { isProviderError } from "../../providers/errors.ts";
import type { PaymentStatusReport } from "../../providers/payments/types.ts";
import { activePromotion, bonusFor, tierFor } from "../promotions/promotions.ts";
import { amountPaiseOf } from "./amounts.ts";
import { FIRST_DEPOSIT_OFFER_ID, quoteDeposit, type DepositQuote } from "./bonus-rule.ts";
import { completeDeposit, failDeposit, flagAmountMismatch } from "./complete.ts";
import { assertDepositAllowed } from "./gates.ts";
import { assertWithinLimits } from "./limits.ts";
import { assertRealMoneyProvider } from "./sandbox-guard.ts";
import { claimDepositCheck, depositById, depositByRef, dueDeposits, insertDeposit, lockPlayerDepositLimits, updateDeposit, type DepositRow } from "./repository.ts";
import { paymentSettings, pollDelayMs, type PaymentSettings } from "./settings.ts";
import { DEPOSIT_MESSAGES, depositRefusal } from "./errors.ts";

/**
 * Adding cash (SPEC.md sections 4, 5 and 7 "Deposit"): validate against the purchase range, the
 * compliance gates and the player's limits; record the deposit; ask the provider for an order;
 * hand back the reference and the UPI intent. The money moves only when the provider confirms
 * (webhook, status check or the poller), through `completeDeposit`.
 */

export { DEPOSIT_MESSAGES };

export interface CreateDepositInput {
  readonly userId: string;
  readonly amount: unknown;
  readonly channel: "upi_intent" | "gateway";
  readonly promotionId?: string | undefined;
  readonly mobile?: string | undefined;
  readonly note?: string | undefined;
}

export interface CreatedDeposit {
  readonly deposit: DepositRow;
  readonly qrString: string;
  readonly checkoutUrl: string | null;
}

/** A reference unique per deposit, at most 35 characters of [A-Z0-9] (UPI's `tr`). */
export function newCustRefNum(prefix = "RD"): string {
  return `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString("hex").toUpperCase()}`;
}

/** SPEC.md's UPI intent: `upi://pay?pa=...&pn=...&am=...&tr=...&cu=INR`, also the QR's content. */
export function upiIntent(vpa: string, name: string, amountPaise: bigint, ref: string, note?: string): string {
  const parts = [`pa=${encodeURIComponent(vpa).replace("%40", "@")}`, `pn=${encodeURIComponent(name)}`, `am=${rupeeString(amountPaise)}`, `tr=${ref}`, `cu=INR`];
  if (note) parts.push(`tn=${encodeURIComponent(note)}`);
  return `upi://pay?${parts.join("&")}`;
}

/** The purchase range check shared by every deposit channel. */
export function assertPurchaseRange(amountPaise: bigint, settings: PaymentSettings): void {
  if (amountPaise <= 0n) throw depositRefusal("deposit/amount");
  const { minimumPaise: min, maximumPaise: max } = settings.purchaseRange;
  if (amountPaise > max) throw depositRefusal("deposit/maximum", max);
  if (amountPaise < min) throw depositRefusal("deposit/minimum", min);
}

export async function quotePromotion(ports: DepositPorts, promotionId: string | undefined, amountPaise: bigint) {
  // The first-deposit offer is not a promotion: it applies by itself to a first deposit.
  if (!promotionId || promotionId === FIRST_DEPOSIT_OFFER_ID) return { promotionId: null, bonusPaise: 0n, expiresInDays: null };
  const promotion = /^[0-9a-f-]{36}$/i.test(promotionId) ? await activePromotion(ports.db, promotionId) : undefined;
  if (!promotion) throw depositRefusal("deposit/promotion_gone");
  const tier = tierFor(promotion, amountPaise);
  if (!tier) {
    const first = promotion.tiers[0];
    const last = promotion.tiers[promotion.tiers.length - 1];
    throw depositRefusal("deposit/promotion_range", first?.fromPaise ?? 0n, last?.toPaise ?? 0n);
  }
  return { promotionId: promotion.id, bonusPaise: bonusFor(tier, amountPaise), expiresInDays: promotion.bonusExpiresInDays };
}

/**
 * `POST transaction/preview`: before paying, what a deposit of this amount (with this promotion)
 * would pay, cost in GST, add to the deposit balance and grant as bonus: the same rule and
 * settings `completeDeposit` applies. Validates like a deposit but records nothing.
 */
export async function previewDeposit(ports: DepositPorts, input: { userId: string; amount: unknown; promotionId?: string | undefined }): Promise<DepositQuote> {
  const settings = await paymentSettings(ports.db);
  if (!settings.compliance.moneyGamesEnabled) throw depositRefusal("compliance/money_games_off");
  const amountPaise = amountPaiseOf(input.amount, { required: DEPOSIT_MESSAGES.amountRequired, invalid: DEPOSIT_MESSAGES.amountInvalid });
  assertPurchaseRange(amountPaise, settings);
  const promo = await quotePromotion(ports, input.promotionId, amountPaise);
  return quoteDeposit(ports.db, { userId: input.userId, amountPaise, settings, promotion: promo });
}

export async function createDeposit(ports: DepositPorts, input: CreateDepositInput): Promise<CreatedDeposit> {
  const { db, config } = ports;
  assertRealMoneyProvider(ports, "payments");
  const settings = await paymentSettings(db);
  const amountPaise = amountPaiseOf(input.amount, { required: DEPOSIT_MESSAGES.amountRequired, invalid: DEPOSIT_MESSAGES.amountInvalid });
  assertPurchaseRange(amountPaise, settings);
  const mobile = input.mobile?.replace(/^\+91/, "").trim() || undefined;
  if (mobile !== undefined && !/^\d{10}$/.test(mobile)) throw depositRefusal("deposit/mobile");
  const note = input.note?.replace(/\s+/g, " ").trim() || undefined;
  if (note !== undefined && (note.length > 150 || !/^[A-Za-z0-9 ]*$/.test(note))) throw depositRefusal("deposit/note");
  await assertDepositAllowed(db, input.userId, settings, ports.clock.now());
  const promo = await quotePromotion(ports, input.promotionId, amountPaise);
  const provider = ports.payments;
  const custRefNum = newCustRefNum();
  const qrString = upiIntent(config.UPI_MERCHANT_VPA, config.UPI_MERCHANT_NAME, amountPaise, custRefNum, note);

  // The limit check and the insert share a per-player lock, so two tabs cannot both squeeze under it.
  const deposit = await db.transaction(async (tx) => {
    await lockPlayerDepositLimits(tx, input.userId);
    await assertWithinLimits(tx, input.userId, amountPaise, settings, ports.clock.now());
    return insertDeposit(tx, {
      userId: input.userId,
      custRefNum,
      channel: input.channel,
      provider: provider.name,
      amountPaise,
      promotionId: promo.promotionId,
      promotionBonusPaise: promo.bonusPaise,
      promotionBonusExpiresInDays: promo.expiresInDays,
      qrString,
      mobile: mobile ?? null,
      note: note ?? null,
      nextCheckAt: after(ports, pollDelayMs(settings.policy, 0)),
    });
  });

  try {
    const order = await provider.createOrder({ custRefNum, amountPaise, notes: { custRefNum, userId: input.userId } });
    await updateDeposit(db, deposit.id, { providerOrderId: order.providerOrderId });
    return { deposit: { ...deposit, providerOrderId: order.providerOrderId }, qrString, checkoutUrl: order.checkoutUrl };
  } catch (error) {
    if (!isProviderError(error)) throw error;
    await failDeposit(db, deposit, `provider order failed: ${error.message}`);
    throw depositRefusal("deposit/provider");
  }
}

/** Applies what the provider says about a deposit. Forward-only; safe to call any number of times. */
export async function applyPaymentReport(ports: DepositPorts, deposit: DepositRow, report: PaymentStatusReport, settings?: PaymentSettings): Promise<DepositRow | undefined> {
  const s = settings ?? (await paymentSettings(ports.db));
  if (report.status === "captured") {
    if (report.amountPaise !== null && report.amountPaise !== deposit.amountPaise) {
      await flagAmountMismatch(ports.db, deposit, report.amountPaise);
      return depositById(ports.db, deposit.id);
    }
    return completeDeposit(ports.db, deposit, report.paymentId, s);
  }
  if (report.status === "failed") await failDeposit(ports.db, deposit, "Payment Failed");
  return depositById(ports.db, deposit.id);
}

/** Asks the provider about one deposit now (the status call's safety net and the poller's step). */
export async function refreshDeposit(ports: DepositPorts, deposit: DepositRow, settings?: PaymentSettings): Promise<DepositRow | undefined> {
  if (deposit.channel === "bank_debit" || !deposit.providerOrderId) return deposit;
  const report = await ports.payments.fetchStatus(deposit.providerOrderId);
  return applyPaymentReport(ports, deposit, report, settings);
}

/** SPEC.md's `GET transaction/buystatus/{CustRefNum}`, for the deposit's owner only. */
export async function depositStatus(ports: DepositPorts, userId: string, custRefNum: string): Promise<DepositRow> {
  let deposit = await depositByRef(ports.db, custRefNum);
  if (!deposit || deposit.userId !== userId) throw depositRefusal("deposit/not_found");
  const stale = !deposit.lastCheckedAt || ports.clock.now().getTime() - deposit.lastCheckedAt.getTime() > 10_000;
  if (deposit.status === "pending" && stale && deposit.channel !== "bank_debit") {
    await updateDeposit(ports.db, deposit.id, { lastCheckedAt: ports.clock.now() });
    // The webhook is the source of truth; asking the provider is the safety net. A provider
    // that does not answer leaves the deposit pending, never failed.
    deposit = (await refreshDeposit(ports, deposit).catch((error: unknown) => {
      if (isProviderError(error)) return deposit;
      throw error;
    })) ?? deposit;
  }
  return deposit;
}

/**
 * The poller's pass over pending deposits: each due deposit is checked once; one still pending
 * past the expiry is failed (a capture reported later still credits it: a late authorisation).
 */
export async function pollDeposits(ports: DepositPorts, limit = 50): Promise<number> {
  const settings = await paymentSettings(ports.db);
  const now = ports.clock.now();
  const due = await dueDeposits(ports.db, now, limit);
  let checked = 0;
  for (const deposit of due) {
    if (deposit.channel === "bank_debit") continue;
    const next = new Date(now.getTime() + pollDelayMs(settings.policy, deposit.checkCount + 1));
    if (!(await claimDepositCheck(ports.db, deposit, next))) continue;
    checked++;
    const after = await refreshDeposit(ports, deposit, settings).catch((error: unknown) => {
      if (isProviderError(error)) return deposit;
      throw error;
    });
    const expired = now.getTime() - deposit.createdAt.getTime() > settings.policy.depositExpiryMinutes * 60_000;
    if (after?.status === "pending" && expired) await failDeposit(ports.db, deposit, "Payment not completed in time");
  }
  return checked;
}
