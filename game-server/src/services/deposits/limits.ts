import type { Db } from "@rummy/db";
import type { PaymentSettings } from "./settings.ts";
import { depositRefusal } from "./errors.ts";
import { depositSums, findDepositLimits, lockPlayerDepositLimits, saveDepositLimits, type DepositLimitRow } from "./repository.ts";


/**
 * Responsible-gaming deposit limits (DESIGN.md "Compliance"): per player, per day, per week
 * (Monday to Sunday) and per month (Asia/Kolkata calendar). The operator's defaults in
 * `compliance.responsibleGaming` are also the ceilings; the weekly ceiling is the monthly one. Lowering a limit applies at once; raising it applies after `limitRaiseDelayHours`
 * (72 h), and asking for another raise meanwhile restarts that wait.
 */
export interface DepositLimitView {
  readonly dailyPaise: bigint;
  readonly monthlyPaise: bigint;
  readonly weeklyPaise: bigint;
  readonly usedTodayPaise: bigint;
  readonly usedThisWeekPaise: bigint;
  readonly usedThisMonthPaise: bigint;
  readonly pending: {
    readonly dailyPaise: bigint | null;
    readonly weeklyPaise: bigint | null;
    readonly monthlyPaise: bigint | null;
    readonly effectiveAt: Date;
  } | null;
  readonly ceilingDailyPaise: bigint;
  readonly ceilingWeeklyPaise: bigint;
  readonly ceilingMonthlyPaise: bigint;
}

type Row = DepositLimitRow;

function ceilings(settings: PaymentSettings) {
  const rg = settings.compliance.responsibleGaming;
  const monthly = BigInt(rg.defaultMonthlyDepositLimitPaise);
  return { daily: BigInt(rg.defaultDailyDepositLimitPaise), weekly: monthly, monthly };
}

/** The limits in force at `now`: a raise whose wait is over counts as applied. */
function effective(row: Row | undefined, settings: PaymentSettings, now: Date) {
  const ceiling = ceilings(settings);
  let daily = row?.dailyPaise ?? ceiling.daily;
  let monthly = row?.monthlyPaise ?? ceiling.monthly;
  let weekly = row?.weeklyPaise ?? ceiling.weekly;
  let pending: DepositLimitView["pending"] = null;
  if (row?.pendingEffectiveAt) {
    if (row.pendingEffectiveAt <= now) {
      daily = row.pendingDailyPaise ?? daily;
      weekly = row.pendingWeeklyPaise ?? weekly;
      monthly = row.pendingMonthlyPaise ?? monthly;
    } else {
      pending = { dailyPaise: row.pendingDailyPaise, weeklyPaise: row.pendingWeeklyPaise, monthlyPaise: row.pendingMonthlyPaise, effectiveAt: row.pendingEffectiveAt };
    }
  }
  // An operator may lower the defaults below what a player chose: the lower one wins.
  const min = (a: bigint, b: bigint) => (a < b ? a : b);
  return { daily: min(daily, ceiling.daily), weekly: min(weekly, ceiling.weekly), monthly: min(monthly, ceiling.monthly), pending, ceiling };
}

/** Deposits that count against the limits: succeeded, or still pending and not yet expired. */
export async function depositedSoFar(db: Db, userId: string, settings: PaymentSettings): Promise<{ today: bigint; week: bigint; month: bigint }> {
  return depositSums(db, userId, settings.policy.depositExpiryMinutes);
}

export async function depositLimitView(db: Db, userId: string, settings: PaymentSettings, now = new Date()): Promise<DepositLimitView> {
  const row = await findDepositLimits(db, userId);
  const e = effective(row, settings, now);
  const used = await depositedSoFar(db, userId, settings);
  return {
    dailyPaise: e.daily,
    monthlyPaise: e.monthly,
    weeklyPaise: e.weekly,
    usedTodayPaise: used.today,
    usedThisWeekPaise: used.week,
    usedThisMonthPaise: used.month,
    pending: e.pending,
    ceilingDailyPaise: e.ceiling.daily,
    ceilingWeeklyPaise: e.ceiling.weekly,
    ceilingMonthlyPaise: e.ceiling.monthly,
  };
}


