import { matchMaker, type Presence } from "@colyseus/core";
import { RedisPresence } from "@colyseus/redis-presence";
import { createDb, runMigrations, seedSettings, type DbHandle } from "@rummy/db";
import type { PlatformContext } from "@rummy/game-server/api/context";
import { loadConfig } from "@rummy/game-server";
import { openSession } from "@rummy/game-server/services/auth/sessions";
import type { PlayerEvent } from "@rummy/game-server/services/realtime/events";
import { MAX_SOCKETS_PER_PLAYER } from "@rummy/game-server/services/realtime/fan-out";
import { publishToPlayer } from "@rummy/game-server/services/realtime/publish";
import { Client, type Room } from "colyseus.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../../support/accounts.ts";
import { createTestDatabase, realPostgresOrSkip, type TestDatabase } from "../../support/database.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { flushRedisDb, socketHost } from "../../support/scale-out.ts";
import { startServerProcess, type ServerProcess } from "../../support/server-process.ts";
import { connect, depositRupees, drive, dropPolicy, join, leaveAll, makePlayers, resultsOf, view, waitFor, type Player } from "../rooms/support.ts";
import { buildPlatform } from "@rummy/game-server/platform/build";

/**
 * The realtime player channel (rooms/PROTOCOL.md "Player channel") with colyseus.js clients on
 * the real PostgreSQL: each player hears their own events and nobody else's, every tab of a
 * player hears them, bad and revoked tokens are refused, a revoked session's socket is closed,
 * wallet movements announce `balanceChanged`, and — scaled out over Redis — a publish in one
 * process reaches a socket held by another.
 */
interface Channel {
  readonly room: Room;
  readonly events: PlayerEvent[];
  /** The close code once the socket is closed. */
  left: number | undefined;
}

async function open(baseUrl: string, token: string): Promise<Channel> {
  const client = new Client(baseUrl.replace(/^http/, "ws"));
  client.auth.token = token;
  const room = await client.joinOrCreate("player");
  const channel: Channel = { room, events: [], left: undefined };
  room.onMessage("*", (_type, message) => channel.events.push(message as PlayerEvent));
  room.onLeave((code) => (channel.left = code));
  return channel;
}

function heard(channel: Channel, predicate: (e: PlayerEvent) => boolean): PlayerEvent | undefined {
  return channel.events.find(predicate);
}

const marker = (sMessage: string): PlayerEvent => ({ type: "resTournamentGoingToStart", iTournamentId: "t-1", sMessage });

