import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Every location check a logged-in player made (game-server/ACCOUNTS.md "Location"): what the
 * browser claimed (the coordinates' state) and what the server saw itself (the request IP and the
 * region the offline GeoIP database gives it), and the verdict drawn from both. The audit trail;
 * the cash gate reads the latest verdict from `users.last_known_state` / `last_location_at`,
 * written in the same transaction. Coordinates are not kept: the state they resolve to is enough
 * for the rule and keeps a player's whereabouts out of the database.
 */
export const locationChecks = pgTable(
  "location_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The Indian state of the posted coordinates; null when they are outside India. */
    coordinatesState: text("coordinates_state"),
    /** The client address as Fastify saw it (`request.ip`: X-Forwarded-For only with TRUST_PROXY). */
    ip: text("ip").notNull(),
    /** False for loopback, private and unknown addresses: the coordinates alone decided. */
    ipResolved: boolean("ip_resolved").notNull(),
    /** ISO country and region codes from the GeoIP database, and the region as a state name. */
    ipCountry: text("ip_country"),
    ipRegion: text("ip_region"),
    ipState: text("ip_state"),
    /** The state the verdict is about (the restrictive one when the two disagree); `Outside India` abroad. */
    state: text("state").notNull(),
    verdict: text("verdict", { enum: ["allowed", "restricted_state", "outside_india"] }).notNull(),
    /** Which source refused: `coordinates`, `ip` or `both`; null when allowed. */
    refusedBy: text("refused_by", { enum: ["coordinates", "ip", "both"] }),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("location_checks_user_idx").on(t.userId, t.checkedAt)],
);
