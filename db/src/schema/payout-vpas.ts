import { sql } from "drizzle-orm";
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * UPI ids (VPAs) a player has had verified with the payouts provider, and the name the UPI
 * network has registered for each (game-server/PAYMENTS.md "Payout destinations"). A UPI
 * withdrawal goes only to a row of the player's own with `nameMatchesPan`; one VPA can be the
 * verified destination of one account only (the partial unique index), like a PAN.
 */
export const payoutVpas = pgTable(
  "payout_vpas",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Lower-cased, trimmed: VPAs are case-insensitive. */
    vpa: text("vpa").notNull(),
    /** The name the provider returned for the VPA; empty when it does not exist. */
    registeredName: text("registered_name").notNull(),
    nameMatchesPan: boolean("name_matches_pan").notNull(),
    provider: text("provider").notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payout_vpas_user_vpa").on(t.userId, t.vpa),
    uniqueIndex("payout_vpas_owner").on(t.vpa).where(sql`${t.nameMatchesPan}`),
  ],
);