describe.runIf(realPostgresOrSkip("player channel"))("player channel, one process", () => {
  let server: TestPlatform;
  let platform: PlatformContext;
  let presence: Presence;
  const opened: Channel[] = [];

  beforeAll(async () => {
    server = await bootTestPlatform("realtime", { ALLOW_TEST_TABLE_OPTIONS: "practice" });
    platform = server.running.platform;
    presence = matchMaker.presence;
  }, 120_000);
  afterAll(async () => {
    for (const c of opened) if (c.left === undefined) await c.room.leave().catch(() => undefined);
    await server?.close();
  });

  async function channel(token: string): Promise<Channel> {
    const c = await open(server.url, token);
    opened.push(c);
    return c;
  }

  it("delivers each player's events to every tab of that player and to no one else", async () => {
    const [alice, bob] = (await makePlayers(platform, server.url, 2)) as [Player, Player];
    const aliceTab1 = await channel(alice.token);
    const aliceTab2 = await channel(alice.token);
    const bobTab = await channel(bob.token);

    const seat: PlayerEvent = { type: "resTakeTournamentSeat", iTableId: "table-a", iTournamentId: "tour-a" };
    await publishToPlayer(presence, alice.userId, seat);
    await publishToPlayer(presence, alice.userId, { type: "tournamentEliminated", iTournamentId: "tour-a", nPosition: 7 });
    await publishToPlayer(presence, bob.userId, marker("bob only"));

    await waitFor("alice's tabs", () => [aliceTab1, aliceTab2].every((t) => t.events.length >= 2));
    await waitFor("bob's event", () => heard(bobTab, (e) => e.type === "resTournamentGoingToStart"));
    for (const tab of [aliceTab1, aliceTab2]) {
      expect(tab.events).toEqual([seat, { type: "tournamentEliminated", iTournamentId: "tour-a", nPosition: 7 }]);
    }
    // Alice's events were published before Bob's: had Bob's socket been given them, they would be here.
    expect(bobTab.events).toEqual([marker("bob only")]);
    await publishToPlayer(presence, alice.userId, marker("late"));
    await waitFor("alice's marker", () => heard(aliceTab1, (e) => e.type === "resTournamentGoingToStart"));
    expect(aliceTab1.events.some((e) => e.type === "resTournamentGoingToStart" && e.sMessage === "bob only")).toBe(false);
  });

  it("refuses a publish outside the closed event set", async () => {
    const [carol] = (await makePlayers(platform, server.url, 1)) as [Player];
    const bad = { type: "resTakeTournamentSeat", iTableId: "" } as unknown as PlayerEvent;
    await expect(publishToPlayer(presence, carol.userId, bad)).rejects.toThrow();
  });

  it("refuses a forged token and a revoked one, and closes a revoked session's socket only", async () => {
    const [dave] = (await makePlayers(platform, server.url, 1)) as [Player];
    // Code 401 is what the web channel reads as "do not retry" (web/src/shared/realtime/player-channel.ts).
    await expect(open(server.url, "not-a-token")).rejects.toMatchObject({ code: 401, message: "Authentication Error, Please try logging again" });
    await expect(open(server.url, dave.token.slice(0, -2) + (dave.token.endsWith("A") ? "BB" : "AA"))).rejects.toThrow(/Authentication Error/);

    // A second login of the same player stays connected when the first logs out.
    const other = await openSession(platform, dave.userId, { ip: "127.0.0.1", userAgent: "second tab" });
    const first = await channel(dave.token);
    const second = await channel(other);
    const out = await dave.api.get("/profile/logout");
    expect(out.status).toBe(200);
    await waitFor("the revoked socket closed", () => first.left !== undefined);
    expect(first.left).toBe(4401);
    expect(first.events).toEqual([{ type: "forcedLogout", reason: "logout" }]);

    await expect(open(server.url, dave.token)).rejects.toThrow(/Authentication Error/);
    await publishToPlayer(presence, dave.userId, marker("still here"));
    await waitFor("the other login's event", () => heard(second, (e) => e.type === "resTournamentGoingToStart"));
    expect(second.left).toBeUndefined();
    expect(second.events.some((e) => e.type === "forcedLogout")).toBe(false);
  });

  it("refuses a player's socket past the per-process limit, and takes one again once a tab closes", async () => {
    const [mia] = (await makePlayers(platform, server.url, 1)) as [Player];
    const tabs: Channel[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_PLAYER; i++) tabs.push(await channel(mia.token));
    await expect(open(server.url, mia.token)).rejects.toThrow(/Too many open connections/);
    await tabs[0]!.room.leave();
    const again = await channel(mia.token);
    await publishToPlayer(presence, mia.userId, marker("mia"));
    await waitFor("the new tab's event", () => again.events.length > 0);
    for (const t of tabs.slice(1)) await t.room.leave();
  });

  it("closes every socket of a player whose sessions all end (password change)", async () => {
    const [erin] = (await makePlayers(platform, server.url, 1)) as [Player];
    const tabs = [await channel(erin.token), await channel(erin.token)];
    const { revokeAllSessions } = await import("@rummy/game-server/services/auth/sessions");
    await revokeAllSessions(platform.db, erin.userId, "password_changed");
    await waitFor("both sockets closed", () => tabs.every((t) => t.left !== undefined));
    for (const t of tabs) expect(t.events).toEqual([{ type: "forcedLogout", reason: "password_changed" }]);
  });

  it("announces balanceChanged after a deposit is credited, to its owner only", async () => {
    const [frank, grace] = (await makePlayers(platform, server.url, 2)) as [Player, Player];
    const frankTab = await channel(frank.token);
    const graceTab = await channel(grace.token);
    await depositRupees(platform, frank.userId, 250);
    await waitFor("frank's balanceChanged", () => heard(frankTab, (e) => e.type === "balanceChanged"));
    await publishToPlayer(presence, grace.userId, marker("grace"));
    await waitFor("grace's marker", () => graceTab.events.length > 0);
    expect(graceTab.events).toEqual([marker("grace")]);
    // The balance the event announces is there to read.
    const profile = await frank.api.get<{ nDepositBalance?: number }>("/profile");
    expect(profile.status).toBe(200);
  });

  it("announces balanceChanged to both players when a practice deal is settled", async () => {
    const [kim, lee] = (await makePlayers(platform, server.url, 2)) as [Player, Player];
    const options = { turnSeconds: 30, timeBankSeconds: 0, meldSeconds: 10, startDelayMs: 300, nextDealMs: 60_000, botWaitMs: 600_000, seedHex: "5e7a".repeat(16) };
    const body = { eRummyType: "point", eGameType: "practice", nMaxPlayer: 2, nTablePoint: 0.05, oRoomOptions: options };
    const tableId = await join(kim, body);
    expect(await join(lee, body)).toBe(tableId);
    const table = [await connect(server.url, kim, tableId), await connect(server.url, lee, tableId)];
    await waitFor("the deal", () => table.every((t) => view(t).phase === "play"));
    // The channels open once the deal is under way (buy-ins held and posted): the only wallet
    // movement left for these players is the deal's settlement.
    const tabs = [await channel(kim.token), await channel(lee.token)];
    await drive(table, () => dropPolicy, () => table.every((t) => resultsOf(t, 1)), "the deal's end");
    await waitFor("both players' balanceChanged", () => tabs.every((t) => heard(t, (e) => e.type === "balanceChanged")));
    for (const t of tabs) expect(t.events.every((e) => e.type === "balanceChanged")).toBe(true);
    await leaveAll(table);
  }, 60_000);
});

