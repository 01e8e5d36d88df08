import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { matchMaker } from "@colyseus/core";
import { checkLedger } from "@rummy/db/ledger/index";
import { schema } from "@rummy/db";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { realPostgresOrSkip } from "../../support/database.ts";
import { nodeArgs } from "../../support/node-bundle.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { cashPaise, connect, depositRupees, drive, idlePolicy, makePlayers, messagesOf, setMoneyGames, solverPolicy, view, waitFor, type Player, type Seated } from "../rooms/support.ts";
import { createTournament, dbOf, entries, eventually, pendingHolds, roundTablesOf, tournamentState } from "./support.ts";

/**
 * Bots and the operator's cancellation through real round table rooms (TOURNAMENTS.md "Bots",
 * "Operator cancellation"), with the director and the clock wired at boot: a newcomer alone in a
 * practice sit and go plays its bots to the end through the table protocol; and
 * `npm run operator -- tournament cancel` run against a round table mid-deal voids the deal,
 * closes the room and refunds every entry once; the seeded Practice Knock-out (series.ts) makes up
 * its minimum with a bot, so a lone newcomer plays it instead of being refunded.
 */
const run = realPostgresOrSkip("tournament bots and cancellation through the rooms");
const exec = promisify(execFile);
// The cancel test spawns the operator CLI twice, each loading the server's modules: tens of
// seconds apiece on a busy two-core CI machine, where a 60 s test has timed out with nothing wrong.
vi.setConfig({ testTimeout: 300_000 });

