import { checkLedger } from "@rummy/db/ledger/index";
import { sql } from "drizzle-orm";
import { dropsLeft, prizePool, splitByDrops, VARIANTS } from "@rummy/shared-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import {
  cashPaise,
  connect,
  depositRupees,
  drawDiscardPolicy,
  drive,
  dropPolicy,
  join,
  lastOf,
  leaveAll,
  makePlayers,
  messagesOf,
  mySeat,
  setMoneyGames,
  solverPolicy,
  tableClosed,
  view,
  waitFor,
  wrongShowPolicy,
  type Player,
  type Policy,
  type Seated,
} from "./support.ts";

/**
 * Pool rummy from fixed seeds: elimination, a rejoin, a manual split by drops at a 6-seat cash
 * table; the system's equal split at a 2-seat cash table where both players come out behind (the
 * platform fee is the pool's); and a whole pool 201 match against a practice bot. Every prize is
 * what `shared-rules` computes; balances move by prize less entries; the ledger check is clean.
 */
const FAST = { turnSeconds: 30, timeBankSeconds: 0, meldSeconds: 10, startDelayMs: 300, nextDealMs: 200, offerMs: 20_000, botWaitMs: 200, botThinkMs: 10 };

interface MatchOver {
  prizes: { seat: number; name: string; amount: number }[];
  prizePool: number;
}
interface MatchMsg {
  events: { type: string; seat?: number; score?: number; seats?: number[] }[];
}

