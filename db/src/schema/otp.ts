import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * One code sent to one destination. The `verification` header of the API is this row's id; the
 * code itself is kept only as an HMAC. Every verify attempt is counted before the comparison, so
 * concurrent guesses cannot exceed `max_attempts`.
 */
export const otpChallenges = pgTable(
  "otp_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `login`: the second factor asked for while an account is under attack (ACCOUNTS.md "Login throttling"). */
    purpose: text("purpose", { enum: ["verify_mobile", "reset_password", "verify_email", "login"] }).notNull(),
    channel: text("channel", { enum: ["sms", "email"] }).notNull(),
    /** `+91XXXXXXXXXX` for SMS, the lowercased address for e-mail. */
    destination: text("destination").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    ip: text("ip").notNull().default(""),
  },
  (t) => [index("otp_challenges_user_idx").on(t.userId, t.sentAt), index("otp_challenges_destination_idx").on(t.destination, t.sentAt)],
);

/**
 * The sandbox sender's mailbox: every SMS and e-mail the platform would have sent. Read through
 * `/api/v1/dev/outbox`, which exists only while the sandbox sender is configured.
 */
export const devOutbox = pgTable(
  "dev_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: text("channel", { enum: ["sms", "email"] }).notNull(),
    destination: text("destination").notNull(),
    subject: text("subject").notNull().default(""),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dev_outbox_destination_idx").on(t.destination, t.createdAt)],
);
