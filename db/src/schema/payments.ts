import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Money in and out (SPEC.md sections 4, 5 and 7). These tables record what was asked of a payment
 * provider and what it answered; balances never live here: every rupee moves through the ledger,
 * keyed by ids derived from these rows so a retry can never move it twice. Amounts are paise.
 */

/** A deposit promotion (SPEC.md's Promotion); its tiers are `promotion_tiers`. */
export const promotions = pgTable(
  "promotions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** SPEC.md's `eCategory`; only `deposit` promotions are offered on the deposit screen. */
    category: text("category").notNull().default("deposit"),
    /** Days the granted bonus stays usable (`nExpiresIn`). */
    bonusExpiresInDays: integer("bonus_expires_in_days").notNull().default(30),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("promotions_window", sql`${t.endsAt} > ${t.startsAt}`), check("promotions_expiry", sql`${t.bonusExpiresInDays} BETWEEN 1 AND 365`)],
);

/** One price range of a promotion: a deposit in [from, to] earns percentage, at most maxBonus. */
export const promotionTiers = pgTable(
  "promotion_tiers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    promotionId: uuid("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    fromPaise: bigint("from_paise", { mode: "bigint" }).notNull(),
    toPaise: bigint("to_paise", { mode: "bigint" }).notNull(),
    /** Basis points: 10000 = 100%. */
    percentageBp: integer("percentage_bp").notNull(),
    maxBonusPaise: bigint("max_bonus_paise", { mode: "bigint" }).notNull(),
    /** Tournament tickets promised with the tier (`ticketSchedule[].sName`); shown, not granted here. */
    ticketSchedule: jsonb("ticket_schedule").$type<{ sName: string }[]>().notNull().default([]),
  },
  (t) => [
    check("promotion_tiers_range", sql`${t.fromPaise} > 0 AND ${t.toPaise} >= ${t.fromPaise}`),
    check("promotion_tiers_percentage", sql`${t.percentageBp} BETWEEN 0 AND 100000`),
    check("promotion_tiers_max_bonus", sql`${t.maxBonusPaise} >= 0`),
    index("promotion_tiers_promotion_idx").on(t.promotionId),
  ],
);

/**
 * One attempt to add cash: a UPI intent, a gateway checkout order or a bank debit from the payment
 * gateway page. `cust_ref_num` is the reference the player and the provider both see. Status only
 * moves forward: pending -> success | failed, and failed -> success (a late authorisation);
 * success is final. The ledger credit's idempotency key is derived from `id`.
 */
export const deposits = pgTable(
  "deposits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    custRefNum: text("cust_ref_num").notNull(),
    channel: text("channel", { enum: ["upi_intent", "gateway", "bank_debit"] }).notNull(),
    provider: text("provider").notNull(),
    /** The provider's order (gateway) or transaction id (bank debit). */
    providerOrderId: text("provider_order_id"),
    providerPaymentId: text("provider_payment_id"),
    amountPaise: bigint("amount_paise", { mode: "bigint" }).notNull(),
    promotionId: uuid("promotion_id").references(() => promotions.id, { onDelete: "set null" }),
    /** The promotion bonus quoted when the deposit was created; granted only on success. */
    promotionBonusPaise: bigint("promotion_bonus_paise", { mode: "bigint" }).notNull().default(sql`0`),
    promotionBonusExpiresInDays: integer("promotion_bonus_expires_in_days"),
    /** Decided when the deposit succeeds: the first-deposit bonus it earns (0 unless it was the player's first). */
    firstDepositBonusPaise: bigint("first_deposit_bonus_paise", { mode: "bigint" }).notNull().default(sql`0`),
    status: text("status", { enum: ["pending", "success", "failed"] }).notNull().default("pending"),
    failureReason: text("failure_reason").notNull().default(""),
    qrString: text("qr_string").notNull().default(""),
    mobile: text("mobile"),
    note: text("note"),
    /** Bank-debit details from the payment gateway page (account, mode, remarks). */
    bankDetails: jsonb("bank_details"),
    /** Provider status checks made so far, and when the next one is due (status poller). */
    checkCount: integer("check_count").notNull().default(0),
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    creditedAt: timestamp("credited_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("deposits_cust_ref_num_key").on(t.custRefNum),
    uniqueIndex("deposits_provider_order_key").on(t.provider, t.providerOrderId),
    index("deposits_user_idx").on(t.userId, t.createdAt),
    index("deposits_due_idx").on(t.nextCheckAt).where(sql`${t.status} = 'pending'`),
    check("deposits_amount_positive", sql`${t.amountPaise} > 0`),
    check("deposits_bonus_not_negative", sql`${t.promotionBonusPaise} >= 0`),
    check("deposits_credited_when_success", sql`(${t.status} = 'success') = (${t.creditedAt} IS NOT NULL)`),
  ],
);

/**
 * Every webhook that passed signature verification, once per provider event id (the inbox). The
 * effect on money does not depend on this table: the deposit state machine and the ledger's
 * idempotency keys make a replayed event harmless; this is the audit trail and the dedupe fast path.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    depositId: uuid("deposit_id").references(() => deposits.id, { onDelete: "set null" }),
    outcome: text("outcome").notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_events_provider_event_key").on(t.provider, t.eventId), index("payment_events_deposit_idx").on(t.depositId)],
);

/**
 * A player's own responsible-gaming deposit limits (null = the operator default). Lowering takes
 * effect at once; a raise waits in the `pending_*` columns until `pending_effective_at`.
 */
