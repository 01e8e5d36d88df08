import { schema } from "@rummy/db";
import { profileBalances } from "@rummy/game-server/services/wallet/profile-balances";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { connect, depositRupees, hand, makePlayers, mySeat, playTurn, setMoneyGames, tableClosed, view, waitFor, lastOf, type Player, type Seated } from "./support.ts";

const SEED = "a".repeat(64);
const FAST = { turnSeconds: 5, timeBankSeconds: 0, meldSeconds: 5, startDelayMs: 200, nextDealMs: 300, botWaitMs: 60_000, seedHex: SEED };

interface ResultsMessage {
  dealId: string;
  winner: number;
  seedHex: string;
  commitment: string;
  seats: { seat: number; outcome: string; points: number; amount: number; hand: number[] }[];
}

describe("points tables", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await bootTestPlatform("rooms_points", { ALLOW_TEST_TABLE_OPTIONS: "all" });
  }, 120_000);
  afterAll(async () => platform?.close());

  it("lists the seeded catalogue with SPEC.md's columns", async () => {
    const [p] = await makePlayers(platform.running.platform, platform.url, 1);
    const res = await p!.api.post<{ sName: string; nTablePoint: number; nTableFee: number; nDeck: number; nMaxPlayer: number }[]>("/rummy/table/weblist", { eRummyType: "point", eGameType: "cash" });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(8);
    const cheapest = res.body.data.find((t) => t.nMaxPlayer === 2 && t.nTablePoint === 0.05);
    expect(cheapest).toMatchObject({ nTableFee: 4, nDeck: 2 });
  });

  it("refuses cash joins while money games are off, with a clear message; practice works", async () => {
    const [p] = await makePlayers(platform.running.platform, platform.url, 1);
    const cash = await p!.api.post("/rummy/table/join", { eRummyType: "point", eGameType: "cash", nMaxPlayer: 2, nTablePoint: 1 });
    expect(cash.status).toBe(403);
    expect(cash.body.message).toMatch(/Cash games are switched off/);
    const practice = await p!.api.post<{ iTableId: string; nChips: number }>("/rummy/table/join", { eRummyType: "point", eGameType: "practice", nMaxPlayer: 2, nTablePoint: 1, oRoomOptions: FAST });
    expect(practice.status).toBe(200);
    expect(practice.body.data.nChips).toBe(80);
  });

  it("refuses cash play from a restricted state and under 18 with SPEC.md's texts; practice still works", async () => {
    const pf = platform.running.platform;
    await setMoneyGames(pf, true);
    const [far, young] = (await makePlayers(pf, platform.url, 2)) as [Player, Player];
    await pf.db.update(schema.users).set({ lastKnownState: "Telangana" }).where(eq(schema.users.id, far.userId));
    await pf.db.update(schema.users).set({ dob: "2015-01-01" }).where(eq(schema.users.id, young.userId));
    const body = { eRummyType: "point", eGameType: "cash", nMaxPlayer: 2, nTablePoint: 1 };
    const restricted = await far.api.post("/rummy/table/join", body);
    expect(restricted.status).toBe(403);
    expect(restricted.body.message).toBe("We are not available in your location");
    const privately = await far.api.post("/rummy/table/private/create", { eRummyType: "point", nTablePoint: 1, nMaxPlayer: 2 });
    expect(privately.status).toBe(403);
    const minor = await young.api.post("/rummy/table/join", body);
    expect(minor.status).toBe(403);
    expect(minor.body.message).toMatch(/18 or older/);
    expect((await far.api.post("/rummy/table/join", { ...body, eGameType: "practice", oRoomOptions: FAST })).status).toBe(200);
    await setMoneyGames(pf, false);
  });

  it("plays a cash deal to a drop and settles it through the ledger", async () => {
    const pf = platform.running.platform;
    await setMoneyGames(pf, true);
    const players = await makePlayers(pf, platform.url, 3);
    const [a, b, poor] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    await depositRupees(pf, a.userId, 1000);
    await depositRupees(pf, b.userId, 1000);
    const before = { a: await profileBalances(pf.db, a.userId), b: await profileBalances(pf.db, b.userId) };
    const refused = await poor.api.post("/rummy/table/join", { eRummyType: "point", eGameType: "cash", nMaxPlayer: 2, nTablePoint: 1, oRoomOptions: FAST });
    expect(refused.body.message).toBe("Insufficient Rummy chips");

    const ja = await a.api.post<{ iTableId: string; nChips: number }>("/rummy/table/join", { eRummyType: "point", eGameType: "cash", nMaxPlayer: 2, nTablePoint: 1, oRoomOptions: FAST });
    expect(ja.status).toBe(200);
    const jb = await b.api.post<{ iTableId: string }>("/rummy/table/join", { eRummyType: "point", eGameType: "cash", nMaxPlayer: 2, nTablePoint: 1, oRoomOptions: FAST });
    expect(jb.body.data.iTableId).toBe(ja.body.data.iTableId);
    const joined = await a.api.get<{ iTableId: string }[]>("/rummy/table/joined");
    expect(joined.body.data.map((j) => j.iTableId)).toContain(ja.body.data.iTableId);

    const table: Seated[] = [await connect(platform.url, a, ja.body.data.iTableId), await connect(platform.url, b, ja.body.data.iTableId)];
    await waitFor("the deal", () => view(table[0]!).phase === "play");
    expect(view(table[0]!).commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(hand(table[0]!)).toHaveLength(13);
    // The other seat's hand is not in this client's state.
    const other = Object.values(view(table[0]!).seats).find((s) => s.name === b.userName);
    expect(other?.hand ?? []).toHaveLength(0);
    expect(other?.handCount).toBe(13);

    // A bad message gets an error to that client alone and changes nothing.
    table[0]!.room.send("discard", { card: 99 });
    await waitFor("an error", () => lastOf(table[0]!, "error"));
    const before2 = view(table[0]!);

    // First turn's player drops at once (first drop, 20 points), the other wins.
    const dropper = before2.turnSeat;
    playTurn(table, { dropSeat: dropper });
    const results = (await waitFor("results", () => lastOf(table[1]!, "results"))) as ResultsMessage;
    expect(results.seats.find((s) => s.seat === dropper)).toMatchObject({ outcome: "dropped", points: 20, amount: -20 });
    const winner = results.seats.find((s) => s.seat !== dropper);
    expect(winner?.amount).toBe(18); // 20 points at ₹1, less the 10% platform fee
    expect(results.seedHex).toMatch(/^[0-9a-f]{64}$/);

    const verify = await a.api.get<{ bCommitmentMatches: boolean; aLog: unknown[] }>(`/rummy/deal/${results.dealId}/verify`);
    expect(verify.status).toBe(200);
    expect(verify.body.data.bCommitmentMatches).toBe(true);
    expect(verify.body.data.aLog.length).toBeGreaterThan(0);

    // Both leave: chips go home; balances moved by exactly the settlement.
    const dropperSeated = table.find((s) => mySeat(s)?.seat === dropper)!;
    const winnerSeated = table.find((s) => s !== dropperSeated)!;
    for (const s of table) s.room.send("leave", {});
    await waitFor("stood up", () => table.every((s) => lastOf(s, "stood_up") || lastOf(s, "closed")));
    await tableClosed(pf, ja.body.data.iTableId);
    const after = { a: await profileBalances(pf.db, a.userId), b: await profileBalances(pf.db, b.userId) };
    const delta = (p: "a" | "b") => Math.round((after[p].nChips - before[p].nChips) * 100) / 100;
    const pOf = (s: Seated) => (s.player.userId === a.userId ? "a" : "b");
    expect(delta(pOf(dropperSeated))).toBe(-20);
    expect(delta(pOf(winnerSeated))).toBe(18);
    await setMoneyGames(pf, false);
  });

  it("keeps rupee amounts with paise exact in the synced state (float64, not float32)", async () => {
    const pf = platform.running.platform;
    await setMoneyGames(pf, true);
    const [a, b] = (await makePlayers(pf, platform.url, 2)) as [Player, Player];
    await depositRupees(pf, a.userId, 100);
    await depositRupees(pf, b.userId, 100);
    const body = { eRummyType: "point", eGameType: "cash", nMaxPlayer: 2, nTablePoint: 0.05, oRoomOptions: FAST };
    const ja = await a.api.post<{ iTableId: string }>("/rummy/table/join", body);
    expect(ja.status).toBe(200);
    await b.api.post("/rummy/table/join", body);
    const table: Seated[] = [await connect(platform.url, a, ja.body.data.iTableId), await connect(platform.url, b, ja.body.data.iTableId)];
    await waitFor("the deal", () => view(table[0]!).phase === "play");
    expect(view(table[0]!).tablePoint).toBe(0.05);
    const dropper = view(table[0]!).turnSeat;
    playTurn(table, { dropSeat: dropper });
    await waitFor("results", () => lastOf(table[0]!, "results"));
    // A first drop costs 20 points x ₹0.05 = ₹1; the winner gets ₹0.90 after the 10% fee. A
    // float32 would read ₹4.90 back as 4.900000095367432.
    const chipsOf = (seat: number) => Object.values(view(table[0]!).seats).find((s) => s.seat === seat)?.chips;
    const winnerSeat = Object.values(view(table[0]!).seats).find((s) => s.seat !== dropper)!.seat;
    // (The dropper, left with ₹3 of a ₹4 minimum, is topped up again, so only the winner is read.)
    await waitFor("chips updated", () => chipsOf(winnerSeat) !== 4);
    expect(chipsOf(winnerSeat)).toBe(4.9);
    for (const s of table) s.room.send("leave", {});
    await waitFor("stood up", () => table.every((s) => lastOf(s, "stood_up") || lastOf(s, "closed")));
    // The suite's shutdown must not cut the table's closing writes short.
    await tableClosed(pf, ja.body.data.iTableId);
    await setMoneyGames(pf, false);
  });
});
