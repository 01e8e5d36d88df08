import { checkLedger } from "@rummy/db/ledger/index";
import { queryRows, schema } from "@rummy/db";
import type { PlayerEvent } from "@rummy/game-server/services/realtime/events";
import { directorTick, type DirectorDeps } from "@rummy/game-server/services/tournaments/director";
import { recordTableResult } from "@rummy/game-server/services/tournaments/director-repository";
import { payPrizesAndFinish } from "@rummy/game-server/services/tournaments/prize-payment";
import { awardTournamentChipPrizes } from "@rummy/game-server/services/wallet/tournament";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realPostgresOrSkip } from "../../support/database.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { makePlayers, type Player } from "../rooms/support.ts";
import { createTournament, dbOf, entries, eventually, pendingHolds, tournamentState, roundTablesOf } from "./support.ts";

/**
 * Practice-chip prizes (TOURNAMENTS.md "Chip prizes") on a real PostgreSQL: a practice knock-out
 * pays its chips from the pool of its posted practice entries (the rake back to the mint), a free
 * roll and a guarantee above the entries from the practice mint. Table results are reported the
 * way a room will (`recordTableResult`); two holders racing on the prize step pay nothing twice.
 */
const run = realPostgresOrSkip("tournament chip prizes");

describe.runIf(run)("tournament chip prizes", () => {
  let t: TestPlatform;
  let players: Player[];
  const sent: [string, PlayerEvent][] = [];
  let offsetMs = 0;

  beforeAll(async () => {
    t = await bootTestPlatform("tournaments-chip-prizes", { TOURNAMENT_DIRECTOR: "off" });
    players = await makePlayers(t.running.platform, t.url, 8);
  });

  afterAll(async () => {
    await t?.close();
  });

  const director = (holder: string): DirectorDeps => ({ db: dbOf(t), now: () => new Date(Date.now() + offsetMs), holder, leaseMs: 30_000, notify: (u, e) => sent.push([u, e]) });
  const roundTables = (id: string, roundNo: number) => roundTablesOf(dbOf(t), id, roundNo);
  const latestRun = async (id: string) =>
    (await dbOf(t).select().from(schema.tournamentRoundRuns).where(eq(schema.tournamentRoundRuns.tournamentId, id)).orderBy(sql`${schema.tournamentRoundRuns.roundNo} DESC`).limit(1))[0];
  const tournamentRow = async (id: string) => (await dbOf(t).select().from(schema.tournaments).where(eq(schema.tournaments.id, id)))[0]!;

  /** Registers the players, starts the tournament now and waits for the clock to move it to seating. */
  const start = async (id: string, field: Player[], oneDealRounds = true) => {
    if (oneDealRounds) await dbOf(t).update(schema.tournamentRounds).set({ qualifiersPerTable: 1, dealsPerRound: 1 }).where(eq(schema.tournamentRounds.tournamentId, id));
    for (const p of field) expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    await dbOf(t).update(schema.tournaments).set({ registrationClosesAt: new Date(Date.now() - 1_000), startsAt: new Date(Date.now() - 1_000) }).where(eq(schema.tournaments.id, id));
    await eventually("seating", async () => ((await tournamentState(dbOf(t), id)) === "seating" ? true : undefined));
  };

  /**
   * Ticks the director round by round (each table finishes in seat order; a loser's chips rise
   * with the table number) until the last round is placed, and returns every round's tables. The
   * prize step is left to the caller.
   */
  const playRounds = async (id: string, holder: string): Promise<string[][][]> => {
    const rounds: string[][][] = [];
    for (let step = 0; step < 20; step++) {
      await directorTick(director(holder));
      const current = await latestRun(id);
      if (!current) continue;
      if (current.state === "finished") return rounds;
      if (current.state === "break") {
        offsetMs = Math.max(offsetMs, (current.breakUntil?.getTime() ?? 0) - Date.now() + 1_000);
        continue;
      }
      if (current.state !== "playing" || rounds.length >= current.roundNo) continue;
      const tables = await roundTables(id, current.roundNo);
      for (const x of tables) {
        const standings = (x.players as string[]).map((userId, i) => ({ userId, rank: i + 1, chips: i === 0 ? 160 : 10 * x.tableNo - i }));
        expect(await recordTableResult(dbOf(t), x.tableId, standings)).toBe(true);
      }
      rounds.push(tables.map((x) => x.players as string[]));
    }
    throw new Error(`tournament ${id} did not place its last round`);
  };

  /** The tournament's ledger transfers, as [code, debit, credit, amount]. */
  const transfers = (id: string) =>
    queryRows<{ code: string; debit: string; credit: string; amount: string; currency: string }>(
      dbOf(t),
      sql`SELECT code, debit_account_id AS debit, credit_account_id AS credit, amount_paise::text AS amount, currency FROM ledger_transfers
        WHERE ref_kind = 'tournament' AND ref_id = ${id} AND code IN ('prize', 'rake', 'practice_topup') ORDER BY code, amount_paise DESC, credit_account_id`,
    );
  const poolBalance = async (id: string) =>
    (await queryRows<{ n: string }>(dbOf(t), sql`SELECT (credits_posted_paise - debits_posted_paise)::text AS n FROM ledger_accounts WHERE id = ${`tp:${id}:PRACTICE`}`))[0]?.n;
  const prizeRows = (id: string) =>
    dbOf(t)
      .select()
      .from(schema.tournamentTransactions)
      .where(and(eq(schema.tournamentTransactions.tournamentId, id), sql`${schema.tournamentTransactions.key} LIKE ${`${id}:prize:%`}`))
      .orderBy(asc(schema.tournamentTransactions.position));

  it("pays a practice knock-out's chip prizes from its pool, once, with PRACTICE statement rows", async () => {
    const field = players.slice(0, 4);
    const id = await createTournament(dbOf(t), { entryKind: "practice", entryFeePaise: 1_000n, maxPlayers: 4, seatsPerTable: 2, prizeMode: "share", rakeBp: 1_000, strategicTimeMs: 60_000 });
    await start(id, field);
    const [r1, r2] = await playRounds(id, "A");
    expect([r1, r2].map((r) => r?.length)).toEqual([2, 1]);
    expect(await tournamentState(dbOf(t), id)).toBe("running");

    // Two holders race on the prize step (a lease lapsing mid-payment), then more ticks follow.
    const row = await tournamentRow(id);
    await Promise.all([payPrizesAndFinish(director("A"), row), payPrizesAndFinish(director("B"), row)]);
    expect(await tournamentState(dbOf(t), id)).toBe("finished");
    offsetMs += 120_000;
    await directorTick(director("B"));
    await directorTick(director("A"));

    // Final: first seat wins; round 1's losers by chips (table 2's loser had 19, table 1's 9).
    const expected = [r2![0]![0], r2![0]![1], r1![1]![1], r1![0]![1]];
    const rows = await entries(dbOf(t), id);
    const byPosition = [...rows].sort((a, b) => (a.finalPosition ?? 99) - (b.finalPosition ?? 99));
    expect(byPosition.map((e) => [e.userId, e.finalPosition, e.state])).toEqual([
      [expected[0], 1, "paid"],
      [expected[1], 2, "paid"],
      [expected[2], 3, "paid"],
      [expected[3], 4, "paid"],
    ]);

    // 4 x 10 chips, 10% rake: 36 chips split 60/20/20 = 21.60, 7.20, 7.20; the rake back to the mint; rank 4 a ticket.
    expect((await prizeRows(id)).map((p) => [p.userId, p.position, p.roundNo, p.creditPaise, p.currency])).toEqual([
      [expected[0], 1, 2, 2_160n, "PRACTICE"],
      [expected[1], 2, 2, 720n, "PRACTICE"],
      [expected[2], 3, 1, 720n, "PRACTICE"],
      [expected[3], 4, 1, 2_500n, "TICKET"],
    ]);
    expect(await transfers(id)).toEqual([
      { code: "prize", debit: `tp:${id}:PRACTICE`, credit: `p:${expected[0]}:practice`, amount: "2160", currency: "PRACTICE" },
      ...[expected[1], expected[2]]
        .sort()
        .map((u) => ({ code: "prize", debit: `tp:${id}:PRACTICE`, credit: `p:${u}:practice`, amount: "720", currency: "PRACTICE" })),
      { code: "rake", debit: `tp:${id}:PRACTICE`, credit: "s:practice_mint:PRACTICE", amount: "400", currency: "PRACTICE" },
    ]);
    expect(await dbOf(t).select().from(schema.tournamentTickets).where(eq(schema.tournamentTickets.source, `prize:${id}`))).toHaveLength(1);
    expect(await queryRows(dbOf(t), sql`SELECT 1 FROM ledger_transfers WHERE ref_kind = 'tournament' AND ref_id = ${id} AND currency <> 'PRACTICE'`)).toEqual([]);
    expect(await poolBalance(id)).toBe("0");

    // The winner's statement shows the prize in chips.
    const statement = (await field.find((p) => p.userId === expected[0])!.api.get<[{ data: { iTournamentId: string; nCredit: number; eCurrency: string }[] }]>("/profile/getTournamentTransaction?size=10&pageNumber=1")).body.data[0].data;
    expect(statement.filter((r) => r.iTournamentId === id && r.nCredit > 0).map((r) => [r.nCredit, r.eCurrency])).toEqual([[21.6, "PRACTICE"]]);
    expect(sent.filter(([u, e]) => e.type === "prizeCredited" && u === expected[0]).map(([, e]) => e)).toContainEqual({ type: "prizeCredited", iTournamentId: id, nPosition: 1, eCurrency: "practice", nAmountPaise: 2_160 });
    expect(sent.filter(([, e]) => e.type === "tournamentFinished" && e.iTournamentId === id)).toHaveLength(4);
    expect(await pendingHolds(dbOf(t), id)).toBe(0);
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });

  it("pays a free roll's chip prizes from the practice mint", async () => {
    const field = players.slice(4, 6);
    const id = await createTournament(dbOf(t), { entryKind: "free", maxPlayers: 2, seatsPerTable: 2, prizeMode: "fixed" });
    await start(id, field);
    const [final] = await playRounds(id, "A");
    await directorTick(director("A"));
    await directorTick(director("B"));
    expect(await tournamentState(dbOf(t), id)).toBe("finished");
    const [winner, second] = final![0]!;
    // Fixed prizes: 50 chips and 10 chips, all minted into the pool and paid out of it.
    expect((await prizeRows(id)).map((p) => [p.userId, p.position, p.creditPaise, p.currency])).toEqual([
      [winner, 1, 5_000n, "PRACTICE"],
      [second, 2, 1_000n, "PRACTICE"],
    ]);
    expect(await transfers(id)).toEqual([
      { code: "practice_topup", debit: "s:practice_mint:PRACTICE", credit: `tp:${id}:PRACTICE`, amount: "6000", currency: "PRACTICE" },
      { code: "prize", debit: `tp:${id}:PRACTICE`, credit: `p:${winner}:practice`, amount: "5000", currency: "PRACTICE" },
      { code: "prize", debit: `tp:${id}:PRACTICE`, credit: `p:${second}:practice`, amount: "1000", currency: "PRACTICE" },
    ]);
    expect(await poolBalance(id)).toBe("0");
    // A batch either mints into the pool or returns its rest, never both; amounts are never negative.
    const bad = { key: `bad-chips:${id}`, tournamentId: id, prizes: [{ userId: winner!, amountPaise: 100n, round: 1, position: 1 }] };
    await expect(awardTournamentChipPrizes(dbOf(t), { ...bad, mintPaise: 100n, restPaise: 100n })).rejects.toMatchObject({ code: "wallet/invalid_request" });
    await expect(awardTournamentChipPrizes(dbOf(t), { ...bad, mintPaise: -1n, restPaise: 0n })).rejects.toMatchObject({ code: "wallet/invalid_amount" });
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });

  it("mints a practice guarantee above the entries", async () => {
    const field = players.slice(6, 8);
    const id = await createTournament(dbOf(t), { entryKind: "practice", entryFeePaise: 1_000n, maxPlayers: 2, seatsPerTable: 2, prizeMode: "share", guaranteedPaise: 10_000n });
    await start(id, field);
    const [final] = await playRounds(id, "A");
    await directorTick(director("A"));
    expect(await tournamentState(dbOf(t), id)).toBe("finished");
    const [winner, second] = final![0]!;
    // A 100-chip guarantee over 20 chips of entries: 80 minted; ranks 1 and 2 share it 6000:2000.
    expect((await prizeRows(id)).map((p) => [p.userId, p.creditPaise])).toEqual([
      [winner, 7_500n],
      [second, 2_500n],
    ]);
    expect((await transfers(id)).find((x) => x.code === "practice_topup")).toMatchObject({ amount: "8000", credit: `tp:${id}:PRACTICE` });
    expect(await poolBalance(id)).toBe("0");
    expect(await pendingHolds(dbOf(t), id)).toBe(0);
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });

  it("finishes the seeded Practice Knock-out and Free Roll with their chip prizes", async () => {
    const seeded = async (seriesKey: string) => {
      const rows = await dbOf(t).select().from(schema.tournaments).where(and(eq(schema.tournaments.seriesKey, seriesKey), eq(schema.tournaments.state, "registering"))).orderBy(asc(schema.tournaments.startsAt));
      return rows[0]!.id;
    };
    const practice = await eventually("seeded practice knock-out", async () => seeded("practice-knockout").catch(() => undefined));
    const freeRoll = await eventually("seeded free roll", async () => seeded("free-roll").catch(() => undefined));
    // Three players each: one table of six seats, so round 1 is the final and ranks all three.
    const paid: Record<string, bigint[]> = {};
    for (const [id, field] of [[practice, players.slice(0, 3)], [freeRoll, players.slice(3, 6)]] as const) {
      await start(id, [...field], false);
      const [final] = await playRounds(id, "A");
      await directorTick(director("A"));
      expect(await tournamentState(dbOf(t), id)).toBe("finished");
      const rows = await prizeRows(id);
      expect(rows.map((p) => [p.userId, p.position, p.currency])).toEqual(final![0]!.map((u, i) => [u, i + 1, "PRACTICE"]));
      paid[id] = rows.map((p) => p.creditPaise);
      expect(await poolBalance(id)).toBe("0");
    }
    // Practice: 3 x 10 chips split 50/30/20 = 15, 9, 6. Free roll: 500, 200, 200 chips, minted.
    expect(paid[practice]).toEqual([1_500n, 900n, 600n]);
    expect(paid[freeRoll]).toEqual([50_000n, 20_000n, 20_000n]);
    expect((await transfers(freeRoll)).find((x) => x.code === "practice_topup")).toMatchObject({ amount: "90000" });
    expect((await transfers(practice)).some((x) => x.code === "practice_topup" || x.code === "rake")).toBe(false);
    expect(await pendingHolds(dbOf(t), practice)).toBe(0);
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });
});
