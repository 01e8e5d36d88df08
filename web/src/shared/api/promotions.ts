import type { promotionSchema } from "@rummy/shared-rules/contract/promotions";
import type { z } from "zod";
import { api } from "./client.ts";
import { readReply } from "./contract-reply.ts";

/**
 * The live promotions (SPEC.md's GET bonus/active/promotion): the offers page lists them and the
 * deposit page applies one. Read once here for both, with the contract's schema, imported when
 * asked so the shared chunk carries no zod.
 */
export interface PromotionTier {
  readonly nFrom: number;
  readonly nTo: number;
  readonly nPercentage: number;
  readonly nMaxBonus: number;
  readonly tickets: readonly string[];
}

export interface Promotion {
  readonly _id: string;
  readonly sName: string;
  readonly eCategory: string;
  readonly nExpiresIn: number;
  readonly dStartDate: string;
  readonly dEndDate: string;
  readonly tiers: readonly PromotionTier[];
}

export type PromotionReply = z.output<typeof promotionSchema>;

export function toPromotion(r: PromotionReply): Promotion {
  return {
    _id: r._id,
    sName: r.sName,
    eCategory: r.eCategory,
    nExpiresIn: r.nExpiresIn,
    dStartDate: r.dStartDate,
    dEndDate: r.dEndDate,
    tiers: r.aPriceRange.map((t) => ({
      nFrom: t.nFrom,
      nTo: t.nTo,
      nPercentage: t.nPercentage,
      nMaxBonus: t.nMaxBonus,
      tickets: t.ticketSchedule.map((s) => s.sName).filter(Boolean),
    })),
  };
}

export async function fetchPromotions(): Promise<Promotion[]> {
  const [{ promotionsResponse }, reply] = await Promise.all([
    import("@rummy/shared-rules/contract/promotions"),
    api.get<unknown>("/bonus/active/promotion", { loader: false }),
  ]);
  return readReply(promotionsResponse, reply, "GET /bonus/active/promotion").data.map(toPromotion);
}
