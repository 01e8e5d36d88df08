import { schema, type DbHandle } from "@rummy/db";
import type { PlatformContext } from "@rummy/game-server/api/context";
import { eq } from "drizzle-orm";
import type { Room } from "colyseus.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realPostgresOrSkip, type TestDatabase } from "../../support/database.ts";
import { processSuite, type ProcessSuite } from "../../support/process-suite.ts";
import { startServerProcess, type ServerProcess } from "../../support/server-process.ts";
import { connect, drive, makePlayers, playTurn, solverPolicy, view, waitFor, type Seated } from "../rooms/support.ts";
import { createTournament, entries, eventually, tournamentState } from "./support.ts";

/**
 * A round table is a table like any other for crash recovery: the server process running a
 * tournament's round table (and holding the tournament's director lease) is killed with SIGKILL in
 * the middle of a deal. The next process reopens the table from PostgreSQL, the deal resumes from
 * its log, the players reconnect and finish the match, the room reports its result and the
 * director (taking the lapsed lease) places both players: one round, no lost or doubled step.
 */
describe.runIf(realPostgresOrSkip("tournament round table recovery"))("tournament round table recovery", () => {
  let suite: ProcessSuite | undefined;
  let database: TestDatabase;
  let handle: DbHandle;
  let platform: PlatformContext;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    suite = await processSuite("tournaments_recovery");
    ({ database, handle, platform } = suite);
  }, 120_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) await server.stop();
    await suite?.close();
  });

  it("reopens a round table killed mid-deal and the round still finishes", async () => {
    const env = {
      DATABASE_URL: database.url ?? "",
      SEED_DEMO_DATA: "false",
      ALLOW_TEST_TABLE_OPTIONS: "all",
      // The next process takes the killed one's tournament once its lease lapses: 5 s, not 30.
      TOURNAMENT_LEASE_MS: "5000",
      TABLE_OPTIONS: JSON.stringify({ turnSeconds: 30, timeBankSeconds: 0, meldSeconds: 10, startDelayMs: 100, nextDealMs: 300, seatWaitMs: 20_000 }),
    };
    server = await startServerProcess(env);
    const players = await makePlayers(platform, server.url, 2);
    const id = await createTournament(handle.db, { entryKind: "free", maxPlayers: 2, seatsPerTable: 2, strategicTimeMs: 1_000 });
    await handle.db.update(schema.tournamentRounds).set({ dealsPerRound: 1, qualifiersPerTable: 1 }).where(eq(schema.tournamentRounds.tournamentId, id));
    for (const p of players) expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    await handle.db.update(schema.tournaments).set({ registrationClosesAt: new Date(Date.now() - 1_000), startsAt: new Date(Date.now() - 1_000) }).where(eq(schema.tournaments.id, id));
    const tableId = await eventually("seated", async () => (await entries(handle.db, id)).find((e) => e.tableId)?.tableId, 60_000);

    let seated: Seated[] = [];
    for (const p of players) seated.push(await connect(server.url, p, tableId));
    await waitFor("the deal", () => view(seated[0]!).phase === "play", 30_000);
    for (let move = 0; move < 3; move++) {
      const before = `${view(seated[0]!).turnSeat}:${view(seated[0]!).drawnFrom}`;
      playTurn(seated);
      await waitFor("move applied", () => `${view(seated[0]!).turnSeat}:${view(seated[0]!).drawnFrom}` !== before);
    }
    const dealId = view(seated[0]!).dealId;
    server.child.kill("SIGKILL");
    await new Promise((r) => server!.child.once("exit", r));
    for (const s of seated) s.room.removeAllListeners();

    server = await startServerProcess(env);
    // Recovery reopens the table at boot; the players come back to it.
    const url = server.url;
    const rejoin = async (s: Seated): Promise<Seated> => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await connect(url, s.player, tableId);
        } catch (error) {
          if (attempt > 120) throw error;
          await new Promise((r) => setTimeout(r, 250));
        }
      }
    };
    seated = await Promise.all(seated.map(rejoin));
    await waitFor("the resumed deal", () => view(seated[0]!).dealId === dealId && view(seated[0]!).phase === "play", 30_000);
    await drive(seated, () => solverPolicy, () => seated.every((s) => s.messages.some((m) => m.type === "table_result")), "the table's result", 240_000);

    // The director of the new process takes the lapsed lease and places both players.
    await eventually("finished", async () => ((await tournamentState(handle.db, id)) === "finished" ? true : undefined), 120_000);
    const rows = await entries(handle.db, id);
    expect(rows.map((e) => e.finalPosition).sort()).toEqual([1, 2]);
    const deals = await handle.db.select().from(schema.deals).where(eq(schema.deals.tableId, tableId));
    expect(deals.find((d) => d.id === dealId)?.status).toBe("settled");
    expect(deals.every((d) => d.status === "settled")).toBe(true);
    const [table] = await handle.db.select().from(schema.gameTables).where(eq(schema.gameTables.id, tableId));
    expect(table?.status).toBe("closed");
    await Promise.all(seated.map((s) => Promise.race([(s.room as Room).leave(true).catch(() => undefined), new Promise((r) => setTimeout(r, 2000))])));
  }, 600_000);
});
