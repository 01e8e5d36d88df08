import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Operator settings as key/value rows: SPEC.md's account data (`oMaintenance`,
 * `aPrivateTableRange`, ...) and the compliance policy of DESIGN.md. Operators edit them in SQL
 * (`db/admin/settings.sql`); the server reads them on each request that needs them.
 */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