export const depositLimits = pgTable("deposit_limits", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  dailyPaise: bigint("daily_paise", { mode: "bigint" }),
  monthlyPaise: bigint("monthly_paise", { mode: "bigint" }),
  weeklyPaise: bigint("weekly_paise", { mode: "bigint" }),
  pendingDailyPaise: bigint("pending_daily_paise", { mode: "bigint" }),
  pendingMonthlyPaise: bigint("pending_monthly_paise", { mode: "bigint" }),
  pendingWeeklyPaise: bigint("pending_weekly_paise", { mode: "bigint" }),
  pendingEffectiveAt: timestamp("pending_effective_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A withdrawal: the hold on the player's winnings, the payout sent to the bank and its outcome.
 * `tran_id` is the idempotency key sent with every submission and status check (RBL's TranID);
 * it is written before the first call, so a timeout after the bank accepted can only be followed
 * by a lookup or a resubmission the bank recognises, never by a second payment.
 * Status: pending (held, not yet accepted) -> processing (accepted or unknown) -> success | failed;
 * success -> reversed when the bank returns the money.
 */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    tranId: text("tran_id").notNull(),
    method: text("method", { enum: ["upi", "bank"] }).notNull(),
    modeOfPay: text("mode_of_pay", { enum: ["UPI", "NEFT", "RTGS", "IMPS", "FT"] }).notNull(),
    provider: text("provider").notNull(),
    /** What the player asked for; TDS comes out of it and the rest is paid. */
    amountPaise: bigint("amount_paise", { mode: "bigint" }).notNull(),
    tdsPaise: bigint("tds_paise", { mode: "bigint" }).notNull().default(sql`0`),
    netPaise: bigint("net_paise", { mode: "bigint" }).notNull(),
    /** The ledger hold's operation id. */
    holdId: text("hold_id"),
    status: text("status", { enum: ["pending", "processing", "success", "failed", "reversed"] }).notNull().default("pending"),
    providerStatus: text("provider_status").notNull().default(""),
    failureReason: text("failure_reason").notNull().default(""),
    refNo: text("ref_no"),
    utrNo: text("utr_no"),
    rrn: text("rrn"),
    /** UPI disbursement session (SPEC.md's `sessionToken`). */
    sessionToken: text("session_token"),
    beneficiary: jsonb("beneficiary").$type<Record<string, string>>().notNull(),
    submitAttempts: integer("submit_attempts").notNull().default(0),
    checkCount: integer("check_count").notNull().default(0),
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    reversedAt: timestamp("reversed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("withdrawals_tran_id_key").on(t.tranId),
    index("withdrawals_user_idx").on(t.userId, t.createdAt),
    index("withdrawals_due_idx").on(t.nextCheckAt).where(sql`${t.status} IN ('pending', 'processing', 'success')`),
    check("withdrawals_amounts", sql`${t.amountPaise} > 0 AND ${t.tdsPaise} >= 0 AND ${t.netPaise} = ${t.amountPaise} - ${t.tdsPaise}`),
    check("withdrawals_tran_id_length", sql`length(${t.tranId}) BETWEEN 4 AND 36`),
  ],
);

/**
 * The sandbox gateway's own books (what a real provider would keep on its side): orders, the
 * player's decision on the sandbox page and the webhook switches. Unused with a real provider.
 */
export const sandboxGatewayPayments = pgTable(
  "sandbox_gateway_payments",
  {
    orderId: text("order_id").primaryKey(),
    custRefNum: text("cust_ref_num").notNull(),
    amountPaise: bigint("amount_paise", { mode: "bigint" }).notNull(),
    status: text("status", { enum: ["created", "captured", "failed"] }).notNull().default("created"),
    paymentId: text("payment_id"),
    /** Delay, duplicate and out-of-order webhook switches chosen on the sandbox page. */
    options: jsonb("options").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("sandbox_gateway_payments_ref_key").on(t.custRefNum)],
);

/** The sandbox bank's books: one row per transaction id, whatever how often it was submitted. */
export const sandboxBankTransfers = pgTable("sandbox_bank_transfers", {
  tranId: text("tran_id").primaryKey(),
  kind: text("kind", { enum: ["bank", "upi"] }).notNull(),
  modeOfPay: text("mode_of_pay").notNull(),
  amountPaise: bigint("amount_paise", { mode: "bigint" }).notNull(),
  debitAccount: text("debit_account").notNull(),
  beneficiary: text("beneficiary").notNull(),
  /** The outcome the sandbox chose from the beneficiary (see PAYMENTS.md). */
  scenario: text("scenario").notNull(),
  status: text("status", { enum: ["pending", "success", "failed", "reversed"] }).notNull(),
  refNo: text("ref_no").notNull(),
  utrNo: text("utr_no").notNull(),
  rrn: text("rrn").notNull(),
  statusChecks: integer("status_checks").notNull().default(0),
  submissions: integer("submissions").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
