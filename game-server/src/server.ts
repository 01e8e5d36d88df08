import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { matchMaker, Server } from "@colyseus/core";
import { createDb, runMigrations, seedSettings } from "@rummy/db";
import type { FastifyInstance } from "fastify";
import type { PlatformContext } from "./api/context.ts";
import { buildApp } from "./app.ts";
import type { Config } from "./config.ts";
import type { Clock } from "./platform/ports.ts";
import { seedDemoData } from "./demo/seed-demo.ts";
import { startPaymentPoller } from "./jobs/payment-status.ts";
import { isLiveMember, joinCluster, selectProcessForRoom } from "./platform/cluster-member.ts";
import { scaledOutRedis } from "./platform/redis-clients.ts";
import { SpreadPingTransport } from "./platform/spread-ping-transport.ts";
import { defineRooms, roomsPublicAddress } from "./rooms/index.ts";
import { seedTableCatalogue } from "./services/tables/catalogue.ts";
import { startTableRecovery } from "./services/tables/recovery.ts";
import { environmentTableOptions } from "./services/tables/options.ts";
import { closeRoundTable, ensureTableRoom } from "./services/tables/room-control.ts";
import { notifyPlayer } from "./services/realtime/publish.ts";
import { startTournamentClock } from "./services/tournaments/clock.ts";
import { startLedgerSweep } from "./services/wallet/sweep.ts";
import { startFairPlayJob } from "./services/fairplay/job.ts";
import { localTables } from "./services/tables/registry.ts";
import { PLATFORM_VERSION } from "./version.ts";
import { buildPlatform } from "./platform/build.ts";

export const DEFAULT_WEB_DIST = resolve(fileURLToPath(import.meta.url), "../../../web/dist");

export interface RunningPlatform {
  readonly app: FastifyInstance;
  readonly gameServer: Server;
  readonly platform: PlatformContext;
  readonly port: number;
  readonly url: string;
  /** Drains rooms, closes the HTTP server and the database. */
  stop(): Promise<void>;
}

/**
 * Boots the whole platform in this process: database (migrated and seeded), the Fastify API and
 * the Colyseus rooms on one HTTP server and one port.
 */
export async function startPlatform(
  config: Config,
  // clock: the platform's time instead of the system's, for a suite that decides when time passes.
  options: { logStream?: { write(line: string): void }; clock?: Clock } = {},
): Promise<RunningPlatform> {
  const preparedStatements = config.DATABASE_PREPARED_STATEMENTS === "on";
  const dbHandle = createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, maxConnections: config.DATABASE_POOL_SIZE, preparedStatements });
  await runMigrations(dbHandle);
  await seedSettings(dbHandle.db);
  const platform = buildPlatform(config, dbHandle, { version: PLATFORM_VERSION, ...(options.clock ? { clock: options.clock } : {}) });
  await seedTableCatalogue(dbHandle.db);
  if (config.seedDemoData) await seedDemoData(platform);

  const app = await buildApp({ platform, webDist: config.WEB_DIST ?? DEFAULT_WEB_DIST, logStream: options.logStream });
  await app.ready();

  const gameServer = new Server({
    // Keep-alive pings spread over their interval instead of one burst (platform/spread-ping-transport.ts).
    transport: new SpreadPingTransport({ server: app.server }),
    // Redis only when scaled out: presence and the driver route matchmaking across processes.
    ...(config.REDIS_URL ? scaledOutRedis(config.REDIS_URL, { warn: (m) => app.log.warn(m) }) : {}),
    publicAddress: config.ROOMS_PUBLIC_ADDRESS ?? roomsPublicAddress(config),
    // Scaled out, new rooms go to live members that are not draining (platform/cluster-member.ts).
    ...(config.REDIS_URL ? { selectProcessIdToCreateRoom: selectProcessForRoom } : {}),
    gracefullyShutdown: false,
    greet: false,
  });
  defineRooms(gameServer, platform);
  // The action log, appended on every move, gets connections of its own (services/tables/deal-log.ts).
  if (dbHandle.kind === "postgres" && config.DATABASE_URL) {
    const log = createDb({ databaseUrl: config.DATABASE_URL, maxConnections: 2, preparedStatements });
    platform.dealLog.useDatabase(log.db);
    gameServer.onShutdown(() => log.close());
  }
  await gameServer.listen(config.PORT, config.HOST);
  // Tables whose rooms died with a process are resumed from their logs or voided (DESIGN.md "Games").
  // Joined before recovery so that the rooms recovery opens are this member's to keep listed and hand over.
  const cluster = config.REDIS_URL ? joinCluster(platform, { log: (m) => app.log.warn(m) }) : undefined;
  const recovery = startTableRecovery(platform, { scaledOut: Boolean(config.REDIS_URL), ...(config.REDIS_URL ? { isLive: isLiveMember } : {}), log: (m) => app.log.warn(m) });

  // Deposits and payouts whose outcome is still open are checked with the provider until final.
  // Overdue holds and lapsed bonuses are released by a periodic sweep, not only when next read.
  const ledgerSweep = startLedgerSweep(dbHandle.db, (error) => app.log.warn({ err: error }, "ledger sweep failed"));
  const paymentPoller = startPaymentPoller(platform, (error) => app.log.warn({ err: error }, "payment status poll failed"));
  // Fair play: the collusion signals are computed from the deal log every few hours (db/admin/fair-play.sql).
  const fairPlayJob = startFairPlayJob(dbHandle.db, (error) => app.log.warn({ err: error }, "fair-play scan failed"));
  // Registrations open, going-to-start notices, start-time cancellation or seating, recurring
  // series, and the director (this process's lease holder name is its Colyseus process id), which
  // opens the round tables' rooms (TOURNAMENTS.md).
  const director = { holder: matchMaker.processId, leaseMs: config.TOURNAMENT_LEASE_MS, openTable: ensureTableRoom, closeTable: closeRoundTable, tableOptions: (gameType: "practice" | "cash") => environmentTableOptions(config.testTableOptions, gameType) };
  const tournamentClock = startTournamentClock({ db: dbHandle.db, now: () => platform.clock.now(), notify: notifyPlayer, ...(config.TOURNAMENT_DIRECTOR === "on" ? { director } : {}) }, { log: (error) => app.log.warn({ err: error }, "tournament clock failed") });

  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      recovery.stop();
      // Scaled out, the tables move to another process and their deals go on there.
      if (cluster) {
        const handed = await cluster.drain().catch((error: unknown) => app.log.error({ err: error }, "table handover failed"));
        if (handed) app.log.warn(`graceful stop: ${handed.moved.length} tables moved to another process, ${handed.released.length} released for recovery`);
        cluster.stop();
      }
      localTables.stop();
      await paymentPoller.stop();
      await tournamentClock.stop();
      await ledgerSweep.stop();
      await fairPlayJob.stop();
      await gameServer.gracefullyShutdown(false);
      await app.close();
      await dbHandle.close();
    })());
  return { app, gameServer, platform, port, url, stop };
}
