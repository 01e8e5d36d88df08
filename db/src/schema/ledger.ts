import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The double-entry ledger (DESIGN.md "Money", TigerBeetle's accounts/transfers model kept in
 * PostgreSQL). Amounts are integer paise; practice chips use the same unit in their own currency.
 * Balances are maintained by the `ledger_apply_transfers` trigger in the same statement that inserts
 * transfers, and the never-negative rule is a CHECK here, not only service code. Hand-written
 * SQL (triggers, immutability guards, default tax rates) lives at the end of the migration.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    /** Deterministic key such as `p:<userId>:deposit` or `s:rake_revenue:INR` (see LEDGER.md). */
    id: text("id").primaryKey(),
    /** The player; null for system accounts. No FK: users belong to another module. */
    ownerUserId: uuid("owner_user_id"),
    kind: text("kind").notNull(),
    currency: text("currency").notNull(),
    /** The table or tournament a per-table/per-tournament account belongs to. */
    refId: text("ref_id"),
    /** System accounts (clearing, payable, mint) may go negative; a player's never can. */
    allowNegative: boolean("allow_negative").notNull().default(false),
    debitsPendingPaise: bigint("debits_pending_paise", { mode: "bigint" }).notNull().default(sql`0`),
    debitsPostedPaise: bigint("debits_posted_paise", { mode: "bigint" }).notNull().default(sql`0`),
    creditsPendingPaise: bigint("credits_pending_paise", { mode: "bigint" }).notNull().default(sql`0`),
    creditsPostedPaise: bigint("credits_posted_paise", { mode: "bigint" }).notNull().default(sql`0`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "ledger_accounts_never_negative",
      sql`${t.allowNegative} OR ${t.creditsPostedPaise} - ${t.debitsPostedPaise} - ${t.debitsPendingPaise} >= 0`,
    ),
    check("ledger_accounts_player_not_negative", sql`${t.ownerUserId} IS NULL OR NOT ${t.allowNegative}`),
    check(
      "ledger_accounts_counters_not_negative",
      sql`${t.debitsPendingPaise} >= 0 AND ${t.debitsPostedPaise} >= 0 AND ${t.creditsPendingPaise} >= 0 AND ${t.creditsPostedPaise} >= 0`,
    ),
    check("ledger_accounts_currency", sql`${t.currency} IN ('INR', 'PRACTICE')`),
    index("ledger_accounts_owner_idx").on(t.ownerUserId),
  ],
);

/**
 * One row per call into the ledger. The id is the caller's idempotency key; the request hash
 * tells a retry (same request: the stored result is returned) from a misuse (different request:
 * refused). Written once; only `result` may be filled, in the creating transaction.
 */
