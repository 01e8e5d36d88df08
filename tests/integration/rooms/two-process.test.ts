import { createDb, runMigrations, schema, seedSettings, type DbHandle } from "@rummy/db";
import { checkLedger } from "@rummy/db/ledger/index";
import type { PlatformContext } from "@rummy/game-server/api/context";
import { loadConfig } from "@rummy/game-server";
import { Client } from "colyseus.js";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, realPostgresOrSkip, type TestDatabase } from "../../support/database.ts";
import { flushRedisDb, socketHost } from "../../support/scale-out.ts";
import { startServerProcess, type ServerProcess } from "../../support/server-process.ts";
import { connect, drawDiscardPolicy, drive, dropPolicy, hand, join, leaveAll, makePlayers, mySeat, record, resultsOf, view, waitFor, type Player, type Policy, type Seated } from "./support.ts";
import { buildPlatform } from "@rummy/game-server/platform/build";

/**
 * Scaled out: two game-server processes share one PostgreSQL and one Redis (presence and the
 * matchmaking driver). Players joining through different processes land at one table, in one
 * room, whose WebSockets all go to the process that owns it; they finish a deal there, and a
 * dropped client reconnects through the other process. The suite uses its own Redis database
 * (TEST_REDIS_URL, default db 13 on 127.0.0.1:6379) and flushes only that one.
 */
const REDIS_URL = process.env["TEST_REDIS_URL"] ?? "redis://127.0.0.1:6379/13";
const OPTIONS = { turnSeconds: 30, timeBankSeconds: 0, meldSeconds: 10, startDelayMs: 300, nextDealMs: 60_000, botWaitMs: 600_000, seedHex: "2b0c".repeat(16) };

