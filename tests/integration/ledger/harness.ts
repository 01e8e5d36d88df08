import { sql } from "drizzle-orm";
import { createDb, runMigrations, seedSettings, type Db, type DbHandle } from "@rummy/db";
import { checkLedger } from "@rummy/db/ledger/index";
import { createTestDatabase, type TestDatabase } from "../../support/database.ts";

/** A fresh, migrated and seeded database for one ledger suite (real PostgreSQL, or PGlite). */
export interface LedgerDatabase {
  readonly database: TestDatabase;
  readonly handle: DbHandle;
  readonly db: Db;
  close(): Promise<void>;
}

export async function ledgerDatabase(label: string, maxConnections = 10): Promise<LedgerDatabase> {
  const database = await createTestDatabase(label);
  const handle = createDb({ databaseUrl: database.url, dataDir: database.dataDir, maxConnections });
  await runMigrations(handle);
  await seedSettings(handle.db);
  return {
    database,
    handle,
    db: handle.db,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/** The invariant check as a list of readable lines, so a failing test prints what broke. */
export async function violations(db: Db): Promise<string[]> {
  return (await checkLedger(db)).map((v) => `${v.violation} ${v.subject}: ${v.detail}`);
}

/** Runs `fn` and returns what it threw (or fails when it does not throw). */
export async function caught(fn: () => Promise<unknown>): Promise<Error & { code?: string }> {
  try {
    await fn();
  } catch (error) {
    return error as Error & { code?: string };
  }
  throw new Error("expected a failure");
}

/** Until `n` backends of this database wait for a row lock. */
export async function waitForLockWaiters(db: Db, n: number): Promise<void> {
  for (let i = 0; i < 1_200; i++) {
    const [row] = (await db.execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)) as unknown as { n: number }[];
    if ((row?.n ?? 0) >= n) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no ${n} lock waiters`);
}
