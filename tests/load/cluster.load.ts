/**
 * `npm run load:cluster`: the table bots of `load:tables` (table-bot.ts: practice points tables
 * of 6, human pace, a drop at LOAD_DROP_PCT percent of turn starts) against `npm run cluster`
 * (scripts/cluster.mjs: HAProxy in front of the game-server processes, Redis presence). Two runs
 * in one invocation, each on a fresh database: first ONE process behind the proxy (the
 * baseline), then LOAD_PROCESSES (default 2). Each run ramps LOAD_PLAYERS players in at
 * LOAD_RAMP_PER_S a second and plays LOAD_SECONDS once all are in; it prints players sustained,
 * join p50/p99 (REST join through the proxy + WebSocket), action-to-broadcast p50/p99, errors, and
 * each process's CPU and memory (the game-server processes', the proxies' and the bot
 * processes'). The multi-process run then restarts every process in turn during play (SIGHUP to
 * the cluster: each drains and hands its tables over) and prints the deals voided (goal 0), the
 * bots' reconnect p50/p99 (socket closed -> seated again through the proxy) and the errors
 * meanwhile; LOAD_ROLLING=0 skips it.
 *
 * Open files: every process here inherits this shell's limit (20,000 on the development machine,
 * not raisable there). A player holds one socket in a bot process, one in a game-server process
 * and two in a proxy, so the bots run in LOAD_WORKERS processes (cluster-bots.ts; default one per
 * 2,500 players) and the proxy in LOAD_PROXIES HAProxy processes bound to the same port (default:
 * as many as two sockets per player need, e.g. 2 for 10,000 players). The one-process baseline
 * puts every player's socket in one game-server process: at most the limit less 1,000 players.
 *
 *   LOAD_PLAYERS=10000 npm run load:cluster   # the issue's figure: 2 proxies, 4 bot processes, ~20-30 min
 *   LOAD_PLAYERS=1000 LOAD_ROLLING=0 npm run load:cluster
 *
 * In the steady phase players also come and go: LOAD_ARRIVALS_PER_S (default one a second per
 * 1,200 players seated, a seat held 20 minutes on average: 8.3 a second at 10,000) join a table
 * while as many seated players leave theirs, and the runner prints those joins apart ("steady
 * joins"): the join of a player arriving while 10,000 play, where the ramp's figure is the join of a
 * crowd arriving at LOAD_RAMP_PER_S. LOAD_ARRIVALS_PER_S=0 turns it off.
 *
 * LOAD_BASELINE=0 skips the one-process baseline (quicker iterations; the default runs it).
 * A join refused as overloaded (`lobby/overloaded`, the wallet behind) is tried again after its
 * Retry-After, as the lobby tells a player to, for LOAD_JOIN_PATIENCE_MS (default 120 s), then it
 * counts as an error; the runner prints how many refusals there were.
 * LOAD_JOIN_SPREAD_MS (default 1000): a ramp step's players start spread over this long; 0 starts
 * them all in the same millisecond (the burst this runner used before; it measured its own queue).
 * LOAD_BOT_NODE_ARGS / CLUSTER_NODE_ARGS: Node options for the bot / game-server processes (e.g.
 * `CLUSTER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"`; profiles are written when they stop).
 * ROOM_TIMINGS=1 (services/timings.ts) is passed on to the game-server processes and their
 * `ROOM_TIMINGS` lines (per-step p50/p99, event-loop delay) are printed as `[gs<name>] ...`.
 *
 * Needs a PostgreSQL (TEST_DATABASE_URL, default the local one), Redis (LOAD_REDIS_URL, default
 * database 7 on 127.0.0.1, flushed before each run) and HAProxy.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { createDb, runMigrations, schema, seedSettings } from "@rummy/db";
import { buildApp, loadConfig } from "@rummy/game-server";
import type { PlatformContext } from "@rummy/game-server/api/context";
import { inArray } from "drizzle-orm";
import { makePlayers } from "../integration/rooms/support.ts";
import { startCluster, type RunningCluster } from "../support/cluster.ts";
import { createTestDatabase } from "../support/database.ts";
import { flushRedisDb } from "../support/scale-out.ts";
import { startBots } from "./cluster-bot-pool.ts";
import type { Phase, PlayerSpec } from "./cluster-bots.ts";
import { cpuMeter, cpuText, machineMeter, percentile, rssMb } from "./process-meter.ts";
import { buildPlatform } from "@rummy/game-server/platform/build";

const PLAYERS = Number(process.env["LOAD_PLAYERS"] ?? 1000);
const SECONDS = Number(process.env["LOAD_SECONDS"] ?? 60);
const RAMP = Number(process.env["LOAD_RAMP_PER_S"] ?? 100);
const DROP_PCT = Number(process.env["LOAD_DROP_PCT"] ?? 5);
const PROCESSES = Number(process.env["LOAD_PROCESSES"] ?? 2);
const REDIS_URL = process.env["LOAD_REDIS_URL"] ?? "redis://127.0.0.1:6379/7";
const ROLLING = process.env["LOAD_ROLLING"] !== "0";
const WORKERS = Number(process.env["LOAD_WORKERS"] ?? Math.ceil(PLAYERS / 2_500));
const BASELINE = process.env["LOAD_BASELINE"] !== "0";
/** Each ramp step's players start spread over this long (default a second, as players arriving at LOAD_RAMP_PER_S do); 0 starts a step all at once. */
const JOIN_SPREAD_MS = Number(process.env["LOAD_JOIN_SPREAD_MS"] ?? 1000);
const TIMINGS = process.env["ROOM_TIMINGS"] === "1";
/** Players arriving (and as many leaving) each second of the steady phase: a seat held 20 minutes on average. */
const ARRIVALS_PER_S = Number(process.env["LOAD_ARRIVALS_PER_S"] ?? PLAYERS / 1200);

