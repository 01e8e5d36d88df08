/**
 * What both table load runners share: the server under load (its own process and database on
 * loopback), the players (made in the database with a session token each, as the room suites
 * make them), and one bot: it joins a practice points table through the REST lobby call and its
 * WebSocket, then plays at human pace, one action 2 to 5 s after its turn comes (a drop at
 * `dropPct` percent of turn starts so deals end and settle; otherwise draw from the closed deck
 * and discard the newest card). It measures send -> the `events` message carrying its own draw,
 * discard or drop.
 */
import { createDb, runMigrations, seedSettings, type DbHandle } from "@rummy/db";
import { buildApp, loadConfig } from "@rummy/game-server";
import type { PlatformContext } from "@rummy/game-server/api/context";
import { Client, type Room } from "colyseus.js";
import { createTestDatabase, type TestDatabase } from "../support/database.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { makePlayers, type Player } from "../integration/rooms/support.ts";
import { buildPlatform } from "@rummy/game-server/platform/build";

export type { Player };

/** Practice points tables of 6 seats, quick deal starts, and no bots of the server's own. */
const TABLE = { eRummyType: "point", eGameType: "practice", nMaxPlayer: 6, nTablePoint: 0.05 } as const;
const ROOM_OPTIONS = { startDelayMs: 2000, nextDealMs: 3000, botWaitMs: 600_000 };

export interface LoadServer {
  readonly server: ServerProcess;
  players(n: number): Promise<Player[]>;
  stop(): Promise<void>;
}

/** A fresh database, migrated and seeded, and the platform started on it as its own process. */
export async function startLoadServer(env: Record<string, string> = {}): Promise<LoadServer> {
  process.env["TEST_DATABASE_URL"] ??= "postgres://postgres@127.0.0.1:5432/postgres";
  const database: TestDatabase = await createTestDatabase("load_tables");
  const handle: DbHandle = createDb({ databaseUrl: database.url, maxConnections: 8 });
  await runMigrations(handle);
  await seedSettings(handle.db);
  const platform: PlatformContext = buildPlatform(loadConfig({ NODE_ENV: "test", DATABASE_URL: database.url, LOG_LEVEL: "silent" }), handle, { version: "load" });
  // Registers the session-token signer, the same development secret as the server process uses.
  await buildApp({ platform });
  const server = await startServerProcess({ DATABASE_URL: database.url ?? "", SEED_DEMO_DATA: "false", LOG_LEVEL: "error", RATE_LIMIT_PER_MINUTE: "1000000", ALLOW_TEST_TABLE_OPTIONS: "practice", ...env });
  return {
    server,
    players: (n) => makePlayers(platform, server.url, n),
    async stop() {
      await server.stop();
      await handle.close();
      await database.drop();
    },
  };
}

/** What a bot reports back; the runner decides where each figure goes. */
export interface BotHooks {
  /** Milliseconds from sending an action to the broadcast that carries it. */
  latency(ms: number): void;
  acted(kind: "drew" | "discarded" | "dropped"): void;
  /** A turn that ran out under load is refused as expired: counted apart from failures. */
  refused(): void;
  error(what: string): void;
  /** No more actions after this instant (epoch ms). */
  stopAt(): number;
  /** The join's two halves: the REST join (seat taken, room ready) and the WebSocket join after it. */
  joinSplit?(restMs: number, roomMs: number): void;
  /** The server refused a join as overloaded (503 with Retry-After): the bot waits and tries again, as the lobby tells a player to. */
  overloaded?(): void;
  /** A matchmaking request hung up before any answer and was sent again (see `joinById`). */
  hungUp?(): void;
}

/**
 * colyseus.js' matchmaking request, sent again once if it fails before any answer ("socket hang
 * up"): Node keeps the connection to the proxy alive between requests, and a request written just
 * as the proxy closes that idle connection dies unanswered (a bot whose event loop is late has not
 * seen the close yet). A browser sends such a request again on a new connection; so does the bot.
 */
export async function joinById(client: Client, tableId: string, hooks: Pick<BotHooks, "hungUp">): Promise<Room> {
  try {
    return await client.joinById(tableId);
  } catch (error) {
    const e = error as { code?: number; message?: string };
    if (e.code !== undefined || e.message !== "socket hang up") throw error;
    hooks.hungUp?.();
    return client.joinById(tableId);
  }
}