/** Refuses a deposit that would pass the daily, weekly or monthly limit, naming what is left. */
export async function assertWithinLimits(db: Db, userId: string, amountPaise: bigint, settings: PaymentSettings, now = new Date()): Promise<void> {
  const view = await depositLimitView(db, userId, settings, now);
  if (view.usedTodayPaise + amountPaise > view.dailyPaise) {
    const left = view.dailyPaise > view.usedTodayPaise ? view.dailyPaise - view.usedTodayPaise : 0n;
    throw depositRefusal("deposit/daily_limit", view.dailyPaise, left);
  }
  if (view.usedThisWeekPaise + amountPaise > view.weeklyPaise) {
    const left = view.weeklyPaise > view.usedThisWeekPaise ? view.weeklyPaise - view.usedThisWeekPaise : 0n;
    throw depositRefusal("deposit/weekly_limit", view.weeklyPaise, left);
  }
  if (view.usedThisMonthPaise + amountPaise > view.monthlyPaise) {
    const left = view.monthlyPaise > view.usedThisMonthPaise ? view.monthlyPaise - view.usedThisMonthPaise : 0n;
    throw depositRefusal("deposit/monthly_limit", view.monthlyPaise, left);
  }
}

export interface LimitChange {
  readonly dailyPaise?: bigint | undefined;
  readonly monthlyPaise?: bigint | undefined;
  readonly weeklyPaise?: bigint | undefined;
}

/** Sets a player's limits: lower at once, higher after the wait. Returns the message for the player. */
export async function changeDepositLimits(db: Db, userId: string, change: LimitChange, settings: PaymentSettings, now = new Date()): Promise<string> {
  const ceiling = ceilings(settings);
  for (const [value, max, label] of [
    [change.dailyPaise, ceiling.daily, "Daily"],
    [change.weeklyPaise, ceiling.weekly, "Weekly"],
    [change.monthlyPaise, ceiling.monthly, "Monthly"],
  ] as const) {
    if (value === undefined) continue;
    if (value < 0n) throw depositRefusal("deposit/limit_invalid", label);
    if (value > max) throw depositRefusal("deposit/limit_above_ceiling", label, max);
  }
  const delayMs = settings.compliance.responsibleGaming.limitRaiseDelayHours * 3_600_000;
  return db.transaction(async (tx) => {
    await lockPlayerDepositLimits(tx, userId);
    const row = await findDepositLimits(tx, userId);
    const e = effective(row, settings, now);
    const inForce = { daily: e.daily, weekly: e.weekly, monthly: e.monthly };
    const pending = { daily: e.pending?.dailyPaise ?? null, weekly: e.pending?.weeklyPaise ?? null, monthly: e.pending?.monthlyPaise ?? null };
    let raised = false;
    let lowered = false;
    for (const period of ["daily", "weekly", "monthly"] as const) {
      const asked = change[`${period}Paise`];
      if (asked === undefined) continue;
      if (asked <= inForce[period]) {
        lowered ||= asked < inForce[period];
        inForce[period] = asked;
        pending[period] = null;
      } else {
        pending[period] = asked;
        raised = true;
      }
    }
    const hasPending = pending.daily !== null || pending.weekly !== null || pending.monthly !== null;
    const effectiveAt = raised ? new Date(now.getTime() + delayMs) : hasPending ? (e.pending?.effectiveAt ?? null) : null;
    const values = {
      dailyPaise: inForce.daily,
      weeklyPaise: inForce.weekly,
      monthlyPaise: inForce.monthly,
      pendingDailyPaise: pending.daily,
      pendingWeeklyPaise: pending.weekly,
      pendingMonthlyPaise: pending.monthly,
      pendingEffectiveAt: hasPending ? effectiveAt : null,
      updatedAt: now,
    };
    await saveDepositLimits(tx, userId, values);
    if (raised) {
      const when = effectiveAt?.toISOString() ?? "";
      return `${lowered ? "Your lower limit applies now. " : ""}A higher limit applies after ${settings.compliance.responsibleGaming.limitRaiseDelayHours} hours, from ${when}.`;
    }
    return "Your deposit limits are updated.";
  });
}
