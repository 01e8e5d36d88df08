/**
 * `npm run load:tournament`: a knock-out of LOAD_PLAYERS (default 1,000) headless colyseus.js
 * players at human pace, against the platform started as its own process on a fresh database.
 *
 * Two phases in one run, the same players and the same bot (`table-bot.ts`: one action 2 to 5 s
 * after its turn comes, send -> the `events` broadcast carrying it timed):
 * - baseline: every player joins an ordinary practice points table at the same instant (REST join
 *   + WebSocket) and plays LOAD_BASELINE_SECONDS; then they all leave;
 * - tournament: a free knock-out at six-seat tables, one deal a round, the winner of each table
 *   goes on (200 players: 34 tables, 6, the final), LOAD_BREAK_MS between rounds. The players
 *   register over HTTP and hold the realtime player channel (`player` room) as the web app does;
 *   whoever hears `resTakeTournamentSeat` joins that room and plays. Only as a fallback, every
 *   5 s, an entry naming a table its player never heard of is taken from the rows (counted and
 *   printed apart). Drops at LOAD_DROP_PCT percent of turn starts end the deals (a deals table
 *   ends when one player is left).
 *
 * Printed: seating time per round (from the instant the round is due, i.e. the start or the end
 * of the break, to each player's room joined; p99 and all seated; goal < 5 s; and apart, how much
 * of it the director's clock took to draw the round, as it ticks every second, and when the
 * take-seat notices arrived) beside the
 * baseline's (the same players joining practice tables at one instant), action p99 (goal
 * < 150 ms) beside the baseline's, errors (goal 0), the total duration, and the tournament's
 * end checked: places 1..N once, ledger clean.
 * Needs a PostgreSQL (TEST_DATABASE_URL, default the local one).
 */
