/**
 * `npm run load:tables`: headless colyseus.js players on real practice points tables (6 seats),
 * at human pace (one action every 2 to 5 s), against the server started as its own process on
 * loopback. Prints concurrent players, action-to-broadcast p50/p99 (send -> the `events` message
 * carrying the player's own draw or discard), errors, and the server's CPU and memory.
 * Bounded: LOAD_PLAYERS (default 2000), LOAD_SECONDS of play (default 120), LOAD_RAMP_PER_S joins
 * per second (default 100). Needs a PostgreSQL (TEST_DATABASE_URL, default the local one).
 * (@colyseus/loadtest's TUI needs a TTY; this runner does not.)
 */
import { readFileSync } from "node:fs";
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
process.env["TEST_DATABASE_URL"] ??= "postgres://postgres@127.0.0.1:5432/postgres";

const latencies: number[] = [];
let errors = 0;
let actions = 0;
let connected = 0;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
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

interface TableView {
  phase: string;
  turnSeat: number;
  drawnFrom: string;
  seats: Map<string, { name: string; seat: number; hand?: { code: number }[] }>;
}

/** One bot player: acts on its turn after 2-5 s, measures send -> own event. */
function play(player: Player, room: Room, stopAt: number): void {
  let pending: { at: number; kind: string } | null = null;
  let timer: NodeJS.Timeout | undefined;
  room.onMessage("events", (m: { events: { type: string; seat?: number }[] }) => {
    if (!pending) return;
    const mine = m.events.find((e) => (e.type === "drew" || e.type === "discarded" || e.type === "dropped") && e.seat === seatOf());
    if (mine && mine.type.startsWith(pending.kind)) {
      latencies.push(performance.now() - pending.at);
      pending = null;
      maybeAct();
    }
  });
  room.onMessage("error", () => {
    errors += 1;
    pending = null;
  });
  room.onMessage("*", () => undefined);
  const seatOf = (): number | undefined => {
    const s = room.state as unknown as TableView;
    for (const seat of s.seats?.values() ?? []) if (seat.name === player.userName) return seat.seat;
    return undefined;
  };
  room.onStateChange(() => maybeAct());
  function maybeAct(): void {
    const s = room.state as unknown as TableView;
    if (timer || pending || Date.now() > stopAt || s.phase !== "play" || s.turnSeat !== seatOf()) return;
    timer = setTimeout(() => {
      timer = undefined;
      const now = room.state as unknown as TableView;
      if (now.phase !== "play" || now.turnSeat !== seatOf()) return;
      actions += 1;
      if (now.drawnFrom === "") {
        pending = { at: performance.now(), kind: "drew" };
        room.send("draw", { from: "closed" });
      } else {
        const hand = [...(now.seats.get(String(seatOf()))?.hand ?? [])].map((c) => c.code);
        pending = { at: performance.now(), kind: "discarded" };
        room.send("discard", { card: hand[hand.length - 1] });
      }
    }, 2000 + Math.random() * 3000);
  }
}

async function main(): Promise<void> {
  const database = await createTestDatabase("load_tables");
  const handle = createDb({ databaseUrl: database.url, maxConnections: 8 });
  await runMigrations(handle);
  await seedSettings(handle.db);
  const platform: PlatformContext = { config: loadConfig({ NODE_ENV: "test", DATABASE_URL: database.url, LOG_LEVEL: "silent" }), dbHandle: handle, db: handle.db, version: "load" };
  await buildApp({ platform });
  const server = await startServerProcess({ DATABASE_URL: database.url ?? "", SEED_DEMO_DATA: "false", LOG_LEVEL: "error", RATE_LIMIT_PER_MINUTE: "1000000" });
  const pid = server.child.pid ?? 0;
  console.log(`server pid ${pid} at ${server.url}; making ${PLAYERS} players`);
  const players = await makePlayers(platform, server.url, PLAYERS);
  const stopAt = Date.now() + SECONDS * 1000 + PLAYERS / RAMP * 1000;
  const options = { startDelayMs: 2000, nextDealMs: 3000, botWaitMs: 600_000 };
  const rooms: Room[] = [];
  let cpuBefore = cpuTicks(pid);
  let tBefore = Date.now();
  const report = setInterval(() => {
    const sorted = [...latencies].sort((a, b) => a - b);
    const cpu = cpuTicks(pid);
    const pct = ((cpu - cpuBefore) / 100 / ((Date.now() - tBefore) / 1000)) * 100;
    cpuBefore = cpu;
    tBefore = Date.now();
    console.log(
      `players ${connected} | actions ${actions} | p50 ${percentile(sorted, 50).toFixed(1)} ms p99 ${percentile(sorted, 99).toFixed(1)} ms | errors ${errors} | server CPU ${pct.toFixed(0)}% RSS ${rssMb(pid).toFixed(0)} MB`,
    );
  }, 10_000);
  for (let i = 0; i < players.length; i += RAMP) {
    const batch = players.slice(i, i + RAMP);
    await Promise.all(
      batch.map(async (p) => {
        try {
          const res = await p.api.post<{ iTableId: string }>("/rummy/table/join", { eRummyType: "point", eGameType: "practice", nMaxPlayer: 6, nTablePoint: 0.05, oRoomOptions: options });
          if (res.status !== 200) throw new Error(res.body.message);
          const client = new Client(server.url.replace(/^http/, "ws"));
          client.auth.token = p.token;
          const room = await client.joinById(res.body.data.iTableId);
          connected += 1;
          room.onLeave(() => (connected -= 1));
          rooms.push(room);
          play(p, room, stopAt);
        } catch (error) {
          errors += 1;
          if (errors < 5) console.error("join failed:", error);
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 1000));
  }
  while (Date.now() < stopAt) await new Promise((r) => setTimeout(r, 1000));
  clearInterval(report);
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `\nRESULT players ${connected}/${PLAYERS}, actions ${actions}, action-to-broadcast p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, errors ${errors}, server RSS ${rssMb(pid).toFixed(0)} MB`,
  );
  for (const room of rooms) await room.leave(true).catch(() => undefined);
  await server.stop();
  await handle.close();
  await database.drop();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
