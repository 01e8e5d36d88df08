import { createDb, runMigrations, seedSettings, type DbHandle } from "@rummy/db";
import type { PlatformContext } from "@rummy/game-server/api/context";
import { buildApp, loadConfig } from "@rummy/game-server";
import { createTestDatabase, type TestDatabase } from "./database.ts";
import { buildPlatform } from "@rummy/game-server/platform/build";

/**
 * The test's side of a suite that runs the platform as server processes it kills and restarts
 * (crash recovery): a fresh database, migrated and seeded, and a platform context in the test
 * process for reading rows and making players.
 */
export interface ProcessSuite {
  readonly database: TestDatabase;
  readonly handle: DbHandle;
  readonly platform: PlatformContext;
  close(): Promise<void>;
}

export async function processSuite(name: string): Promise<ProcessSuite> {
  const database = await createTestDatabase(name);
  const handle = createDb({ databaseUrl: database.url, maxConnections: 4 });
  await runMigrations(handle);
  await seedSettings(handle.db);
  const platform: PlatformContext = buildPlatform(loadConfig({ NODE_ENV: "test", DATABASE_URL: database.url, LOG_LEVEL: "silent" }), handle, { version: "test" });
  // Registers the session-token signer (same development secret as the server processes).
  await buildApp({ platform });
  return {
    database,
    handle,
    platform,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}
