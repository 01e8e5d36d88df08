import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { connect, drawDiscardPolicy, drive, lastOf, makePlayers, mySeat, view, waitFor } from "./support.ts";

const DEALS = 2;
const FAST = { turnSeconds: 5, timeBankSeconds: 0, meldSeconds: 5, startDelayMs: 100, nextDealMs: 100, botWaitMs: 200, botThinkMs: 20, offerMs: 300 };

interface Results {
  dealId: string;
  dealNumber: number;
  seats: { seat: number; isBot: boolean; outcome: string; points: number; hand: number[] }[];
}

describe("practice tables with bots", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await bootTestPlatform("rooms_bots", { ALLOW_TEST_TABLE_OPTIONS: "practice" });
  }, 120_000);
  afterAll(async () => platform?.close());

  it("fills empty seats with labelled bots that play whole deals by the solver; no card of another seat ever reaches the client before the results", async () => {
    const [p] = await makePlayers(platform.running.platform, platform.url, 1);
    const join = await p!.api.post<{ iTableId: string }>("/rummy/table/join", { eRummyType: "point", eGameType: "practice", nMaxPlayer: 6, nTablePoint: 0.05, oRoomOptions: FAST });
    expect(join.status).toBe(200);
    const me = await connect(platform.url, p!, join.body.data.iTableId);
    await waitFor("bots seated", () => Object.keys(view(me).seats).length === 6);
    expect(Object.values(view(me).seats).filter((s) => s.isBot)).toHaveLength(5);
    // Two deals, the second through the next-deal path (a third would take the same path again,
    // at ~8 s a deal on a busy machine): the human plays closed-deck draws; bots play the solver.
    const seen = new Set<string>();
    for (let deal = 1; deal <= DEALS; deal++) {
      await waitFor(`deal ${deal}`, () => view(me).phase === "play" && view(me).dealNumber === deal, 30_000);
      // While the deal runs, the client must never hold another seat's hand.
      const guard = setInterval(() => {
        for (const s of Object.values(view(me).seats)) if (s.name !== p!.userName) expect(s.hand ?? []).toHaveLength(0);
      }, 25);
      await drive(
        [me],
        () => drawDiscardPolicy,
        () => {
          const r = lastOf(me, "results") as Results | undefined;
          return r && r.dealNumber === deal ? r : undefined;
        },
        `deal ${deal} results`,
        60_000,
      );
      clearInterval(guard);
      const r = lastOf(me, "results") as Results;
      seen.add(r.dealId);
      expect(r.seats.length).toBe(6);
      expect(r.seats.filter((s) => s.isBot).length).toBe(5);
    }
    expect(seen.size).toBe(DEALS);
    // Events never carry a card another seat drew from the closed deck, nor another seat's hand;
    // the client was told its own hands and saw the bots draw closed, so these checks ran.
    const mine = mySeat(me)?.seat;
    let ownHands = 0;
    let otherClosedDraws = 0;
    for (const m of me.messages) {
      if (m.type !== "events") continue;
      for (const e of (m.message as { events: { type: string; seat?: number; card?: number; from?: string }[] }).events) {
        if (e.type === "hand") expect(e.seat).toBe(mine);
        if (e.type === "hand") ownHands++;
        if (e.type === "drew" && e.from === "closed" && e.seat !== mine) {
          expect(e.card).toBeUndefined();
          otherClosedDraws++;
        }
      }
    }
    expect(ownHands).toBeGreaterThanOrEqual(DEALS);
    expect(otherClosedDraws).toBeGreaterThan(0);
    me.room.send("leave", {});
    await waitFor("closed", () => lastOf(me, "stood_up") || lastOf(me, "closed"), 30_000);
  }, 180_000);

  it("runs a practice pool 101 match against a bot to its end and pays the prize", async () => {
    const [p] = await makePlayers(platform.running.platform, platform.url, 1);
    const join = await p!.api.post<{ iTableId: string }>("/rummy/table/join", { eRummyType: "pool", eGameType: "practice", nMaxPlayer: 2, nTablePoint: 101, nTableFee: 10, oRoomOptions: FAST });
    expect(join.status).toBe(200);
    const me = await connect(platform.url, p!, join.body.data.iTableId);
    // The human drops at every turn: 20 points a deal, eliminated at 101 after 6 deals (no rejoin).
    const over = await waitFor(
      "match over",
      () => {
        const v = view(me);
        if (v.phase === "play" && v.turnSeat === mySeat(me)?.seat && v.drawnFrom === "") me.room.send("drop", {});
        const offer = lastOf(me, "rejoin_offer");
        if (offer && !lastOf(me, "rejoin_closed")) me.room.send("rejoin", { accept: false });
        return lastOf(me, "match_over") as { prizes: { seat: number; amount: number }[]; prizePool: number } | undefined;
      },
      120_000,
    );
    expect(over.prizes).toHaveLength(1);
    expect(over.prizePool).toBe(17); // 2 x ₹10 less 15%
    expect(over.prizes[0]?.seat).not.toBe(mySeat(me)?.seat ?? -1);
  }, 180_000);
});
