import { schema, type Db } from "@rummy/db";
import { eq } from "drizzle-orm";

/** The lobby's SQL beside the occupancy (occupancy-repository.ts): the settings rows it reads. */

/** One settings row's value (undefined when the row is missing). */
export async function settingValue(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select().from(schema.settings).where(eq(schema.settings.key, key)).limit(1);
  return row?.value;
}
