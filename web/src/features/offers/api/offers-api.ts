import { api } from "../../../shared/api/client.ts";

/** SPEC.md's GET bonus/active/promotion, read for the offers page. */
export interface OfferTier {
  readonly nFrom: number;
  readonly nTo: number;
  readonly nPercentage: number;
  readonly nMaxBonus: number;
  readonly tickets: readonly string[];
}

export interface Offer {
  readonly _id: string;
  readonly sName: string;
  readonly eCategory: string;
  readonly nExpiresIn: number;
  readonly dStartDate: string;
  readonly dEndDate: string;
  readonly tiers: readonly OfferTier[];
}

type Loose = Record<string, unknown>;
const rec = (v: unknown): Loose => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Loose) : {});
const str = (v: unknown) => (typeof v === "string" ? v : "");
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : Number(v) || 0);

export function toOffer(r: Loose): Offer {
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

export async function fetchOffers(): Promise<Offer[]> {
  const reply = await api.get<unknown>("/bonus/active/promotion", { loader: false });
  return (Array.isArray(reply.data) ? reply.data : []).map((r) => toOffer(rec(r)));
}
