import type { Db } from "@rummy/db";
import { paymentSettings, type PaymentSettings } from "../deposits/settings.ts";
import { istFiveAm, istHour, istNextDay, istNextMonth } from "./clock.ts";
import { ResponsibleError } from "./errors.ts";
import { exclusionRefusal } from "./exclusion.ts";
import { playLimitStates, playLimitUse, type PlayLimitState } from "./limits.ts";
import { activeExclusion, type ExclusionRow, type PlayLimitKind } from "./repository.ts";

/** The night lock's hours, IST: no play from 00:00 until 05:00. */
const NIGHT_LOCK_END_HOUR = 5;

/**
 * The responsible-play gate in front of play: every table join (cash and practice), private
 * create and join, and tournament registration calls it (the lobby's `assertMayPlay`; the
 * tournament join route calls it directly). In order: a self-exclusion or cool-off, the
 * operator's night lock, the player's play-time limit for today, and for cash play the net-loss
 * limits for today and this month. Each refusal names the limit and when it ends.
 */
export async function assertPlayAllowed(db: Db, userId: string, now: Date = new Date(), gameType: "cash" | "practice" = "cash"): Promise<void> {
  // Three independent reads at once (one round trip's wait on a busy database, not three), judged in order.
  const [excluded, settings, limits] = await Promise.all([activeExclusion(db, userId, now), paymentSettings(db), playLimitStates(db, userId, now)]);
  await judgePlay(db, userId, now, gameType, { excluded, settings, limits });
}

/**
 * What a caller that read the gate's facts with its own (the lobby's join, one statement) already
 * knows: the payment settings, and whether the player has an exclusion in force or any limit set.
 */
export interface PlayGateFacts {
  readonly settings: PaymentSettings;
  readonly excluded: boolean;
  readonly limited: boolean;
}

/** `assertPlayAllowed` on facts already read: the exclusion and limit rows are read only for a player who has one. */
export async function assertPlayAllowedGiven(db: Db, userId: string, now: Date, gameType: "cash" | "practice", facts: PlayGateFacts): Promise<void> {
  const [excluded, limits] = await Promise.all([
    facts.excluded ? activeExclusion(db, userId, now) : undefined,
    facts.limited ? playLimitStates(db, userId, now) : undefined,
  ]);
  await judgePlay(db, userId, now, gameType, { excluded, settings: facts.settings, limits });
}

/** The gate's judgement, in its order, on what was read; `limits` undefined: the player set none. */
async function judgePlay(
  db: Db,
  userId: string,
  now: Date,
  gameType: "cash" | "practice",
  read: { excluded: ExclusionRow | undefined; settings: PaymentSettings; limits: Record<PlayLimitKind, PlayLimitState> | undefined },
): Promise<void> {
  const { excluded, settings, limits } = read;
  if (excluded) throw exclusionRefusal(excluded);
  if (settings.compliance.responsibleGaming.nightLockEnabled && istHour(now) < NIGHT_LOCK_END_HOUR) {
    throw new ResponsibleError("responsible/night_lock", { until: istFiveAm(now) });
  }
  // Most players set no limit: the counts (three queries) are read only for one who did.
  if (!limits || Object.values(limits).every((l) => l.value === null)) return;
  const used = await playLimitUse(db, userId, now);
  const minutes = limits.play_minutes_daily.value;
  if (minutes !== null && used.play_minutes_daily >= minutes) throw new ResponsibleError("responsible/play_time_limit", { until: istNextDay(now), limit: minutes });
  if (gameType !== "cash") return;
  const daily = limits.loss_daily.value;
  if (daily !== null && used.loss_daily >= daily) throw new ResponsibleError("responsible/loss_limit_daily", { until: istNextDay(now), limit: daily });
  const monthly = limits.loss_monthly.value;
  if (monthly !== null && used.loss_monthly >= monthly) throw new ResponsibleError("responsible/loss_limit_monthly", { until: istNextMonth(now), limit: monthly });
}

/** The gate in front of every deposit channel: no deposit while a self-exclusion or cool-off runs. */
export async function assertDepositPermitted(db: Db, userId: string, now: Date = new Date()): Promise<void> {
  const excluded = await activeExclusion(db, userId, now);
  if (excluded) throw exclusionRefusal(excluded);
}
