import type { Db } from "@rummy/db";
import { istDayStart, istMonthStart } from "./clock.ts";
import { ResponsibleError } from "./errors.ts";
import { cashNetSince, insertLimitChanges, lockPlayer, playLimitRows, savePlayLimit, seatedMsBetween, type PlayLimitKind, type PlayLimitRow } from "./repository.ts";

export const PLAY_LIMIT_KINDS = ["loss_daily", "loss_monthly", "play_minutes_daily"] as const satisfies readonly PlayLimitKind[];

/** Upper bounds on what a player may set (a limit above them is no limit at all). */
const MAX_VALUE: Record<PlayLimitKind, bigint> = {
  loss_daily: 1_00_00_000_00n,
  loss_monthly: 1_00_00_000_00n,
  play_minutes_daily: 1_440n,
};

export interface PlayLimitState {
  readonly kind: PlayLimitKind;
  /** Null: no limit. Paise for losses, minutes for play time. */
  readonly value: bigint | null;
  /** A raise (or a removal, value null) waiting for its time. */
  readonly pending: { readonly value: bigint | null; readonly effectiveAt: Date } | null;
}

/** The limit in force at `now`: a raise whose wait is over counts as applied. */
export function effectivePlayLimit(kind: PlayLimitKind, row: PlayLimitRow | undefined, now: Date): PlayLimitState {
  if (!row) return { kind, value: null, pending: null };
  if (row.pendingEffectiveAt && row.pendingEffectiveAt <= now) return { kind, value: row.pendingValue, pending: null };
  return { kind, value: row.value, pending: row.pendingEffectiveAt ? { value: row.pendingValue, effectiveAt: row.pendingEffectiveAt } : null };
}

export async function playLimitStates(db: Db, userId: string, now: Date): Promise<Record<PlayLimitKind, PlayLimitState>> {
  const rows = await playLimitRows(db, userId);
  const of = (kind: PlayLimitKind) => effectivePlayLimit(kind, rows.find((r) => r.kind === kind), now);
  return { loss_daily: of("loss_daily"), loss_monthly: of("loss_monthly"), play_minutes_daily: of("play_minutes_daily") };
}

/** What counts against each limit now: net losses today and this month (paise), minutes played today. */
export async function playLimitUse(db: Db, userId: string, now: Date): Promise<Record<PlayLimitKind, bigint>> {
  const [today, month, playedMs] = await Promise.all([
    cashNetSince(db, userId, istDayStart(now)),
    cashNetSince(db, userId, istMonthStart(now)),
    seatedMsBetween(db, userId, istDayStart(now), now),
  ]);
  const loss = (net: bigint) => (net < 0n ? -net : 0n);
  return { loss_daily: loss(today), loss_monthly: loss(month), play_minutes_daily: BigInt(Math.floor(playedMs / 60_000)) };
}

/** `undefined`: leave as is; `null`: remove the limit (waits like a raise). */
export type PlayLimitChange = Partial<Record<PlayLimitKind, bigint | null>>;

/** Refuses a negative limit or one above the bounds, before anything is written. */
export function assertPlayLimitsValid(change: PlayLimitChange): void {
  for (const kind of PLAY_LIMIT_KINDS) {
    const v = change[kind];
    if (v === undefined || v === null) continue;
    if (v < 0n || v > MAX_VALUE[kind]) throw new ResponsibleError("responsible/invalid_limit", { until: null, limit: MAX_VALUE[kind], reason: kind });
  }
}

const isRaise = (from: bigint | null, to: bigint | null) => from !== null && (to === null || to > from);

/**
 * Sets a player's loss and play-time limits: a lower (or first) limit applies at once; a higher
 * one, or removing one, applies after `delayHours`. Each change is written to the history in the
 * same transaction. Returns the time the raises apply, or null when everything applied now.
 */
export async function changePlayLimits(db: Db, userId: string, change: PlayLimitChange, delayHours: number, now: Date): Promise<Date | null> {
  assertPlayLimitsValid(change);
  const raiseAt = new Date(now.getTime() + delayHours * 3_600_000);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const rows = await playLimitRows(tx, userId);
    let raised = false;
    const history = [];
    for (const kind of PLAY_LIMIT_KINDS) {
      const asked = change[kind];
      if (asked === undefined) continue;
      const current = effectivePlayLimit(kind, rows.find((r) => r.kind === kind), now);
      if (asked === current.value && !current.pending) continue;
      if (isRaise(current.value, asked)) {
        raised = true;
        await savePlayLimit(tx, { userId, kind, value: current.value, pendingValue: asked, pendingEffectiveAt: raiseAt, updatedAt: now });
        history.push({ userId, limit: kind, oldValue: current.value, newValue: asked, effectiveAt: raiseAt, createdAt: now });
      } else {
        // A lowering applies now and cancels a raise that was waiting.
        await savePlayLimit(tx, { userId, kind, value: asked, pendingValue: null, pendingEffectiveAt: null, updatedAt: now });
        history.push({ userId, limit: kind, oldValue: current.value, newValue: asked, effectiveAt: now, createdAt: now });
      }
    }
    await insertLimitChanges(tx, history);
    return raised ? raiseAt : null;
  });
}
