import { api } from "../../../shared/api/client.ts";

/** My Account's "Play safe" calls (game-server/ACCOUNTS.md "Play safe"). Money in rupees, play time in minutes. */
export type LimitKind = "loss_daily" | "loss_monthly" | "play_minutes_daily";
export type ExclusionPeriod = "24h" | "1d" | "7d" | "30d" | "6m" | "permanent";

export interface PlaySafeExclusion {
  readonly eKind: "cool_off" | "exclusion";
  readonly ePeriod: ExclusionPeriod;
  readonly dStartsAt: string;
  readonly dEndsAt: string | null;
  readonly sEndsAt: string;
  readonly dLiftedAt: string | null;
}

export interface PlaySafe {
  readonly oDeposit: {
    readonly nDailyLimit: number;
    readonly nWeeklyLimit: number;
    readonly nMonthlyLimit: number;
    readonly nDailyUsed: number;
    readonly nWeeklyUsed: number;
    readonly nMonthlyUsed: number;
    readonly oPending: { nDailyLimit: number | null; nWeeklyLimit: number | null; nMonthlyLimit: number | null; dEffectiveAt: string } | null;
  };
  readonly aLimits: readonly { eLimit: LimitKind; nValue: number | null; nUsed: number; oPending: { nValue: number | null; dEffectiveAt: string } | null }[];
  readonly oExclusion: PlaySafeExclusion | null;
  readonly aExclusions: readonly PlaySafeExclusion[];
  readonly aHistory: readonly { eLimit: string; nOld: number | null; nNew: number | null; dEffectiveAt: string; dCreatedAt: string }[];
  readonly bNightLock: boolean;
  readonly nRaiseDelayHours: number;
}

export interface LimitsBody {
  nDepositDaily?: number;
  nDepositWeekly?: number;
  nDepositMonthly?: number;
  nLossDaily?: number | null;
  nLossMonthly?: number | null;
  nPlayMinutesDaily?: number | null;
}

export async function fetchPlaySafe(): Promise<PlaySafe> {
  return (await api.get<PlaySafe>("/profile/play-safe")).data;
}

export async function saveLimits(body: LimitsBody): Promise<{ message: string; data: PlaySafe }> {
  const reply = await api.post<PlaySafe>("/profile/play-safe/limits", body);
  return { message: reply.message, data: reply.data };
}

export async function exclude(ePeriod: ExclusionPeriod): Promise<{ message: string; data: PlaySafe }> {
  const reply = await api.post<PlaySafe>("/profile/play-safe/exclude", { ePeriod, bConfirm: true });
  return { message: reply.message, data: reply.data };
}
