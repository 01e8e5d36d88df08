import type { Db } from "@rummy/db";
import type { EXCLUSION_PERIODS } from "@rummy/shared-rules/contract/play-safe";
import { ResponsibleError } from "./errors.ts";
import { activeExclusion, insertExclusion, lockPlayer, type ExclusionRow } from "./repository.ts";

/** The periods a player may choose are the contract's. */
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];

/** When a period that starts at `now` ends; null for permanent. Six months are calendar months. */
export function exclusionEnd(period: ExclusionPeriod, now: Date): Date | null {
  const day = 86_400_000;
  switch (period) {
    case "24h":
    case "1d":
      return new Date(now.getTime() + day);
    case "7d":
      return new Date(now.getTime() + 7 * day);
    case "30d":
      return new Date(now.getTime() + 30 * day);
    case "6m": {
      const end = new Date(now);
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    }
    case "permanent":
      return null;
  }
}

/** A self-exclusion refusal for the row in force. */
export function exclusionRefusal(row: ExclusionRow): ResponsibleError {
  return new ResponsibleError(row.kind === "cool_off" ? "responsible/cool_off" : "responsible/self_excluded", { until: row.endsAt });
}

/**
 * Starts a cool-off (`24h`) or a self-exclusion. It can only lengthen what runs already: one that
 * would end sooner than the exclusion in force (or any, under a permanent one) is refused, naming
 * the end in force. Nothing the player can call ends one early; support lifts a permanent one
 * (db/admin/responsible-play.sql).
 */
export async function startExclusion(db: Db, userId: string, period: ExclusionPeriod, allowed: boolean, now: Date): Promise<ExclusionRow> {
  if (!allowed) throw new ResponsibleError("responsible/exclusion_unavailable", { until: null });
  const endsAt = exclusionEnd(period, now);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const current = await activeExclusion(tx, userId, now);
    if (current && (current.endsAt === null || (endsAt !== null && endsAt <= current.endsAt))) {
      throw new ResponsibleError("responsible/cannot_shorten", { until: current.endsAt });
    }
    return insertExclusion(tx, { userId, kind: period === "24h" ? "cool_off" : "exclusion", period, startsAt: now, endsAt, createdAt: now });
  });
}