interface RunResult {
  processes: number;
  sustained: number;
  joinP99: number;
  /** The steady phase's arrivals: how many joined, and their p50/p99 (ms). */
  arrivals: { n: number; p50: number; p99: number };
  actionP50: number;
  actionP99: number;
  actions: number;
  errors: number;
  perProcess: string;
  rolling?: string;
}

/** What a run started and must stop when it fails half-way: the cluster's HAProxy outlived a timed-out run. */
const started: (() => unknown)[] = [];

async function run(processes: number, proxies: number): Promise<RunResult> {
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
    {
      DATABASE_URL: database.url ?? "",
      REDIS_URL,
      SEED_DEMO_DATA: "false",
      LOG_LEVEL: "error",
      RATE_LIMIT_PER_MINUTE: "1000000",
      ALLOW_TEST_TABLE_OPTIONS: "practice",
      CLUSTER_PROXIES: String(proxies),
    },
    processes,
  );
  started.push(() => cluster.stop());
  const proxyPids = [...cluster.output().matchAll(/^CLUSTER proxy pid (\d+)/gm)].map((m, i) => [`haproxy${proxies > 1 ? i + 1 : ""}`, Number(m[1])] as const);
  if (TIMINGS) cluster.child.stdout?.on("data", (d: Buffer) => d.toString().split("\n").filter((l) => l.includes("ROOM_TIMINGS")).forEach((l) => console.log(`  ${l}`)));
  let serverErrors = 0;
  cluster.child.stderr?.on("data", (d: Buffer) => {
    for (const line of d.toString().split("\n")) {
      if (!line.trim() || line.includes("[WARNING]") || line.startsWith("Server ")) continue;
      serverErrors += 1;
      if (serverErrors <= 10) console.log(`  server stderr: ${line.slice(0, 300)}`);
    }
  });
  console.log(
    `\n=== ${processes} process${processes > 1 ? "es" : ""} behind ${proxies} HAProxy process${proxies > 1 ? "es" : ""} at ${cluster.url}: ${PLAYERS} players in ${WORKERS} bot process${WORKERS > 1 ? "es" : ""}; load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`,
  );
  // The steady phase's arrivals come from players not seated in the ramp (a player who left arrives
  // again only once their deal has ended and stood them up: minutes at human pace).
  const spares = Math.ceil(ARRIVALS_PER_S * SECONDS * 1.1);
  const made: PlayerSpec[] = (await makePlayers(platform, cluster.url, PLAYERS + spares)).map(({ userId, userName, token }) => ({ userId, userName, token }));
  const players = made.slice(0, PLAYERS);
  const bots = startBots(cluster.url, WORKERS, { dropPct: DROP_PCT, spreadMs: JOIN_SPREAD_MS });
  started.push(bots.kill);
  if (spares > 0) bots.arrivals(made.slice(PLAYERS), ARRIVALS_PER_S);
  // Read afresh each time: a rolling restart replaces the game-server processes' pids.
  const pidsOf = () => new Map([...[...cluster.members.values()].map((m) => [`gs${m.name}`, m.pid] as const), ...proxyPids, ...bots.pids]);

  let phase: Phase = "ramp";
  const meter = cpuMeter(pidsOf);
  const machine = machineMeter();
  const report = setInterval(() => {
    const cpu = meter.read();
    const m = machine.read();
    console.log(
      `  ${phase} | players ${bots.sum("connected")} | arrived ${bots.sum("arrived")} leaving ${bots.sum("leaving")} | actions ${bots.sum("actions")} | errors ${bots.sum("errors")} | overloaded ${bots.sum("overloaded")} | ` +
        [...pidsOf()].map(([name, pid]) => `${name} CPU ${cpuText(cpu.get(name))} RSS ${rssMb(pid).toFixed(0)} MB`).join(", ") +
        ` | ${machineText(m)} | load ${loadavg()[0]?.toFixed(1)}`,
    );
  }, 10_000);
  for (let i = 0; i < players.length; i += RAMP) {
    await bots.join(players.slice(i, i + RAMP));
    // A step lasts a second plus its slowest join either way: the spread is that second.
    await new Promise((r) => setTimeout(r, 1000 - Math.min(1000, JOIN_SPREAD_MS)));
  }
  // The counters come once a second: the last step's players are in them after the next one.
  await new Promise((r) => setTimeout(r, 1500));
  const errorsAtRamp = bots.sum("errors");
  phase = "steady";
  const steadyEnd = Date.now() + SECONDS * 1000;
  bots.phase("steady", ROLLING && processes > 1 ? null : steadyEnd);
  meter.read();
  machine.read();
  while (Date.now() < steadyEnd) await new Promise((r) => setTimeout(r, 1000));
  const cpu = meter.read();
  const steadyMachine = machine.read();
  // Players who asked to leave are still connected until their deal ends: not counted as sustained.
  const sustained = bots.sum("connected") - bots.sum("leaving");
  const perProcess = [...pidsOf()].map(([name, pid]) => `${name} ${cpuText(cpu.get(name))} CPU ${rssMb(pid).toFixed(0)} MB`).join(", ") + `, ${machineText(steadyMachine)}`;
  let rolling: string | undefined;
  let reconnectsDuring: (ms: number[]) => string = () => "";
  if (ROLLING && processes > 1) {
    // Every process restarts in turn while the bots play on; done once the cluster says so and
    // every bot is seated again (or after two minutes, whichever comes first).
    phase = "rolling";
    bots.phase("rolling", null);
    const errorsBefore = bots.sum("errors");
    const dones = () => cluster.output().match(/^CLUSTER rolling restart done$/gm)?.length ?? 0;
    const startedAt = Date.now();
    process.kill(cluster.child.pid!, "SIGHUP");
    // A restart the cluster does not finish in 10 minutes is reported as such, with the figures
    // of the run so far (the steady phase's were lost with the exception before).
    const finished = await cluster.waitForOutput("the rolling restart", () => dones() > 0, 600_000).then(
      () => true,
      () => false,
    );
    // Seated again, stood up meanwhile, at a table that closed meanwhile, or given up after 120 s
    // (an error): every bot that was ever seated. Without the last, one bot that gave up held the
    // run to its 720 s ceiling.
    const settled = () => bots.sum("rejoining") === 0 && bots.sum("connected") + bots.sum("seatsLost") + bots.sum("tableClosed") + bots.sum("closedAway") + bots.sum("gaveUp") >= bots.sum("seated");
    while (finished && !settled() && Date.now() - startedAt < 720_000) await new Promise((r) => setTimeout(r, 1500));
    const restartSeconds = (Date.now() - startedAt) / 1000;
    bots.phase("rolling", Date.now());
    const voided = await handle.db.select({ id: schema.deals.id }).from(schema.deals).where(inArray(schema.deals.status, ["voided"]));
    const seatedAgain = `${bots.sum("connected")}/${bots.sum("seated")}`;
    const seatsLost = bots.sum("seatsLost");
    const tableClosed = bots.sum("tableClosed");
    const closedAway = bots.sum("closedAway");
    const errorsDuring = bots.sum("errors") - errorsBefore;
    reconnectsDuring = (reconnects) =>
      `rolling restart of ${processes} processes ${finished ? "in" : "NOT FINISHED by the cluster after"} ${restartSeconds.toFixed(0)} s: players seated again ${seatedAgain} (seats stood up meanwhile ${seatsLost}, table closed meanwhile with the player at it ${tableClosed} or while the player was away rejoining ${closedAway}), reconnects ${reconnects.length}, ` +
      `reconnect p50 ${percentile(reconnects, 50).toFixed(0)} ms p99 ${percentile(reconnects, 99).toFixed(0)} ms, deals voided ${voided.length}, errors ${errorsDuring}`;
  }
  clearInterval(report);
  const errors = bots.sum("errors");
  const figures = await bots.finish();
  if (ROLLING && processes > 1) {
    rolling = reconnectsDuring(figures.reconnectMs);
    console.log(`RESULT ${rolling}`);
  }
  const result: RunResult = {
    processes,
    sustained,
    joinP99: percentile(figures.joinMs, 99),
    arrivals: { n: figures.arrivalJoinMs.length, p50: percentile(figures.arrivalJoinMs, 50), p99: percentile(figures.arrivalJoinMs, 99) },
    actionP50: percentile(figures.actionMs, 50),
    actionP99: percentile(figures.actionMs, 99),
    actions: figures.actionMs.length,
    errors,
    perProcess,
    ...(rolling ? { rolling } : {}),
  };
  console.log(
    `RESULT ${processes} process${processes > 1 ? "es" : ""}: players sustained ${sustained}/${PLAYERS}; ramp join p50 ${percentile(figures.joinMs, 50).toFixed(0)} ms p99 ${result.joinP99.toFixed(0)} ms (of which the REST join p50 ${percentile(figures.restJoinMs, 50).toFixed(0)} ms p99 ${percentile(figures.restJoinMs, 99).toFixed(0)} ms); ` +
      `${arrivalsText(result)}; ` +
      `steady ${SECONDS} s: ${figures.actionMs.length} actions, action-to-broadcast p50 ${result.actionP50.toFixed(1)} ms p99 ${result.actionP99.toFixed(1)} ms; errors ${errors} (${errorsAtRamp} during the ramp); joins refused as overloaded and retried ${bots.sum("overloaded")}; matchmaking requests sent again after a hang-up ${bots.sum("hungUp")}; ${perProcess}; server stderr lines ${serverErrors}`,
  );
  for (const e of figures.errorSamples) console.log(`  error: ${e}`);
  // The bots' own stalls: a late callback in a bot process is counted as server latency.
  console.log(
    `  bot processes' event-loop delay (steady phase; resolution 10 ms): ${figures.loops.map((l) => `p50 ${l.p50.toFixed(0)} p99 ${l.p99.toFixed(0)} max ${l.max.toFixed(0)} ms, GC ${l.gcMs.toFixed(0)} ms (longest ${l.gcMaxMs.toFixed(0)}; ${l.majorGcs} major, longest ${l.majorGcMaxMs.toFixed(0)})`).join("; ")}`,
  );
  await cluster.stop();
  // Stopped: a failure in the next run has nothing of this one's to stop.
  started.length = 0;
  await handle.close();
  await database.drop();
  return result;
}

