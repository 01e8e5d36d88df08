import { sql } from "drizzle-orm";
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * A player account. Identifiers are stored normalised: `mobile` is the 10 national digits
 * (the API speaks `+91XXXXXXXXXX`), `email` is lowercased, `userName` keeps its case but is
 * unique case-insensitively. Money never lives here: balances are the ledger's.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userName: text("user_name").notNull(),
    fullName: text("full_name").notNull().default(""),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    passwordHash: text("password_hash").notNull(),
    gender: text("gender", { enum: ["male", "female"] }).notNull().default("male"),
    dob: date("dob"),
    avatar: text("avatar").notNull().default(""),
    isEmailVerified: boolean("is_email_verified").notNull().default(false),
    isMobileVerified: boolean("is_mobile_verified").notNull().default(false),
    /** `blocked` accounts cannot log in and their sessions are refused. */
    status: text("status", { enum: ["active", "blocked"] }).notNull().default("active"),
    addressLine1: text("address_line1").notNull().default(""),
    addressLine2: text("address_line2").notNull().default(""),
    landMark: text("land_mark").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    pinCode: text("pin_code"),
    referralCode: text("referral_code").notNull(),
    referredBy: uuid("referred_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    agentId: text("agent_id"),
    /** The Indian state of the last location check, and when it was made (compliance gate). */
    /** The interface language the player chose ("en" or "hi"; issue 21); null until they choose one. */
    language: text("language", { enum: ["en", "hi"] }),
    lastKnownState: text("last_known_state"),
    lastLocationAt: timestamp("last_location_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_user_name_lower_key").on(sql`lower(${t.userName})`),
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_mobile_key").on(t.mobile),
    uniqueIndex("users_referral_code_key").on(t.referralCode),
    index("users_referred_by_idx").on(t.referredBy),
  ],
);

/**
 * A login. The signed token only names a row here, so logout, a password change or a blocked
 * location revoke it at once by setting `revoked_at`.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokeReason: text("revoke_reason"),
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);
