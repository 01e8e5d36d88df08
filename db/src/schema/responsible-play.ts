import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Responsible play (game-server/ACCOUNTS.md "Play safe"). The limits a player sets beyond the
 * deposit limits (`deposit_limits`): net losses per day and per month (paise) and play time per
 * day (minutes). Lowering applies at once; a raise waits in `pending_value` until
 * `pending_effective_at` (the operator's `limitRaiseDelayHours`, 72 h). No row = no limit.
 */
export const playLimits = pgTable(
  "play_limits",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["loss_daily", "loss_monthly", "play_minutes_daily"] }).notNull(),
    /** Null: no limit (a removal is a raise, so it waits like one). */
    value: bigint("value", { mode: "bigint" }),
    pendingValue: bigint("pending_value", { mode: "bigint" }),
    /** Set while a raise waits; `pending_value` null with it set means "remove the limit". */
    pendingEffectiveAt: timestamp("pending_effective_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check("play_limits_kind", sql`${t.kind} IN ('loss_daily', 'loss_monthly', 'play_minutes_daily')`),
    check("play_limits_value", sql`(${t.value} IS NULL OR ${t.value} >= 0) AND (${t.pendingValue} IS NULL OR ${t.pendingValue} >= 0)`),
  ],
);

/**
 * Every change a player made to a limit (deposit, loss, play time), for the profile's history:
 * the value before, the value asked for, and when it applies (now for a lowering, +72 h for a raise).
 */
export const playLimitChanges = pgTable(
  "play_limit_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    limit: text("limit").notNull(),
    oldValue: bigint("old_value", { mode: "bigint" }),
    newValue: bigint("new_value", { mode: "bigint" }),
    effectiveAt: timestamp("effective_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("play_limit_changes_user_idx").on(t.userId, t.createdAt)],
);

/**
 * A self-exclusion (1 day to permanent) or a 24-hour cool-off. While one runs the player cannot
 * play, register for tournaments or deposit; withdrawals stay open. Rows are never shortened:
 * `ends_at` null is permanent, and only support lifts one (`lifted_at`, db/admin/responsible-play.sql).
 */
export const selfExclusions = pgTable(
  "self_exclusions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["cool_off", "exclusion"] }).notNull(),
    period: text("period", { enum: ["24h", "1d", "7d", "30d", "6m", "permanent"] }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
    liftedBy: text("lifted_by"),
    liftReason: text("lift_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("self_exclusions_lift", sql`(${t.liftedAt} IS NULL) = (${t.liftedBy} IS NULL)`),
    check("self_exclusions_period", sql`(${t.endsAt} IS NULL) = (${t.period} = 'permanent')`),
    index("self_exclusions_user_idx").on(t.userId, t.endsAt),
  ],
);