/** How long a bot keeps trying a join the server refuses as overloaded (LOAD_JOIN_PATIENCE_MS); then the refusal counts as an error. */
const JOIN_PATIENCE_MS = Number(process.env["LOAD_JOIN_PATIENCE_MS"] ?? 120_000);

/** The REST join; an overloaded server's refusal is tried again after its Retry-After, for JOIN_PATIENCE_MS and until `stopAt`. */
async function restJoin(player: Player, hooks: BotHooks) {
  const giveUpAt = Math.min(Date.now() + JOIN_PATIENCE_MS, hooks.stopAt());
  for (;;) {
    const res = await player.api.post<{ iTableId: string }>("/rummy/table/join", { ...TABLE, oRoomOptions: ROOM_OPTIONS });
    const retryAfter = Number(res.headers.get("retry-after"));
    if (res.status !== 503 || !(retryAfter > 0) || Date.now() + retryAfter * 1000 > giveUpAt) return res;
    hooks.overloaded?.();
    await new Promise((r) => setTimeout(r, retryAfter * 1000));
  }
}

/** Joins a practice table (REST, then the WebSocket) and starts playing; returns the room. `gone`: see `play`. */
export async function joinAndPlay(player: Player, serverUrl: string, dropPct: number, hooks: BotHooks, gone?: () => boolean): Promise<Room> {
  const startedAt = performance.now();
  const res = await restJoin(player, hooks);
  if (res.status !== 200) throw new Error(res.body.message);
  const seatedAt = performance.now();
  const client = new Client(serverUrl.replace(/^http/, "ws"));
  client.auth.token = player.token;
  const room = await joinById(client, res.body.data.iTableId, hooks);
  hooks.joinSplit?.(seatedAt - startedAt, performance.now() - seatedAt);
  play(player, room, dropPct, hooks, gone);
  return room;
}

interface TableView {
  phase: string;
  turnSeat: number;
  drawnFrom: string;
  seats: Map<string, { name: string; seat: number; hand?: { code: number }[] }>;
}

/**
 * Plays at `room` as `player` until `hooks.stopAt()` (also after a rejoin: a cluster run hands the
 * new room to it), or once `gone()` says the player has asked to leave the table (an action
 * already waiting for its moment would otherwise reach the room after the leave).
 */
export function play(player: Player, room: Room, dropPct: number, hooks: BotHooks, gone: () => boolean = () => false): void {
  let pending: { at: number; kind: string } | null = null;
  let timer: NodeJS.Timeout | undefined;
  const state = () => room.state as unknown as TableView;
  const seatOf = (): number | undefined => {
    for (const seat of state().seats?.values() ?? []) if (seat.name === player.userName) return seat.seat;
    return undefined;
  };
  const myTurn = () => state().phase === "play" && state().turnSeat === seatOf();
  room.onMessage("events", (m: { events: { type: string; seat?: number }[] }) => {
    if (!pending) return;
    const mine = m.events.find((e) => (e.type === "drew" || e.type === "discarded" || e.type === "dropped") && e.seat === seatOf());
    if (mine && mine.type === pending.kind) {
      hooks.latency(performance.now() - pending.at);
      pending = null;
      maybeAct();
    }
  });
  room.onMessage("error", (e: { code: string; message: string }) => {
    if (e.code === "deal/turn_expired" || e.code === "deal/not_your_turn") hooks.refused();
    else hooks.error(`${e.code}: ${e.message}`);
    pending = null;
  });
  room.onMessage("*", () => undefined);
  room.onStateChange(() => maybeAct());

  function maybeAct(): void {
    if (timer || pending || Date.now() > hooks.stopAt() || gone() || !myTurn()) return;
    timer = setTimeout(act, 2000 + Math.random() * 3000);
  }

  function act(): void {
    timer = undefined;
    if (gone() || !myTurn()) return;
    const kind = state().drawnFrom !== "" ? "discarded" : Math.random() * 100 < dropPct ? "dropped" : "drew";
    hooks.acted(kind);
    pending = { at: performance.now(), kind };
    if (kind === "dropped") room.send("drop", {});
    else if (kind === "drew") room.send("draw", { from: "closed" });
    else {
      const hand = [...(state().seats.get(String(seatOf()))?.hand ?? [])].map((c) => c.code);
      room.send("discard", { card: hand[hand.length - 1] });
    }
  }
}
