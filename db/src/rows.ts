import type { SQL } from "drizzle-orm";
import type { Db } from "./client.ts";

/**
 * Raw SQL returns an array on postgres.js and `{ rows }` on PGlite; this reads both the same way.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}