describe.concurrent("pool rummy", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await bootTestPlatform("rooms_pool", { ALLOW_TEST_TABLE_OPTIONS: "all" });
    await setMoneyGames(platform.running.platform, true);
  }, 120_000);
  afterAll(async () => platform?.close());

  async function seatAll(players: Player[], body: Record<string, unknown>): Promise<Seated[]> {
    const tableId = await join(players[0]!, body);
    for (const p of players.slice(1)) expect(await join(p, body)).toBe(tableId);
    const table: Seated[] = [];
    for (const p of players) table.push(await connect(platform.url, p, tableId));
    return table;
  }

  async function balancesOf(players: Player[]): Promise<Map<string, bigint>> {
    const out = new Map<string, bigint>();
    for (const p of players) out.set(p.userId, await cashPaise(platform.running.platform, p.userId));
    return out;
  }

  it("eliminates, offers a rejoin, and ends in a split by drops between the last three of six", async () => {
    const pf = platform.running.platform;
    const players = await makePlayers(pf, platform.url, 6);
    for (const p of players) await depositRupees(pf, p.userId, 100);
    const before = await balancesOf(players);
    const table = await seatAll(players, { eRummyType: "pool", eGameType: "cash", nMaxPlayer: 6, nTablePoint: 101, nTableFee: 10, oRoomOptions: { ...FAST, startDelayMs: 2000, seedHex: "9001".repeat(16) } });
    await waitFor("the first deal", () => view(table[0]!).phase === "play", 30_000);
    const seats = new Map(table.map((s) => [s, mySeat(s)!.seat]));
    const seat = (s: Seated) => seats.get(s)!;
    const [v, s1, s2, s3, s4, s5] = [...table].sort((a, b) => seat(a) - seat(b)) as [Seated, Seated, Seated, Seated, Seated, Seated];
    // Deal by deal: who makes a wrong show (80), who drops (20), who plays on and wins.
    const plan: Record<number, Map<Seated, Policy>> = {
      1: new Map([[v, wrongShowPolicy], [s1, dropPolicy], [s2, dropPolicy], [s3, dropPolicy], [s4, dropPolicy], [s5, drawDiscardPolicy]]),
      2: new Map([[v, wrongShowPolicy], [s1, dropPolicy], [s2, dropPolicy], [s3, dropPolicy], [s4, dropPolicy], [s5, drawDiscardPolicy]]),
      3: new Map([[v, dropPolicy], [s1, wrongShowPolicy], [s2, wrongShowPolicy], [s3, wrongShowPolicy], [s4, dropPolicy], [s5, drawDiscardPolicy]]),
    };
    const policy = (s: Seated) => plan[view(s).dealNumber]?.get(s) ?? (() => null);

    // Deals 1 and 2: v is out at 160 while nobody remaining is above 79, so it may rejoin.
    const offer = await drive(table, policy, () => lastOf(v, "rejoin_offer") as { nTableFee: number; score: number } | undefined, "the rejoin offer", 60_000);
    expect(offer).toMatchObject({ nTableFee: 10, score: 41 });
    expect(messagesOf<MatchMsg>(v, "match").flatMap((m) => m.events)).toContainEqual({ type: "eliminated", seat: seat(v), score: 160 });
    v.room.send("rejoin", { accept: true });
    await waitFor("the rejoin", () => messagesOf<MatchMsg>(s5, "match").some((m) => m.events.some((e) => e.type === "rejoined" && e.seat === seat(v))));
    expect(view(s5).seats[String(seat(v))]).toMatchObject({ score: 41, status: "waiting" });

    // Deal 3: three wrong shows put s1-s3 out; they decline their rejoins; three remain.
    await drive(table, policy, () => [s1, s2, s3].every((s) => lastOf(s, "rejoin_offer")), "three more eliminations", 60_000);
    for (const s of [s1, s2, s3]) s.room.send("rejoin", { accept: false });
    await waitFor("the next deal's countdown", () => view(s5).phase === "starting" && view(s5).dealNumber === 3);
    // With 3 of 6 left a player may ask for a split by drops; all three must accept.
    s5.room.send("split", { action: "propose" });
    const splitOffer = (await waitFor("the split offer", () => lastOf(v, "split_offer"))) as { kind: string; seats: number[]; shares: { seat: number; amount: number }[] };
    expect(splitOffer.kind).toBe("manual");
    expect(splitOffer.seats.sort()).toEqual([seat(v), seat(s4), seat(s5)].sort());
    v.room.send("split", { action: "accept" });
    s4.room.send("split", { action: "accept" });
    const over = (await waitFor("the match end", () => lastOf(v, "match_over"))) as MatchOver;

    // The prize: 7 entries of ₹10 less 15%, split by drops left (scores 41+20, 40+20, 0).
    const rules = VARIANTS.pool101;
    const pool = prizePool(1000n, 7, rules.rakePercent);
    expect(over.prizePool).toBe(Number(pool.prizePaise) / 100);
    const scores = new Map([[seat(v), 61], [seat(s4), 60], [seat(s5), 0]]);
    const expected = splitByDrops(pool.prizePaise, 1000n, [...scores].map(([st, score]) => ({ seat: st, score, dropsLeft: dropsLeft(rules, score) })));
    expect(over.prizes.map((p) => [p.seat, p.amount]).sort()).toEqual(expected.map((e) => [e.seat, Number(e.paise) / 100]).sort());
    expect(splitOffer.shares.map((p) => [p.seat, p.amount]).sort()).toEqual(expected.map((e) => [e.seat, Number(e.paise) / 100]).sort());
    await waitFor("the table closed", () => table.every((s) => lastOf(s, "closed")));
    await tableClosed(pf, table[0]!.room.roomId);

    const after = await balancesOf(players);
    for (const s of table) {
      const paid = s === v ? 2000n : 1000n;
      const prize = expected.find((e) => e.seat === seat(s))?.paise ?? 0n;
      expect(after.get(s.player.userId)! - before.get(s.player.userId)!).toBe(prize - paid);
    }
    expect(await checkLedger(pf.db)).toEqual([]);
    // A deal start posts only what is pending: the six entries at deal 1 and v's rejoin at deal 3.
    // The other seats' deal starts wrote no ledger operation.
    const [posts] = (await pf.db.execute(sql`SELECT count(*)::int AS n FROM ledger_operations WHERE kind = 'wallet.postBuyIn' AND request->>'tableId' = ${table[0]!.room.roomId}`)) as unknown as { n: number }[];
    expect(posts?.n).toBe(7);
    await leaveAll(table);
  }, 120_000);

  it("pays the system's equal split when both players reach 80, though both come out behind", async () => {
    const pf = platform.running.platform;
    const players = await makePlayers(pf, platform.url, 2);
    for (const p of players) await depositRupees(pf, p.userId, 100);
    const before = await balancesOf(players);
    const table = await seatAll(players, { eRummyType: "pool", eGameType: "cash", nMaxPlayer: 2, nTablePoint: 101, nTableFee: 10, oRoomOptions: { ...FAST, seedHex: "9002".repeat(16) } });
    // Each deal's first player makes a wrong show: 80 each after two deals.
    const offer = (await drive(table, () => wrongShowPolicy, () => lastOf(table[0]!, "split_offer"), "the split offer", 60_000)) as { kind: string; shares: { seat: number; amount: number }[] };
    expect(offer.kind).toBe("auto");
    expect(offer.shares.map((s) => s.amount)).toEqual([8.5, 8.5]);
    for (const s of table) s.room.send("split", { action: "accept" });
    const over = (await waitFor("the match end", () => lastOf(table[0]!, "match_over"))) as MatchOver;
    expect(over.prizePool).toBe(17);
    expect(over.prizes.map((p) => p.amount)).toEqual([8.5, 8.5]);
    await waitFor("the table closed", () => table.every((s) => lastOf(s, "closed")));
    await tableClosed(pf, table[0]!.room.roomId);
    const after = await balancesOf(players);
    for (const p of players) expect(after.get(p.userId)! - before.get(p.userId)!).toBe(-150n);
    expect(await checkLedger(pf.db)).toEqual([]);
    await leaveAll(table);
  }, 90_000);

  it("plays a whole practice pool 201 match against a bot", async () => {
    const [p] = await makePlayers(platform.running.platform, platform.url, 1);
    const tableId = await join(p!, { eRummyType: "pool", eGameType: "practice", nMaxPlayer: 2, nTablePoint: 201, nTableFee: 10, oRoomOptions: { ...FAST, seedHex: "9003".repeat(16) } });
    const me = await connect(platform.url, p!, tableId);
    // The first deal is played by the solver; after it the human drops (25) until out.
    const over = await drive(
      [me],
      () => (view(me).dealNumber <= 1 ? solverPolicy : dropPolicy),
      () => {
        const offer = lastOf(me, "rejoin_offer");
        if (offer && !messagesOf(me, "error").length && !(me as Seated & { declined?: boolean }).declined) {
          (me as Seated & { declined?: boolean }).declined = true;
          me.room.send("rejoin", { accept: false });
        }
        return lastOf(me, "match_over") as MatchOver | undefined;
      },
      "the pool 201 match",
      120_000,
    );
    const first = messagesOf<{ dealNumber: number; endedBy: string; seats: { hand: number[] }[] }>(me, "results")[0]!;
    expect(first.seats).toHaveLength(2);
    expect(view(me).variant).toBe("pool201");
    expect(over.prizes).toHaveLength(1);
    expect(over.prizePool).toBe(17);
    expect(await checkLedger(platform.running.platform.db)).toEqual([]);
    await leaveAll([me]);
  }, 150_000);
});
