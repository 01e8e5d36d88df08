/**
 * One bot process of `npm run load:cluster` (cluster.load.ts forks LOAD_WORKERS of them): it
 * plays the players the runner hands it (table-bot.ts), keeps each one seated through the proxy
 * when its socket closes without a final code (a drain's 4010, a lost process: it joins the same
 * table id again, as the web app does), and reports its figures to the runner over the IPC
 * channel. A process holds one socket per player, so 10,000 players spread over a few of them
 * stay under this machine's open-file limit.
 */
import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import { joinedNamesTable } from "@rummy/shared-rules/contract/lobby-shapes";
import { MISSING_BEFORE_SEAT_CHECK, rejoinPause } from "@rummy/shared-rules/contract/rejoin";
import { Client, ErrorCode, type Room } from "colyseus.js";
import { ApiClient } from "../support/accounts.ts";
import { joinAndPlay, joinById, play, type Player } from "./table-bot.ts";

/** A player as the runner made it (its session token), without the HTTP client it builds here. */
export interface PlayerSpec {
  readonly userId: string;
  readonly userName: string;
  readonly token: string;
}

export type Phase = "ramp" | "steady" | "rolling";

/** What the runner sends. */
export type ToBots =
  /** `spreadMs`: each join step's players start spread evenly over this long (0: all at once). */
  | { readonly kind: "start"; readonly url: string; readonly dropPct: number; readonly spreadMs: number }
  | { readonly kind: "join"; readonly players: readonly PlayerSpec[] }
  /**
   * Players who arrive in the steady phase: `perS` a second (fractions carry over) join a table
   * while as many seated players leave theirs (see `churn`). A player who has left and been stood
   * up arrives again later.
   */
  | { readonly kind: "arrivals"; readonly players: readonly PlayerSpec[]; readonly perS: number }
  /** `stopAt`: no more actions after this instant (epoch ms); null: play on. */
  | { readonly kind: "phase"; readonly phase: Phase; readonly stopAt: number | null }
  | { readonly kind: "finish" };

/** What a bot process sends: its counters every second, each join batch's end, and its latencies at the end. */
export type FromBots =
  | { readonly kind: "status"; readonly connected: number; readonly actions: number; readonly errors: number; readonly rejoining: number; readonly seatsLost: number; readonly tableClosed: number; readonly closedAway: number; readonly gaveUp: number; readonly overloaded: number; readonly seated: number; readonly arrived: number; readonly leaving: number; readonly hungUp: number }
  | { readonly kind: "joined" }
  /** One of the first errors, as it happens: a stalled run can be read while it runs. */
  | { readonly kind: "error"; readonly what: string }
  | {
      readonly kind: "final";
      readonly joinMs: readonly number[];
      /** Joins of the steady phase's arrivals (players at 10,000 seated joining, not the ramp's crowd). */
      readonly arrivalJoinMs: readonly number[];
      readonly restJoinMs: readonly number[];
      readonly actionMs: readonly number[];
      readonly reconnectMs: readonly number[];
      readonly errorSamples: readonly string[];
      /** This bot process's own stalls in the steady phase: its event-loop delay and GC pauses (ms). */
      readonly loop: { readonly p50: number; readonly p99: number; readonly max: number; readonly gcMs: number; readonly gcMaxMs: number; readonly majorGcs: number; readonly majorGcMaxMs: number };
    };

// The runner may be gone (it stopped on a failure): then there is nobody to tell, and no error.
const send = (message: FromBots) => (process.connected ? process.send?.(message) : undefined);
// A runner that died leaves no one to finish this process: it goes too, its players with it.
let finished = false;
process.on("disconnect", () => process.exit(finished ? 0 : 1));

/**
 * Whether the player still holds a seat at the table, as the web app asks once its rejoins keep
 * finding no room (seat-check.ts): a table that closed meanwhile never comes back. Null: no answer.
 */
async function seatStillHeld(p: Player, tableId: string): Promise<boolean | null> {
  const res = await p.api.get("/rummy/table/joined").catch(() => null);
  if (res?.status !== 200) return null;
  const named = joinedNamesTable(res.body, tableId);
  return typeof named === "boolean" ? named : null;
}

