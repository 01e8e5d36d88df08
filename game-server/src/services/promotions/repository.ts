import { schema, type Db } from "@rummy/db";
import { and, asc, eq, gt, inArray, lte } from "drizzle-orm";

/** Promotions' SQL: `promotions` and their `promotion_tiers`. */

const { promotions, promotionTiers } = schema;

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionTierRow = typeof promotionTiers.$inferSelect;

/**
 * Inserts a promotion and its tiers in one transaction; with a fixed id that exists already
 * nothing is written and undefined comes back.
 */
export async function insertPromotion(
  db: Db,
  promotion: { id?: string; name: string; category: string; bonusExpiresInDays: number; startsAt: Date; endsAt: Date },
  tiers: readonly Omit<typeof promotionTiers.$inferInsert, "promotionId" | "id">[],
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(promotions).values(promotion).onConflictDoNothing({ target: promotions.id }).returning({ id: promotions.id });
    if (!row) return undefined;
    if (tiers.length > 0) await tx.insert(promotionTiers).values(tiers.map((t) => ({ ...t, promotionId: row.id })));
    return row.id;
  });
}

/** Active promotions on offer at `now` (all of them, or the one with `id`), oldest start first, at most 100. */
export async function promotionsOnOffer(db: Db, now: Date, id?: string): Promise<PromotionRow[]> {
  const onOffer = and(eq(promotions.isActive, true), lte(promotions.startsAt, now), gt(promotions.endsAt, now));
  if (id !== undefined) {
    return db
      .select()
      .from(promotions)
      .where(and(eq(promotions.id, id), onOffer));
  }
  return db.select().from(promotions).where(onOffer).orderBy(asc(promotions.startsAt), asc(promotions.id)).limit(100);
}

/** The tiers of these promotions, by lower bound. */
export async function tiersOf(db: Db, promotionIds: string[]): Promise<PromotionTierRow[]> {
  return db.select().from(promotionTiers).where(inArray(promotionTiers.promotionId, promotionIds)).orderBy(asc(promotionTiers.fromPaise));
}
