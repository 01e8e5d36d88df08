import { checkLedger } from "@rummy/db/ledger/index";
import { schema, type DbHandle } from "@rummy/db";
import type { PlatformContext } from "@rummy/game-server/api/context";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realPostgresOrSkip, type TestDatabase } from "../../support/database.ts";
import { processSuite, type ProcessSuite } from "../../support/process-suite.ts";
import { startServerProcess, type ServerProcess } from "../../support/server-process.ts";
import { leaveAll, makePlayers, solverPolicy, type Player, type Seated } from "../rooms/support.ts";
import { createTournament, entries, pendingHolds, playSeatedEntries, roundTablesOf, tournamentState } from "./support.ts";

/**
 * A break is only rows: the closed round's run (`break`, `break_until`), the qualified entries and
 * the places already given. The server process holding the tournament's lease is killed with
 * SIGKILL in the break after round 1 (before round 2 is drawn); the next process takes the lapsed
 * lease, seats round 2 once with the round's qualifiers, the final is played by the same players
 * and the places and prizes are given once: ledger clean, no hold left.
 */
describe.runIf(realPostgresOrSkip("tournament break recovery"))("tournament break recovery", () => {
  let suite: ProcessSuite | undefined;
  let database: TestDatabase;
  let handle: DbHandle;
  let platform: PlatformContext;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    suite = await processSuite("tournaments_break");
    ({ database, handle, platform } = suite);
  }, 120_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) await server.stop();
    await suite?.close();
  });

  const runOf = async (id: string, roundNo: number) =>
    (await handle.db.select().from(schema.tournamentRoundRuns).where(and(eq(schema.tournamentRoundRuns.tournamentId, id), eq(schema.tournamentRoundRuns.roundNo, roundNo))))[0];

  /** Plays as the players would (support.ts `playSeatedEntries`), against whichever server `url()` names, until `until` answers. */
  function play(id: string, field: Player[], url: () => string, until: () => Promise<boolean>, what: string): Promise<Seated[]> {
    return playSeatedEntries(handle.db, id, { field, url, policy: () => solverPolicy, until, what, onRefusedConnect: "fail" });
  }

  it("kill -9 in the break after round 1: round 2 is seated once with its qualifiers and the prizes are paid once", async () => {
    const env = {
      DATABASE_URL: database.url ?? "",
      SEED_DEMO_DATA: "false",
      ALLOW_TEST_TABLE_OPTIONS: "all",
      // The next process takes the killed one's tournament once its lease lapses: 5 s, not 30.
      TOURNAMENT_LEASE_MS: "5000",
      TABLE_OPTIONS: JSON.stringify({ turnSeconds: 5, timeBankSeconds: 0, meldSeconds: 5, startDelayMs: 100, nextDealMs: 300, seatWaitMs: 20_000 }),
    };
    server = await startServerProcess(env);
    const players = await makePlayers(platform, server.url, 4);
    // Four at two-seat tables, the winner goes on: two tables, then the final. The break is long
    // enough that the kill lands in it on a busy machine (checked below, not assumed).
    const id = await createTournament(handle.db, { entryKind: "free", maxPlayers: 4, seatsPerTable: 2, strategicTimeMs: 15_000 });
    await handle.db.update(schema.tournamentRounds).set({ dealsPerRound: 1, qualifiersPerTable: 1 }).where(eq(schema.tournamentRounds.tournamentId, id));
    for (const p of players) expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    await handle.db.update(schema.tournaments).set({ registrationClosesAt: new Date(Date.now() - 1_000), startsAt: new Date(Date.now() - 1_000) }).where(eq(schema.tournaments.id, id));

    let url = server.url;
    const round1 = await play(id, players, () => url, async () => (await runOf(id, 1))?.state === "break", "the break after round 1");
    server.child.kill("SIGKILL");
    await new Promise((r) => server!.child.once("exit", r));
    for (const s of round1) s.room.removeAllListeners();

    // The kill landed in the break: round 1 closed, round 2 not drawn, two qualified, two placed.
    expect((await runOf(id, 1))?.state).toBe("break");
    expect(await runOf(id, 2)).toBeUndefined();
    const before = await entries(handle.db, id);
    const qualified = before.filter((e) => e.state === "qualified").map((e) => e.userId);
    expect(qualified).toHaveLength(2);
    expect(before.filter((e) => e.state === "eliminated").map((e) => e.finalPosition).sort()).toEqual([3, 4]);

    server = await startServerProcess(env);
    url = server.url;
    const round2 = await play(id, players, () => url, async () => (await tournamentState(handle.db, id)) === "finished", "the tournament to finish after the restart");

    // Round 2 was drawn once, with exactly round 1's qualifiers, in one game table.
    const tables = await roundTablesOf(handle.db, id, 2);
    expect(tables).toHaveLength(1);
    expect([...(tables[0]!.players as string[])].sort()).toEqual([...qualified].sort());
    const games = await handle.db.select().from(schema.gameTables).where(and(eq(schema.gameTables.tournamentId, id), eq(schema.gameTables.roundNo, 2)));
    expect(games.map((g) => [g.id, g.status])).toEqual([[tables[0]!.tableId, "closed"]]);
    expect((await runOf(id, 2))?.state).toBe("finished");

    // Places 1..4 once; the eliminated of round 1 keep the places they had before the kill.
    const rows = await entries(handle.db, id);
    expect(rows.map((e) => e.finalPosition).sort()).toEqual([1, 2, 3, 4]);
    for (const e of before.filter((x) => x.state === "eliminated")) expect(rows.find((r) => r.userId === e.userId)?.finalPosition).toBe(e.finalPosition);
    const winner = (tables[0]!.result as { userId: string; rank: number }[]).find((r) => r.rank === 1)!.userId;
    expect(rows.find((e) => e.finalPosition === 1)?.userId).toBe(winner);

    // Prizes once: one statement row per prized place, one prize ticket, ledger clean, no hold.
    const statement = await handle.db.select().from(schema.tournamentTransactions).where(eq(schema.tournamentTransactions.tournamentId, id)).orderBy(asc(schema.tournamentTransactions.position));
    const credits = statement.filter((x) => x.creditPaise > 0n);
    expect(credits.map((x) => [x.position, x.userId, x.creditPaise])).toEqual([
      [1, winner, 5_000n],
      [2, rows.find((e) => e.finalPosition === 2)!.userId, 1_000n],
      [3, rows.find((e) => e.finalPosition === 3)!.userId, 1_000n],
      // The ticket prize's statement row carries the ticket's value.
      [4, rows.find((e) => e.finalPosition === 4)!.userId, 2_500n],
    ]);
    const tickets = await handle.db.select().from(schema.tournamentTickets).where(eq(schema.tournamentTickets.source, `prize:${id}`));
    expect(tickets.map((x) => x.userId)).toEqual([rows.find((e) => e.finalPosition === 4)!.userId]);
    expect(await pendingHolds(handle.db, id)).toBe(0);
    expect(await checkLedger(handle.db)).toEqual([]);
    await leaveAll(round2);
  }, 600_000);
});
