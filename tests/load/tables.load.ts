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
 * With LOAD_TIMINGS=1 the server also prints where its time goes (rooms/timings.ts).
 * Needs a PostgreSQL (TEST_DATABASE_URL, default the local one).
 * (@colyseus/loadtest's TUI needs a TTY; this runner does not.)
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { createDb, runMigrations, seedSettings } from "@rummy/db";
import { buildApp, loadConfig } from "@rummy/game-server";
import type { PlatformContext } from "@rummy/game-server/api/context";
import { Client, type Room } from "colyseus.js";
import { createTestDatabase } from "../support/database.ts";
import { startServerProcess } from "../support/server-process.ts";
import { makePlayers, type Player } from "../integration/rooms/support.ts";

const PLAYERS = Number(process.env["LOAD_PLAYERS"] ?? 2000);
const SECONDS = Number(process.env["LOAD_SECONDS"] ?? 120);
const RAMP = Number(process.env["LOAD_RAMP_PER_S"] ?? 100);
const DROP_PCT = Number(process.env["LOAD_DROP_PCT"] ?? 5);
const TIMINGS = process.env["LOAD_TIMINGS"] === "1";
process.env["TEST_DATABASE_URL"] ??= "postgres://postgres@127.0.0.1:5432/postgres";

const ramp = { latencies: [] as number[], joins: [] as number[] };
const steady = { latencies: [] as number[] };
let phase: "ramp" | "steady" | "done" = "ramp";
let errors = 0;
let refusals = 0;
let actions = 0;
let connected = 0;
let dropped = 0;
const errorSamples: string[] = [];

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return Number(stat[11]) + Number(stat[12]);
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/);
  return Number(line?.[1] ?? 0) / 1024;
}

function noteError(what: string): void {
  errors += 1;
  if (errorSamples.length < 5) errorSamples.push(what);
}

interface TableView {
  phase: string;
  turnSeat: number;
  drawnFrom: string;
  seats: Map<string, { name: string; seat: number; hand?: { code: number }[] }>;
}

/** One bot player: acts on its turn after 2-5 s, measures send -> own event. */
function play(player: Player, room: Room, stopAt: () => number): void {
  let pending: { at: number; kind: string } | null = null;
  let timer: NodeJS.Timeout | undefined;
  const seatOf = (): number | undefined => {
    const s = room.state as unknown as TableView;
    for (const seat of s.seats?.values() ?? []) if (seat.name === player.userName) return seat.seat;
    return undefined;
  };
  room.onMessage("events", (m: { events: { type: string; seat?: number }[] }) => {
    if (!pending) return;
    const mine = m.events.find((e) => (e.type === "drew" || e.type === "discarded" || e.type === "dropped") && e.seat === seatOf());
    if (mine && mine.type === pending.kind) {
      const ms = performance.now() - pending.at;
      (phase === "ramp" ? ramp.latencies : steady.latencies).push(ms);
      pending = null;
      maybeAct();
    }
  });
  room.onMessage("error", (e: { code: string; message: string }) => {
    // A turn that timed out under load is refused as expired: count it apart from failures.
    if (e.code === "deal/turn_expired" || e.code === "deal/not_your_turn") refusals += 1;
    else noteError(`${e.code}: ${e.message}`);
    pending = null;
  });
  room.onMessage("*", () => undefined);
  room.onStateChange(() => maybeAct());
  function maybeAct(): void {
    const s = room.state as unknown as TableView;
    if (timer || pending || Date.now() > stopAt() || s.phase !== "play" || s.turnSeat !== seatOf()) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        const now = room.state as unknown as TableView;
        if (now.phase !== "play" || now.turnSeat !== seatOf()) return;
        actions += 1;
        if (now.drawnFrom === "" && Math.random() * 100 < DROP_PCT) {
          dropped += 1;
          pending = { at: performance.now(), kind: "dropped" };
          room.send("drop", {});
        } else if (now.drawnFrom === "") {
          pending = { at: performance.now(), kind: "drew" };
          room.send("draw", { from: "closed" });
        } else {
          const hand = [...(now.seats.get(String(seatOf()))?.hand ?? [])].map((c) => c.code);
          pending = { at: performance.now(), kind: "discarded" };
          room.send("discard", { card: hand[hand.length - 1] });
        }
      },
      2000 + Math.random() * 3000,
    );
  }
}

async function main(): Promise<void> {
  const database = await createTestDatabase("load_tables");
  const handle = createDb({ databaseUrl: database.url, maxConnections: 8 });
  await runMigrations(handle);
  await seedSettings(handle.db);
  const platform: PlatformContext = { config: loadConfig({ NODE_ENV: "test", DATABASE_URL: database.url, LOG_LEVEL: "silent" }), dbHandle: handle, db: handle.db, version: "load" };
  await buildApp({ platform });
  const server = await startServerProcess({
    DATABASE_URL: database.url ?? "",
    SEED_DEMO_DATA: "false",
    LOG_LEVEL: "error",
    RATE_LIMIT_PER_MINUTE: "1000000",
    ...(TIMINGS ? { ROOM_TIMINGS: "1" } : {}),
  });
  const pid = server.child.pid ?? 0;
  if (TIMINGS) {
    server.child.stdout?.on("data", (d: Buffer) => {
      for (const line of d.toString().split("\n")) if (line.startsWith("ROOM_TIMINGS")) console.log(`  server ${line.slice(13)}`);
    });
  }
  console.log(`server pid ${pid} at ${server.url}; making ${PLAYERS} players; load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  const players = await makePlayers(platform, server.url, PLAYERS);
  let steadyUntil = Number.POSITIVE_INFINITY;
  const options = { startDelayMs: 2000, nextDealMs: 3000, botWaitMs: 600_000 };
  const rooms: Room[] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let cpuBefore = cpuTicks(pid);
  let tBefore = Date.now();
  let lastCount = 0;
  const report = setInterval(() => {
    const bucket = phase === "ramp" ? ramp.latencies : steady.latencies;
    const window = bucket.slice(lastCount);
    lastCount = bucket.length;
    const cpu = cpuTicks(pid);
    const pct = ((cpu - cpuBefore) / 100 / ((Date.now() - tBefore) / 1000)) * 100;
    cpuBefore = cpu;
    tBefore = Date.now();
    console.log(
      `${phase} | players ${connected} | actions ${actions} | last 10 s p50 ${percentile(window, 50).toFixed(1)} ms p99 ${percentile(window, 99).toFixed(1)} ms (n ${window.length}) | errors ${errors} | server CPU ${pct.toFixed(0)}% RSS ${rssMb(pid).toFixed(0)} MB | bots' event loop p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms | load ${loadavg()[0]?.toFixed(1)}`,
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
          const res = await p.api.post<{ iTableId: string }>("/rummy/table/join", { eRummyType: "point", eGameType: "practice", nMaxPlayer: 6, nTablePoint: 0.05, oRoomOptions: options });
          if (res.status !== 200) throw new Error(res.body.message);
          const client = new Client(server.url.replace(/^http/, "ws"));
          client.auth.token = p.token;
          const room = await client.joinById(res.body.data.iTableId);
          ramp.joins.push(performance.now() - at);
          connected += 1;
          room.onLeave(() => (connected -= 1));
          rooms.push(room);
          play(p, room, () => steadyUntil);
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
  await Promise.all(rooms.map((room) => Promise.race([room.leave(true).catch(() => undefined), new Promise((r) => setTimeout(r, 2000))])));
  await server.stop();
  await handle.close();
  await database.drop();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
