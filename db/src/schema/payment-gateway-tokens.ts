import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * One-time links of the payment gateway page (game-server/PAYMENTS.md "Payment gateway links").
 * `/payment-gateway?token=` used to carry the 30-day session token; it now carries a random token
 * that pays one bank-debit deposit: this player, this amount, this deposit reference, once, for a
 * few minutes. Only the SHA-256 of the token is kept, so the table cannot be replayed from a dump.
 */
export const paymentGatewayTokens = pgTable(
  "payment_gateway_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** The deposit reference (`CustRefNum`) the payment will carry: the token pays this deposit only. */
    custRefNum: text("cust_ref_num").notNull(),
    amountPaise: bigint("amount_paise", { mode: "bigint" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set by the one request that spends the token; a second use finds it set. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_gateway_tokens_hash_key").on(t.tokenHash),
    uniqueIndex("payment_gateway_tokens_ref_key").on(t.custRefNum),
    index("payment_gateway_tokens_user_idx").on(t.userId, t.createdAt),
  ],
);