/** The whole machine's busy CPU and PostgreSQL's part of it, in percent of one core. */
function machineText(m: { machine: number; postgres: number; cores: number }): string {
  return `machine busy ${m.machine.toFixed(0)}% of ${m.cores * 100}% (PostgreSQL ${m.postgres.toFixed(0)}%)`;
}

function arrivalsText(r: RunResult): string {
  return `steady joins (${ARRIVALS_PER_S.toFixed(1)} arriving a second while as many leave) ${r.arrivals.n}, p50 ${r.arrivals.p50.toFixed(0)} ms p99 ${r.arrivals.p99.toFixed(0)} ms`;
}

/**
 * How many HAProxy processes the players need: each holds two sockets per player (client side and
 * process side) and sizes its maxconn from the open-file limit, so one tops out near half the
 * limit (9,986 connections under 20,000: fewer than 10,000 players). The bot processes and the
 * game-server processes hold one socket per player each; the one-process baseline holds them all.
 */
function proxiesFor(players: number): number {
  const soft = Number(/^Max open files\s+(\d+)/m.exec(readFileSync("/proc/self/limits", "utf8"))?.[1] ?? Number.POSITIVE_INFINITY);
  const budget = soft - 1_000;
  if (players > budget || players / WORKERS > budget) {
    console.error(`load:cluster: ${players} players need more than ${soft} open files in one process (the one-process baseline holds a socket per player${players / WORKERS > budget ? `; raise LOAD_WORKERS` : ""}). Raise it first, e.g. \`ulimit -n ${players + 2_000}\` (up to the hard limit, \`ulimit -Hn\`), then run again.`);
    process.exit(2);
  }
  return Number(process.env["LOAD_PROXIES"] ?? Math.max(1, Math.ceil((2 * players) / budget)));
}

