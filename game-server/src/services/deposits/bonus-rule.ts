import type { Db } from "@rummy/db";
import { transfersOfOperation } from "@rummy/db/ledger/index";
import { depositPreview } from "../wallet/deposit.ts";
import { basisPointsOfPercent } from "../wallet/money.ts";
import { bonusFor, tierFor, type Promotion } from "../promotions/promotions.ts";
import { hasSuccessfulDeposit } from "./repository.ts";
import type { PaymentSettings } from "./settings.ts";

/**
 * The one rule for deposit bonuses. The offers list (`GET bonus/active/promotion`), the deposit
 * preview (`POST transaction/preview`) and what a successful deposit credits all read it, so the
 * three can never disagree:
 * - the first-deposit bonus is the payments policy (`settings.payments.firstDepositBonus`, README
 *   "Money policy": 100% of the first deposit up to ₹500, locked bonus, 30 days), shown in the
 *   offers list as one offer with one tier spanning the purchase range;
 * - a chosen promotion adds its tier's bonus (instant bonus) on top.
 * Both are computed by `bonusFor`: amount × percentage, rounded half up, capped.
 */

export const FIRST_DEPOSIT_OFFER_ID = "first-deposit";
const DAY_MS = 86_400_000;

/** The first-deposit bonus as an offer: one tier over the purchase range (undefined when switched off). */
export function firstDepositOffer(settings: PaymentSettings, now = new Date()): Promotion | undefined {
  const rule = settings.policy.firstDepositBonus;
  if (!rule.enabled || rule.percentage <= 0) return undefined;
  return {
    id: FIRST_DEPOSIT_OFFER_ID,
    name: "First deposit bonus",
    category: "first_deposit",
    bonusExpiresInDays: rule.expiresInDays,
    startsAt: new Date(now.getTime() - DAY_MS),
    endsAt: new Date(now.getTime() + 365 * DAY_MS),
    tiers: [
      {
        fromPaise: settings.purchaseRange.minimumPaise,
        toPaise: settings.purchaseRange.maximumPaise,
        percentageBp: basisPointsOfPercent(rule.percentage),
        maxBonusPaise: BigInt(rule.maxPaise),
        ticketSchedule: [],
      },
    ],
  };
}

/** What the first-deposit rule gives a deposit of this amount if it is the player's first. */
export function firstDepositBonusPaise(amountPaise: bigint, settings: PaymentSettings): bigint {
  const offer = firstDepositOffer(settings);
  const tier = offer ? tierFor(offer, amountPaise) : undefined;
  return tier ? bonusFor(tier, amountPaise) : 0n;
}

export interface DepositQuote {
  /** What the player pays, GST included. */
  readonly amountPaise: bigint;
  readonly gstPaise: bigint;
  readonly gstRateBp: number;
  /** Added to the deposit balance (amount − GST). */
  readonly creditedPaise: bigint;
  /** Instant bonus from the chosen promotion. */
  readonly promotionBonusPaise: bigint;
  readonly promotionExpiresInDays: number | null;
  /** Locked bonus from the first-deposit rule (0 when the player has deposited before). */
  readonly firstDepositBonusPaise: bigint;
  readonly firstDepositExpiresInDays: number;
}

/** The deposit preview: the same split and bonuses a deposit made now would get. */
export async function quoteDeposit(
  db: Db,
  input: { userId: string; amountPaise: bigint; settings: PaymentSettings; promotion: { bonusPaise: bigint; expiresInDays: number | null } },
): Promise<DepositQuote> {
  const split = await depositPreview(db, input.amountPaise);
  const first = (await hasSuccessfulDeposit(db, input.userId)) ? 0n : firstDepositBonusPaise(input.amountPaise, input.settings);
  return {
    amountPaise: split.amountPaise,
    gstPaise: split.gstPaise,
    gstRateBp: split.rateBp,
    creditedPaise: split.creditedPaise,
    promotionBonusPaise: input.promotion.bonusPaise,
    promotionExpiresInDays: input.promotion.expiresInDays,
    firstDepositBonusPaise: first,
    firstDepositExpiresInDays: input.settings.policy.firstDepositBonus.expiresInDays,
  };
}

/**
 * After paying: what a successful deposit actually did, read back from the ledger (the GST and
 * deposit-balance legs of `deposit:<id>`) and the bonuses the deposit row recorded.
 */
export async function depositReceipt(db: Db, row: { id: string; amountPaise: bigint; promotionBonusPaise: bigint; firstDepositBonusPaise: bigint }): Promise<{ gstPaise: bigint; creditedPaise: bigint; promotionBonusPaise: bigint; firstDepositBonusPaise: bigint }> {
  const legs = await transfersOfOperation(db, `deposit:${row.id}`);
  const sum = (code: string) => legs.filter((l) => l.code === code).reduce((n, l) => n + l.amountPaise, 0n);
  return { gstPaise: sum("gst"), creditedPaise: sum("deposit"), promotionBonusPaise: row.promotionBonusPaise, firstDepositBonusPaise: row.firstDepositBonusPaise };
}
