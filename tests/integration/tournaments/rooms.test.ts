import { checkLedger } from "@rummy/db/ledger/index";
import { schema } from "@rummy/db";
import type { PlayerEvent } from "@rummy/game-server/services/realtime/events";
import { Client } from "colyseus.js";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realPostgresOrSkip } from "../../support/database.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { connect, depositRupees, drawDiscardPolicy, drive, dropPolicy, leaveAll, makePlayers, messagesOf, setMoneyGames, solverPolicy, waitFor, type Player, type Policy, type Seated } from "../rooms/support.ts";
import { createTournament, dbOf, entries, eventually, pendingHolds, playSeatedEntries, tournamentState } from "./support.ts";

/**
 * Round tables as table rooms, end to end on a real PostgreSQL with the director wired at boot
 * (holder = the Colyseus process id): players register over HTTP, the director seats each round
 * in game tables and opens their rooms, colyseus.js clients take the seats they are given and play
 * every deal through the table protocol, each room reports its finishing order itself
 * (`recordTableResult`), tells its players the `table_result` and closes; the director then
 * seats the next round, up to the final and the places and prizes. Short test timings come
 * from `TABLE_OPTIONS` (the boot's room options for new tables).
 */
const run = realPostgresOrSkip("tournament round tables");

const PLAYERS = 30;

