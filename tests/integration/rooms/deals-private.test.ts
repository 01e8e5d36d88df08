import { checkLedger } from "@rummy/db/ledger/index";
import { ALREADY_SPUN, spin, spinStatus } from "@rummy/game-server/services/spin/daily-spin";
import { bonusSummary } from "@rummy/game-server/services/wallet/bonus-summary";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import {
  cashPaise,
  connect,
  depositRupees,
  drive,
  dropPolicy,
  join,
  lastOf,
  leaveAll,
  makePlayers,
  messagesOf,
  mySeat,
  resultsOf,
  setMoneyGames,
  solverPolicy,
  tableClosed,
  view,
  waitFor,
  type Player,
  type Seated,
} from "./support.ts";

/**
 * Deals rummy's tie-breaker, private tables (create, join by code, full, bad code), a 21-card
 * deal against a practice bot, and the daily spin (once per Asia/Kolkata day).
 */
const FAST = { turnSeconds: 30, timeBankSeconds: 0, meldSeconds: 10, startDelayMs: 300, nextDealMs: 200, offerMs: 5000, botWaitMs: 200, botThinkMs: 10 };

interface MatchMsg {
  events: { type: string; seat?: number; seats?: number[]; chips?: number }[];
}

// One test at a time: each ends with the whole ledger's check, and the bot-wait test opens public
// practice tables; run side by side, one test's check saw another's table mid-close (a practice
// seat hold on a ref closed 25 ms earlier) and a concurrent join took a seat it expected.
describe("deals, private tables, 21 cards and the daily spin", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await bootTestPlatform("rooms_deals", { ALLOW_TEST_TABLE_OPTIONS: "all" });
    await setMoneyGames(platform.running.platform, true);
  }, 120_000);
  afterAll(async () => platform?.close());

  async function seatAll(players: Player[], tableId: string): Promise<Seated[]> {
    const table: Seated[] = [];
    for (const p of players) table.push(await connect(platform.url, p, tableId));
    return table;
  }

  it("plays a tie-break deal after two deals leave the chips level, and pays its winner", async () => {
    const pf = platform.running.platform;
    const players = await makePlayers(pf, platform.url, 2);
    for (const p of players) await depositRupees(pf, p.userId, 100);
    const before = new Map<string, bigint>();
    for (const p of players) before.set(p.userId, await cashPaise(pf, p.userId));
    const body = { eRummyType: "deal", eGameType: "cash", nMaxPlayer: 2, nTablePoint: 2, nTableFee: 10, oRoomOptions: { ...FAST, seedHex: "dea1".repeat(16) } };
    const tableId = await join(players[0]!, body);
    expect(await join(players[1]!, body)).toBe(tableId);
    const table = await seatAll(players, tableId);
    await waitFor("the first deal", () => view(table[0]!).phase === "play");
    const seats = new Map(table.map((s) => [s.player, mySeat(s)!.seat]));
    // Every first player drops (20 chips to the other): deal 1 one way, deal 2 the other, level
    // at 160 each; the tie-break deal's first player drops too and loses the match.
    const over = (await drive(table, () => dropPolicy, () => lastOf(table[0]!, "match_over"), "the deals match", 60_000)) as { prizes: { seat: number; amount: number }[]; prizePool: number };
    const events = messagesOf<MatchMsg>(table[0]!, "match").flatMap((m) => m.events);
    const tie = events.find((e) => e.type === "tie_break");
    expect(tie?.seats?.sort()).toEqual([0, 1]);
    const won = events.find((e) => e.type === "won");
    expect(won).toBeDefined();
    // The last deal's results come before match_over.
    expect(messagesOf(table[0]!, "results")).toHaveLength(3);
    const order = table[0]!.messages.map((m) => m.type).filter((t) => t === "results" || t === "match_over" || t === "closed");
    expect(order.slice(-2)).toEqual(["results", "match_over"]);
    const third = resultsOf(table[0]!, 3)!;
    expect(third.winner).toBe(won?.seat);
    expect(over.prizePool).toBe(17);
    expect(over.prizes).toEqual([expect.objectContaining({ seat: won?.seat, amount: 17 })]);
    await waitFor("closed", () => table.every((s) => lastOf(s, "closed")));
    await tableClosed(pf, tableId);
    for (const p of players) expect((await cashPaise(pf, p.userId)) - before.get(p.userId)!).toBe(seats.get(p) === won?.seat ? 700n : -1000n);
    expect(await checkLedger(pf.db)).toEqual([]);
    await leaveAll(table);
  }, 90_000);

  it("creates a private table, joins it by code, refuses a full table and a bad code, and plays", async () => {
    const pf = platform.running.platform;
    const [a, b, c] = (await makePlayers(pf, platform.url, 3)) as [Player, Player, Player];
    for (const p of [a, b, c]) await depositRupees(pf, p.userId, 100);
    const badValue = await a.api.post("/rummy/table/private/create", { eRummyType: "point", nTablePoint: 3, nMaxPlayer: 2 });
    expect(badValue.status).toBe(400);
    expect(badValue.body.message).toBe("Please choose a point value from the slider.");
    const created = await a.api.post<{ iTableId: string; sPrivateCode: string; nChips: number }>("/rummy/table/private/create", {
      eRummyType: "point",
      nTablePoint: 0.1,
      nMaxPlayer: 2,
      oRoomOptions: { ...FAST, seedHex: "c0de".repeat(16) },
    });
    expect(created.status, created.body.message).toBe(200);
    expect(created.body.data.sPrivateCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(created.body.data.nChips).toBe(24); // 240 x ₹0.10
    const bad = await b.api.post("/rummy/table/private/join", { sPrivateCode: "ZZZZZZ" });
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe("Invalid private table code.");
    const joined = await b.api.post<{ iTableId: string; sPrivateCode: string }>("/rummy/table/private/join", { sPrivateCode: created.body.data.sPrivateCode.toLowerCase() });
    expect(joined.status).toBe(200);
    expect(joined.body.data.iTableId).toBe(created.body.data.iTableId);
    const full = await c.api.post("/rummy/table/private/join", { sPrivateCode: created.body.data.sPrivateCode });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe("This private table is full.");
    const mine = await b.api.get<{ iTableId: string; sPrivateCode: string }[]>("/rummy/table/joined");
    expect(mine.body.data).toContainEqual(expect.objectContaining({ iTableId: created.body.data.iTableId, sPrivateCode: created.body.data.sPrivateCode }));

    const table = await seatAll([a, b], created.body.data.iTableId);
    await waitFor("the deal", () => view(table[0]!).phase === "play");
    expect((table[0]!.room.state as { isPrivate?: boolean }).isPrivate).toBe(true);
    const results = await drive(table, () => dropPolicy, () => resultsOf(table[0]!, 1), "the private deal");
    expect(results.seats.map((r) => r.outcome).sort()).toEqual(["dropped", "winner"]);
    for (const s of table) s.room.send("leave", {});
    await waitFor("stood up", () => table.every((s) => lastOf(s, "stood_up") || lastOf(s, "closed")));
    expect(await checkLedger(pf.db)).toEqual([]);
    await leaveAll(table);
  }, 60_000);

  /** A public practice table with the same bot wait, opened now: resolves once bots sat at it (the wait is over). */
  async function publicTableFillsWithBots(): Promise<void> {
    const [p] = (await makePlayers(platform.running.platform, platform.url, 1)) as [Player];
    const tableId = await join(p, { eRummyType: "point", eGameType: "practice", nMaxPlayer: 6, nTablePoint: 0.1, oRoomOptions: FAST });
    const [seated] = await seatAll([p], tableId);
    await waitFor("bots at the public table", () => Object.values(view(seated!).seats).some((s) => s.isBot));
    seated!.room.send("leave", {});
    await waitFor("left the public table", () => lastOf(seated!, "stood_up") || lastOf(seated!, "closed"));
    // Its last human gone, the table closes after the stand-up: wait for that, or the next
    // player the lobby seats at these stakes could be given this closing table.
    await tableClosed(platform.running.platform, tableId);
    await leaveAll([seated!]);
  }

  it("keeps a private practice table's seats for the friends with its code: no bots after the wait", async () => {
    const pf = platform.running.platform;
    const [host, guest] = (await makePlayers(pf, platform.url, 2)) as [Player, Player];
    const created = await host.api.post<{ iTableId: string; sPrivateCode: string }>("/rummy/table/private/create", {
      eRummyType: "point",
      eGameType: "practice",
      nTablePoint: 0.1,
      nMaxPlayer: 6,
      oRoomOptions: { ...FAST, seedHex: "b075".repeat(16) },
    });
    expect(created.status, created.body.message).toBe(200);
    const [seatedHost] = await seatAll([host], created.body.data.iTableId);
    // A public practice table opened after the host sat down fills with bots: the private one had as long.
    await publicTableFillsWithBots();
    expect(Object.values(view(seatedHost!).seats).map((s) => s.isBot)).toEqual([false]);
    const joined = await guest.api.post<{ iTableId: string }>("/rummy/table/private/join", { sPrivateCode: created.body.data.sPrivateCode });
    expect(joined.status, joined.body.message).toBe(200);
    expect(joined.body.data.iTableId).toBe(created.body.data.iTableId);
    const [seatedGuest] = await seatAll([guest], created.body.data.iTableId);
    await waitFor("both seats", () => Object.keys(view(seatedHost!).seats).length === 2);
    await publicTableFillsWithBots();
    expect(Object.values(view(seatedHost!).seats).some((s) => s.isBot)).toBe(false);
    for (const s of [seatedHost!, seatedGuest!]) s.room.send("leave", {});
    await waitFor("stood up", () => [seatedHost!, seatedGuest!].every((s) => lastOf(s, "stood_up") || lastOf(s, "closed")));
    expect(await checkLedger(pf.db)).toEqual([]);
    await leaveAll([seatedHost!, seatedGuest!]);
  }, 60_000);

  it("plays a 21-card deal to its declaration against a practice bot", async () => {
    const [p] = await makePlayers(platform.running.platform, platform.url, 1);
    const tableId = await join(p!, { eRummyType: "point21", eGameType: "practice", nMaxPlayer: 2, nTablePoint: 0.05, oRoomOptions: { ...FAST, seedHex: "2121".repeat(16) } });
    const [me] = await seatAll([p!], tableId);
    const results = await drive([me!], () => solverPolicy, () => resultsOf(me!, 1), "the 21-card deal", 120_000);
    expect(view(me!).variant).toBe("points21");
    expect(results.seats).toHaveLength(2);
    for (const r of results.seats) expect(r.hand.length).toBeGreaterThanOrEqual(21);
    expect(results.seats.find((r) => r.seat === results.winner)?.points).toBe(0);
    expect(mySeat(me!)).toBeDefined();
    me!.room.send("leave", {});
    await waitFor("stood up", () => lastOf(me!, "stood_up") || lastOf(me!, "closed"));
    expect(await checkLedger(platform.running.platform.db)).toEqual([]);
    await leaveAll([me!]);
  }, 150_000);

  it("spins once per Asia/Kolkata day and grants the prize as an instant bonus", async () => {
    const pf = platform.running.platform;
    const [p] = (await makePlayers(pf, platform.url, 1)) as [Player];
    const status = await p.api.get<{ aDailyBonus: { _id: string; nValue: number }[]; bCanSpin: boolean }>("/rummy/spin");
    expect(status.body.data.aDailyBonus).toHaveLength(7);
    expect(status.body.data.bCanSpin).toBe(true);
    const spun = await p.api.post<{ _id: string; nValue: number; nIndex: number }>("/rummy/spin");
    expect(spun.status).toBe(200);
    expect(status.body.data.aDailyBonus[spun.body.data.nIndex]).toEqual({ _id: spun.body.data._id, nValue: spun.body.data.nValue });
    const again = await p.api.post("/rummy/spin");
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_SPUN);
    const closed = await p.api.get<{ bCanSpin: boolean; dNextSpinAt: string }>("/rummy/spin");
    expect(closed.body.data.bCanSpin).toBe(false);
    expect(new Date(closed.body.data.dNextSpinAt).getTime()).toBeGreaterThan(Date.now());
    // This suite plays cash deals, so cash play is on: the prize is bonus rupees (cash off: chips, tests/integration/payments/bonus-rule.test.ts).
    expect((spun.body.data as { eReward?: string }).eReward).toBe("bonus");
    expect((await bonusSummary(pf.db, p.userId)).totalInstantPaise).toBe(BigInt(spun.body.data.nValue * 100));

    // The day turns at midnight in India (18:30 UTC), not at UTC midnight.
    const [q] = (await makePlayers(pf, platform.url, 1)) as [Player];
    await spin(pf, q.userId, new Date("2030-01-01T18:00:00Z"));
    await expect(spin(pf, q.userId, new Date("2030-01-01T18:29:59Z"))).rejects.toThrow(ALREADY_SPUN);
    expect((await spinStatus(pf, q.userId, new Date("2030-01-01T18:29:59Z"))).dNextSpinAt).toBe("2030-01-01T18:30:00.000Z");
    await spin(pf, q.userId, new Date("2030-01-01T18:30:00Z"));
    await expect(spin(pf, q.userId, new Date("2030-01-02T00:00:00Z"))).rejects.toThrow(ALREADY_SPUN);
    expect(await checkLedger(pf.db)).toEqual([]);
  }, 60_000);
});
