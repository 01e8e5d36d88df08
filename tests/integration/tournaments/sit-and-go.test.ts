import { checkLedger } from "@rummy/db/ledger/index";
import { queryRows, schema } from "@rummy/db";
import type { PlayerEvent } from "@rummy/game-server/services/realtime/events";
import { cancelByOperator } from "@rummy/game-server/services/tournaments/cancellation";
import { directorTick, type DirectorDeps } from "@rummy/game-server/services/tournaments/director";
import { beginPrizeStep, recordTableResult } from "@rummy/game-server/services/tournaments/director-repository";
import { payPrizesAndFinish } from "@rummy/game-server/services/tournaments/prize-payment";
import { tournamentTick } from "@rummy/game-server/services/tournaments/clock";
import { scheduleRecurrences } from "@rummy/game-server/services/tournaments/recurrence";
import { windUpCancelled } from "@rummy/game-server/services/tournaments/wind-up";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realPostgresOrSkip } from "../../support/database.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { cashPaise, depositRupees, makePlayers, setMoneyGames, type Player } from "../rooms/support.ts";
import { createTournament, dbOf, entries, eventually, pendingHolds, roundTablesOf, tournamentState } from "./support.ts";

/**
 * Sit and go, bots in practice tournaments, a voided round table and the operator's cancellation
 * of a running tournament (game-server/TOURNAMENTS.md), on a real PostgreSQL with the director
 * ticked by hand and the table results reported as the rooms do (`recordTableResult`). The clock
 * runs (it starts the sit and go tournaments); the director does not, so each step is this test's.
 */
const run = realPostgresOrSkip("tournament sit and go, bots, replay, cancellation");

