/**
 * `npm run load:cluster`: the table bots of `load:tables` (table-bot.ts: practice points tables
 * of 6, human pace, a drop at LOAD_DROP_PCT percent of turn starts) against `npm run cluster`
 * (scripts/cluster.mjs: HAProxy in front of the game-server processes, Redis presence). Two runs
 * in one invocation, each on a fresh database: first ONE process behind the proxy (the
 * baseline), then LOAD_PROCESSES (default 2). Each run ramps LOAD_PLAYERS players in at
 * LOAD_RAMP_PER_S a second and plays LOAD_SECONDS once all are in; it prints players sustained,
 * join p99 (REST join through the proxy + WebSocket), action-to-broadcast p50/p99, errors, and
 * each process's CPU and memory (and the proxy's). The multi-process run then restarts every
 * process in turn during play (SIGHUP to the cluster: each drains and hands its tables over) and
 * prints the deals voided (goal 0), the bots' reconnect p50/p99 (socket closed -> seated again
 * through the proxy) and the errors meanwhile; LOAD_ROLLING=0 skips it.
 *
 * Needs a PostgreSQL (TEST_DATABASE_URL, default the local one), Redis (LOAD_REDIS_URL, default
 * database 15 on 127.0.0.1, flushed before each run), HAProxy, and an open-file limit of at
 * least twice the players plus 2,000 (`ulimit -n 65536` for 10,000 players; checked at start).
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { createDb, runMigrations, schema, seedSettings } from "@rummy/db";
import { buildApp, loadConfig } from "@rummy/game-server";
import type { PlatformContext } from "@rummy/game-server/api/context";
import { inArray } from "drizzle-orm";
import { Client, type Room } from "colyseus.js";
import { makePlayers } from "../integration/rooms/support.ts";
import { startCluster, type RunningCluster } from "../support/cluster.ts";
import { createTestDatabase } from "../support/database.ts";
import { flushRedisDb } from "../support/scale-out.ts";
import { joinAndPlay, play, type Player } from "./table-bot.ts";
import { buildPlatform } from "@rummy/game-server/platform/build";

const PLAYERS = Number(process.env["LOAD_PLAYERS"] ?? 1000);
const SECONDS = Number(process.env["LOAD_SECONDS"] ?? 60);
const RAMP = Number(process.env["LOAD_RAMP_PER_S"] ?? 100);
const DROP_PCT = Number(process.env["LOAD_DROP_PCT"] ?? 5);
const PROCESSES = Number(process.env["LOAD_PROCESSES"] ?? 2);
const REDIS_URL = process.env["LOAD_REDIS_URL"] ?? "redis://127.0.0.1:6379/15";
const ROLLING = process.env["LOAD_ROLLING"] !== "0";

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return Number(stat[11]) + Number(stat[12]);
  } catch {
    return 0;
  }
}

function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/);
    return Number(line?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** CPU of each watched process over a window, in percent of one core. */
function cpuMeter(pids: Map<string, number>) {
  let before = new Map([...pids].map(([name, pid]) => [name, cpuTicks(pid)]));
  let at = Date.now();
  return {
    read(): Map<string, number> {
      const seconds = (Date.now() - at) / 1000;
      const out = new Map<string, number>();
      for (const [name, pid] of pids) out.set(name, ((cpuTicks(pid) - (before.get(name) ?? 0)) / 100 / seconds) * 100);
      before = new Map([...pids].map(([name, pid]) => [name, cpuTicks(pid)]));
      at = Date.now();
      return out;
    },
  };
}

interface RunResult {
  processes: number;
  sustained: number;
  joinP99: number;
  actionP50: number;
  actionP99: number;
  actions: number;
  errors: number;
  perProcess: string;
  rolling?: string;
}

