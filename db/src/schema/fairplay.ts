import { sql } from "drizzle-orm";
import { bigint, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { REPORT_REASONS } from "@rummy/shared-rules/contract/fairplay";
import { users } from "./users.ts";

/**
 * Fair play (game-server/src/services/fairplay). Linked accounts come from what two accounts
 * share: a browser device id or a login address (recorded here), a bank account or UPI id
 * (`bank_accounts`, `payout_vpas`) or a referral (`users.referred_by`); the view
 * `fairplay_account_links` (hand-written at the end of the migration) puts them together with the
 * reason. Signals are what the collusion job found in the deal log, each with its evidence;
 * reports are what players sent; reversals record the ledger operations an operator ran.
 */

export const IDENTIFIER_KINDS = ["device", "address"] as const;

/** A device id the web app keeps, or a login address (IPv4, or an IPv6 /64), seen for an account. */
export const fairplayIdentifiers = pgTable(
  "fairplay_identifiers",
  {
    kind: text("kind", { enum: IDENTIFIER_KINDS }).notNull(),
    value: text("value").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.value, t.userId] }),
    index("fairplay_identifiers_user_idx").on(t.userId),
    check("fairplay_identifiers_kind", sql`${t.kind} IN ('device', 'address')`),
    check("fairplay_identifiers_value", sql`length(${t.value}) BETWEEN 1 AND 64`),
  ],
);

export const SIGNAL_KINDS = ["repeated_drops", "one_way_flow", "discard_feeding", "regular_timing"] as const;

/**
 * One finding of the collusion job: `user_id` is who gained (or the account whose timing is too
 * regular), `other_user_id` who gave. Re-running the job updates the row of the same kind and
 * pair (`subject`) instead of adding another; an operator's decision is its status.
 */
export const fairplaySignals = pgTable(
  "fairplay_signals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: SIGNAL_KINDS }).notNull(),
    /** `<kind>:<user>:<other or ->`: one row per finding. */
    subject: text("subject").notNull(),
    userId: uuid("user_id").notNull(),
    otherUserId: uuid("other_user_id"),
    /** The strength of the finding (a log-likelihood ratio; larger is stronger). */
    score: doublePrecision("score").notNull(),
    /** Deal ids, counts and amounts behind the finding. */
    evidence: jsonb("evidence").notNull(),
    status: text("status", { enum: ["open", "dismissed", "actioned"] }).notNull().default("open"),
    firstDetectedAt: timestamp("first_detected_at", { withTimezone: true }).notNull().defaultNow(),
    lastDetectedAt: timestamp("last_detected_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("fairplay_signals_subject_key").on(t.subject), index("fairplay_signals_status_idx").on(t.status, t.lastDetectedAt)],
);

/** The reasons a player may give live in the contract (the report route's schema). */
export { REPORT_REASONS };

/** A player's report of another player or of a table. */
export const fairplayReports = pgTable(
  "fairplay_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reportedUserId: uuid("reported_user_id").references(() => users.id, { onDelete: "set null" }),
    tableId: uuid("table_id"),
    dealId: uuid("deal_id"),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    comment: text("comment").notNull().default(""),
    status: text("status", { enum: ["open", "reviewed", "dismissed"] }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("fairplay_reports_status_idx").on(t.status, t.createdAt),
    index("fairplay_reports_reporter_idx").on(t.reporterId, t.createdAt),
    check("fairplay_reports_target", sql`${t.reportedUserId} IS NOT NULL OR ${t.tableId} IS NOT NULL`),
    check("fairplay_reports_comment", sql`length(${t.comment}) <= 200`),
  ],
);

/** An operator's reversal of a pair's winnings: the ledger operation it ran and what it moved. */
export const fairplayReversals = pgTable(
  "fairplay_reversals",
  {
    /** The ledger operation id (`fairplay-reversal:<...>`). */
    id: text("id").primaryKey(),
    signalId: uuid("signal_id").references(() => fairplaySignals.id),
    winnerUserId: uuid("winner_user_id").notNull(),
    loserUserId: uuid("loser_user_id").notNull(),
    dealIds: jsonb("deal_ids").notNull(),
    deals: integer("deals").notNull(),
    amountPaise: bigint("amount_paise", { mode: "bigint" }).notNull(),
    operator: text("operator").notNull(),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("fairplay_reversals_amount", sql`${t.amountPaise} > 0`)],
);
