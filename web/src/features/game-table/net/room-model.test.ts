import { VARIANTS } from "@rummy/shared-rules";
import { beforeEach, describe, expect, it } from "vitest";
import { cards } from "../testing/fixtures.ts";
import { intentMessage, type RoomSnapshot, type SeatSnapshot } from "./protocol.ts";
import { dealScore, ownSeatOf, RoomModel } from "./room-model.ts";

function seatSnap(seat: number, extra: Partial<SeatSnapshot> = {}): SeatSnapshot {
  return { seat, name: `P${seat}`, avatar: "", isBot: false, connected: true, chips: 12.000000476837158, status: "playing", dropped: false, score: 0, handCount: 13, bankMs: 10_000, missedTurns: 0, melded: false, ...extra };
}

function snapshot(extra: Partial<RoomSnapshot> = {}, seats: Record<string, SeatSnapshot> = {}): RoomSnapshot {
  return {
    tableId: "t1",
    rummyType: "point",
    gameType: "practice",
    variant: "points13",
    isPrivate: true,
    maxPlayers: 2,
    tablePoint: 0.05000000074505806,
    tableFee: 12,
    phase: "play",
    nextDealAt: 0,
    dealNumber: 1,
    dealId: "row-1",
    commitment: "cd".repeat(32),
    turnSeat: 1,
    turnNumber: 1,
    turnEndsAt: Date.now() + 30_000,
    deadline: Date.now() + 40_000,
    drawnFrom: "",
    openCard: cards("KC")[0] ?? -1,
    openCount: 1,
    closedCount: 77,
    cutJoker: cards("6D")[0] ?? -1,
    declarer: -1,
    meldDeadline: 0,
    seats: { "0": seatSnap(0, { hand: cards("AH 2H 3H 4S 5S 6S 7C 7D 7S 9H 10H JK QD").map((code) => ({ code })) }), "1": seatSnap(1), ...seats },
    ...extra,
  };
}

describe("ownSeatOf", () => {
  it("is the seat whose private hand is in this client's view", () => {
    expect(ownSeatOf(snapshot())).toBe(0);
    expect(ownSeatOf(snapshot({}, { "0": seatSnap(0, { hand: [] }) }))).toBe(0);
    expect(ownSeatOf(snapshot({}, { "0": seatSnap(0), "1": seatSnap(1) }))).toBeNull();
  });
});