describe.runIf(run)("tournament sit and go, bots, replay, cancellation", () => {
  let t: TestPlatform;
  let players: Player[];
  const sent: [string, PlayerEvent][] = [];
  let offsetMs = 0;

  beforeAll(async () => {
    t = await bootTestPlatform("tournaments-sit-and-go", { TOURNAMENT_DIRECTOR: "off" });
    players = await makePlayers(t.running.platform, t.url, 8);
    await setMoneyGames(t.running.platform, true);
    for (const p of players) await depositRupees(t.running.platform, p.userId, 100);
  });

  afterAll(async () => {
    await t?.close();
  });

  const director = (holder = "A"): DirectorDeps => ({ db: dbOf(t), now: () => new Date(Date.now() + offsetMs), holder, leaseMs: 30_000, notify: (u, e) => sent.push([u, e]) });
  const latestRun = async (id: string) =>
    (await dbOf(t).select().from(schema.tournamentRoundRuns).where(eq(schema.tournamentRoundRuns.tournamentId, id)).orderBy(sql`${schema.tournamentRoundRuns.roundNo} DESC`).limit(1))[0];
  const oneRound = (id: string, deals = 1) => dbOf(t).update(schema.tournamentRounds).set({ qualifiersPerTable: 1, dealsPerRound: deals }).where(eq(schema.tournamentRounds.tournamentId, id));
  /** Each table's seats finish in seat order (first seat wins); chips rise with the table number. */
  const reportAll = async (id: string, roundNo: number) => {
    for (const x of await roundTablesOf(dbOf(t), id, roundNo)) {
      const standings = (x.players as string[]).map((userId, i) => ({ userId, rank: i + 1, chips: i === 0 ? 160 : 10 * x.tableNo - i }));
      expect(await recordTableResult(dbOf(t), x.tableId, standings)).toBe(true);
    }
  };
  /** Ticks and reports round after round until the tournament is finished. */
  const playToTheEnd = async (id: string) => {
    const reported = new Set<number>();
    for (let step = 0; step < 30 && (await tournamentState(dbOf(t), id)) !== "finished"; step++) {
      await directorTick(director());
      const current = await latestRun(id);
      if (current?.state === "break") offsetMs = Math.max(offsetMs, (current.breakUntil?.getTime() ?? 0) - Date.now() + 1_000);
      if (current?.state === "playing" && !reported.has(current.roundNo)) {
        reported.add(current.roundNo);
        await reportAll(id, current.roundNo);
      }
    }
    expect(await tournamentState(dbOf(t), id)).toBe("finished");
  };
  const refundRows = (id: string) =>
    dbOf(t)
      .select()
      .from(schema.tournamentTransactions)
      .where(and(eq(schema.tournamentTransactions.tournamentId, id), sql`${schema.tournamentTransactions.key} LIKE '%:refund'`));

  it("starts a sit and go when its last seat is taken: seven players at once for four seats give four seated, one waitlisted and refunded, one start", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "cash", format: "sit_and_go", entryFeePaise: 2_000n, maxPlayers: 4, maxWaitlist: 1, seatsPerTable: 2, prizeMode: "share", rakeBp: 1_000 });
    await oneRound(id);
    const field = players.slice(0, 7);
    const before = await Promise.all(field.map((p) => cashPaise(t.running.platform, p.userId)));
    // Seven joins at once, each on its own connection: the row lock hands out the seats.
    const answers = await Promise.all(field.map((p) => p.api.post<{ eStatus: string }>("/tournament/join", { iTournamentId: id })));
    const statuses = answers.map((a) => (a.status === 200 ? a.body.data.eStatus : String(a.status)));
    expect(statuses.filter((s) => s === "registered")).toHaveLength(4);
    expect(statuses.filter((s) => s === "waitlisted")).toHaveLength(1);
    expect(statuses.filter((s) => s === "409")).toHaveLength(2);
    // Started by the registrations themselves (no start time came): seating, the waitlist refunded.
    await eventually("the sit and go to start", async () => ((await tournamentState(dbOf(t), id)) === "seating" ? true : undefined));
    const [row] = await dbOf(t).select().from(schema.tournaments).where(eq(schema.tournaments.id, id));
    expect(row!.startsAt.getTime()).toBeGreaterThan(Date.now());
    await eventually("the waitlist refunded", async () => ((await entries(dbOf(t), id)).some((e) => e.state === "refunded" && e.entryState === "released") ? true : undefined));
    const waitlisted = field[statuses.indexOf("waitlisted")]!;
    expect(await cashPaise(t.running.platform, waitlisted.userId)).toBe(before[statuses.indexOf("waitlisted")]);

    await playToTheEnd(id);
    const rows = await entries(dbOf(t), id);
    expect(rows.filter((e) => e.finalPosition !== null).map((e) => e.finalPosition).sort()).toEqual([1, 2, 3, 4]);
    // One start: each seated entry posted once (4 x 20 rupees in the pool), one round 1, prizes once.
    const posted = await queryRows<{ n: number; total: string }>(
      dbOf(t),
      sql`SELECT count(*)::int AS n, coalesce(sum(amount_paise), 0)::text AS total FROM ledger_transfers WHERE ref_kind = 'tournament' AND ref_id = ${id} AND phase = 'post_pending'`,
    );
    expect(posted[0]).toEqual({ n: 4, total: "8000" });
    const runs = await dbOf(t).select().from(schema.tournamentRoundRuns).where(eq(schema.tournamentRoundRuns.tournamentId, id));
    expect(runs.map((r) => r.roundNo).sort()).toEqual([1, 2]);
    const prizes = await queryRows<{ code: string; total: string }>(
      dbOf(t),
      sql`SELECT code, sum(amount_paise)::text AS total FROM ledger_transfers WHERE ref_kind = 'tournament' AND ref_id = ${id} AND code IN ('prize', 'rake') GROUP BY code ORDER BY code`,
    );
    expect(prizes).toEqual([
      { code: "prize", total: "7200" },
      { code: "rake", total: "800" },
    ]);
    expect(await pendingHolds(dbOf(t), id)).toBe(0);
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });

  it("opens the next sit and go of a series as soon as one fills, whatever its deadline", async () => {
    const seriesKey = `sng-${Math.random().toString(36).slice(2, 7)}`;
    const id = await createTournament(dbOf(t), { entryKind: "free", format: "sit_and_go", maxPlayers: 2, seatsPerTable: 2, seriesKey, recurrenceMinutes: 30 });
    const deps = { db: dbOf(t), now: () => new Date() };
    const instances = () => dbOf(t).select().from(schema.tournaments).where(eq(schema.tournaments.seriesKey, seriesKey));
    await scheduleRecurrences(deps);
    expect(await instances()).toHaveLength(1);
    for (const p of players.slice(0, 2)) expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    await eventually("the sit and go to start", async () => ((await tournamentState(dbOf(t), id)) === "seating" ? true : undefined));
    await scheduleRecurrences(deps);
    const next = (await instances()).find((x) => x.id !== id);
    const [filled] = (await instances()).filter((x) => x.id === id);
    expect(next?.format).toBe("sit_and_go");
    expect(next!.startsAt.getTime()).toBe(filled!.startsAt.getTime() + 30 * 60_000);
    expect(next!.registrationOpensAt.getTime()).toBeLessThanOrEqual(Date.now());
    await scheduleRecurrences(deps);
    expect(await instances()).toHaveLength(2);
  });

  it("fills a practice sit and go with labelled bots for a lone newcomer, places them, and pays a bot nothing", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "practice", format: "sit_and_go", maxPlayers: 4, seatsPerTable: 4, botFillTo: 4, prizeMode: "share" });
    await oneRound(id);
    // Chip prizes only (bots never sit where a ticket or cash is won): 70% and 30% of the pool.
    await dbOf(t).delete(schema.tournamentPrizes).where(eq(schema.tournamentPrizes.tournamentId, id));
    await dbOf(t).insert(schema.tournamentPrizes).values([
      { tournamentId: id, rankFrom: 1, rankTo: 1, kind: "chips", shareBp: 7_000 },
      { tournamentId: id, rankFrom: 2, rankTo: 2, kind: "chips", shareBp: 3_000 },
    ]);
    const human = players[0]!;
    expect((await human.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    expect(await tournamentState(dbOf(t), id)).toBe("registering");
    // The wait for other players is over (30 s after the first registration): the clock adds the bots and starts it.
    await dbOf(t).update(schema.tournamentParticipants).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(schema.tournamentParticipants.tournamentId, id));
    const errors: unknown[] = [];
    await tournamentTick({ db: dbOf(t), now: () => new Date() }, (e) => errors.push(e));
    expect(errors).toEqual([]);
    await eventually("the bots and the start", async () => ((await tournamentState(dbOf(t), id)) === "seating" ? true : undefined));
    const bots = (await entries(dbOf(t), id)).filter((e) => e.isBot);
    expect(bots).toHaveLength(3);
    for (const b of bots) expect([b.botName?.endsWith(" (bot)"), b.entrySource, b.entryPaise, b.holdKey]).toEqual([true, "free", 0n, null]);
    const view = await human.api.post<{ data: { nJoined: number; nBots: number; nBotFillTo: number } }>(`/tournament/view/${id}`);
    expect([view.body.data.data.nJoined, view.body.data.data.nBots, view.body.data.data.nBotFillTo]).toEqual([4, 3, 4]);

    await directorTick(director());
    const [table] = await roundTablesOf(dbOf(t), id, 1);
    const seats = await dbOf(t).select().from(schema.tableSeats).where(eq(schema.tableSeats.tableId, table!.tableId));
    const botIds = new Set(bots.map((b) => b.userId));
    expect(seats.map((s) => [s.isBot, s.isBot ? s.name.endsWith(" (bot)") : s.name === human.userName]).sort()).toEqual([
      [false, true],
      [true, true],
      [true, true],
      [true, true],
    ]);
    expect(seats.filter((s) => s.isBot).every((s) => s.userId !== null && botIds.has(s.userId))).toBe(true);

    // A bot wins, the newcomer is second.
    const order = [bots[0]!.userId, human.userId, bots[1]!.userId, bots[2]!.userId];
    expect(await recordTableResult(dbOf(t), table!.tableId, order.map((userId, i) => ({ userId, rank: i + 1, chips: 100 - i })))).toBe(true);
    for (let i = 0; i < 4 && (await tournamentState(dbOf(t), id)) !== "finished"; i++) await directorTick(director());
    expect(await tournamentState(dbOf(t), id)).toBe("finished");
    const placed = await entries(dbOf(t), id);
    expect(placed.find((e) => e.userId === human.userId)?.finalPosition).toBe(2);
    expect(placed.find((e) => e.userId === bots[0]!.userId)?.finalPosition).toBe(1);
    // Pool: the newcomer's 10 chips; 30% to them, the bot's 70% back to the mint; no bot in the ledger.
    const prizeRows = await dbOf(t).select().from(schema.tournamentTransactions).where(and(eq(schema.tournamentTransactions.tournamentId, id), sql`${schema.tournamentTransactions.key} LIKE ${`${id}:prize:%`}`));
    expect(prizeRows.map((r) => [r.userId, r.position, r.creditPaise, r.currency])).toEqual([[human.userId, 2, 300n, "PRACTICE"]]);
    const botAccounts = await queryRows<{ n: number }>(dbOf(t), sql`SELECT count(*)::int AS n FROM ledger_accounts WHERE owner_user_id IN (${sql.join([...botIds].map((b) => sql`${b}`), sql`, `)})`);
    expect(botAccounts[0]?.n).toBe(0);
    expect(sent.filter(([u, e]) => e.type === "prizeCredited" && botIds.has(u))).toEqual([]);
    expect(await pendingHolds(dbOf(t), id)).toBe(0);
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });

  it("replays a round table crash recovery voided: the same players at a fresh table, then the round closes", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "free", maxPlayers: 4, seatsPerTable: 2 });
    await oneRound(id);
    const field = players.slice(0, 4);
    for (const p of field) expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    await dbOf(t).update(schema.tournaments).set({ registrationClosesAt: new Date(Date.now() - 1_000), startsAt: new Date(Date.now() - 1_000) }).where(eq(schema.tournaments.id, id));
    await eventually("seating", async () => ((await tournamentState(dbOf(t), id)) === "seating" ? true : undefined));
    await directorTick(director());
    const [first, second] = await roundTablesOf(dbOf(t), id, 1);
    // Crash recovery could not resume table 1: its game table is voided (services/tables/recovery.ts).
    await dbOf(t).update(schema.gameTables).set({ status: "voided", closedAt: new Date() }).where(eq(schema.gameTables.id, first!.tableId));
    sent.length = 0;
    await directorTick(director());
    await directorTick(director("B"));
    const [replayed] = await roundTablesOf(dbOf(t), id, 1);
    expect(replayed!.tableId).not.toBe(first!.tableId);
    expect(replayed!.players).toEqual(first!.players);
    const fresh = await dbOf(t).select().from(schema.gameTables).where(eq(schema.gameTables.id, replayed!.tableId));
    expect(fresh.map((g) => [g.status, g.tournamentId, g.roundNo, g.tableNo])).toEqual([["open", id, 1, 1]]);
    const freshSeats = await dbOf(t).select().from(schema.tableSeats).where(eq(schema.tableSeats.tableId, replayed!.tableId));
    expect(freshSeats.sort((a, b) => a.seat - b.seat).map((s) => s.userId)).toEqual(first!.players);
    const moved = (await entries(dbOf(t), id)).filter((e) => (first!.players as string[]).includes(e.userId));
    expect(moved.map((e) => [e.state, e.tableId])).toEqual([
      ["seated", replayed!.tableId],
      ["seated", replayed!.tableId],
    ]);
    // Told once each to take the new seat, however many passes.
    expect(sent.filter(([, e]) => e.type === "resTakeTournamentSeat").map(([u, e]) => [u, (e as { iTableId: string }).iTableId]).sort()).toEqual(
      (first!.players as string[]).map((u) => [u, replayed!.tableId]).sort(),
    );
    // A late report under the voided id changes nothing; the replayed table's closes the round.
    const [a, b] = first!.players as [string, string];
    expect(await recordTableResult(dbOf(t), first!.tableId, [{ userId: a, rank: 1, chips: 1 }, { userId: b, rank: 2, chips: 0 }])).toBe(false);
    expect(await recordTableResult(dbOf(t), replayed!.tableId, [{ userId: b, rank: 1, chips: 160 }, { userId: a, rank: 2, chips: 10 }])).toBe(true);
    const [c, d] = second!.players as [string, string];
    expect(await recordTableResult(dbOf(t), second!.tableId, [{ userId: c, rank: 1, chips: 160 }, { userId: d, rank: 2, chips: 20 }])).toBe(true);
    await directorTick(director());
    expect((await latestRun(id))?.state).toBe("break");
    expect((await entries(dbOf(t), id)).filter((e) => e.state === "qualified").map((e) => e.userId).sort()).toEqual([b, c].sort());
  });

  it("cancels a running tournament for the operator mid-round: tables voided, every entry refunded once, players told once, no prize after", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "cash", entryFeePaise: 3_000n, maxPlayers: 4, seatsPerTable: 2, prizeMode: "share" });
    await oneRound(id);
    const field = players.slice(0, 4);
    const before = await Promise.all(field.map((p) => cashPaise(t.running.platform, p.userId)));
    for (const p of field) expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    await dbOf(t).update(schema.tournaments).set({ registrationClosesAt: new Date(Date.now() - 1_000), startsAt: new Date(Date.now() - 1_000) }).where(eq(schema.tournaments.id, id));
    await eventually("seating", async () => ((await tournamentState(dbOf(t), id)) === "seating" ? true : undefined));
    await directorTick(director());
    expect(await tournamentState(dbOf(t), id)).toBe("running");
    const tables = await roundTablesOf(dbOf(t), id, 1);
    // One table has reported, the other is mid-match (its deal in play).
    const [w, l] = tables[0]!.players as [string, string];
    expect(await recordTableResult(dbOf(t), tables[0]!.tableId, [{ userId: w, rank: 1, chips: 160 }, { userId: l, rank: 2, chips: 10 }])).toBe(true);
    const [deal] = await dbOf(t).insert(schema.deals).values({ tableId: tables[1]!.tableId, number: 1, setup: {}, seedHex: "00", commitment: "00", players: {} }).returning();
    expect((await Promise.all(field.map((p) => cashPaise(t.running.platform, p.userId)))).every((c, i) => c === before[i]! - 3_000n)).toBe(true);

    const deps = { db: dbOf(t), now: () => new Date() };
    expect(await cancelByOperator(deps, id, "Server maintenance")).toEqual({ refunded: 4, alreadyCancelled: false });
    expect(await cancelByOperator(deps, id, "Server maintenance")).toEqual({ refunded: 0, alreadyCancelled: true });
    expect(await Promise.all(field.map((p) => cashPaise(t.running.platform, p.userId)))).toEqual(before);
    expect((await entries(dbOf(t), id)).map((e) => e.state)).toEqual(["refunded", "refunded", "refunded", "refunded"]);
    expect((await refundRows(id)).map((r) => [r.creditPaise, r.currency])).toEqual(Array.from({ length: 4 }, () => [3_000n, "INR"]));

    // The server's clock closes the round tables (no room runs them here: the rows are voided) and tells the players once.
    sent.length = 0;
    const wind = { db: dbOf(t), now: () => new Date(), notify: (u: string, e: PlayerEvent) => sent.push([u, e]) };
    expect(await windUpCancelled(wind)).toBe(2);
    expect(await windUpCancelled(wind)).toBe(0);
    const games = await dbOf(t).select().from(schema.gameTables).where(inArray(schema.gameTables.id, tables.map((x) => x.tableId)));
    expect(games.map((g) => g.status)).toEqual(["voided", "voided"]);
    const [voidedDeal] = await dbOf(t).select().from(schema.deals).where(eq(schema.deals.id, deal!.id));
    expect(voidedDeal?.status).toBe("voided");
    expect(sent.filter(([, e]) => e.type === "tournamentCancelled").map(([u, e]) => [u, e]).sort()).toEqual(
      field.map((p) => [p.userId, { type: "tournamentCancelled", iTournamentId: id, sMessage: expect.stringContaining("Server maintenance") }]).sort(),
    );

    // Nothing is paid after: the director and the prize step leave a cancelled tournament alone.
    await directorTick(director());
    const [row] = await dbOf(t).select().from(schema.tournaments).where(eq(schema.tournaments.id, id));
    await payPrizesAndFinish(director(), { ...row!, state: "running" });
    const paid = await queryRows<{ n: number }>(dbOf(t), sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE ref_kind = 'tournament' AND ref_id = ${id} AND code IN ('prize', 'rake')`);
    expect(paid[0]?.n).toBe(0);
    expect(await tournamentState(dbOf(t), id)).toBe("cancelled");
    expect(await pendingHolds(dbOf(t), id)).toBe(0);
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });

  it("refuses to cancel once the prize step has begun", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "free", maxPlayers: 4, seatsPerTable: 2 });
    for (const p of players.slice(4, 6)) expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    await dbOf(t).update(schema.tournaments).set({ registrationClosesAt: new Date(Date.now() - 1_000), startsAt: new Date(Date.now() - 1_000) }).where(eq(schema.tournaments.id, id));
    await eventually("seating", async () => ((await tournamentState(dbOf(t), id)) === "seating" ? true : undefined));
    await directorTick(director());
    expect(await beginPrizeStep(dbOf(t), id)).toBe(true);
    await expect(cancelByOperator({ db: dbOf(t), now: () => new Date() }, id, "too late")).rejects.toMatchObject({ code: "tournament/too_late" });
    expect(await tournamentState(dbOf(t), id)).toBe("running");
  });
});
