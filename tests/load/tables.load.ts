/**
 * `npm run load:tables`: headless colyseus.js players on real practice points tables (6 seats,
 * no bots), at human pace (one action every 2 to 5 s, a drop at LOAD_DROP_PCT percent of turn
 * starts so deals end and settle), against the server started as its own process on loopback.
 *
 * Two phases, reported apart:
 * - ramp: LOAD_PLAYERS players join (REST join + WebSocket) at LOAD_RAMP_PER_S a second; join
 *   latency p50/p99 and the action latencies seen while joins were still going on;
 * - steady: LOAD_SECONDS of play once every player is in; action-to-broadcast p50/p99 (send ->
 *   the `events` message carrying the player's own draw, discard or drop), errors, server CPU
 *   and memory, and this process's event-loop delay (the bots share the machine).
 * With LOAD_TIMINGS=1 the server also prints where its time goes (services/timings.ts).
 * Needs a PostgreSQL (TEST_DATABASE_URL, default the local one).
 * The bots are `table-bot.ts`'s; `npm run load:tables:tui` runs the same bots under
 * @colyseus/loadtest's live terminal dashboard, which needs a terminal and prints no figures.
 */
import { loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { Room } from "colyseus.js";
import { cpuTicks, percentile, rssMb } from "./process-meter.ts";
import { joinAndPlay, startLoadServer } from "./table-bot.ts";

const PLAYERS = Number(process.env["LOAD_PLAYERS"] ?? 2000);
const SECONDS = Number(process.env["LOAD_SECONDS"] ?? 120);
const RAMP = Number(process.env["LOAD_RAMP_PER_S"] ?? 100);
const DROP_PCT = Number(process.env["LOAD_DROP_PCT"] ?? 5);
const TIMINGS = process.env["LOAD_TIMINGS"] === "1";

const ramp = { latencies: [] as number[], joins: [] as number[] };
const steady = { latencies: [] as number[] };
let phase: "ramp" | "steady" | "done" = "ramp";
let errors = 0;
let refusals = 0;
let actions = 0;
let connected = 0;
let dropped = 0;
const errorSamples: string[] = [];

function noteError(what: string): void {
  errors += 1;
  if (errorSamples.length < 5) errorSamples.push(what);
}

async function main(): Promise<void> {
  const load = await startLoadServer(TIMINGS ? { ROOM_TIMINGS: "1" } : {});
  const server = load.server;
  const pid = server.child.pid ?? 0;
  // The server's own complaints (a table that could not settle, a failed query), first few only.
  let serverErrors = 0;
  server.child.stderr?.on("data", (d: Buffer) => {
    for (const line of d.toString().split("\n")) {
      if (!line.trim()) continue;
      serverErrors += 1;
      if (serverErrors <= 20) console.log(`  server stderr: ${line.slice(0, 300)}`);
    }
  });
  if (TIMINGS) {
    server.child.stdout?.on("data", (d: Buffer) => {
      for (const line of d.toString().split("\n")) if (line.startsWith("ROOM_TIMINGS")) console.log(`  server ${line.slice(13)}`);
    });
  }
  console.log(`server pid ${pid} at ${server.url}; making ${PLAYERS} players; load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  const players = await load.players(PLAYERS);
  let steadyUntil = Number.POSITIVE_INFINITY;
  const hooks = {
    latency: (ms: number) => (phase === "ramp" ? ramp.latencies : steady.latencies).push(ms),
    acted: (kind: string) => {
      actions += 1;
      if (kind === "dropped") dropped += 1;
    },
    refused: () => (refusals += 1),
    error: noteError,
    stopAt: () => steadyUntil,
  };
  const rooms: Room[] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let cpuBefore = cpuTicks(pid) ?? 0;
  let ownBefore = process.cpuUsage();
  let tBefore = Date.now();
  let lastCount = 0;
  const report = setInterval(() => {
    const bucket = phase === "ramp" ? ramp.latencies : steady.latencies;
    const window = bucket.slice(lastCount);
    lastCount = bucket.length;
    const cpu = cpuTicks(pid) ?? cpuBefore;
    const seconds = (Date.now() - tBefore) / 1000;
    const pct = ((cpu - cpuBefore) / 100 / seconds) * 100;
    const own = process.cpuUsage(ownBefore);
    const ownPct = ((own.user + own.system) / 1e6 / seconds) * 100;
    cpuBefore = cpu;
    ownBefore = process.cpuUsage();
    tBefore = Date.now();
    console.log(
      `${phase} | players ${connected} | actions ${actions} | last 10 s p50 ${percentile(window, 50).toFixed(1)} ms p99 ${percentile(window, 99).toFixed(1)} ms (n ${window.length}) | errors ${errors} | server CPU ${pct.toFixed(0)}% RSS ${rssMb(pid).toFixed(0)} MB | bots' CPU ${ownPct.toFixed(0)}%, event loop p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms | load ${loadavg()[0]?.toFixed(1)}`,
    );
    loop.reset();
  }, 10_000);

  const rampStarted = Date.now();
  for (let i = 0; i < players.length; i += RAMP) {
    const batch = players.slice(i, i + RAMP);
    await Promise.all(
      batch.map(async (p) => {
        const at = performance.now();
        try {
          const room = await joinAndPlay(p, server.url, DROP_PCT, hooks);
          ramp.joins.push(performance.now() - at);
          connected += 1;
          room.onLeave(() => (connected -= 1));
          rooms.push(room);
        } catch (error) {
          noteError(`join: ${String(error)}`);
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 1000));
  }
  const rampMs = Date.now() - rampStarted;
  phase = "steady";
  lastCount = 0;
  const steadyFrom = Date.now();
  steadyUntil = steadyFrom + SECONDS * 1000;
  const errorsAtRamp = errors;
  while (Date.now() < steadyUntil) await new Promise((r) => setTimeout(r, 1000));
  phase = "done";
  clearInterval(report);
  console.log(
    `\nRAMP ${PLAYERS} players in ${(rampMs / 1000).toFixed(0)} s at ${RAMP}/s: join (REST + WebSocket) p50 ${percentile(ramp.joins, 50).toFixed(0)} ms p99 ${percentile(ramp.joins, 99).toFixed(0)} ms; ` +
      `actions during the ramp p50 ${percentile(ramp.latencies, 50).toFixed(1)} ms p99 ${percentile(ramp.latencies, 99).toFixed(1)} ms (n ${ramp.latencies.length}); errors ${errorsAtRamp}`,
  );
  console.log(
    `RESULT steady ${SECONDS} s: players ${connected}/${PLAYERS}, actions ${steady.latencies.length} (${(steady.latencies.length / SECONDS).toFixed(0)}/s), action-to-broadcast p50 ${percentile(steady.latencies, 50).toFixed(1)} ms, p99 ${percentile(steady.latencies, 99).toFixed(1)} ms, max ${percentile(steady.latencies, 100).toFixed(0)} ms; ` +
      `drops ${dropped}, expired turns ${refusals}, errors ${errors - errorsAtRamp} (${errors} in all), server RSS ${rssMb(pid).toFixed(0)} MB, load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`,
  );
  for (const e of errorSamples) console.log(`  error: ${e}`);
  console.log(`server stderr lines: ${serverErrors}`);
  await Promise.all(rooms.map((room) => Promise.race([room.leave(true).catch(() => undefined), new Promise((r) => setTimeout(r, 2000))])));
  await load.stop();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
