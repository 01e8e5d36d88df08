import { api } from "../../../shared/api/client.ts";
import { num, rec } from "../../../shared/api/loose.ts";

/**
 * The daily wheel (GET/POST /rummy/spin). `eReward` says what it pays: practice chips while cash
 * play is off, bonus rupees while it is on, so every label names what the player wins.
 */
export type SpinReward = "chips" | "bonus";

export interface SpinStatus {
  readonly aDailyBonus: readonly { readonly _id: string; readonly nValue: number }[];
  readonly bCanSpin: boolean;
  readonly dNextSpinAt: string | null;
  readonly eReward: SpinReward;
}

export interface SpinResult {
  readonly _id: string;
  readonly nValue: number;
  readonly nIndex: number;
  readonly eReward: SpinReward;
}

/** Anything but an explicit "bonus" is chips: a player is never told of rupees the server did not pay. */
const rewardOf = (v: unknown): SpinReward => (v === "bonus" ? "bonus" : "chips");

export async function fetchSpinStatus(): Promise<SpinStatus> {
  const r = rec((await api.get<unknown>("/rummy/spin", { loader: false })).data);
  const slots = Array.isArray(r["aDailyBonus"]) ? r["aDailyBonus"].map(rec) : [];
  return {
    aDailyBonus: slots.map((s) => ({ _id: String(s["_id"] ?? ""), nValue: num(s["nValue"]) })),
    bCanSpin: r["bCanSpin"] === true,
    dNextSpinAt: typeof r["dNextSpinAt"] === "string" ? r["dNextSpinAt"] : null,
    eReward: rewardOf(r["eReward"]),
  };
}

export async function spinWheel(): Promise<SpinResult> {
  const r = rec((await api.post<unknown>("/rummy/spin", {})).data);
  return { _id: String(r["_id"] ?? ""), nValue: num(r["nValue"]), nIndex: num(r["nIndex"]), eReward: rewardOf(r["eReward"]) };
}
