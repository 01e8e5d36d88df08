import { ConfigError, loadConfig } from "./config.ts";
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
  const running = await startPlatform(config);
  const { app } = running;
  const dbKind = running.platform.dbHandle.kind === "pglite" ? `embedded PGlite in ${config.DATA_DIR}` : "PostgreSQL";
  app.log.info(`Rummy platform ${running.platform.version} is up (${dbKind}, ${config.REDIS_URL ? "Redis presence" : "single process"})`);
  app.log.info(`Open ${running.url} (API docs at ${running.url}/api/docs)`);
  console.log(`\n  Rummy platform ready: ${running.url}\n`);

  const shutdown = (signal: string) => {
    app.log.info(`${signal} received: draining rooms and closing the database`);
    running.stop().then(
      () => process.exit(0),
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
