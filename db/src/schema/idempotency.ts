import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * The first answer to a money-moving POST sent with an `Idempotency-Key` header (IETF draft "The
 * Idempotency-Key HTTP Header Field"), so a double click or a retried request is answered from
 * here instead of moving money again. A key is scoped to its player and route; rows expire after
 * 24 hours. An `in_progress` row is the lock that lets exactly one of two concurrent copies run.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Method and route pattern, e.g. `POST /api/v1/transaction/rbl/payout`. */
    route: text("route").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the method, URL and canonical JSON body: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    state: text("state", { enum: ["in_progress", "done"] }).notNull().default("in_progress"),
    responseStatus: integer("response_status"),
    responseHeaders: jsonb("response_headers").$type<Record<string, string>>(),
    responseBody: text("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.route, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);
