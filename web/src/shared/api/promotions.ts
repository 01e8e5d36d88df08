import { api } from "./client.ts";
import { num, rec, str, type Loose } from "./loose.ts";

/**
 * The live promotions (SPEC.md's GET bonus/active/promotion): the offers page lists them and the
 * deposit page applies one. Read once here for both.
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

export function toPromotion(r: Loose): Promotion {
  const tiers = Array.isArray(r["aPriceRange"]) ? r["aPriceRange"].map(rec) : [];
  return {
    _id: str(r["_id"]),
    sName: str(r["sName"]),
    eCategory: str(r["eCategory"]),
    nExpiresIn: num(r["nExpiresIn"]),
    dStartDate: str(r["dStartDate"]),
    dEndDate: str(r["dEndDate"]),
    tiers: tiers.map((t) => ({
      nFrom: num(t["nFrom"]),
      nTo: num(t["nTo"]),
      nPercentage: num(t["nPercentage"]),
      nMaxBonus: num(t["nMaxBonus"]),
      tickets: Array.isArray(t["ticketSchedule"]) ? t["ticketSchedule"].map((s) => str(rec(s)["sName"])).filter(Boolean) : [],
    })),
  };
}

export async function fetchPromotions(): Promise<Promotion[]> {
  const reply = await api.get<unknown>("/bonus/active/promotion", { loader: false });
  return (Array.isArray(reply.data) ? reply.data : []).map((r) => toPromotion(rec(r)));
}
