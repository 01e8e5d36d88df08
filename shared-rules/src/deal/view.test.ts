import { describe, expect, it } from "vitest";
import { VARIANTS } from "../variant.ts";
import { startDeal } from "./setup.ts";
import { eventFor, viewFor } from "./view.ts";
import { craftDeal, play, T0 } from "./testkit.ts";

const SEED = "c0ffee".repeat(10) + "c0ff";

describe("what a seat may see", () => {
  const { state, events } = startDeal({ rules: VARIANTS.points13, dealId: "view-1", seedHex: SEED, seats: [0, 1, 2], firstSeat: 1, now: T0 });

  it("own hand, others' counts, closed deck count only, no seed before settlement", () => {
    const view = viewFor(state, 2);
    expect(view.hand).toEqual(state.seats.find((s) => s.seat === 2)?.hand);
    expect(view.seats.map((s) => s.handCount)).toEqual([13, 13, 13]);
    expect(view.closedCount).toBe(state.closed.length);
    expect(view.seedHex).toBeNull();
    const json = JSON.stringify(view);
    expect(json).not.toContain(SEED);
    expect(json).not.toContain('"closed"');
    expect(Object.keys(view)).not.toContain("closed");
    for (const other of state.seats.filter((s) => s.seat !== 2)) expect(JSON.stringify(view.seats)).not.toContain(JSON.stringify(other.hand));
  });

  it("a spectator sees no hand at all", () => {
    expect(viewFor(state, null).hand).toBeNull();
    expect(viewFor(state, 7).hand).toBeNull();
  });

  it("events: a hand only to its owner, a closed-deck draw without its card to others", () => {
    const hands = events.filter((e) => e.type === "hand");
    expect(hands.map((e) => eventFor(e, 0)).filter(Boolean)).toHaveLength(1);
    const drew = { type: "drew", seat: 1, from: "closed", card: 5, auto: false } as const;
    expect(eventFor(drew, 1)).toEqual(drew);
    expect(eventFor(drew, 0)).toEqual({ type: "drew", seat: 1, from: "closed", auto: false });
    expect(eventFor({ type: "auto_drop_set", seat: 1, on: true }, 0)).toBeNull();
  });

  it("a closed-deck draw is seen by its drawer only; an open-deck pick by everyone", () => {
    const drewClosed = play(craftDeal({ seats: [0, 1] }), [{ type: "draw", seat: 0, from: "closed" }]);
    expect(viewFor(drewClosed, 0).turn?.drawnCard).not.toBeNull();
    expect(viewFor(drewClosed, 1).turn?.drawnCard).toBeNull();
    const drewOpen = play(craftDeal({ seats: [0, 1] }), [{ type: "draw", seat: 0, from: "open" }]);
    expect(viewFor(drewOpen, 1).turn?.drawnCard).not.toBeNull();
  });

  it("after settlement every hand and the seed are revealed", () => {
    const settled = play(craftDeal({ seats: [0, 1] }), [{ type: "drop", seat: 0 }]);
    const view = viewFor(settled, 1);
    expect(view.seedHex).toBe(settled.seedHex);
    expect(view.results?.seats.map((s) => s.hand.length)).toEqual([13, 13]);
  });
});
