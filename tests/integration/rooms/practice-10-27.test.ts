import { VARIANTS } from "@rummy/shared-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { connect, drive, hand, lastOf, makePlayers, resultsOf, solverPolicy, view, waitFor } from "./support.ts";

const FAST = { turnSeconds: 5, timeBankSeconds: 0, meldSeconds: 5, startDelayMs: 100, nextDealMs: 100, botWaitMs: 200, botThinkMs: 20, offerMs: 300 };

/** The lobby's "10 & 27 Cards" tab: practice tables of both variants, each dealt to its end against a bot. */
describe("10- and 27-card practice tables", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await bootTestPlatform("rooms_10_27", { ALLOW_TEST_TABLE_OPTIONS: "practice" });
  }, 120_000);
  afterAll(async () => platform?.close());

  it.each([
    ["point10", "points10"],
    ["point27", "points27"],
  ] as const)("the lobby lists %s practice tables, and a deal runs to its results with a bot", async (rummyType, variantId) => {
    const rules = VARIANTS[variantId];
    const [p] = await makePlayers(platform.running.platform, platform.url, 1);
    const list = await p!.api.post<{ eRummyType: string; eGameType: string; nTablePoint: number; nMaxPlayer: number }[]>("/rummy/table/weblist", { eRummyType: rummyType, eGameType: "practice" });
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(list.body.data.every((t) => t.eRummyType === rummyType && t.eGameType === "practice")).toBe(true);
    expect(list.body.data.map((t) => t.nMaxPlayer)).toContain(2);
    // Practice only for now: no cash table of these variants.
    const cash = await p!.api.post<unknown[]>("/rummy/table/weblist", { eRummyType: rummyType, eGameType: "cash" });
    expect(cash.body.data).toEqual([]);

    const join = await p!.api.post<{ iTableId: string }>("/rummy/table/join", { eRummyType: rummyType, eGameType: "practice", nMaxPlayer: 2, nTablePoint: 0.05, oRoomOptions: FAST });
    expect(join.status).toBe(200);
    const me = await connect(platform.url, p!, join.body.data.iTableId);
    await waitFor("a bot seated", () => Object.values(view(me).seats).some((s) => s.isBot));
    await waitFor("the deal dealt", () => view(me).phase === "play" && hand(me).length >= rules.cardsPerHand, 30_000);
    expect(view(me).variant).toBe(variantId);
    expect(hand(me).length).toBeGreaterThanOrEqual(rules.cardsPerHand);
    expect(hand(me).length).toBeLessThanOrEqual(rules.cardsPerHand + 1);
    const results = await drive([me], () => solverPolicy, () => resultsOf(me, 1), `${variantId} results`, 120_000);
    expect(results.seats).toHaveLength(2);
    expect(results.seats.filter((s) => s.isBot)).toHaveLength(1);
    const winners = results.seats.filter((s) => s.outcome === "winner");
    expect(winners).toHaveLength(1);
    expect(winners[0]!.points).toBe(0);
    for (const s of results.seats) expect(s.points).toBeLessThanOrEqual(rules.maxPoints);
    // The results show every seat's cards once the deal ended: a hand of this variant.
    for (const s of results.seats.filter((x) => x.outcome !== "winner")) expect(s.hand.length).toBe(rules.cardsPerHand);
    me.room.send("leave", {});
    await waitFor("left", () => lastOf(me, "stood_up") || lastOf(me, "closed"), 30_000);
  }, 240_000);
});