let url = "";
let dropPct = 0;
let spreadMs = 0;
let phase: Phase = "ramp";
let stopAt = Number.POSITIVE_INFINITY;
let closing = false;
const joinMs: number[] = [];
const arrivalJoinMs: number[] = [];
/** Players waiting to arrive in the steady phase, and the arrivals due (a fraction carries over). */
const arrivals: Player[] = [];
let arrivalsPerS = 0;
let arrivalsDue = 0;
/** Seated players who asked to leave: their seat stands up when their deal ends (4002), and they wait to arrive again. */
const leaving = new Set<Player>();
const restJoinMs: number[] = [];
const actionMs: number[] = [];
const reconnectMs: number[] = [];
const errorSamples: string[] = [];
const rooms = new Map<Player, Room>();
// A bot stalled by its own event loop or GC measures the stall as server latency: watched so a
// run can tell the two apart (measured in the steady phase only, as the action latencies are).
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
const gc = { ms: 0, maxMs: 0, majors: 0, majorMaxMs: 0 };
new PerformanceObserver((list) => {
  if (phase !== "steady") return;
  for (const e of list.getEntries()) {
    gc.ms += e.duration;
    gc.maxMs = Math.max(gc.maxMs, e.duration);
    // kind 4: a full mark-compact (NODE_PERFORMANCE_GC_MAJOR); 1 is a scavenge of the young generation.
    if ((e as unknown as { detail?: { kind?: number } }).detail?.kind === 4) {
      gc.majors += 1;
      gc.majorMaxMs = Math.max(gc.majorMaxMs, e.duration);
    }
  }
}).observe({ entryTypes: ["gc"] });
/**
 * `tableClosed`: the room closed the table with its players there (4000); `closedAway`: the table
 * closed while its player was away rejoining (found through the seat check), a match the player
 * missed the end of. `gaveUp`: players that stopped rejoining after 120 s (each also an error).
 */
const counts = { connected: 0, actions: 0, errors: 0, rejoining: 0, seatsLost: 0, tableClosed: 0, closedAway: 0, gaveUp: 0, overloaded: 0, arrived: 0, hungUp: 0 };

/** Errors printed so far in each phase: the first five of each, so a rolling restart's failures are seen even after a ramp's. */
const sampledIn = new Map<Phase, number>();

function noteError(what: string): void {
  counts.errors += 1;
  const sampled = sampledIn.get(phase) ?? 0;
  if (sampled < 5) {
    sampledIn.set(phase, sampled + 1);
    const sample = `${phase}: ${what}`;
    errorSamples.push(sample);
    send({ kind: "error", what: sample });
  }
}

const hooks = {
  latency: (ms: number) => {
    if (phase === "steady") actionMs.push(ms);
  },
  acted: () => (counts.actions += 1),
  refused: () => undefined,
  error: noteError,
  stopAt: () => stopAt,
  joinSplit: (restMs: number) => {
    if (phase === "ramp") restJoinMs.push(restMs);
  },
  overloaded: () => (counts.overloaded += 1),
  hungUp: () => (counts.hungUp += 1),
};

function keep(p: Player, tableId: string, room: Room): void {
  rooms.set(p, room);
  room.onLeave((code) => {
    counts.connected -= 1;
    if (closing || code === 4001) return;
    if (leaving.has(p) && (code === 4002 || code === 4000)) {
      // A player who left: stood up once the deal ended (or the table closed). They arrive again later.
      leaving.delete(p);
      rooms.delete(p);
      arrivals.push(p);
      return;
    }
    if (code === 4000) {
      // The room closed the table (finished, emptied or voided): nothing to come back to. Counted,
      // so that a run can tell these players from ones that never came back.
      counts.tableClosed += 1;
      return;
    }
    if (code === 4002) {
      // The server stood the seat up (PROTOCOL.md "Seat ownership"): nothing to come back to.
      counts.seatsLost += 1;
      return;
    }
    const lostAt = performance.now();
    let attempt = 0;
    let missing = 0;
    counts.rejoining += 1;
    void (async () => {
      while (!closing && performance.now() - lostAt < 120_000) {
        try {
          const client = new Client(url.replace(/^http/, "ws"));
          client.auth.token = p.token;
          const again = await joinById(client, tableId, hooks);
          reconnectMs.push(performance.now() - lostAt);
          counts.connected += 1;
          play(p, again, dropPct, hooks, () => leaving.has(p));
          keep(p, tableId, again);
          return;
        } catch (error) {
          const code = (error as { code?: number }).code;
          if (code === 403) {
            counts.seatsLost += 1;
            return;
          }
          // The table closed while this player was away (its match ended on the survivor before the
          // player was back): nothing to come back to, as the web app concludes.
          if (code === ErrorCode.MATCHMAKE_INVALID_ROOM_ID && ++missing >= MISSING_BEFORE_SEAT_CHECK && (await seatStillHeld(p, tableId)) === false) {
            counts.closedAway += 1;
            return;
          }
          // The web app's schedule (contract/rejoin.ts): a flat 250-500 ms had every bot of a drained
          // process knock on the survivors two to four times a second while they reopened its
          // tables, a herd no browser makes. Past its end, its last pause, up to 120 s.
          await new Promise((r) => setTimeout(r, rejoinPause(attempt++, Math.random)));
        }
      }
      if (closing) return;
      counts.gaveUp += 1;
      noteError(`reconnect: ${tableId} not back within 120 s`);
    })().finally(() => (counts.rejoining -= 1));
  });
}

