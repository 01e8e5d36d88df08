import { checkLedger } from "@rummy/db/ledger/index";
import { queryRows, schema } from "@rummy/db";
import type { PlayerEvent } from "@rummy/game-server/services/realtime/events";
import { directorTick, type DirectorDeps } from "@rummy/game-server/services/tournaments/director";
import { recordTableResult } from "@rummy/game-server/services/tournaments/director-repository";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realPostgresOrSkip } from "../../support/database.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { depositRupees, makePlayers, setMoneyGames, type Player } from "../rooms/support.ts";
import { createTournament, dbOf, entries, eventually, pendingHolds, tournamentState, roundTablesOf } from "./support.ts";

/**
 * A 7-player cash knock-out at two-seat tables (K = 1) driven by the director on a real
 * PostgreSQL, from registration to prizes. The round tables' rooms are not built yet (TOURNAMENTS.md
 * "What is left"), so each table's finishing order is reported the way a room will report it
 * (`recordTableResult`). Round 1: three tables and a bye; round 2: two tables; the final. The
 * director is "restarted" in the first break (another holder, after the lease lapsed): no second
 * seat, no second prize.
 */
const run = realPostgresOrSkip("tournament knock-out");

describe.runIf(run)("tournament knock-out", () => {
  let t: TestPlatform;
  let players: Player[];
  const sent: [string, PlayerEvent][] = [];
  let offsetMs = 0;

  beforeAll(async () => {
    t = await bootTestPlatform("tournaments-knockout", { TOURNAMENT_DIRECTOR: "off" });
    players = await makePlayers(t.running.platform, t.url, 7);
    await setMoneyGames(t.running.platform, true);
    for (const p of players) await depositRupees(t.running.platform, p.userId, 100);
  });

  afterAll(async () => {
    await t?.close();
  });

  const director = (holder: string): DirectorDeps => ({ db: dbOf(t), now: () => new Date(Date.now() + offsetMs), holder, leaseMs: 30_000, notify: (u, e) => sent.push([u, e]) });
  const roundTables = (id: string, roundNo: number) => roundTablesOf(dbOf(t), id, roundNo);
  /** Each table's first seat wins; the loser's chips rise with the table number (the ranking's last key). */
  const report = async (id: string, roundNo: number) => {
    const tables = await roundTables(id, roundNo);
    for (const x of tables) {
      const [w, l] = x.players as [string, string];
      expect(await recordTableResult(dbOf(t), x.tableId, [{ userId: w, rank: 1, chips: 160 }, { userId: l, rank: 2, chips: 10 * x.tableNo }])).toBe(true);
      expect(await recordTableResult(dbOf(t), x.tableId, [{ userId: l, rank: 1, chips: 1 }])).toBe(false);
    }
    return tables.map((x) => x.players as [string, string]);
  };
  const roundState = async (id: string, roundNo: number) =>
    (await dbOf(t).select().from(schema.tournamentRoundRuns).where(and(eq(schema.tournamentRoundRuns.tournamentId, id), eq(schema.tournamentRoundRuns.roundNo, roundNo))))[0];

  it("seats every round, ranks the field as the rules say and pays the prizes once", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "cash", entryFeePaise: 3_000n, maxPlayers: 8, seatsPerTable: 2, prizeMode: "share", rakeBp: 1_000, strategicTimeMs: 60_000 });
    await dbOf(t).update(schema.tournamentRounds).set({ qualifiersPerTable: 1, dealsPerRound: 1 }).where(eq(schema.tournamentRounds.tournamentId, id));
    for (const p of players) expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    await dbOf(t).update(schema.tournaments).set({ registrationClosesAt: new Date(Date.now() - 1_000), startsAt: new Date(Date.now() - 1_000) }).where(eq(schema.tournaments.id, id));
    await eventually("seating", async () => ((await tournamentState(dbOf(t), id)) === "seating" ? true : undefined));

    await directorTick(director("A"));
    const r1 = await report(id, 1);
    expect(r1).toHaveLength(3);
    const bye = (await roundState(id, 1))?.byes as string[];
    expect(bye).toHaveLength(1);
    await directorTick(director("A"));
    expect(await roundState(id, 1)).toMatchObject({ state: "break" });
    const qualified1 = [...bye, ...r1.map((x) => x[0])];
    expect(sent.filter(([, e]) => e.type === "tournamentQualified").map(([u]) => u).sort()).toEqual([...qualified1].sort());
    const board = (await players[0]!.api.post<{ data: { aQualifier: { sUserName: string; aScoreBoard: number[] }[]; nTotalQualifier: number; nTournamentRound: number } }>("/state/tournament/qualifiers", { iTournamentId: id })).body.data.data;
    expect([board.nTotalQualifier, board.nTournamentRound]).toEqual([4, 1]);
    expect(board.aQualifier.map((q) => q.aScoreBoard)).toEqual([[160], [160], [160], [0]]);
    expect(board.aQualifier.every((q) => q.sUserName.length > 0)).toBe(true);

    // A's process dies in the break; B takes the lease once it lapses and the break is over.
    await directorTick(director("B"));
    expect(await roundState(id, 2)).toBeUndefined();
    offsetMs = 61_000;
    await directorTick(director("B"));
    await directorTick(director("A"));
    const r2 = await report(id, 2);
    expect(r2.flat().sort()).toEqual([...qualified1].sort());
    await directorTick(director("B"));
    offsetMs = 122_000;
    await directorTick(director("B"));
    const r3 = await report(id, 3);
    expect(r3).toHaveLength(1);
    await directorTick(director("B"));
    await directorTick(director("B"));
    await directorTick(director("B"));
    expect(await tournamentState(dbOf(t), id)).toBe("finished");

    // Positions: the final's order, then round 2's losers, then round 1's, each by chips (table number).
    const final = r3[0]!;
    const expected = [final[0], final[1], r2[1]![1], r2[0]![1], r1[2]![1], r1[1]![1], r1[0]![1]];
    const rows = await entries(dbOf(t), id);
    const byPosition = [...rows].sort((a, b) => (a.finalPosition ?? 99) - (b.finalPosition ?? 99));
    expect(byPosition.map((e) => [e.userId, e.finalPosition])).toEqual(expected.map((u, i) => [u, i + 1]));
    expect(byPosition.map((e) => e.roundReached)).toEqual([3, 3, 2, 2, 1, 1, 1]);
    expect(byPosition.map((e) => e.state)).toEqual(["paid", "paid", "paid", "paid", "eliminated", "eliminated", "eliminated"]);

    // 7 x 30 = 210 rupees, 10% rake: 189 split 60/20/20 = 113.40, 37.80, 37.80; rank 4 a ticket.
    const prizes = await dbOf(t)
      .select()
      .from(schema.tournamentTransactions)
      .where(and(eq(schema.tournamentTransactions.tournamentId, id), sql`${schema.tournamentTransactions.key} LIKE ${`${id}:prize:%`}`))
      .orderBy(asc(schema.tournamentTransactions.position));
    expect(prizes.map((p) => [p.userId, p.position, p.roundNo, p.creditPaise, p.currency])).toEqual([
      [expected[0], 1, 3, 11_340n, "INR"],
      [expected[1], 2, 3, 3_780n, "INR"],
      [expected[2], 3, 2, 3_780n, "INR"],
      [expected[3], 4, 2, 2_500n, "TICKET"],
    ]);
    const tickets = await dbOf(t).select().from(schema.tournamentTickets).where(eq(schema.tournamentTickets.source, `prize:${id}`));
    expect(tickets.map((x) => [x.userId, x.template])).toEqual([[expected[3], "weekly-final"]]);
    const money = await queryRows<{ code: string; total: string }>(
      dbOf(t),
      sql`SELECT code, sum(amount_paise)::text AS total FROM ledger_transfers WHERE ref_kind = 'tournament' AND ref_id = ${id} AND code IN ('prize', 'rake') GROUP BY code ORDER BY code`,
    );
    expect(money).toEqual([
      { code: "prize", total: "18900" },
      { code: "rake", total: "2100" },
    ]);

    // Every round seated each player once; more ticks (either holder) pay nothing twice.
    for (const roundNo of [1, 2, 3]) {
      const seated = (await roundTables(id, roundNo)).flatMap((x) => x.players as string[]);
      expect(new Set(seated).size).toBe(seated.length);
    }
    offsetMs = 200_000;
    await directorTick(director("A"));
    expect(await queryRows(dbOf(t), sql`SELECT 1 FROM ledger_transfers WHERE ref_kind = 'tournament' AND ref_id = ${id} AND code = 'prize'`)).toHaveLength(3);
    expect(sent.filter(([, e]) => e.type === "prizeCredited")).toHaveLength(4);
    expect(sent.filter(([u, e]) => e.type === "tournamentFinished" && u === expected[0])).toEqual([[expected[0], { type: "tournamentFinished", iTournamentId: id, nPosition: 1 }]]);
    expect(await pendingHolds(dbOf(t), id)).toBe(0);
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });
});
