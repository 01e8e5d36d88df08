import { playSafeResponse, type EXCLUSION_PERIODS, type limitsBody, type playSafeData } from "@rummy/shared-rules/contract/play-safe";
import type { z } from "zod";
import { api } from "../../../shared/api/client.ts";
import { readReply } from "../../../shared/api/contract-reply.ts";

/**
 * My Account's "Play safe" calls (game-server/ACCOUNTS.md "Play safe"), read with the contract
 * (shared-rules/src/contract/play-safe.ts). Money in rupees, play time in minutes.
 */
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
export type PlaySafe = z.output<typeof playSafeData>;

export type LimitsBody = z.input<typeof limitsBody>;

export async function fetchPlaySafe(): Promise<PlaySafe> {
  return readReply(playSafeResponse, await api.get<unknown>("/profile/play-safe"), "GET /profile/play-safe").data;
}

export async function saveLimits(body: LimitsBody): Promise<{ message: string; data: PlaySafe }> {
  return readReply(playSafeResponse, await api.post<unknown>("/profile/play-safe/limits", body), "POST /profile/play-safe/limits");
}

export async function exclude(ePeriod: ExclusionPeriod): Promise<{ message: string; data: PlaySafe }> {
  return readReply(playSafeResponse, await api.post<unknown>("/profile/play-safe/exclude", { ePeriod, bConfirm: true }), "POST /profile/play-safe/exclude");
}