async function join(specs: readonly PlayerSpec[]): Promise<void> {
  await Promise.all(
    specs.map(async (spec, i) => {
      // Players arrive through the step's second, not all in the same millisecond: a burst of a
      // whole step at once queued every join behind the others' database work, and the join
      // latency measured that self-made queue (LOAD_JOIN_SPREAD_MS=0 brings the burst back).
      if (spreadMs > 0) await new Promise((r) => setTimeout(r, (i * spreadMs) / specs.length));
      await seat(playerOf(spec), joinMs);
    }),
  );
  send({ kind: "joined" });
}

function playerOf(spec: PlayerSpec): Player {
  const api = new ApiClient(url);
  api.token = spec.token;
  return { ...spec, api };
}

/** Joins a table as `p` and keeps them seated; the join's time goes to `into`. */
async function seat(p: Player, into: number[]): Promise<void> {
  const at = performance.now();
  try {
    const room = await joinAndPlay(p, url, dropPct, hooks, () => leaving.has(p));
    into.push(performance.now() - at);
    counts.connected += 1;
    keep(p, room.roomId, room);
  } catch (error) {
    const e = error as { code?: number; message?: string };
    noteError(`join: ${e.code ?? ""} ${e.message ?? String(error)}`);
  }
}

/**
 * The steady phase's comings and goings, once a second: the arrivals due join a table (their join
 * measured apart from the ramp's), and as many seated players, picked at random, leave theirs
 * (the room's `leave`: out of the deal at once, stood up when it ends), so the number seated
 * holds. Players arriving one by one at a rate the servers can take, while every other player
 * plays: the join a player makes at 10,000 seated, where the ramp's 100 a second measures a crowd.
 */
function churn(): void {
  if (phase !== "steady" || closing || arrivalsPerS <= 0 || Date.now() > stopAt) return;
  arrivalsDue += arrivalsPerS;
  const seated = [...rooms.keys()].filter((p) => !leaving.has(p));
  for (; arrivalsDue >= 1 && arrivals.length > 0; arrivalsDue -= 1) {
    const p = arrivals.shift()!;
    counts.arrived += 1;
    void seat(p, arrivalJoinMs);
    const gone = seated.splice(Math.floor(Math.random() * seated.length), 1)[0];
    if (!gone) continue;
    leaving.add(gone);
    rooms.get(gone)?.send("leave", {});
  }
}

async function finish(): Promise<void> {
  closing = true;
  clearInterval(status);
  loopDelay.disable();
  const ms = (ns: number) => ns / 1e6;
  const loop = { p50: ms(loopDelay.percentile(50)), p99: ms(loopDelay.percentile(99)), max: ms(loopDelay.max), gcMs: gc.ms, gcMaxMs: gc.maxMs, majorGcs: gc.majors, majorGcMaxMs: gc.majorMaxMs };
  send({ kind: "final", joinMs, arrivalJoinMs, restJoinMs, actionMs, reconnectMs, errorSamples, loop });
  await Promise.all([...rooms.values()].map((room) => Promise.race([room.leave(true).catch(() => undefined), new Promise((r) => setTimeout(r, 2000))])));
  finished = true;
  process.disconnect();
}

const status = setInterval(() => {
  churn();
  send({ kind: "status", ...counts, seated: rooms.size, leaving: leaving.size });
}, 1000);

process.on("message", (message: ToBots) => {
  switch (message.kind) {
    case "start":
      ({ url, dropPct, spreadMs } = message);
      break;
    case "join":
      void join(message.players);
      break;
    case "arrivals":
      arrivals.push(...message.players.map(playerOf));
      arrivalsPerS = message.perS;
      break;
    case "phase":
      if (message.phase === "steady" && phase !== "steady") loopDelay.enable();
      if (message.phase !== "steady" && phase === "steady") loopDelay.disable();
      phase = message.phase;
      stopAt = message.stopAt ?? Number.POSITIVE_INFINITY;
      break;
    case "finish":
      void finish();
      break;
  }
});
