import type { Db } from "@rummy/db";
import { changeDepositLimits, depositLimitView, type DepositLimitView } from "../deposits/limits.ts";
import type { PaymentSettings } from "../deposits/settings.ts";
import { assertPlayLimitsValid, changePlayLimits, playLimitStates, playLimitUse, PLAY_LIMIT_KINDS, type PlayLimitChange, type PlayLimitState } from "./limits.ts";
import { activeExclusion, exclusionHistory, insertLimitChanges, limitChanges, type ExclusionRow, type LimitChangeRow, type PlayLimitKind } from "./repository.ts";

export interface PlaySafeView {
  readonly deposit: DepositLimitView;
  readonly limits: readonly (PlayLimitState & { readonly used: bigint })[];
  readonly exclusion: ExclusionRow | null;
  readonly exclusions: readonly ExclusionRow[];
  readonly changes: readonly LimitChangeRow[];
  readonly nightLock: boolean;
  readonly raiseDelayHours: number;
}

/** Everything the "Play safe" page shows: each limit, what is used, pending raises, and the history. */
export async function playSafeView(db: Db, userId: string, settings: PaymentSettings, now: Date): Promise<PlaySafeView> {
  const [deposit, states, used, exclusion, exclusions, changes] = await Promise.all([
    depositLimitView(db, userId, settings, now),
    playLimitStates(db, userId, now),
    playLimitUse(db, userId, now),
    activeExclusion(db, userId, now),
    exclusionHistory(db, userId),
    limitChanges(db, userId),
  ]);
  return {
    deposit,
    limits: PLAY_LIMIT_KINDS.map((kind: PlayLimitKind) => ({ ...states[kind], used: used[kind] })),
    exclusion: exclusion ?? null,
    exclusions,
    changes,
    nightLock: settings.compliance.responsibleGaming.nightLockEnabled,
    raiseDelayHours: settings.compliance.responsibleGaming.limitRaiseDelayHours,
  };
}

export interface LimitsInput extends PlayLimitChange {
  readonly depositDaily?: bigint | undefined;
  readonly depositWeekly?: bigint | undefined;
  readonly depositMonthly?: bigint | undefined;
}

/**
 * Changes any of the player's limits. Deposit limits go through the deposits module (the rule
 * deposits have always had), then the history records each deposit change with when it applies;
 * loss and play-time limits are this module's. Returns when the raises apply, or null.
 */
export async function changeLimits(db: Db, userId: string, input: LimitsInput, settings: PaymentSettings, now: Date): Promise<Date | null> {
  // Everything is validated before the first write (the deposit change commits on its own).
  assertPlayLimitsValid(input);
  const delayHours = settings.compliance.responsibleGaming.limitRaiseDelayHours;
  const raiseAt = new Date(now.getTime() + delayHours * 3_600_000);
  let depositRaised = false;
  const deposit = { dailyPaise: input.depositDaily, weeklyPaise: input.depositWeekly, monthlyPaise: input.depositMonthly };
  if (Object.values(deposit).some((v) => v !== undefined)) {
    const before = await depositLimitView(db, userId, settings, now);
    await changeDepositLimits(db, userId, deposit, settings, now);
    const history = (["daily", "weekly", "monthly"] as const).flatMap((period) => {
      const asked = deposit[`${period}Paise`];
      const old = before[`${period}Paise`];
      if (asked === undefined || asked === old) return [];
      depositRaised ||= asked > old;
      return [{ userId, limit: `deposit_${period}`, oldValue: old, newValue: asked, effectiveAt: asked > old ? raiseAt : now, createdAt: now }];
    });
    await insertLimitChanges(db, history);
  }
  const play = await changePlayLimits(db, userId, input, delayHours, now);
  return play ?? (depositRaised ? raiseAt : null);
}
