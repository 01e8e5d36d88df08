import { checkLedger } from "@rummy/db/ledger/index";
import { schema } from "@rummy/db";
import type { PlayerEvent } from "@rummy/game-server/services/realtime/events";
import { directorTick, type DirectorDeps } from "@rummy/game-server/services/tournaments/director";
import { recordTableResult } from "@rummy/game-server/services/tournaments/director-repository";
import { recordTieBreakResult, tieBreaksOf } from "@rummy/game-server/services/tournaments/tie-break";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realPostgresOrSkip } from "../../support/database.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { makePlayers, type Player } from "../rooms/support.ts";
import { createTournament, dbOf, entries, eventually, tournamentState, roundTablesOf } from "./support.ts";

/**
 * Tie-breaker deals (TOURNAMENTS.md "Tie-breaker deals") on a real PostgreSQL: a tie at a table's
 * cut holds the round and is recorded once for the room to play; the deal's order, reported with
 * `recordTieBreakResult` as a room will, closes the round with it; a tie at the final table is
 * broken the same way, reported by the deal table's own id. Table results are reported the way a
 * room will (`recordTableResult`).
 */
const run = realPostgresOrSkip("tournament tie-breaks");

describe.runIf(run)("tournament tie-breaks", () => {
  let t: TestPlatform;
  let players: Player[];
  const sent: [string, PlayerEvent][] = [];
  let offsetMs = 0;

  beforeAll(async () => {
    t = await bootTestPlatform("tournaments-tie-break", { TOURNAMENT_DIRECTOR: "off" });
    players = await makePlayers(t.running.platform, t.url, 6);
  });

  afterAll(async () => {
    await t?.close();
  });

  const director = (holder: string): DirectorDeps => ({ db: dbOf(t), now: () => new Date(Date.now() + offsetMs), holder, leaseMs: 30_000, notify: (u, e) => sent.push([u, e]) });
  const roundTables = (id: string, roundNo: number) => roundTablesOf(dbOf(t), id, roundNo);
  const roundState = async (id: string, roundNo: number) =>
    (await dbOf(t).select().from(schema.tournamentRoundRuns).where(and(eq(schema.tournamentRoundRuns.tournamentId, id), eq(schema.tournamentRoundRuns.roundNo, roundNo))))[0];
  const tieBreakRows = (id: string) =>
    dbOf(t).select().from(schema.tournamentTieBreaks).where(eq(schema.tournamentTieBreaks.tournamentId, id)).orderBy(asc(schema.tournamentTieBreaks.roundNo), asc(schema.tournamentTieBreaks.tableNo));

  it("holds a round on a tie at the cut until the tie-breaker deal's order closes it, at the cut and at the final", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "free", maxPlayers: 6, seatsPerTable: 3, prizeMode: "fixed", strategicTimeMs: 60_000 });
    await dbOf(t).update(schema.tournamentRounds).set({ qualifiersPerTable: 1, dealsPerRound: 1 }).where(eq(schema.tournamentRounds.tournamentId, id));
    for (const p of players) expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    await dbOf(t).update(schema.tournaments).set({ registrationClosesAt: new Date(Date.now() - 1_000), startsAt: new Date(Date.now() - 1_000) }).where(eq(schema.tournaments.id, id));
    await eventually("seating", async () => ((await tournamentState(dbOf(t), id)) === "seating" ? true : undefined));
    await directorTick(director("A"));

    // Round 1: two tables of three. Table 1's first two seats tie for first (K = 1); table 2 is clean.
    const [t1, t2] = await roundTables(id, 1);
    const [a, b, c] = t1!.players as [string, string, string];
    const [d, e, f] = t2!.players as [string, string, string];
    expect(await tieBreaksOf(dbOf(t), t1!.tableId)).toEqual([]); // nothing reported yet
    expect(await recordTableResult(dbOf(t), t1!.tableId, [{ userId: a, rank: 1, chips: 80 }, { userId: b, rank: 1, chips: 80 }, { userId: c, rank: 3, chips: 0 }])).toBe(true);
    expect(await recordTableResult(dbOf(t), t2!.tableId, [{ userId: d, rank: 1, chips: 160 }, { userId: e, rank: 2, chips: 50 }, { userId: f, rank: 3, chips: 30 }])).toBe(true);
    await directorTick(director("A"));
    await directorTick(director("A"));
    expect(await roundState(id, 1)).toMatchObject({ state: "playing" });
    const [need] = await tieBreakRows(id);
    expect(await tieBreakRows(id)).toHaveLength(1);
    expect(need).toMatchObject({ roundNo: 1, tableNo: 1, rank: 1, tableId: t1!.tableId, players: [a, b].sort(), result: null });
    // The room's view of the same need: the one row, not a second.
    expect((await tieBreaksOf(dbOf(t), t1!.tableId)).map((x) => [x.rank, x.players, x.result])).toEqual([[1, [a, b].sort(), null]]);
    expect(await tieBreaksOf(dbOf(t), t2!.tableId)).toEqual([]);
    expect(await tieBreakRows(id)).toHaveLength(1);

    // A report naming anyone but exactly the tied players is a broken room.
    await expect(recordTieBreakResult(dbOf(t), t1!.tableId, [b, c])).rejects.toThrow(/owes no tie-breaker deal/);
    await expect(recordTieBreakResult(dbOf(t), t1!.tableId, [b, b])).rejects.toThrow(/owes no tie-breaker deal/);
    await expect(recordTieBreakResult(dbOf(t), t2!.tableId, [d, e])).rejects.toThrow(/owes no tie-breaker deal/);
    // b wins the deal; a second report is ignored.
    expect(await recordTieBreakResult(dbOf(t), t1!.tableId, [b, a])).toBe(true);
    expect(await recordTieBreakResult(dbOf(t), t1!.tableId, [a, b])).toBe(false);
    await directorTick(director("A"));
    expect(await roundState(id, 1)).toMatchObject({ state: "break" });
    expect(sent.filter(([, x]) => x.type === "tournamentQualified").map(([u]) => u).sort()).toEqual([b, d].sort());

    // The deal's loser is second at table 1, ahead of table 2's second on chips (80 against 50).
    const placed1 = (await entries(dbOf(t), id)).filter((x) => x.finalPosition !== null).sort((x, y) => (x.finalPosition ?? 0) - (y.finalPosition ?? 0));
    expect(placed1.map((x) => [x.userId, x.finalPosition, x.roundReached])).toEqual([
      [a, 3, 1],
      [e, 4, 1],
      [f, 5, 1],
      [c, 6, 1],
    ]);

    // Round 2 is the final (one table of two): a tie there is broken the same way, reported by the deal table's id.
    offsetMs = 61_000;
    await directorTick(director("A"));
    const [final] = await roundTables(id, 2);
    expect((final!.players as string[]).sort()).toEqual([b, d].sort());
    expect(await recordTableResult(dbOf(t), final!.tableId, [{ userId: b, rank: 1, chips: 80 }, { userId: d, rank: 1, chips: 80 }])).toBe(true);
    const [finalNeed] = await tieBreaksOf(dbOf(t), final!.tableId); // the room asks first this time
    expect(finalNeed).toMatchObject({ roundNo: 2, rank: 1, players: [b, d].sort(), result: null });
    await directorTick(director("A"));
    expect(await roundState(id, 2)).toMatchObject({ state: "playing" });
    expect(await recordTieBreakResult(dbOf(t), finalNeed!.dealTableId, [d, b])).toBe(true);
    await directorTick(director("A"));
    await directorTick(director("A"));
    expect(await tournamentState(dbOf(t), id)).toBe("finished");

    const placed = (await entries(dbOf(t), id)).sort((x, y) => (x.finalPosition ?? 0) - (y.finalPosition ?? 0));
    expect(placed.map((x) => [x.userId, x.finalPosition])).toEqual([d, b, a, e, f, c].map((u, i) => [u, i + 1]));
    expect((await tieBreakRows(id)).map((x) => [x.roundNo, x.result])).toEqual([
      [1, [b, a]],
      [2, [d, b]],
    ]);
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });
});
