import { loadConfig, startPlatform, type RunningPlatform } from "@rummy/game-server";
import type { Clock } from "@rummy/game-server/platform/ports";
import { createTestDatabase, type TestDatabase } from "./database.ts";

export interface TestPlatform {
  readonly running: RunningPlatform;
  readonly database: TestDatabase;
  /** Base URL, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  close(): Promise<void>;
}

export interface TestPlatformOptions {
  readonly logStream?: { write(line: string): void };
  /**
   * The platform's clock (`Platform.clock`) instead of the system's, for a suite that decides when
   * time passes. The database's `now()`, Fastify's rate limits and JWT expiry stay on real time.
   */
  readonly clock?: Clock;
}

/**
 * Boots the real platform in this process on a random port against a fresh database. One per
 * test file: Colyseus' matchmaker is a process-wide singleton.
 */
export async function bootTestPlatform(label: string, env: Record<string, string> = {}, options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const database = await createTestDatabase(label);
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: process.env["TEST_LOG_LEVEL"] ?? "silent",
    DATA_DIR: database.dataDir,
    SEED_DEMO_DATA: "false",
    RATE_LIMIT_PER_MINUTE: "100000",
    // Suites stand in for many players behind a proxy by sending X-Forwarded-For.
    TRUST_PROXY: "true",
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const running = await startPlatform(config, options);
  const url = `http://127.0.0.1:${running.port}`;
  return {
    running,
    database,
    url,
    async close() {
      await running.stop();
      await database.drop();
    },
  };
}
