import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A player's KYC as SPEC.md's `oKYC` shows it. The full Aadhaar number is never stored (UIDAI's
 * vault rule): only its last four digits and the name the provider returned. Operators review
 * and decide with `db/admin/kyc.sql`.
 */
export const kycProfiles = pgTable("kyc_profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  state: text("state", { enum: ["", "pending", "approved", "rejected"] }).notNull().default(""),
  rejectReason: text("reject_reason").notNull().default(""),
  panNumber: text("pan_number"),
  panName: text("pan_name"),
  panVerifiedAt: timestamp("pan_verified_at", { withTimezone: true }),
  aadhaarLast4: text("aadhaar_last4"),
  aadhaarName: text("aadhaar_name"),
  aadhaarVerifiedAt: timestamp("aadhaar_verified_at", { withTimezone: true }),
  /** Provider-reported failures since the last operator decision; 2 suspend KYC (SPEC.md section 9). */
  failedAttempts: integer("failed_attempts").notNull().default(0),
  suspendedAt: timestamp("suspended_at", { withTimezone: true }),
  reviewedBy: text("reviewed_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every call made to the KYC provider on a player's behalf, with its outcome (audit and ownership). */
export const kycRequests = pgTable(
  "kyc_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["pan", "aadhaar_otp", "digilocker"] }).notNull(),
    /** The provider's own request id, handed to the browser as `request_id`. */
    providerRequestId: text("provider_request_id").notNull(),
    status: text("status", { enum: ["started", "succeeded", "failed"] }).notNull().default("started"),
    reason: text("reason").notNull().default(""),
    aadhaarLast4: text("aadhaar_last4"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("kyc_requests_user_idx").on(t.userId, t.createdAt), index("kyc_requests_provider_idx").on(t.providerRequestId)],
);

/** Payout bank details; locked once saved (SPEC.md section 4). The holder name matched the PAN name. */
export const bankAccounts = pgTable("bank_accounts", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  bankName: text("bank_name").notNull(),
  ifsc: text("ifsc").notNull(),
  accountHolderName: text("account_holder_name").notNull(),
  accountNo: text("account_no").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
