import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Password-login attempts that did not end in a session, per account and source (an IPv4 address
 * or an IPv6 /64), for the growing delays and the account's under-attack ceiling of
 * game-server/ACCOUNTS.md "Login throttling". A login that opens a session deletes its row; rows
 * quiet for a day no longer count and are swept as new failures are recorded.
 */
export const loginThrottle = pgTable(
  "login_throttle",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    attempts: integer("attempts").notNull(),
    /** No password from this source is judged before this instant. */
    blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source] }), index("login_throttle_last_attempt_idx").on(t.lastAttemptAt)],
);
