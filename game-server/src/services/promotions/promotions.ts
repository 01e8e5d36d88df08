import type { Db } from "@rummy/db";
import { percentOfPaise } from "../wallet/money.ts";

import { insertPromotion, promotionsOnOffer, tiersOf, type PromotionRow } from "./repository.ts";

/**
 * Deposit promotions (SPEC.md's Promotion): a bonus of `nPercentage` of the deposit, at most
 * `nMaxBonus`, for a deposit inside one of the promotion's price ranges (SPEC.md section 9:
 * "Bonus equals amount times nPercentage/100 within the tier range"). The bonus is quoted when the
 * deposit is created and granted only when the payment succeeds.
 */

export interface PromotionTier {
  readonly fromPaise: bigint;
  readonly toPaise: bigint;
  readonly percentageBp: number;
  readonly maxBonusPaise: bigint;
  readonly ticketSchedule: readonly { sName: string }[];
}

export interface Promotion {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly bonusExpiresInDays: number;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly tiers: readonly PromotionTier[];
}

export interface NewPromotion {
  readonly id?: string;
  readonly name: string;
  readonly category?: string;
  readonly bonusExpiresInDays?: number;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly tiers: readonly PromotionTier[];
}

/** Creates a promotion with its tiers; with a fixed id it is idempotent (demo seeding). */
export async function createPromotion(db: Db, input: NewPromotion): Promise<string> {
  const id = await insertPromotion(
    db,
    {
      ...(input.id ? { id: input.id } : {}),
      name: input.name,
      category: input.category ?? "deposit",
      bonusExpiresInDays: input.bonusExpiresInDays ?? 30,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
    },
    input.tiers.map((t) => ({
      fromPaise: t.fromPaise,
      toPaise: t.toPaise,
      percentageBp: t.percentageBp,
      maxBonusPaise: t.maxBonusPaise,
      ticketSchedule: [...t.ticketSchedule],
    })),
  );
  return id ?? input.id ?? "";
}

/** Promotions on offer at `now`, with tiers ordered by their lower bound. */
export async function activePromotions(db: Db, now = new Date()): Promise<Promotion[]> {
  const rows = await promotionsOnOffer(db, now);
  return withTiers(db, rows);
}

/** One promotion if it is on offer at `now`. */
export async function activePromotion(db: Db, id: string, now = new Date()): Promise<Promotion | undefined> {
  const rows = await promotionsOnOffer(db, now, id);
  return (await withTiers(db, rows))[0];
}

async function withTiers(db: Db, rows: PromotionRow[]): Promise<Promotion[]> {
  if (rows.length === 0) return [];
  const tiers = await tiersOf(db, rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    category: r.category,
    bonusExpiresInDays: r.bonusExpiresInDays,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    tiers: tiers.filter((t) => t.promotionId === r.id),
  }));
}

/** The tier a deposit falls in, or undefined when the amount is outside every range. */
export function tierFor(promotion: Promotion, amountPaise: bigint): PromotionTier | undefined {
  return promotion.tiers.find((t) => amountPaise >= t.fromPaise && amountPaise <= t.toPaise);
}

/** amount × percentage, rounded half up to the paisa, capped at the tier's maximum. */
export function bonusFor(tier: PromotionTier, amountPaise: bigint): bigint {
  const bonus = percentOfPaise(amountPaise, tier.percentageBp);
  return bonus > tier.maxBonusPaise ? tier.maxBonusPaise : bonus;
}

const DAY_MS = 86_400_000;

/** Two demo offers for `npm start` (fixed ids: seeding again changes nothing). */
export async function seedDemoPromotions(db: Db, now = new Date()): Promise<void> {
  const startsAt = new Date(now.getTime() - DAY_MS);
  const endsAt = new Date(now.getTime() + 365 * DAY_MS);
  const rupees = (r: number) => BigInt(r) * 100n;
  await createPromotion(db, {
    id: "00000000-0000-4000-8000-00000000a001",
    name: "Welcome Bonus",
    bonusExpiresInDays: 30,
    startsAt,
    endsAt,
    tiers: [
      { fromPaise: rupees(99), toPaise: rupees(999), percentageBp: 5000, maxBonusPaise: rupees(250), ticketSchedule: [] },
      { fromPaise: rupees(1000), toPaise: rupees(4999), percentageBp: 10000, maxBonusPaise: rupees(2500), ticketSchedule: [] },
      { fromPaise: rupees(5000), toPaise: rupees(49_999), percentageBp: 10000, maxBonusPaise: rupees(5000), ticketSchedule: [{ sName: "Sunday Freeroll" }] },
    ],
  });
  await createPromotion(db, {
    id: "00000000-0000-4000-8000-00000000a002",
    name: "Weekend Reload",
    bonusExpiresInDays: 7,
    startsAt,
    endsAt,
    tiers: [{ fromPaise: rupees(500), toPaise: rupees(20_000), percentageBp: 2000, maxBonusPaise: rupees(1000), ticketSchedule: [] }],
  });
}
