import type { Db, MaintenanceSetting } from "@rummy/db";
import { locationChecks, settings, users } from "@rummy/db/schema/index";
import { eq, sql } from "drizzle-orm";

/** The compliance module's SQL: location checks, the player's last known state, the maintenance setting. */

export type NewLocationCheck = typeof locationChecks.$inferInsert;

/** The facts the cash gate judges: account status, date of birth, last known state and when. */
export async function findCashGateFacts(db: Db, userId: string) {
  const [user] = await db
    .select({ status: users.status, dob: users.dob, lastKnownState: users.lastKnownState, lastLocationAt: users.lastLocationAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user;
}

/** Records a location check and makes its state the player's last known one, together. */
export async function recordLocationCheck(db: Db, check: NewLocationCheck & { userId: string; state: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(locationChecks).values(check);
    await tx.update(users).set({ lastKnownState: check.state, lastLocationAt: sql`now()` }).where(eq(users.id, check.userId));
  });
}

/** The settings row of SPEC.md's maintenance state. */
export const MAINTENANCE_SETTING_KEY = "oMaintenance";

/** SPEC.md's oMaintenance, as operators last wrote it. */
export async function maintenanceSetting(db: Db): Promise<MaintenanceSetting | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, MAINTENANCE_SETTING_KEY)).limit(1);
  return row?.value as MaintenanceSetting | undefined;
}
