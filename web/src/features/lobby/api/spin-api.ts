import { api } from "../../../shared/api/client.ts";
import { readReply } from "../../../shared/api/contract-reply.ts";

/**
 * The daily wheel (GET/POST /rummy/spin). `eReward` says what it pays: practice chips while cash
 * play is off, bonus rupees while it is on, so every label names what the player wins. Replies are
 * read with the contract (shared-rules/src/contract/lobby.ts), imported when the wheel is asked for
 * so the lobby's first load carries no zod.
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

const contract = () => import("@rummy/shared-rules/contract/lobby");

export async function fetchSpinStatus(): Promise<SpinStatus> {
  const [{ spinStatusResponse }, reply] = await Promise.all([contract(), api.get<unknown>("/rummy/spin", { loader: false })]);
  return readReply(spinStatusResponse, reply, "GET /rummy/spin").data;
}

export async function spinWheel(): Promise<SpinResult> {
  const [{ spinResponse }, reply] = await Promise.all([contract(), api.post<unknown>("/rummy/spin", {})]);
  return readReply(spinResponse, reply, "POST /rummy/spin").data;
}
