import { schema } from "@rummy/db";
import { checkLedger } from "@rummy/db/ledger/index";
import type { PlatformContext } from "@rummy/game-server/api/context";
import { profileBalances } from "@rummy/game-server/services/wallet/profile-balances";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realPostgresOrSkip, type TestDatabase } from "../../support/database.ts";
import { processSuite, type ProcessSuite } from "../../support/process-suite.ts";
import { startServerProcess, type ServerProcess } from "../../support/server-process.ts";
import { connect, depositRupees, lastOf, makePlayers, mySeat, playTurn, setMoneyGames, tableClosed, view, waitFor, type Player, type Seated } from "./support.ts";

/**
 * Crash test: 20 cash deals are in play when the server process is killed with SIGKILL. After
 * a restart every unsettled deal must be resumed from its log within 30 s, the players can
 * reconnect and finish it, and every balance moves by what the results say and the rules allow:
 * the dropper -₹20 (a middle drop -₹40), the winner +₹18 (+₹36); the ledger check is clean.
 */
const TABLES = Number(process.env["CRASH_TABLES"] ?? 20);
const OPTIONS = { turnSeconds: 30, timeBankSeconds: 10, meldSeconds: 30, startDelayMs: 100, nextDealMs: 60_000, seedHex: "c".repeat(64) };

