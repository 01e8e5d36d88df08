import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootTestPlatform, type TestPlatform } from "../support/platform.ts";
import { connect, drawDiscardPolicy, drive, dropPolicy, lastOf, makePlayers, mySeat, resultsOf, waitFor, type Policy, type ResultsMessage } from "./rooms/support.ts";

/**
 * Issue 19, "A history of every game": practice deals against a bot on the real PostgreSQL appear
 * in the player's game history, and each opens as a hand history that shows the player's own
 * cards and every public action, never another seat's cards before the end, and only to a player
 * who sat in the deal.
 */
const FAST = { turnSeconds: 5, timeBankSeconds: 0, meldSeconds: 5, startDelayMs: 100, nextDealMs: 100, botWaitMs: 200, botThinkMs: 20, offerMs: 300 };
const DEALS = 3;

interface Summary {
  iDealId: string;
  iTableId: string;
  eGameType: string;
  eCurrency: string;
  eResult: string;
  nPoints: number | null;
  nAmount: number;
  dCreatedDate: string;
}
type Event = { type: string; seat?: number; card?: number; from?: string; cards?: number[] };
interface History extends Summary {
  nSeat: number;
  aSteps: { nStep: number; aEvents: Event[]; oView: { aHand: number[]; eDealPhase: string } }[];
  oResults: { nWinner: number; aSeats: { nSeat: number; eOutcome: string; nPoints: number; aGroups: number[][] | null; aHand: number[] | null }[] } | null;
  oFairness: { sCommitment: string; sSeed: string | null; bCommitmentMatches: boolean };
}

/** Draws and throws back on the first two turns of each deal (so the log has draws and discards), then drops. */
const drawThenDrop: Policy = (s, v, me) => (v.turnNumber <= 4 ? drawDiscardPolicy(s, v, me) : dropPolicy(s, v, me));

describe("game history and hand histories", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await bootTestPlatform("game_history", { ALLOW_TEST_TABLE_OPTIONS: "practice" });
  }, 120_000);
  afterAll(async () => platform?.close());

  it("lists every practice deal played, newest first, in chips; a hand history shows own cards only, and only to a seated player", async () => {
    const [p, stranger] = await makePlayers(platform.running.platform, platform.url, 2);
    const join = await p!.api.post<{ iTableId: string }>("/rummy/table/join", { eRummyType: "point", eGameType: "practice", nMaxPlayer: 2, nTablePoint: 0.05, oRoomOptions: FAST });
    expect(join.status).toBe(200);
    const me = await connect(platform.url, p!, join.body.data.iTableId);
    for (let deal = 1; deal <= DEALS; deal++) {
      await drive([me], () => drawThenDrop, () => resultsOf(me, deal), `deal ${deal} results`, 60_000);
    }
    const seat = mySeat(me)!.seat;
    const played = Array.from({ length: DEALS }, (_, n) => resultsOf(me, n + 1)!);
    me.room.send("leave", {});
    await waitFor("stood up", () => lastOf(me, "stood_up") || lastOf(me, "closed"), 30_000);

    // The list: every deal, newest first, practice amounts in chips matching what the table paid.
    const list = await p!.api.get<[{ data: Summary[]; count: [{ totalData: number }] }]>("/profile/game-history?size=10&pageIndex=1");
    expect(list.status).toBe(200);
    const rows = list.body.data[0].data;
    expect(list.body.data[0].count[0].totalData).toBe(DEALS);
    expect(rows.map((r) => r.iDealId)).toEqual([...played].reverse().map((r) => r.dealId));
    for (const row of rows) {
      const results = played.find((r) => r.dealId === row.iDealId) as ResultsMessage;
      const mine = results.seats.find((s) => s.seat === seat)!;
      expect(row).toMatchObject({ iTableId: join.body.data.iTableId, eGameType: "practice", eCurrency: "chips", nPoints: mine.points, nAmount: mine.amount });
      expect(row.eResult).toBe({ winner: "won", lost: "lost", dropped: "dropped", wrong_show: "wrong_show" }[mine.outcome]);
    }
    expect(rows.some((r) => r.nAmount !== 0)).toBe(true);
    const dates = rows.map((r) => Date.parse(r.dCreatedDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    for (const results of played) {
      const reply = await p!.api.get<History>(`/profile/game-history/${results.dealId}`);
      expect(reply.status).toBe(200);
      const h = reply.body.data;
      expect(h.nSeat).toBe(seat);
      // Own cards: the dealt hand is the viewer's, and the last snapshot before the end is the hand the results show.
      const dealt = h.aSteps[0]!.aEvents.find((e) => e.type === "hand");
      expect(dealt?.seat).toBe(seat);
      expect(dealt?.cards?.length).toBe(13);
      const resultSeat = h.oResults!.aSeats.find((s) => s.nSeat === seat)!;
      expect([...resultSeat.aHand!].sort()).toEqual([...results.seats.find((s) => s.seat === seat)!.hand].sort());
      // Never another seat's cards: no other hand, no card another seat drew from the closed pile.
      const events = h.aSteps.flatMap((s) => s.aEvents);
      expect(events.filter((e) => e.type === "hand").every((e) => e.seat === seat)).toBe(true);
      for (const e of events) if (e.type === "drew" && e.from === "closed" && e.seat !== seat) expect(e.card).toBeUndefined();
      expect(events.some((e) => e.type === "discarded" || e.type === "dropped")).toBe(true);
      // The settlement event carries every hand: the history shows the results table instead.
      expect(events.filter((e) => e.type === "settled").every((e) => !("results" in e))).toBe(true);
      for (const other of h.oResults!.aSeats.filter((s) => s.nSeat !== seat)) {
        expect(other.aHand).toBeNull();
        if (other.eOutcome === "dropped") expect(other.aGroups).toBeNull();
      }
      // The same results table and the fairness check of the deal.
      expect(h.oResults!.nWinner).toBe(results.winner);
      expect(h.oResults!.aSeats.map((s) => [s.nSeat, s.eOutcome, s.nPoints])).toEqual(results.seats.map((s) => [s.seat, s.outcome, s.points]));
      expect(h.oFairness).toMatchObject({ sCommitment: results.commitment, sSeed: results.seedHex, bCommitmentMatches: true });

      // Someone who did not sit in the deal learns nothing, not even that it exists.
      const refused = await stranger!.api.get(`/profile/game-history/${results.dealId}`);
      expect(refused.status).toBe(404);
    }
    const missing = await p!.api.get(`/profile/game-history/00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
    const strangerList = await stranger!.api.get<[{ data: Summary[] }]>("/profile/game-history?size=10&pageIndex=1");
    expect(strangerList.body.data[0].data).toHaveLength(0);
  }, 240_000);
});