export const ledgerOperations = pgTable(
  "ledger_operations",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    /** The player the operation is about (passbook, TDS); null for system-wide runs. */
    userId: uuid("user_id"),
    requestHash: text("request_hash").notNull(),
    request: jsonb("request").notNull(),
    result: jsonb("result"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("ledger_operations_id_length", sql`length(${t.id}) BETWEEN 1 AND 200`),
    index("ledger_operations_user_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * Immutable transfers. `phase` follows TigerBeetle: `posted` (single-phase), `pending` (a hold),
 * and the resolutions `post_pending`, `void_pending`, `expire_pending`, each a new row naming the
 * hold in `pending_id` (unique: a hold resolves at most once). Corrections are `reverses_id` rows.
 */
export const ledgerTransfers = pgTable(
  "ledger_transfers",
  {
    /** `<operation id>:<leg>`: derived from the idempotency key, so a retry cannot add a row. */
    id: text("id").primaryKey(),
    // No foreign keys on this table: the balance trigger already refuses a leg whose accounts,
    // hold or reversed transfer do not exist, and the operation row is inserted by the same
    // statement; check-ledger.sql reports orphans. Five RI checks per leg cost more than the
    // whole rest of an insert on a busy server (db/LEDGER.md, "Performance").
    operationId: text("operation_id").notNull(),
    debitAccountId: text("debit_account_id").notNull(),
    creditAccountId: text("credit_account_id").notNull(),
    amountPaise: bigint("amount_paise", { mode: "bigint" }).notNull(),
    currency: text("currency").notNull(),
    code: text("code").notNull(),
    phase: text("phase").notNull(),
    pendingId: text("pending_id"),
    reversesId: text("reverses_id"),
    /** What a hold belongs to: `table`, `tournament` or `withdrawal`, and its id. */
    refKind: text("ref_kind"),
    refId: text("ref_id"),
    /** A hold's timeout, or a bonus grant's expiry. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    metadata: jsonb("metadata"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("ledger_transfers_amount_positive", sql`${t.amountPaise} > 0`),
    check("ledger_transfers_two_accounts", sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check("ledger_transfers_phase", sql`${t.phase} IN ('posted', 'pending', 'post_pending', 'void_pending', 'expire_pending')`),
    check("ledger_transfers_resolution", sql`(${t.phase} IN ('post_pending', 'void_pending', 'expire_pending')) = (${t.pendingId} IS NOT NULL)`),
    check("ledger_transfers_reversal", sql`${t.reversesId} IS NULL OR ${t.phase} = 'posted'`),
    check("ledger_transfers_code", sql`${t.code} ~ '^[a-z][a-z_]{1,31}$'`),
    uniqueIndex("ledger_transfers_pending_once").on(t.pendingId).where(sql`${t.pendingId} IS NOT NULL`),
    uniqueIndex("ledger_transfers_reversed_once").on(t.reversesId).where(sql`${t.reversesId} IS NOT NULL`),
    index("ledger_transfers_operation_idx").on(t.operationId),
    index("ledger_transfers_debit_idx").on(t.debitAccountId, t.createdAt),
    index("ledger_transfers_credit_idx").on(t.creditAccountId, t.createdAt),
    index("ledger_transfers_open_ref_idx").on(t.refKind, t.refId).where(sql`${t.phase} = 'pending'`),
    index("ledger_transfers_expiry_idx").on(t.expiresAt).where(sql`${t.phase} = 'pending'`),
  ],
);

/** A table or tournament the game side has closed: a hold on it still pending is a leak. */
export const ledgerClosedRefs = pgTable(
  "ledger_closed_refs",
  {
    refKind: text("ref_kind").notNull(),
    refId: text("ref_id").notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.refKind, t.refId] })],
);

/** Tax rates with effective dates, in basis points (2800 = 28%). Operators add rows; none change. */
export const taxRates = pgTable(
  "tax_rates",
  {
    kind: text("kind").notNull(),
    effectiveFrom: timestamp("effective_from", { withTimezone: true }).notNull(),
    rateBp: integer("rate_bp").notNull(),
    note: text("note"),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.effectiveFrom] }),
    check("tax_rates_kind", sql`${t.kind} IN ('gst_deposit', 'tds_194ba')`),
    check("tax_rates_range", sql`${t.rateBp} BETWEEN 0 AND 10000`),
  ],
);

/** A player's real-money balance at the start of a financial year (section 194BA's opening balance). */
export const taxOpeningBalances = pgTable(
  "tax_opening_balances",
  {
    userId: uuid("user_id").notNull(),
    /** The financial year by its first calendar year: 2025 is 1 April 2025 – 31 March 2026. */
    fy: smallint("fy").notNull(),
    balancePaise: bigint("balance_paise", { mode: "bigint" }).notNull(),
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fy] }), check("tax_opening_source", sql`${t.source} IN ('ledger', 'imported')`)],
);

/**
 * Every TDS computation under section 194BA, with its inputs, for the per-player statement. A
 * withdrawal's row counts while its payout hold is pending or posted and not reversed.
 */
export const tdsDeductions = pgTable(
  "tds_deductions",
  {
    /** The ledger operation that computed it. */
    id: text("id")
      .primaryKey()
      .references(() => ledgerOperations.id),
    userId: uuid("user_id").notNull(),
    fy: smallint("fy").notNull(),
    kind: text("kind").notNull(),
    withdrawalPaise: bigint("withdrawal_paise", { mode: "bigint" }).notNull(),
    withdrawnBeforePaise: bigint("withdrawn_before_paise", { mode: "bigint" }).notNull(),
    depositsPaise: bigint("deposits_paise", { mode: "bigint" }).notNull(),
    openingBalancePaise: bigint("opening_balance_paise", { mode: "bigint" }).notNull(),
    taxedBeforePaise: bigint("taxed_before_paise", { mode: "bigint" }).notNull(),
    netWinningsPaise: bigint("net_winnings_paise", { mode: "bigint" }).notNull(),
    rateBp: integer("rate_bp").notNull(),
    tdsPaise: bigint("tds_paise", { mode: "bigint" }).notNull(),
    /** The payout hold for a withdrawal; null for the year-end run. */
    holdId: text("hold_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("tds_deductions_kind", sql`${t.kind} IN ('withdrawal', 'year_end')`),
    index("tds_deductions_user_fy_idx").on(t.userId, t.fy),
  ],
);
