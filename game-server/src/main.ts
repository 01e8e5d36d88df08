import { ConfigError, loadConfig } from "./config.ts";
import { claimPglite, PgliteBusyError, type PgliteClaim } from "./ops/pglite-owner.ts";
import { readCashPlay, startupBanner } from "./ops/startup-banner.ts";
import { startPlatform } from "./server.ts";

/** Process entry: parse the configuration, boot, print the URL, and drain on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The embedded database is one process's: `npm run operator` refuses while this one holds it.
  let claim: PgliteClaim | undefined;
  if (!config.DATABASE_URL) {
    try {
      claim = claimPglite(config.DATA_DIR, "npm start (the platform server)");
    } catch (error) {
      if (error instanceof PgliteBusyError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }
  const running = await startPlatform(config);
  const { app } = running;
  const pglite = running.platform.dbHandle.kind === "pglite";
  const dbKind = pglite ? `embedded PGlite in ${config.DATA_DIR} (stop the server before npm run operator)` : "PostgreSQL at DATABASE_URL";
  app.log.info(`Rummy platform ${running.platform.version} is up (${dbKind}, ${config.REDIS_URL ? "Redis presence" : "single process"})`);
  const banner = startupBanner({
    url: running.url,
    version: running.platform.version,
    database: `${dbKind}, ${config.REDIS_URL ? "Redis presence" : "single process"}`,
    config,
    cashPlayOn: await readCashPlay(running.platform.db),
  });
  console.log(`\n${banner}\n`);

  const shutdown = (signal: string) => {
    app.log.info(`${signal} received: draining rooms and closing the database`);
    running.stop().then(
      () => {
        claim?.release();
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error("Boot failed:", error);
  process.exit(1);
});
