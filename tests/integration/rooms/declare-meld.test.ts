import { checkLedger } from "@rummy/db/ledger/index";
import { jokerContext, loserPoints, pointsDebts, settlePoints, VARIANTS, type DealResults } from "@rummy/shared-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import {
  cashPaise,
  connect,
  depositRupees,
  drive,
  join,
  lastOf,
  leaveAll,
  makePlayers,
  resultsOf,
  setMoneyGames,
  solverGroups,
  solverPolicy,
  tableClosed,
  view,
  waitFor,
  wrongShowPolicy,
  type Policy,
  type Seated,
} from "./support.ts";

/**
 * A cash points deal from a fixed seed, four players: the first player on turn makes a wrong
 * show (80 points, out of the hand, play goes on); the other three play by the solver until one
 * declares; in the meld phase one loser sends its whole hand as a single group (counted as sent)
 * and the other sends nothing (counted from the solver's arrangement at the meld timeout). The results carry every hand, its groups and points; the money moved is exactly
 * what `shared-rules` settles from those results; the ledger check is clean.
 */
const SEED = "5eed".repeat(16);
const OPTIONS = { turnSeconds: 60, timeBankSeconds: 0, meldSeconds: 5, startDelayMs: 1500, nextDealMs: 60_000, seedHex: SEED };

describe("a valid declaration, the meld phase and a wrong show", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await bootTestPlatform("rooms_declare", { ALLOW_TEST_TABLE_OPTIONS: "all" });
    await setMoneyGames(platform.running.platform, true);
  }, 120_000);
  afterAll(async () => platform?.close());

  it("settles a declared deal exactly as the rules compute it", async () => {
    const pf = platform.running.platform;
    const players = await makePlayers(pf, platform.url, 4);
    for (const p of players) await depositRupees(pf, p.userId, 500);
    const before = new Map<string, bigint>();
    for (const p of players) before.set(p.userId, await cashPaise(pf, p.userId));

    const body = { eRummyType: "point", eGameType: "cash", nMaxPlayer: 6, nTablePoint: 1, oRoomOptions: OPTIONS };
    const tableId = await join(players[0]!, body);
    for (const p of players.slice(1)) expect(await join(p, body)).toBe(tableId);
    const table: Seated[] = [];
    for (const p of players) table.push(await connect(platform.url, p, tableId));
    await waitFor("the deal", () => view(table[0]!).phase === "play", 30_000);
    const first = view(table[0]!).turnSeat;
    const seatOf = (s: Seated) => Object.values(view(s).seats).find((x) => x.name === s.player.userName)?.seat ?? -1;

    // In the meld phase the lower-seated loser sends one group, the other nothing.
    const oneGroup: Policy = (_s, v, me) => (v.phase === "meld" && me.status === "playing" && !me.melded ? { type: "meld", body: { groups: [(me.hand ?? []).map((c) => c.code)] } } : null);
    const policy = (s: Seated): Policy => {
      if (seatOf(s) === first) return wrongShowPolicy;
      const v = view(s);
      if (v.phase !== "meld") return solverPolicy;
      const losers = table.map(seatOf).filter((x) => x !== first && x !== v.declarer);
      return seatOf(s) === Math.min(...losers) ? oneGroup : () => null;
    };
    const results = await drive(table, policy, () => table.every((s) => resultsOf(s, 1)) && resultsOf(table[0]!, 1), "the declaration and meld phase", 120_000);

    // Every client got the same results, with every hand, its groups and points.
    for (const s of table) expect(resultsOf(s, 1)).toEqual(results);
    expect(results.endedBy).toBe("declaration");
    expect(results.seats).toHaveLength(4);
    const rules = VARIANTS.points13;
    const ctx = jokerContext(rules, results.cutJoker);
    const shower = results.seats.find((r) => r.seat === first)!;
    expect(shower).toMatchObject({ outcome: "wrong_show", points: 80 });
    expect(shower.hand).toHaveLength(14);
    const winner = results.seats.find((r) => r.outcome === "winner")!;
    expect(winner.seat).toBe(results.winner);
    expect(winner.points).toBe(0);
    expect(winner.hand).toHaveLength(13);
    expect(results.finishCard).not.toBeNull();
    expect(solverGroups("points13", results.cutJoker, [...winner.hand, results.finishCard!]).valid).toBe(true);
    const lost = results.seats.filter((r) => r.outcome === "lost").sort((a, b) => a.seat - b.seat);
    expect(lost).toHaveLength(2);
    for (const r of lost) {
      expect(r.hand).toHaveLength(13);
      expect(r.groups?.flat().sort((a, b) => a - b)).toEqual([...r.hand].sort((a, b) => a - b));
      expect(r.points).toBe(Math.min(80, loserPoints(rules, ctx, r.groups ?? [])));
    }
    // The one who sent a single group is counted as sent; the silent one by the solver's best.
    expect(lost[0]).toMatchObject({ arrangedBy: "player", groups: [expect.any(Array)] });
    expect(lost[1]?.arrangedBy).toBe("solver");
    expect(lost[1]?.points).toBe(Math.min(80, solverGroups("points13", results.cutJoker, lost[1]!.hand).points));
    expect(results.seedHex).toMatch(/^[0-9a-f]{64}$/);

    // The money: exactly settlePoints over the results' debts, at ₹1 a point, 10% fee.
    const settlement = settlePoints(
      results.seats.map((r) => r.seat),
      pointsDebts(results as unknown as DealResults),
      100n,
      rules.rakePercent,
    );
    for (const s of settlement.seats) expect(results.seats.find((r) => r.seat === s.seat)?.amount).toBe(Number(s.winPaise - s.lossPaise) / 100);

    // The verify call shows the same results and a commitment that matches the revealed seed.
    const verify = await players[0]!.api.get<{ bCommitmentMatches: boolean; oResults: DealResults; sSeed: string }>(`/rummy/deal/${results.dealId}/verify`);
    expect(verify.body.data.bCommitmentMatches).toBe(true);
    expect(verify.body.data.sSeed).toBe(SEED);
    expect(verify.body.data.oResults.seats.map((r) => r.points)).toEqual(results.seats.map((r) => r.points));

    const seats = new Map(table.map((s) => [s, seatOf(s)]));
    for (const s of table) s.room.send("leave", {});
    await waitFor("everyone stood up", () => table.every((s) => lastOf(s, "stood_up") || lastOf(s, "closed")));
    await tableClosed(pf, tableId);
    for (const s of table) {
      const seat = seats.get(s);
      const line = settlement.seats.find((x) => x.seat === seat)!;
      expect((await cashPaise(pf, s.player.userId)) - before.get(s.player.userId)!).toBe(line.winPaise - line.lossPaise);
    }
    expect(await checkLedger(pf.db)).toEqual([]);
    await leaveAll(table);
  }, 180_000);
});