describe("RoomModel", () => {
  let model: RoomModel;
  beforeEach(() => {
    sessionStorage.clear();
    model = new RoomModel({ tableId: "t1", privateCode: "ABC123" });
  });

  it("maps the synced state to a table view", () => {
    model.onState(snapshot());
    const view = model.view();
    expect(view).toMatchObject({ tableId: "t1", mySeat: 0, phase: "play", maxSeats: 2, closedCount: 77, openCount: 1, hasDrawn: false });
    expect(view?.rules).toBe(VARIANTS.points13);
    expect(view?.hand).toEqual(cards("AH 2H 3H 4S 5S 6S 7C 7D 7S 9H 10H JK QD"));
    expect(view?.info).toMatchObject({ title: "Points Rummy · 0.05 chips a point", pointValue: 0.05, practice: true, privateCode: "ABC123" });
    expect(view?.seats[0]?.chips).toBe(12);
    expect(view?.turn).toMatchObject({ seat: 1, number: 1, drawnFrom: null });
  });

  it("remembers what only events tell: order, shuffle id, first open card, dealt hand, drawn card", () => {
    model.onState(snapshot());
    const hand = cards("AH 2H 3H 4S 5S 6S 7C 7D 7S 9H 10H JK QD");
    model.onEvents({
      dealId: "row-1",
      events: [
        { type: "dealt", dealId: "seeded/1", commitment: "cd".repeat(32), order: [1, 0], cut: cards("6D")[0] ?? 0, openCard: cards("KC")[0] ?? 0, handSize: 13, closedCount: 77 },
        { type: "hand", seat: 0, cards: hand },
        { type: "turn", seat: 1, number: 1, turnEndsAt: 1, deadline: 2 },
      ],
    });
    let view = model.view();
    expect(view).toMatchObject({ shuffleId: "seeded/1", turnOrder: [1, 0], firstOpen: cards("KC")[0], dealtHand: hand, decks: 2, openIsFirstCard: true });
    model.onEvents({ dealId: "row-1", events: [{ type: "drew", seat: 1, from: "open", card: cards("KC")[0] ?? 0, auto: false }] });
    model.onState(snapshot({ drawnFrom: "open", openCard: -1, openCount: 0 }));
    view = model.view();
    expect(view?.turn).toMatchObject({ drawnFrom: "open", drawnCard: cards("KC")[0] });
    expect(view?.openTop).toBeNull();
  });

  it("keeps its memory of the deal across a reload (sessionStorage)", () => {
    model.onState(snapshot());
    model.onEvents({ dealId: "row-1", events: [{ type: "dealt", dealId: "seeded/1", commitment: "x", order: [0, 1], cut: 5, openCard: 7, handSize: 13, closedCount: 77 }] });
    const reloaded = new RoomModel({ tableId: "t1", privateCode: null });
    reloaded.onState(snapshot());
    expect(reloaded.view()).toMatchObject({ shuffleId: "seeded/1", firstOpen: 7, turnOrder: [0, 1] });
  });

  it("knows a drop would be a middle drop once this player has drawn", () => {
    model.onState(snapshot({ turnSeat: 0, turnNumber: 2 }));
    model.onEvents({ dealId: "row-1", events: [{ type: "drew", seat: 0, from: "closed", card: 3, auto: false }] });
    expect(model.view()?.hasDrawn).toBe(true);
  });

  it("tracks the own auto drop", () => {
    model.onState(snapshot());
    model.onEvents({ dealId: "row-1", events: [{ type: "auto_drop_set", seat: 0, on: true }] });
    expect(model.view()?.autoDrop).toBe(true);
  });

  it("shows the results message with money and the revealed seed", () => {
    model.onState(snapshot({ phase: "results", turnSeat: -1, nextDealAt: Date.now() + 10_000 }));
    model.onResults({
      dealId: "row-1",
      dealNumber: 1,
      winner: 0,
      endedBy: "declaration",
      cutJoker: 5,
      finishCard: 9,
      seats: [
        { seat: 0, name: "P0", isBot: false, outcome: "winner", points: 0, valueCardPoints: 0, hand: [1, 2, 3], groups: [[1, 2, 3]], arrangedBy: null, drop: null, amount: 3.6, score: 0, chips: 15.6 },
        { seat: 1, name: "P1", isBot: false, outcome: "lost", points: 80, valueCardPoints: 0, hand: [4], groups: [[4]], arrangedBy: "player", drop: null, amount: -4, score: 80, chips: 8 },
      ],
      commitment: "cd".repeat(32),
      seedHex: "ef".repeat(32),
      verifyUrl: "/api/v1/rummy/deal/row-1/verify",
      nextDealAt: Date.now() + 10_000,
    });
    const view = model.view();
    expect(view?.phase).toBe("results");
    expect(view?.results?.rows.map((r) => [r.outcome, r.points, r.amount])).toEqual([
      ["winner", 0, 3.6],
      ["lost", 80, -4],
    ]);
    expect(view?.seedHex).toBe("ef".repeat(32));
    expect(view?.nextDealAt).not.toBeNull();
  });

  it("carries the pool prompts: rejoin for this player, split offers and votes, the match's end", () => {
    model.onState(snapshot({ rummyType: "pool", variant: "pool101", phase: "results" }));
    model.onRejoinOffer({ seat: 1, nTableFee: 10, score: 81, deadline: Date.now() + 15_000 });
    expect(model.view()?.rejoin).toBeNull();
    model.onRejoinOffer({ seat: 0, nTableFee: 10, score: 81, deadline: Date.now() + 15_000 });
    expect(model.view()?.rejoin).toMatchObject({ fee: 10, score: 81 });
    model.onSplitOffer({ kind: "manual", seats: [0, 1], deadline: Date.now() + 15_000, shares: [{ seat: 0, amount: 9 }, { seat: 1, amount: 9 }] });
    model.onSplitVote({ seat: 1, accepted: true });
    expect(model.view()?.split?.accepted).toEqual([1]);
    model.onMatchOver({ prizes: [{ seat: 0, name: "P0", amount: 18 }], prizePool: 18 });
    expect(model.view()).toMatchObject({ rejoin: null, split: null, matchEnd: { prizePool: 18 } });
    expect(model.view()?.scoreboard?.kind).toBe("pool");
  });
});

describe("intentMessage", () => {
  it("speaks PROTOCOL.md's message names and bodies", () => {
    expect(intentMessage({ type: "draw", from: "open" })).toEqual(["draw", { from: "open" }]);
    expect(intentMessage({ type: "auto_drop", on: true })).toEqual(["autoDrop", { on: true }]);
    expect(intentMessage({ type: "declare", finish: 4, groups: [[1, 2, 3]] })).toEqual(["declare", { finish: 4, groups: [[1, 2, 3]] }]);
    expect(intentMessage({ type: "split", action: "propose" })).toEqual(["split", { action: "propose" }]);
    expect(intentMessage({ type: "drop" })).toEqual(["drop", {}]);
  });
});

describe("dealScore", () => {
  const results = {
    dealId: "d",
    dealNumber: 1,
    winner: 1,
    endedBy: "declaration" as const,
    cutJoker: 0,
    finishCard: null,
    commitment: "",
    seedHex: "",
    verifyUrl: "",
    nextDealAt: 0,
    seats: [0, 1, 2].map((seat) => ({ seat, name: "", isBot: false, outcome: seat === 1 ? ("winner" as const) : ("lost" as const), points: seat === 1 ? 0 : 10 * (seat + 1), valueCardPoints: 0, hand: [], groups: null, arrangedBy: null, drop: null, amount: 0, score: 0, chips: 0 })),
  };

  it("adds points in pool and moves chips in deals", () => {
    expect([0, 1, 2].map((s) => dealScore(results, s, "pool"))).toEqual([10, 0, 30]);
    expect([0, 1, 2].map((s) => dealScore(results, s, "deals"))).toEqual([-10, 40, -30]);
  });
});
