import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import type { DbHandle } from "./client.ts";

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), "../drizzle");

/** Arbitrary but fixed: every process of the platform agrees on it. */
const MIGRATION_LOCK_KEY = 7_245_001;

/**
 * Applies the committed migrations. Drizzle's migrator takes no lock of its own, so several
 * processes starting at once queue on an advisory lock and the later ones find nothing to do.
 */
export async function runMigrations(handle: DbHandle): Promise<void> {
  await handle.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    if (handle.kind === "postgres") {
      await migratePostgres(handle.db as unknown as PostgresJsDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    } else {
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    }
  });
}