import { checkLedger } from "@rummy/db/ledger/index";
import { createDb, runMigrations, schema, seedSettings } from "@rummy/db";
import { buildApp, loadConfig } from "@rummy/game-server";
import type { PlatformContext } from "@rummy/game-server/api/context";
import { Client, type Room } from "colyseus.js";
import { and, asc, eq } from "drizzle-orm";
import { loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { createTestDatabase } from "../support/database.ts";
import { startServerProcess } from "../support/server-process.ts";
import { makePlayers, type Player } from "../integration/rooms/support.ts";
import { createTournament, entries, tournamentState } from "../integration/tournaments/support.ts";
import { percentile } from "./process-meter.ts";
import { joinAndPlay, play, type BotHooks } from "./table-bot.ts";
import { buildPlatform } from "@rummy/game-server/platform/build";

const PLAYERS = Number(process.env["LOAD_PLAYERS"] ?? 1000);
const BASELINE_SECONDS = Number(process.env["LOAD_BASELINE_SECONDS"] ?? 60);
const DROP_PCT = Number(process.env["LOAD_DROP_PCT"] ?? 40);
const BREAK_MS = Number(process.env["LOAD_BREAK_MS"] ?? 10_000);
const SEATS = 6;

const ms = (n: number) => `${n.toFixed(0)} ms`;

interface Phase {
  latencies: number[];
  errors: string[];
  refusals: number;
}
function hooksOf(phase: Phase, stopAt: () => number): BotHooks {
  return {
    latency: (t) => phase.latencies.push(t),
    acted: () => undefined,
    refused: () => (phase.refusals += 1),
    error: (what) => phase.errors.push(what),
    stopAt,
  };
}

async function main(): Promise<void> {
  process.env["TEST_DATABASE_URL"] ??= "postgres://postgres@127.0.0.1:5432/postgres";
  const database = await createTestDatabase("load_tournament");
  const handle = createDb({ databaseUrl: database.url, maxConnections: 4 });
  await runMigrations(handle);
  await seedSettings(handle.db);
  const platform: PlatformContext = buildPlatform(loadConfig({ NODE_ENV: "test", DATABASE_URL: database.url, LOG_LEVEL: "silent" }), handle, { version: "load" });
  await buildApp({ platform });
  // Human timers (30 s a turn); round tables start when every seat is in, or after 30 s.
  const server = await startServerProcess({
    DATABASE_URL: database.url ?? "",
    SEED_DEMO_DATA: "false",
    LOG_LEVEL: "error",
    RATE_LIMIT_PER_MINUTE: "1000000",
    ALLOW_TEST_TABLE_OPTIONS: "all",
    TABLE_OPTIONS: JSON.stringify({ turnSeconds: 30, timeBankSeconds: 0, meldSeconds: 20, startDelayMs: 2000, nextDealMs: 3000, seatWaitMs: 30_000 }),
  });
  const serverErrors: string[] = [];
  server.child.stderr?.on("data", (d: Buffer) => {
    for (const line of d.toString().split("\n")) if (line.trim()) serverErrors.push(line.slice(0, 300));
  });
  console.log(`server at ${server.url}; making ${PLAYERS} players; load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  const players = await makePlayers(platform, server.url, PLAYERS);

  // Baseline: the same players at ordinary practice tables, all joining at one instant.
  const base: Phase = { latencies: [], errors: [], refusals: 0 };
  let baseStop = Number.POSITIVE_INFINITY;
  const baseFrom = performance.now();
  const baseSeat: number[] = [];
  const baseRooms: Room[] = [];
  await Promise.all(
    players.map(async (p) => {
      try {
        baseRooms.push(await joinAndPlay(p, server.url, 5, hooksOf(base, () => baseStop)));
        baseSeat.push(performance.now() - baseFrom);
      } catch (error) {
        base.errors.push(`join: ${String(error)}`);
      }
    }),
  );
  baseStop = Date.now() + BASELINE_SECONDS * 1000;
  await new Promise((r) => setTimeout(r, BASELINE_SECONDS * 1000 + 6000));
  await Promise.all(baseRooms.map((room) => Promise.race([room.leave(true).catch(() => undefined), new Promise((r) => setTimeout(r, 2000))])));
  const baseServerErrors = serverErrors.length;
  console.log(`baseline done: ${baseRooms.length} seated, ${base.latencies.length} actions, errors ${base.errors.length}, server stderr ${baseServerErrors}`);

  // The tournament: free entry, six seats, one deal a round, the table's winner goes on.
  const rounds = Math.max(1, Math.ceil(Math.log(PLAYERS) / Math.log(SEATS)));
  const id = await createTournament(handle.db, { entryKind: "free", maxPlayers: PLAYERS, seatsPerTable: SEATS, strategicTimeMs: BREAK_MS });
  await handle.db.delete(schema.tournamentRounds).where(eq(schema.tournamentRounds.tournamentId, id));
  await handle.db.insert(schema.tournamentRounds).values(Array.from({ length: rounds }, (_, i) => ({ tournamentId: id, roundNo: i + 1, variantId: "deals", dealsPerRound: 1, qualifiersPerTable: 1 })));
  const registerFrom = performance.now();
  for (let i = 0; i < players.length; i += 50) {
    await Promise.all(
      players.slice(i, i + 50).map(async (p) => {
        const res = await p.api.post("/tournament/join", { iTournamentId: id });
        if (res.status !== 200) throw new Error(`join ${res.status}: ${JSON.stringify(res.body)}`);
      }),
    );
  }
  console.log(`registered ${PLAYERS} in ${ms(performance.now() - registerFrom)}`);

  const tour: Phase = { latencies: [], errors: [], refusals: 0 };
  const seatedAt = new Map<string, number>(); // `${tableId}:${userId}` -> epoch ms the room was joined
  const toldAt = new Map<string, number>(); // `${tableId}:${userId}` -> epoch ms resTakeTournamentSeat arrived
  const rooms: Room[] = [];
  const asked = new Set<string>();
  let foundByPoll = 0;
  const takeSeat = (player: Player, tableId: string) => {
    const key = `${tableId}:${player.userId}`;
    if (asked.has(key)) return;
    asked.add(key);
    void (async () => {
      try {
        const client = new Client(server.url.replace(/^http/, "ws"));
        client.auth.token = player.token;
        const room = await client.joinById(tableId);
        seatedAt.set(key, Date.now());
        rooms.push(room);
        play(player, room, DROP_PCT, hooksOf(tour, () => Number.POSITIVE_INFINITY));
      } catch (error) {
        tour.errors.push(`seat at ${tableId}: ${String(error)}`);
      }
    })();
  };
  // Every player holds the realtime player channel, as the web app does while logged in, and
  // takes the seat it is told of (resTakeTournamentSeat).
  const channelFrom = performance.now();
  const channels: Room[] = [];
  for (let i = 0; i < players.length; i += 100) {
    await Promise.all(
      players.slice(i, i + 100).map(async (p) => {
        const client = new Client(server.url.replace(/^http/, "ws"));
        client.auth.token = p.token;
        const channel = await client.joinOrCreate("player");
        channel.onMessage("*", (_type, message) => {
          const event = message as { type?: string; iTableId?: string; iTournamentId?: string };
          if (event.type !== "resTakeTournamentSeat" || event.iTournamentId !== id || !event.iTableId) return;
          toldAt.set(`${event.iTableId}:${p.userId}`, Date.now());
          takeSeat(p, event.iTableId);
        });
        channels.push(channel);
      }),
    );
  }
  console.log(`${channels.length} players on the player channel in ${ms(performance.now() - channelFrom)}`);

  // The runner's own lag (1,000 bots in one process): a late message here reads as a late seat.
  const runnerLag = monitorEventLoopDelay({ resolution: 20 });
  runnerLag.enable();
  const started = Date.now();
  await handle.db.update(schema.tournaments).set({ registrationClosesAt: new Date(started), startsAt: new Date(started) }).where(eq(schema.tournaments.id, id));
  let lastLog = 0;
  let lastPoll = Date.now();
  const byUser = new Map(players.map((p) => [p.userId, p]));
  for (;;) {
    // Fallback only (a notice is best effort): every 5 s, an entry naming a table its player never
    // heard of is taken from the rows, and counted apart; it shows as a slow seat in the figures.
    if (Date.now() - lastPoll > 5000) {
      lastPoll = Date.now();
      for (const e of await entries(handle.db, id)) {
        if (!e.tableId || !["seated", "playing"].includes(e.state) || asked.has(`${e.tableId}:${e.userId}`)) continue;
        // Seated less than 5 s ago: its notice may still be on its way.
        if (e.updatedAt.getTime() > Date.now() - 5000) continue;
        foundByPoll += 1;
        takeSeat(byUser.get(e.userId) as Player, e.tableId);
      }
    }
    if ((await tournamentState(handle.db, id)) === "finished") break;
    if (Date.now() - lastLog > 15_000) {
      lastLog = Date.now();
      const counts = new Map<string, number>();
      for (const e of await entries(handle.db, id)) counts.set(e.state, (counts.get(e.state) ?? 0) + 1);
      console.log(`t+${((Date.now() - started) / 1000).toFixed(0)} s | ${[...counts].map(([k, v]) => `${k} ${v}`).join(", ")} | actions ${tour.latencies.length} | errors ${tour.errors.length} | load ${loadavg()[0]?.toFixed(1)}`);
    }
    if (Date.now() - started > 3_600_000) throw new Error("the tournament did not finish within an hour");
    await new Promise((r) => setTimeout(r, 250));
  }
  const totalMs = Date.now() - started;

  // Seating per round: from the instant it was due (the start, or its break's end) to each join.
  const [tournament] = await handle.db.select().from(schema.tournaments).where(eq(schema.tournaments.id, id));
  const runs = await handle.db.select().from(schema.tournamentRoundRuns).where(eq(schema.tournamentRoundRuns.tournamentId, id)).orderBy(asc(schema.tournamentRoundRuns.roundNo));
  console.log(`\nRESULT ${PLAYERS}-player knock-out (six seats, 1 deal a round, K = 1, break ${BREAK_MS / 1000} s), load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  console.log(`baseline seating: ${baseSeat.length} players joining practice tables at one instant: p99 ${ms(percentile(baseSeat, 99))}, all seated ${ms(percentile(baseSeat, 100))}`);
  for (const run of runs) {
    const due = run.roundNo === 1 ? (tournament?.startsAt?.getTime() ?? started) : (runs.find((r) => r.roundNo === run.roundNo - 1)?.breakUntil?.getTime() ?? 0);
    const tables = await handle.db.select().from(schema.tournamentRoundTables).where(and(eq(schema.tournamentRoundTables.tournamentId, id), eq(schema.tournamentRoundTables.roundNo, run.roundNo)));
    const seats = tables.flatMap((x) => (x.players as string[]).map((u) => `${x.tableId}:${u}`));
    const joins = seats.map((k) => seatedAt.get(k)).filter((x): x is number => x !== undefined);
    const told = seats.map((k) => toldAt.get(k)).filter((x): x is number => x !== undefined);
    // A table's room is open when its players are told (the director tells them right after opening it).
    const opened = tables.map((x) => Math.min(...(x.players as string[]).map((u) => toldAt.get(`${x.tableId}:${u}`) ?? Number.POSITIVE_INFINITY))).filter(Number.isFinite);
    const times = joins.map((t) => t - due);
    const sinceDraw = joins.map((t) => t - run.createdAt.getTime());
    console.log(
      `round ${run.roundNo}: ${seats.length} players at ${tables.length} tables; from due: seated p99 ${ms(percentile(times, 99))}, all seated ${ms(percentile(times, 100))} (${times.length}/${seats.length} joined); ` +
        `of which the director's tick: drawn ${ms(run.createdAt.getTime() - due)} after due; told (resTakeTournamentSeat) p99 ${ms(percentile(told.map((t) => t - due), 99))} (${told.length} heard); from the draw: rooms open p50 ${ms(percentile(opened.map((t) => t - run.createdAt.getTime()), 50))}, last ${ms(percentile(opened.map((t) => t - run.createdAt.getTime()), 100))} (${opened.length} rooms), seated p99 ${ms(percentile(sinceDraw, 99))}`,
    );
  }
  console.log(`action-to-broadcast p50/p99: tournament ${percentile(tour.latencies, 50).toFixed(1)}/${percentile(tour.latencies, 99).toFixed(1)} ms (n ${tour.latencies.length}); baseline ${percentile(base.latencies, 50).toFixed(1)}/${percentile(base.latencies, 99).toFixed(1)} ms (n ${base.latencies.length})`);
  console.log(`the load runner's event-loop delay during the tournament (its lateness is in every figure above): p50 ${(runnerLag.percentile(50) / 1e6).toFixed(0)} ms, p99 ${(runnerLag.percentile(99) / 1e6).toFixed(0)} ms, max ${(runnerLag.max / 1e6).toFixed(0)} ms`);
  console.log(`seats found by the fallback poll of the entries (a take-seat notice not heard within 5 s): ${foundByPoll}`);
  console.log(`errors: tournament ${tour.errors.length} (expired turns ${tour.refusals}), baseline ${base.errors.length} (expired turns ${base.refusals}); server stderr lines ${serverErrors.length - baseServerErrors} during the tournament, ${baseServerErrors} during the baseline`);
  for (const e of [...base.errors, ...tour.errors].slice(0, 5)) console.log(`  error: ${e}`);
  for (const e of serverErrors.slice(0, 5)) console.log(`  server stderr: ${e}`);
  const placed = (await entries(handle.db, id)).map((e) => e.finalPosition ?? 0).sort((a, b) => a - b);
  const placesOk = placed.every((p, i) => p === i + 1) && placed.length === PLAYERS;
  const ledger = await checkLedger(handle.db);
  console.log(`total: tournament ${(totalMs / 1000).toFixed(0)} s for ${runs.length} rounds (baseline phase ${BASELINE_SECONDS} s of play); places 1..${PLAYERS} once: ${placesOk}; ledger problems: ${ledger.length}`);

  await Promise.all([...rooms, ...channels].map((room) => Promise.race([room.leave(true).catch(() => undefined), new Promise((r) => setTimeout(r, 1000))])));
  await server.stop();
  await handle.close();
  await database.drop();
  process.exit(placesOk && ledger.length === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