describe.runIf(realPostgresOrSkip("crash recovery"))("crash recovery", () => {
  let suite: ProcessSuite | undefined;
  let database: TestDatabase;
  let platform: PlatformContext;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    suite = await processSuite("rooms_crash");
    ({ database, platform } = suite);
  }, 120_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) await server.stop();
    await suite?.close();
  });

  it(`resumes ${TABLES} deals killed mid-play, within 30 s, with balances as the rules say`, async () => {
    const env = { DATABASE_URL: database.url ?? "", SEED_DEMO_DATA: "false", ALLOW_TEST_TABLE_OPTIONS: "all" };
    server = await startServerProcess(env);
    await setMoneyGames(platform, true);
    const players = await makePlayers(platform, server.url, TABLES * 2);
    for (const p of players) await depositRupees(platform, p.userId, 500);
    const before = new Map<string, number>();
    for (const p of players) before.set(p.userId, (await profileBalances(platform.db, p.userId)).nChips);

    const tables: { id: string; pair: [Player, Player] }[] = [];
    for (let t = 0; t < TABLES; t++) {
      const pair: [Player, Player] = [players[2 * t]!, players[2 * t + 1]!];
      const joined: string[] = [];
      for (const p of pair) {
        const res = await p.api.post<{ iTableId: string }>("/rummy/table/join", { eRummyType: "point", eGameType: "cash", nMaxPlayer: 2, nTablePoint: 1, oRoomOptions: OPTIONS });
        expect(res.status, res.body.message).toBe(200);
        joined.push(res.body.data.iTableId);
      }
      expect(joined[0]).toBe(joined[1]);
      tables.push({ id: joined[0]!, pair });
    }
    let seated: Seated[][] = [];
    for (const t of tables) seated.push([await connect(server.url, t.pair[0], t.id), await connect(server.url, t.pair[1], t.id)]);
    // Each table plays a few moves (draw + discard, up to 3 turns), then the process dies mid-deal.
    for (const [i, pair] of seated.entries()) {
      await waitFor("deal start", () => view(pair[0]!).phase === "play");
      for (let move = 0; move < (i % 3) * 2 + 1; move++) {
        const turnBefore = `${view(pair[0]!).turnSeat}:${view(pair[0]!).drawnFrom}`;
        playTurn(pair);
        await waitFor("move applied", () => `${view(pair[0]!).turnSeat}:${view(pair[0]!).drawnFrom}` !== turnBefore);
      }
    }
    const dealIds = seated.map((pair) => view(pair[0]!).dealId);
    server.child.kill("SIGKILL");
    await new Promise((r) => server!.child.once("exit", r));
    for (const pair of seated) for (const s of pair) s.room.removeAllListeners();

    const restartedAt = Date.now();
    server = await startServerProcess(env);
    const tableIds = tables.map((t) => t.id);
    let outcome: Map<string, string>;
    for (;;) {
      const rows = await platform.db.select({ id: schema.gameTables.id, status: schema.gameTables.status }).from(schema.gameTables).where(inArray(schema.gameTables.id, tableIds));
      const rooms = await Promise.all(tableIds.map((id) => fetch(`${server!.url}/matchmake/joinById/${id}`, { method: "POST", body: "{}", headers: { "content-type": "application/json" } }).then((r) => r.text())));
      const status = new Map(rows.map((r) => [r.id, r.status]));
      outcome = new Map(tableIds.map((id, i) => [id, status.get(id) === "voided" ? "voided" : rooms[i]?.includes("not found") ? "pending" : "resumed"]));
      if ([...outcome.values()].every((o) => o !== "pending")) break;
      if (Date.now() - restartedAt > 30_000) throw new Error(`not recovered within 30 s: ${JSON.stringify([...outcome])}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    // Every deal's log replays: a voided table here is a deal the restart lost.
    expect(outcome).toEqual(new Map(tableIds.map((id) => [id, "resumed"])));

    // Players come back and finish each resumed deal: whoever is on turn drops (a first or a middle
    // drop, as the replayed log has it); the results say what each seat won or lost.
    seated = [];
    for (const t of tables) seated.push([await connect(server.url, t.pair[0], t.id), await connect(server.url, t.pair[1], t.id)]);
    const moved = new Map<string, number>();
    for (const [i, pair] of seated.entries()) {
      await waitFor("resumed deal", () => view(pair[0]!).phase === "play");
      expect(view(pair[0]!).dealId).toBe(dealIds[i]);
      const onTurn = pair.find((s) => mySeat(s)?.seat === view(pair[0]!).turnSeat)!;
      const other = pair.find((s) => s !== onTurn)!;
      if (view(pair[0]!).drawnFrom !== "") {
        const h = (mySeat(onTurn)?.hand ?? []).map((c) => c.code);
        onTurn.room.send("discard", { card: h[h.length - 1] });
        await waitFor("turn passed", () => view(pair[0]!).turnSeat !== mySeat(onTurn)?.seat);
        other.room.send("drop", {});
      } else onTurn.room.send("drop", {});
      const results = (await waitFor("results", () => lastOf(pair[0]!, "results"))) as { seats: { seat: number; outcome: string; amount: number }[] };
      const dropped = results.seats.find((r) => r.outcome === "dropped");
      const winner = results.seats.find((r) => r.outcome === "winner");
      // At ₹1 a point: a first drop 20 (the winner 18 after the 10% fee), a middle drop 40 (36).
      expect([[-20, 18], [-40, 36]]).toContainEqual([dropped?.amount, winner?.amount]);
      for (const s of pair) moved.set(s.player.userId, results.seats.find((r) => r.seat === mySeat(s)?.seat)?.amount ?? Number.NaN);
      for (const s of pair) s.room.send("leave", {});
    }
    for (const [i, pair] of seated.entries()) {
      await waitFor("stood up", () => pair.every((s) => lastOf(s, "stood_up") || lastOf(s, "closed")));
      await tableClosed(platform, tables[i]!.id);
    }
    for (const p of players) {
      const now = (await profileBalances(platform.db, p.userId)).nChips;
      expect(Math.round((now - (before.get(p.userId) ?? 0)) * 100) / 100).toBe(moved.get(p.userId));
    }
    console.log(`crash test: ${TABLES} tables resumed in ${((Date.now() - restartedAt) / 1000).toFixed(1)} s`);
    expect(await checkLedger(platform.db)).toEqual([]);
    const statuses = await platform.db.select({ status: schema.gameTables.status }).from(schema.gameTables).where(eq(schema.gameTables.status, "running"));
    expect(statuses.length).toBe(0);
  }, 600_000);
});
