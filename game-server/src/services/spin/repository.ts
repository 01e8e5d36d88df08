import { schema, type Db } from "@rummy/db";
import { and, eq } from "drizzle-orm";

/** The daily spin's SQL: one `daily_spins` row per player and Asia/Kolkata day. */

const { dailySpins } = schema;

export async function findSpin(db: Db, userId: string, day: string) {
  const [done] = await db
    .select()
    .from(dailySpins)
    .where(and(eq(dailySpins.userId, userId), eq(dailySpins.day, day)))
    .limit(1);
  return done;
}

/** Claims the day's spin; false when the player has spun today already. */
export async function insertSpin(db: Db, spin: { userId: string; day: string; slotIndex: number; valuePaise: bigint }): Promise<boolean> {
  const [claimed] = await db.insert(dailySpins).values(spin).onConflictDoNothing().returning();
  return claimed !== undefined;
}

export async function deleteSpin(db: Db, userId: string, day: string): Promise<void> {
  await db.delete(dailySpins).where(and(eq(dailySpins.userId, userId), eq(dailySpins.day, day)));
}