async function run(processes: number): Promise<RunResult> {
  process.env["TEST_DATABASE_URL"] ??= "postgres://postgres@127.0.0.1:5432/postgres";
  await flushRedisDb(REDIS_URL);
  const database = await createTestDatabase("load_cluster");
  const handle = createDb({ databaseUrl: database.url, maxConnections: 8 });
  await runMigrations(handle);
  await seedSettings(handle.db);
  const platform: PlatformContext = buildPlatform(loadConfig({ NODE_ENV: "test", DATABASE_URL: database.url, LOG_LEVEL: "silent" }), handle, { version: "load" });
  // Registers the session-token signer, the same development secret as the server processes use.
  await buildApp({ platform });
  const cluster: RunningCluster = await startCluster(
    { DATABASE_URL: database.url ?? "", REDIS_URL, SEED_DEMO_DATA: "false", LOG_LEVEL: "error", RATE_LIMIT_PER_MINUTE: "1000000", ALLOW_TEST_TABLE_OPTIONS: "practice" },
    processes,
  );
  const proxyPid = Number(/^CLUSTER proxy pid (\d+)/m.exec(cluster.output())?.[1] ?? 0);
  const pids = new Map([...[...cluster.members.values()].map((m) => [`gs${m.name}`, m.pid] as const), ["haproxy", proxyPid] as const]);
  let serverErrors = 0;
  cluster.child.stderr?.on("data", (d: Buffer) => {
    for (const line of d.toString().split("\n")) {
      if (!line.trim() || line.includes("[WARNING]") || line.startsWith("Server ")) continue;
      serverErrors += 1;
      if (serverErrors <= 10) console.log(`  server stderr: ${line.slice(0, 300)}`);
    }
  });
  console.log(`\n=== ${processes} process${processes > 1 ? "es" : ""} behind HAProxy at ${cluster.url}: ${PLAYERS} players; load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  const players = await makePlayers(platform, cluster.url, PLAYERS);

  let phase: "ramp" | "steady" | "rolling" = "ramp";
  const joins: number[] = [];
  const steady: number[] = [];
  let errors = 0;
  let connected = 0;
  let actions = 0;
  const samples: string[] = [];
  const noteError = (what: string) => {
    errors += 1;
    if (samples.length < 5) samples.push(what);
  };
  let steadyUntil = Number.POSITIVE_INFINITY;
  const hooks = {
    latency: (ms: number) => {
      if (phase === "steady") steady.push(ms);
    },
    acted: () => (actions += 1),
    refused: () => undefined,
    error: noteError,
    stopAt: () => steadyUntil,
  };
  const meter = cpuMeter(pids);
  const report = setInterval(() => {
    const cpu = meter.read();
    console.log(
      `  ${phase} | players ${connected} | actions ${actions} | errors ${errors} | ` + [...pids].map(([name, pid]) => `${name} CPU ${(cpu.get(name) ?? 0).toFixed(0)}% RSS ${rssMb(pid).toFixed(0)} MB`).join(", ") + ` | load ${loadavg()[0]?.toFixed(1)}`,
    );
  }, 10_000);
  const rooms = new Map<Player, Room>();
  const reconnects: number[] = [];
  let closing = false;
  let rejoining = 0;
  let seatsLost = 0;
  // A socket closed without a final code (a drain's 4010, a lost process) joins its table again
  // through the proxy, as the web app does, and the bot goes on playing in the new room.
  const keep = (p: Player, tableId: string, room: Room) => {
    rooms.set(p, room);
    room.onLeave((code) => {
      connected -= 1;
      if (closing || code === 4000 || code === 4001) return;
      if (code === 4002) {
        // The server stood the seat up (PROTOCOL.md "Seat ownership"): nothing to come back to.
        seatsLost += 1;
        return;
      }
      const lostAt = performance.now();
      rejoining += 1;
      void (async () => {
        while (!closing && performance.now() - lostAt < 120_000) {
          try {
            const client = new Client(cluster.url.replace(/^http/, "ws"));
            client.auth.token = p.token;
            const again = await client.joinById(tableId);
            reconnects.push(performance.now() - lostAt);
            connected += 1;
            play(p, again, DROP_PCT, hooks);
            keep(p, tableId, again);
            return;
          } catch (error) {
            if ((error as { code?: number }).code === 403) {
              seatsLost += 1;
              return;
            }
            await new Promise((r) => setTimeout(r, 250 + Math.random() * 250));
          }
        }
        if (!closing) noteError(`reconnect: ${tableId} not back within 120 s`);
      })().finally(() => (rejoining -= 1));
    });
  };
  for (let i = 0; i < players.length; i += RAMP) {
    await Promise.all(
      players.slice(i, i + RAMP).map(async (p) => {
        const at = performance.now();
        try {
          const room = await joinAndPlay(p, cluster.url, DROP_PCT, hooks);
          joins.push(performance.now() - at);
          connected += 1;
          keep(p, room.roomId, room);
        } catch (error) {
          const e = error as { code?: number; message?: string };
          noteError(`join: ${e.code ?? ""} ${e.message ?? String(error)}`);
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 1000));
  }
  const errorsAtRamp = errors;
  phase = "steady";
  meter.read();
  const steadyEnd = Date.now() + SECONDS * 1000;
  steadyUntil = ROLLING && processes > 1 ? Number.POSITIVE_INFINITY : steadyEnd;
  while (Date.now() < steadyEnd) await new Promise((r) => setTimeout(r, 1000));
  const cpu = meter.read();
  const sustained = connected;
  const perProcess = [...pids].map(([name, pid]) => `${name} ${(cpu.get(name) ?? 0).toFixed(0)}% CPU ${rssMb(pid).toFixed(0)} MB`).join(", ");
  let rolling: string | undefined;
  if (ROLLING && processes > 1) {
    // Every process restarts in turn while the bots play on; done once the cluster says so and
    // every bot is seated again (or after two minutes, whichever comes first).
    phase = "rolling";
    const errorsBefore = errors;
    const dones = () => cluster.output().match(/^CLUSTER rolling restart done$/gm)?.length ?? 0;
    const startedAt = Date.now();
    process.kill(cluster.child.pid!, "SIGHUP");
    await cluster.waitForOutput("the rolling restart", () => dones() > 0, 600_000);
    while ((rejoining > 0 || connected + seatsLost < rooms.size) && Date.now() - startedAt < 720_000) await new Promise((r) => setTimeout(r, 500));
    const restartSeconds = (Date.now() - startedAt) / 1000;
    steadyUntil = Date.now();
    const voided = await handle.db.select({ id: schema.deals.id }).from(schema.deals).where(inArray(schema.deals.status, ["voided"]));
    rolling =
      `rolling restart of ${processes} processes in ${restartSeconds.toFixed(0)} s: players seated again ${connected}/${rooms.size} (seats stood up meanwhile ${seatsLost}), reconnects ${reconnects.length}, ` +
      `reconnect p50 ${percentile(reconnects, 50).toFixed(0)} ms p99 ${percentile(reconnects, 99).toFixed(0)} ms, deals voided ${voided.length}, errors ${errors - errorsBefore}`;
    console.log(`RESULT ${rolling}`);
  }
  clearInterval(report);
  closing = true;
  const result: RunResult = {
    processes,
    sustained,
    joinP99: percentile(joins, 99),
    actionP50: percentile(steady, 50),
    actionP99: percentile(steady, 99),
    actions: steady.length,
    errors,
    perProcess,
    ...(rolling ? { rolling } : {}),
  };
  console.log(
    `RESULT ${processes} process${processes > 1 ? "es" : ""}: players sustained ${sustained}/${PLAYERS}; join p50 ${percentile(joins, 50).toFixed(0)} ms p99 ${result.joinP99.toFixed(0)} ms; ` +
      `steady ${SECONDS} s: ${steady.length} actions, action-to-broadcast p50 ${result.actionP50.toFixed(1)} ms p99 ${result.actionP99.toFixed(1)} ms; errors ${errors} (${errorsAtRamp} during the ramp); ${perProcess}; server stderr lines ${serverErrors}`,
  );
  for (const e of samples) console.log(`  error: ${e}`);
  await Promise.all([...rooms.values()].map((room) => Promise.race([room.leave(true).catch(() => undefined), new Promise((r) => setTimeout(r, 2000))])));
  await cluster.stop();
  await handle.close();
  await database.drop();
  return result;
}

/**
 * The bots, the processes and HAProxy inherit this process's open-file limit, and HAProxy sizes
 * its connection limit from it: two descriptors per player (client side and process side). Below
 * that the proxy refuses sockets as the count nears the limit (with this machine's hard limit of
 * 20,000 HAProxy's maxconn is 9,986: fewer than 10,000 players), which a run would report as join
 * errors rather than as a limit.
 */
function checkOpenFiles(players: number): void {
  const needed = 2 * players + 2_000;
  const soft = Number(/^Max open files\s+(\d+)/m.exec(readFileSync("/proc/self/limits", "utf8"))?.[1] ?? Number.POSITIVE_INFINITY);
  if (soft >= needed) return;
  console.error(`load:cluster: ${players} players need at least ${needed} open files (HAProxy holds two per player); this shell allows ${soft}. Raise it first, e.g. \`ulimit -n ${Math.max(65_536, needed)}\` (up to the hard limit, \`ulimit -Hn\`; beyond it, the container's or systemd's nofile limit), then run again.`);
  process.exit(2);
}

async function main(): Promise<void> {
  checkOpenFiles(PLAYERS);
  const baseline = await run(1);
  const scaled = await run(PROCESSES);
  console.log(`\nSUMMARY LOAD_PLAYERS=${PLAYERS} LOAD_SECONDS=${SECONDS} LOAD_RAMP_PER_S=${RAMP}`);
  for (const r of [baseline, scaled]) {
    console.log(
      `  ${r.processes} process${r.processes > 1 ? "es" : ""}: sustained ${r.sustained}, join p99 ${r.joinP99.toFixed(0)} ms, action p50 ${r.actionP50.toFixed(1)} ms p99 ${r.actionP99.toFixed(1)} ms (n ${r.actions}), errors ${r.errors}; ${r.perProcess}`,
    );
    if (r.rolling) console.log(`    ${r.rolling}`);
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