describe.runIf(run)("tournament bots and cancellation through the rooms", () => {
  let t: TestPlatform;
  let players: Player[];

  beforeAll(async () => {
    process.env["TABLE_OPTIONS"] = JSON.stringify({ turnSeconds: 5, timeBankSeconds: 0, meldSeconds: 5, startDelayMs: 200, nextDealMs: 300, seatWaitMs: 8_000, botThinkMs: 100 });
    t = await bootTestPlatform("tournaments-bots-rooms", { ALLOW_TEST_TABLE_OPTIONS: "all" });
    players = await makePlayers(t.running.platform, t.url, 4);
    await setMoneyGames(t.running.platform, true);
    for (const p of players) await depositRupees(t.running.platform, p.userId, 100);
  });

  afterAll(async () => {
    delete process.env["TABLE_OPTIONS"];
    await t?.close();
  });

  /** The player's seat at the table the director gives them, once it does. */
  const seatOf = async (id: string, player: Player, notAt?: string): Promise<Seated> => {
    const tableId = await eventually("a seat", async () =>
      (await entries(dbOf(t), id)).find((e) => e.userId === player.userId && e.tableId && e.tableId !== notAt && ["seated", "playing"].includes(e.state))?.tableId,
    );
    return connect(t.url, player, tableId);
  };

  const operator = async (...args: string[]) =>
    exec(process.execPath, [...(await nodeArgs("game-server/src/ops/operator-cli.ts")), ...args], { env: { ...process.env, DATABASE_URL: t.database.url ?? "" }, timeout: 240_000 }).then(
      (r) => r.stdout,
      (error: { stdout?: string; stderr?: string }) => {
        throw new Error(`operator failed: ${error.stdout ?? ""} ${error.stderr ?? ""}`);
      },
    );

  it("plays a practice sit and go of one newcomer and three labelled bots to the end; the newcomer gets a place, the ledger stays exact", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "practice", format: "sit_and_go", maxPlayers: 4, seatsPerTable: 4, botFillTo: 4, prizeMode: "share" });
    await dbOf(t).update(schema.tournamentRounds).set({ dealsPerRound: 1, qualifiersPerTable: 1 }).where(eq(schema.tournamentRounds.tournamentId, id));
    await dbOf(t).delete(schema.tournamentPrizes).where(eq(schema.tournamentPrizes.tournamentId, id));
    await dbOf(t).insert(schema.tournamentPrizes).values([
      { tournamentId: id, rankFrom: 1, rankTo: 1, kind: "chips", shareBp: 7_000 },
      { tournamentId: id, rankFrom: 2, rankTo: 2, kind: "chips", shareBp: 3_000 },
    ]);
    const human = players[0]!;
    expect((await human.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    // The 30 s wait for other players is over: the clock adds the bots, the director seats the table.
    await dbOf(t).update(schema.tournamentParticipants).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(schema.tournamentParticipants.tournamentId, id));
    const seated = await seatOf(id, human);
    const seats = await waitFor("four seats in the state", () => {
      const s = Object.values(view(seated).seats);
      return s.length === 4 ? s : undefined;
    });
    // Labelled in the state the player sees: isBot and a "(bot)" name on every seat but theirs.
    expect(seats.map((s) => [s.isBot, s.isBot ? s.name.endsWith(" (bot)") : s.name === human.userName]).sort()).toEqual([
      [false, true],
      [true, true],
      [true, true],
      [true, true],
    ]);
    let state: string | undefined;
    const poll = setInterval(() => void tournamentState(dbOf(t), id).then((s) => (state = s)), 250);
    try {
      await drive([seated], () => solverPolicy, () => state === "finished", "the sit and go to finish", 300_000);
    } finally {
      clearInterval(poll);
    }
    const rows = await entries(dbOf(t), id);
    const me = rows.find((e) => e.userId === human.userId);
    expect(me?.finalPosition).toBeGreaterThanOrEqual(1);
    expect(rows.filter((e) => e.isBot).map((e) => e.finalPosition).sort()).toEqual([1, 2, 3, 4].filter((p) => p !== me?.finalPosition));
    const [table] = await roundTablesOf(dbOf(t), id, 1);
    expect((table!.result as { userId: string }[]).map((r) => r.userId).sort()).toEqual(rows.map((e) => e.userId).sort());
    // The deal log names the player and leaves the bots null, as at any practice table.
    const [dealRow] = await dbOf(t).select().from(schema.deals).where(eq(schema.deals.tableId, table!.tableId));
    expect(Object.values(dealRow!.players as Record<string, string | null>).sort()).toEqual([human.userId, null, null, null]);
    expect(await pendingHolds(dbOf(t), id)).toBe(0);
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });

  it("starts the seeded Practice Knock-out for a lone newcomer with a labelled bot, and plays it to the end", async () => {
    const human = players[3]!;
    // The clock seeds the default series at boot; the earliest instance still taking entries.
    const seeded = await eventually("the seeded Practice Knock-out", async () => {
      const [x] = await dbOf(t)
        .select()
        .from(schema.tournaments)
        .where(and(eq(schema.tournaments.seriesKey, "practice-knockout"), inArray(schema.tournaments.state, ["scheduled", "registering"])))
        .orderBy(asc(schema.tournaments.startsAt))
        .limit(1);
      return x;
    });
    expect([seeded.name, seeded.entryKind, seeded.minPlayers, seeded.botFillTo]).toEqual(["Practice Knock-out", "practice", 2, 2]);
    const id = seeded.id;
    expect((await human.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    // Its start time comes with one player registered: below the minimum, refunded, were it not for the bot.
    await dbOf(t).update(schema.tournaments).set({ registrationClosesAt: new Date(Date.now() - 1_000), startsAt: new Date(Date.now() - 1_000) }).where(eq(schema.tournaments.id, id));
    let seated = await seatOf(id, human);
    const rows = await entries(dbOf(t), id);
    expect(rows.map((e) => (e.isBot ? `bot ${e.botName?.endsWith(" (bot)")}` : e.userId)).sort()).toEqual([human.userId, "bot true"].sort());
    expect(await tournamentState(dbOf(t), id)).toBe("running");
    const listed = await human.api.post<{ data: { nJoined: number; nBots: number } }>(`/tournament/view/${id}`);
    expect([listed.body.data.data.nJoined, listed.body.data.data.nBots]).toEqual([2, 1]);

    // Round 1 (both of the table qualify), the break, round 2 at a fresh table: the newcomer plays each.
    let state: string | undefined;
    let tableOf: string | null | undefined;
    const poll = setInterval(() => {
      void tournamentState(dbOf(t), id).then((x) => (state = x));
      void entries(dbOf(t), id).then((x) => (tableOf = x.find((e) => e.userId === human.userId)?.tableId));
    }, 250);
    try {
      for (let round = 1; round <= 3 && state !== "finished"; round++) {
        const at = seated.room.roomId;
        await drive([seated], () => solverPolicy, () => state === "finished" || (tableOf && tableOf !== at), `round ${round} to end`, 300_000);
        if (state !== "finished") seated = await seatOf(id, human, at);
      }
    } finally {
      clearInterval(poll);
    }
    expect(await eventually("the tournament to finish", async () => (await tournamentState(dbOf(t), id)) === "finished")).toBe(true);
    const places = (await entries(dbOf(t), id)).map((e) => e.finalPosition).sort();
    expect(places).toEqual([1, 2]);
    expect(await pendingHolds(dbOf(t), id)).toBe(0);
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });

  it("replays a round table voided mid-deal at a fresh room with the same players, and the tournament finishes", async () => {
    const field = players.slice(1, 3);
    const id = await createTournament(dbOf(t), { entryKind: "free", maxPlayers: 2, seatsPerTable: 2 });
    await dbOf(t).update(schema.tournamentRounds).set({ dealsPerRound: 1, qualifiersPerTable: 1 }).where(eq(schema.tournamentRounds.tournamentId, id));
    for (const p of field) expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    await dbOf(t).update(schema.tournaments).set({ registrationClosesAt: new Date(Date.now() - 1_000), startsAt: new Date(Date.now() - 1_000) }).where(eq(schema.tournaments.id, id));
    const first = await Promise.all(field.map((p) => seatOf(id, p)));
    const dealId = await waitFor("a deal in play", () => view(first[0]!).dealId || undefined);
    const [voided] = await roundTablesOf(dbOf(t), id, 1);
    // The room voids its table mid-deal, the path a deal that cannot settle takes (TableFlow.abandon),
    // and the one crash recovery ends in when a deal log does not replay.
    await matchMaker.remoteRoomCall(voided!.tableId, "cancelTournamentTable", ["a test void"]);
    await waitFor("the first table to close", () => first.every((x) => messagesOf<{ reason: string }>(x, "closed").some((m) => m.reason === "voided")));
    // The director replays the match at a fresh table; the same two players take their seats there.
    const fresh = await eventually("a fresh table", async () => {
      const [x] = await roundTablesOf(dbOf(t), id, 1);
      return x && x.tableId !== voided!.tableId ? x : undefined;
    });
    expect(fresh.players).toEqual(voided!.players);
    const second = await Promise.all(field.map((p) => seatOf(id, p, voided!.tableId)));
    let state: string | undefined;
    const poll = setInterval(() => void tournamentState(dbOf(t), id).then((s) => (state = s)), 250);
    try {
      await drive(second, () => solverPolicy, () => state === "finished", "the replayed match to finish", 300_000);
    } finally {
      clearInterval(poll);
    }
    const [deal] = await dbOf(t).select().from(schema.deals).where(eq(schema.deals.id, dealId));
    expect(deal?.status).toBe("voided");
    const [old] = await dbOf(t).select().from(schema.gameTables).where(eq(schema.gameTables.id, voided!.tableId));
    expect(old?.status).toBe("voided");
    expect((await entries(dbOf(t), id)).map((e) => e.finalPosition).sort()).toEqual([1, 2]);
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });

  it("cancels a running tournament with the operator command while its round table is mid-deal", async () => {
    const field = players.slice(1, 3);
    const id = await createTournament(dbOf(t), { entryKind: "cash", entryFeePaise: 2_500n, maxPlayers: 2, seatsPerTable: 2, prizeMode: "share" });
    await dbOf(t).update(schema.tournamentRounds).set({ dealsPerRound: 3, qualifiersPerTable: 1 }).where(eq(schema.tournamentRounds.tournamentId, id));
    const before = await Promise.all(field.map((p) => cashPaise(t.running.platform, p.userId)));
    for (const p of field) expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    await dbOf(t).update(schema.tournaments).set({ registrationClosesAt: new Date(Date.now() - 1_000), startsAt: new Date(Date.now() - 1_000) }).where(eq(schema.tournaments.id, id));
    const table = await Promise.all(field.map((p) => seatOf(id, p)));
    const dealId = await waitFor("a deal in play", () => view(table[0]!).dealId || undefined);
    expect(await tournamentState(dbOf(t), id)).toBe("running");

    const out = await operator("tournament", "cancel", id, "--reason", "Server maintenance");
    expect(out).toContain("Cancelled: 2 entries refunded");
    // The server's clock closes the room: the deal is void, the players are told and let go.
    await drive(table, () => idlePolicy, () => table.every((s) => messagesOf<{ reason: string; message: string }>(s, "closed").some((m) => m.reason === "voided" && m.message.includes("cancelled"))), "the table to close", 60_000);
    const [deal] = await dbOf(t).select().from(schema.deals).where(eq(schema.deals.id, dealId));
    expect(deal?.status).toBe("voided");
    const [round] = await roundTablesOf(dbOf(t), id, 1);
    await eventually("the game table voided", async () => (await dbOf(t).select().from(schema.gameTables).where(eq(schema.gameTables.id, round!.tableId)))[0]?.status === "voided");
    expect(await Promise.all(field.map((p) => cashPaise(t.running.platform, p.userId)))).toEqual(before);
    expect((await entries(dbOf(t), id)).map((e) => e.state)).toEqual(["refunded", "refunded"]);

    // Twice is once.
    expect(await operator("tournament", "cancel", id, "--reason", "Server maintenance")).toContain("Already cancelled: 0 entries");
    expect(await Promise.all(field.map((p) => cashPaise(t.running.platform, p.userId)))).toEqual(before);
    expect(await tournamentState(dbOf(t), id)).toBe("cancelled");
    expect(await pendingHolds(dbOf(t), id)).toBe(0);
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });
});
