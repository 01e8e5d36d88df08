import { createTestDatabase } from "../support/database.ts";
import { startServerProcess } from "../support/server-process.ts";

/** Starts the platform once for the whole browser run, exactly as `npm start` does, and tears it down afterwards. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const database = await createTestDatabase("e2e");
  const server = await startServerProcess({
    DATA_DIR: database.dataDir,
    SEED_DEMO_DATA: "true",
    RATE_LIMIT_PER_MINUTE: "100000",
    // API helpers stand in for many players behind a proxy by sending X-Forwarded-For.
    TRUST_PROXY: "true",
    // The game-table test deals a private practice table from a fixed seed (a test-only switch).
    ALLOW_TEST_TABLE_OPTIONS: "practice",
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  }, 90_000, "tsx");
  process.env["E2E_BASE_URL"] = server.url;
  // Browser tests that change operator settings (the money-games switch) reach the same database.
  if (database.url) process.env["E2E_DATABASE_URL"] = database.url;
  return async () => {
    await server.stop();
    await database.drop();
  };
}