/** Scaled out: its own Redis database (TEST_REALTIME_REDIS_URL, default db 12), flushed before and after. */
const REDIS_URL = process.env["TEST_REALTIME_REDIS_URL"] ?? "redis://127.0.0.1:6379/12";

describe.runIf(realPostgresOrSkip("player channel over Redis"))("player channel, two processes sharing a Redis", () => {
  let database: TestDatabase;
  let handle: DbHandle;
  let platform: PlatformContext;
  let publisher: RedisPresence;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    await flushRedisDb(REDIS_URL);
    database = await createTestDatabase("realtime_redis");
    handle = createDb({ databaseUrl: database.url, maxConnections: 4 });
    await runMigrations(handle);
    await seedSettings(handle.db);
    // Built like a server process's (same development secret, so its session tokens are theirs).
    platform = buildPlatform(loadConfig({ NODE_ENV: "test", DATABASE_URL: database.url, LOG_LEVEL: "silent" }), handle, { version: "test" });
    const env = { DATABASE_URL: database.url ?? "", REDIS_URL, SEED_DEMO_DATA: "false", RATE_LIMIT_PER_MINUTE: "100000" };
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
    publisher = new RedisPresence(REDIS_URL);
  }, 180_000);
  afterAll(async () => {
    publisher?.shutdown();
    for (const s of servers) await s.stop();
    await handle?.close();
    await database?.drop();
    await flushRedisDb(REDIS_URL).catch(() => undefined);
  });

  it("reaches a socket in one process from a publisher in another, and a logout through the other process closes it", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const [henry, ivy] = (await makePlayers(platform, a.url, 2)) as [Player, Player];
    const henryTab = await open(b.url, henry.token);
    const ivyTab = await open(a.url, ivy.token);

    // This test process is a third process: its publish goes through Redis only.
    await publishToPlayer(publisher, henry.userId, { type: "tournamentBreak", iTournamentId: "tour-r", nextRoundAt: "2026-11-25T18:00:00.000Z" });
    await publishToPlayer(publisher, ivy.userId, marker("ivy"));
    await waitFor("henry's break", () => heard(henryTab, (e) => e.type === "tournamentBreak"));
    await waitFor("ivy's marker", () => ivyTab.events.length > 0);
    expect(henryTab.events).toEqual([{ type: "tournamentBreak", iTournamentId: "tour-r", nextRoundAt: "2026-11-25T18:00:00.000Z" }]);
    expect(ivyTab.events).toEqual([marker("ivy")]);

    // A logout answered by the process that does not hold Henry's socket still closes it.
    const holder = socketHost(henryTab);
    const elsewhere = [a, b].find((s) => new URL(s.url).host !== holder) ?? a;
    const viaElsewhere = new ApiClient(elsewhere.url);
    viaElsewhere.token = henry.token;
    expect((await viaElsewhere.get("/profile/logout")).status).toBe(200);
    await waitFor("henry's socket closed", () => henryTab.left !== undefined);
    expect(henryTab.left).toBe(4401);
    expect(henryTab.events.at(-1)).toEqual({ type: "forcedLogout", reason: "logout" });
    await ivyTab.room.leave();
  }, 60_000);

  it("announces a practice buy-in held by one process to the player's socket in the other", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const [jack] = (await makePlayers(platform, a.url, 1)) as [Player];
    const tab = await open(b.url, jack.token);
    const elsewhere = [a, b].find((s) => new URL(s.url).host !== socketHost(tab));
    expect(elsewhere).toBeDefined();
    // The lobby join holds the practice buy-in through the wallet in the process that answers it.
    const api = new ApiClient(elsewhere!.url);
    api.token = jack.token;
    const joined = await api.post("/rummy/table/join", { eRummyType: "point", eGameType: "practice", nMaxPlayer: 2, nTablePoint: 0.05 });
    expect(joined.status, joined.body.message).toBe(200);
    await waitFor("jack's balanceChanged", () => heard(tab, (e) => e.type === "balanceChanged"));
    await tab.room.leave();
  }, 60_000);
});