async function main(): Promise<void> {
  const proxies = proxiesFor(PLAYERS);
  const baseline = BASELINE ? await run(1, proxies) : undefined;
  const scaled = await run(PROCESSES, proxies);
  console.log(`\nSUMMARY LOAD_PLAYERS=${PLAYERS} LOAD_SECONDS=${SECONDS} LOAD_RAMP_PER_S=${RAMP} bot processes ${WORKERS}, HAProxy processes ${proxies}`);
  for (const r of baseline ? [baseline, scaled] : [scaled]) {
    console.log(
      `  ${r.processes} process${r.processes > 1 ? "es" : ""}: sustained ${r.sustained}, ramp join p99 ${r.joinP99.toFixed(0)} ms, ${arrivalsText(r)}, action p50 ${r.actionP50.toFixed(1)} ms p99 ${r.actionP99.toFixed(1)} ms (n ${r.actions}), errors ${r.errors}; ${r.perProcess}`,
    );
    if (r.rolling) console.log(`    ${r.rolling}`);
  }
  process.exit(0);
}

async function stopStarted(): Promise<void> {
  for (const stop of started.splice(0).reverse()) {
    try {
      await stop();
    } catch {
      // Already gone.
    }
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopStarted();
  process.exit(1);
});
// Ctrl-C or a timeout's SIGTERM stops the run's processes too (HAProxy would outlive it). A
// terminal's Ctrl-C reaches this process twice (directly and relayed by tsx): the later ones wait.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`load:cluster: ${signal}, stopping the cluster and the bots`);
    void stopStarted().finally(() => process.exit(130));
  });
}