describe.runIf(realPostgresOrSkip("two processes"))("two processes sharing a Redis", () => {
  let database: TestDatabase;
  let handle: DbHandle;
  let platform: PlatformContext;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    await flushRedisDb(REDIS_URL);
    database = await createTestDatabase("rooms_redis");
    handle = createDb({ databaseUrl: database.url, maxConnections: 4 });
    await runMigrations(handle);
    await seedSettings(handle.db);
    // Built like a server process's (same development secret, so its session tokens are theirs).
    platform = buildPlatform(loadConfig({ NODE_ENV: "test", DATABASE_URL: database.url, LOG_LEVEL: "silent" }), handle, { version: "test" });
    const env = { DATABASE_URL: database.url ?? "", REDIS_URL, SEED_DEMO_DATA: "false", RATE_LIMIT_PER_MINUTE: "100000", ALLOW_TEST_TABLE_OPTIONS: "practice" };
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
  }, 180_000);
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await handle?.close();
    await database?.drop();
    await flushRedisDb(REDIS_URL).catch(() => undefined);
  });

  async function playersOn(server: ServerProcess, n: number): Promise<Player[]> {
    return makePlayers(platform, server.url, n);
  }

  it("seats players joining through different processes at one table and plays a deal there", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const [p1] = await playersOn(a, 1);
    const [p2] = await playersOn(b, 1);
    const body = { eRummyType: "point", eGameType: "practice", nMaxPlayer: 2, nTablePoint: 0.05, oRoomOptions: OPTIONS };
    const tableId = await join(p1!, body);
    expect(await join(p2!, body)).toBe(tableId);
    const table = [await connect(a.url, p1!, tableId), await connect(b.url, p2!, tableId)];
    // Both sockets went to the one process that owns the room, whichever process matched them.
    expect(socketHost(table[0]!)).toBe(socketHost(table[1]!));
    await waitFor("the deal", () => view(table[0]!).phase === "play" && view(table[1]!).phase === "play", 30_000);
    expect(Object.values(view(table[1]!).seats).every((s) => s.connected)).toBe(true);

    // A few turns, then the client matched through the other process drops its connection and
    // reconnects through the process it did not use before.
    // It stops with the other player on turn, as this client sees it: a move of its own still in
    // flight would change the hand after it was noted (CI once saw a discard and a draw land then).
    const away = table[1]!;
    const awayOffTurn = () => view(away).turnSeat !== mySeat(away)?.seat && hand(away).length === 13;
    await drive(table, () => drawDiscardPolicy, () => view(table[0]!).turnNumber >= 4 && awayOffTurn(), "a few turns");
    const held = [...hand(away)].sort((x, y) => x - y);
    const token = away.room.reconnectionToken;
    await away.room.leave(false);
    const client = new Client(a.url.replace(/^http/, "ws"));
    client.auth.token = p2!.token;
    const back = record(p2!, await client.reconnect(token));
    await waitFor("the hand back", () => hand(back).length >= 13);
    expect([...hand(back)].sort((x, y) => x - y).slice(0, 13)).toEqual(held.slice(0, 13));
    expect(socketHost(back)).toBe(socketHost(table[0]!));
    table[1] = back;

    const finish: Policy = (s, v, me) => (v.drawnFrom === "" ? dropPolicy : drawDiscardPolicy)(s, v, me);
    const results = await drive(table, () => finish, () => table.every((s) => resultsOf(s, 1)) && resultsOf(table[0]!, 1), "the deal's end");
    expect(results.seats).toHaveLength(2);
    expect(resultsOf(table[1]!, 1)).toEqual(results);
    await leaveAll(table);
  }, 120_000);

  /** A lobby table of the 2-seat practice points configuration at this point value, in the database only: no process has opened its room. */
  async function tableWithoutRoom(pointRupees: number, createdBy: string): Promise<string> {
    const { gameTables, tableCatalogue } = schema;
    const rows = await handle.db
      .select()
      .from(tableCatalogue)
      .where(
        and(
          eq(tableCatalogue.rummyType, "point"),
          eq(tableCatalogue.gameType, "practice"),
          eq(tableCatalogue.maxPlayers, 2),
          eq(tableCatalogue.pointValuePaise, BigInt(Math.round(pointRupees * 100))),
          eq(tableCatalogue.active, true),
        ),
      );
    if (rows.length !== 1) throw new Error(`expected one catalogue row for practice points at ${pointRupees}, found ${rows.length}`);
    const { id: catalogueId, rummyType, gameType, variantId, maxPlayers, decks, pointValuePaise, entryFeePaise, poolLimit, dealsCount } = rows[0]!;
    const [table] = await handle.db
      .insert(gameTables)
      .values({ catalogueId, rummyType, gameType, variantId, maxPlayers, decks, pointValuePaise, entryFeePaise, poolLimit, dealsCount, createdBy, options: OPTIONS })
      .returning({ id: gameTables.id });
    return table!.id;
  }

  it("opens one room per table when joins through two processes race to open it", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    // Six tables waiting with no room; at each, one join through each process, a few milliseconds
    // apart: both players are seated at that table and both processes try to open its room at
    // once. There must be one room, holding both.
    const pairs = await Promise.all(
      [0.1, 0.25, 0.5, 1, 2, 5].map(async (pv, i) => {
        const [p1] = await playersOn(a, 1);
        const [p2] = await playersOn(b, 1);
        const tableId = await tableWithoutRoom(pv, p1!.userId);
        const body = { eRummyType: "point", eGameType: "practice", nMaxPlayer: 2, nTablePoint: pv, oRoomOptions: OPTIONS };
        const [t1, t2] = await Promise.all([join(p1!, body), new Promise((r) => setTimeout(r, i * 15)).then(() => join(p2!, body))]);
        return { p1: p1!, p2: p2!, tableId, t1, t2 };
      }),
    );
    for (const { tableId, t1, t2 } of pairs) expect([t1, t2]).toEqual([tableId, tableId]);
    const tables: Seated[][] = [];
    for (const { p1, p2, tableId } of pairs) tables.push([await connect(a.url, p1, tableId), await connect(b.url, p2, tableId)]);
    for (const table of tables) {
      expect(socketHost(table[0]!)).toBe(socketHost(table[1]!));
      await waitFor("both connected in one room", () => table.every((s) => Object.values(view(s).seats).length === 2 && Object.values(view(s).seats).every((x) => x.connected)), 30_000);
      await waitFor("the deal", () => view(table[0]!).phase === "play", 30_000);
    }
    await leaveAll(tables.flat());
    expect(await checkLedger(handle.db)).toEqual([]);
  }, 120_000);
});