describe.runIf(run)("tournament round tables", () => {
  let t: TestPlatform;
  let players: Player[];

  beforeAll(async () => {
    process.env["TABLE_OPTIONS"] = JSON.stringify({ turnSeconds: 5, timeBankSeconds: 0, meldSeconds: 5, startDelayMs: 200, nextDealMs: 300, seatWaitMs: 8_000 });
    t = await bootTestPlatform("tournaments-rooms", { ALLOW_TEST_TABLE_OPTIONS: "all" });
    players = await makePlayers(t.running.platform, t.url, PLAYERS);
    await setMoneyGames(t.running.platform, true);
    for (const p of players) await depositRupees(t.running.platform, p.userId, 100);
  });

  afterAll(async () => {
    delete process.env["TABLE_OPTIONS"];
    await t?.close();
  });

  /** A cash knock-out of `field` with its rounds `[deals per round, qualifiers per table]`, started now. */
  async function startTournament(field: Player[], seatsPerTable: number, rounds: [number, number][], variantId = "deals"): Promise<string> {
    const id = await createTournament(dbOf(t), { entryKind: "cash", entryFeePaise: 1_000n, maxPlayers: field.length, seatsPerTable, prizeMode: "share", rakeBp: 1_000, strategicTimeMs: 1_000 });
    await dbOf(t).delete(schema.tournamentRounds).where(eq(schema.tournamentRounds.tournamentId, id));
    await dbOf(t)
      .insert(schema.tournamentRounds)
      .values(rounds.map(([deals, k], i) => ({ tournamentId: id, roundNo: i + 1, variantId, dealsPerRound: deals, qualifiersPerTable: k })));
    for (const p of field) expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    await dbOf(t).update(schema.tournaments).set({ registrationClosesAt: new Date(Date.now() - 1_000), startsAt: new Date(Date.now() - 1_000) }).where(eq(schema.tournaments.id, id));
    return id;
  }

  /** Plays the tournament to its end as its players would (support.ts `playSeatedEntries`); every connection made. */
  function play(id: string, field: Player[], policy: (p: Player) => Policy, timeoutMs: number): Promise<Seated[]> {
    return playSeatedEntries(dbOf(t), id, {
      field,
      url: () => t.url,
      policy: (s) => policy(s.player),
      until: async () => (await tournamentState(dbOf(t), id)) === "finished",
      what: "the tournament to finish",
      timeoutMs,
      onRefusedConnect: "fail",
    });
  }

  const tablesOf = (id: string) =>
    dbOf(t).select().from(schema.tournamentRoundTables).where(eq(schema.tournamentRoundTables.tournamentId, id)).orderBy(asc(schema.tournamentRoundTables.roundNo), asc(schema.tournamentRoundTables.tableNo));

  it(`plays a ${PLAYERS}-player knock-out through the table rooms, round after round, to places and prizes`, async () => {
    // 30 at six-seat tables: five tables, top 2 go on; ten at two tables of five, the winner goes
    // on; the final of two is best of two deals.
    const id = await startTournament(players, 6, [
      [1, 2],
      [1, 1],
      [2, 1],
    ]);
    const seated = await play(id, players, () => solverPolicy, 900_000);

    const tables = await tablesOf(id);
    expect(tables.map((x) => [x.roundNo, (x.players as string[]).length])).toEqual([
      [1, 6],
      [1, 6],
      [1, 6],
      [1, 6],
      [1, 6],
      [2, 5],
      [2, 5],
      [3, 2],
    ]);
    // Every round table is a game table of the tournament kind, played and closed by its room.
    const games = await dbOf(t).select().from(schema.gameTables).where(inArray(schema.gameTables.id, tables.map((x) => x.tableId)));
    expect(games).toHaveLength(tables.length);
    for (const x of tables) {
      const g = games.find((row) => row.id === x.tableId);
      expect(g).toMatchObject({ tournamentId: id, roundNo: x.roundNo, tableNo: x.tableNo, status: "closed", rummyType: "deal", maxPlayers: (x.players as string[]).length, entryFeePaise: 0n });
      const deals = await dbOf(t).select().from(schema.deals).where(eq(schema.deals.tableId, x.tableId));
      // Best of N: at least N deals (tie-breaker deals come on top), chips reset for the round.
      expect(deals.length).toBeGreaterThanOrEqual(x.roundNo === 3 ? 2 : 1);
      expect((g?.match as { dealsCount: number }).dealsCount).toBe(x.roundNo === 3 ? 2 : 1);
      const result = x.result as { userId: string; rank: number }[];
      expect(result.map((r) => r.userId).sort()).toEqual([...(x.players as string[])].sort());
    }

    // Each player was told their table's result by the room, and saw the tournament in the state.
    const first = seated.find((s) => tables[0]!.players && (tables[0]!.players as string[]).includes(s.player.userId));
    const info = (first?.room.state as { tournament?: { toJSON(): unknown } }).tournament?.toJSON();
    expect(info).toMatchObject({ id, round: 1, rounds: 3, deals: 1, qualifiers: 2 });
    for (const x of tables) {
      for (const userId of x.players as string[]) {
        const s = seated.find((c) => c.player.userId === userId && c.room.roomId === x.tableId);
        expect(s, `player ${userId} connected to round ${x.roundNo}`).toBeDefined();
        const [message] = messagesOf<{ iTournamentId: string; round: number; standings: { name: string; rank: number; qualified: boolean }[] }>(s as Seated, "table_result");
        expect(message).toMatchObject({ iTournamentId: id, round: x.roundNo, tableNo: x.tableNo });
        expect(message?.standings).toHaveLength((x.players as string[]).length);
      }
    }

    // Places: 1..30 once each; the final's order first; everyone placed by the director.
    const rows = await entries(dbOf(t), id);
    const positions = rows.map((e) => e.finalPosition).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(positions).toEqual(Array.from({ length: PLAYERS }, (_, i) => i + 1));
    const final = tables.at(-1)!.result as { userId: string; rank: number }[];
    const winner = final.find((r) => r.rank === 1)!.userId;
    expect(rows.find((e) => e.finalPosition === 1)?.userId).toBe(winner);
    expect(rows.filter((e) => e.roundReached === 3)).toHaveLength(2);
    expect(rows.filter((e) => e.roundReached === 2)).toHaveLength(8);
    expect(rows.filter((e) => e.roundReached === 1)).toHaveLength(20);
    // 30 x 10 = 300 rupees, 10% rake: 270 split 60/20/20.
    const prizes = await dbOf(t).select().from(schema.tournamentTransactions).where(and(eq(schema.tournamentTransactions.tournamentId, id), eq(schema.tournamentTransactions.currency, "INR")));
    const credits = prizes.filter((p) => p.creditPaise > 0n).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    expect(credits.map((p) => [p.position, p.creditPaise])).toEqual([
      [1, 16_200n],
      [2, 5_400n],
      [3, 5_400n],
    ]);
    expect(await pendingHolds(dbOf(t), id)).toBe(0);
    expect(await checkLedger(dbOf(t))).toEqual([]);
    await leaveAll(seated);
  }, 900_000);

  it("auto-plays a seat that never connects, drops it, and the round still finishes", async () => {
    const [present, absent] = [players[0]!, players[1]!];
    // `present` listens on the player channel and takes the seat the moment it is told where it is.
    const client = new Client(t.url.replace(/^http/, "ws"));
    client.auth.token = present.token;
    const channel = await client.joinOrCreate("player");
    const heard: PlayerEvent[] = [];
    channel.onMessage("*", (_type, message) => heard.push(message as PlayerEvent));
    const id = await startTournament([present, absent], 2, [[1, 1]]);
    const takeSeat = await waitFor("resTakeTournamentSeat", () => heard.find((e) => e.type === "resTakeTournamentSeat" && e.iTournamentId === id), 60_000);
    const iTableId = (takeSeat as { iTableId: string }).iTableId;
    // The room is live when the player hears of it: the first join succeeds.
    const seated = await connect(t.url, present, iTableId);
    // The lobby's joined games list the round table as a tournament table (SPEC.md "Joined game").
    const joined = await present.api.get<{ iTableId: string; eGameType: string; iTournamentId: string | null }[]>("/rummy/table/joined");
    expect(joined.body.data).toEqual([expect.objectContaining({ iTableId, eGameType: "tournament", iTournamentId: id })]);
    await drive([seated], () => solverPolicy, () => messagesOf(seated, "table_result").length > 0, "the table's result", 240_000);

    const [table] = await tablesOf(id);
    expect(table?.tableId).toBe(iTableId);
    const deals = await dbOf(t).select().from(schema.deals).where(eq(schema.deals.tableId, iTableId));
    expect(deals.length).toBeGreaterThanOrEqual(1);
    // The absent seat's turns timed out until the rules dropped it.
    const log = await dbOf(t).select().from(schema.dealEvents).where(inArray(schema.dealEvents.dealId, deals.map((d) => d.id)));
    expect(log.some((e) => (e.action as { type: string }).type === "timeout")).toBe(true);
    expect(table?.result).toEqual([
      { userId: present.userId, rank: 1, chips: expect.any(Number) },
      { userId: absent.userId, rank: 2, chips: expect.any(Number) },
    ]);
    await waitFor("round result on the channel", () => heard.find((e) => e.type === "tournamentRoundResult" && e.iTournamentId === id), 30_000);
    expect(heard.filter((e) => e.type === "tournamentRoundResult")).toEqual([{ type: "tournamentRoundResult", iTournamentId: id, nRound: 1, nRank: 1 }]);
    await eventually("finished", async () => ((await tournamentState(dbOf(t), id)) === "finished" ? true : undefined));
    const rows = await entries(dbOf(t), id);
    expect(rows.map((e) => [e.userId, e.finalPosition]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      [present.userId, 1],
      [absent.userId, 2],
    ]);
    await leaveAll([seated]);
    await channel.leave();
  }, 300_000);

  it("plays a pool 101 knock-out round on the same path: the last one standing wins, no rejoin", async () => {
    const [dropper, stayer] = [players[2]!, players[3]!];
    const id = await startTournament([dropper, stayer], 2, [[1, 1]], "pool101");
    // The dropper drops at every first chance (20 a deal) until the pool limit puts them out.
    const seated = await play(id, [dropper, stayer], (p) => (p === dropper ? dropPolicy : drawDiscardPolicy), 300_000);
    const [table] = await tablesOf(id);
    const [game] = await dbOf(t).select().from(schema.gameTables).where(eq(schema.gameTables.id, table!.tableId));
    expect(game).toMatchObject({ rummyType: "pool", poolLimit: 101, variantId: "pool101", status: "closed" });
    expect(table?.result).toEqual([
      { userId: stayer.userId, rank: 1, chips: expect.any(Number) },
      { userId: dropper.userId, rank: 2, chips: expect.any(Number) },
    ]);
    const mine = seated.find((s) => s.player === dropper)!;
    expect(messagesOf(mine, "rejoin_offer")).toEqual([]);
    expect(messagesOf<{ standings: { name: string; rank: number }[] }>(mine, "table_result")[0]?.standings.map((x) => [x.name, x.rank])).toEqual([
      [stayer.userName, 1],
      [dropper.userName, 2],
    ]);
    await eventually("finished", async () => ((await tournamentState(dbOf(t), id)) === "finished" ? true : undefined));
    expect((await entries(dbOf(t), id)).map((e) => [e.userId, e.finalPosition]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      [stayer.userId, 1],
      [dropper.userId, 2],
    ]);
    await leaveAll(seated);
  }, 300_000);
});
