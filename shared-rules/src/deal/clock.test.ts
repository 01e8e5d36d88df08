import { describe, expect, it } from "vitest";
import { apply } from "./apply.ts";
import { card, craftDeal, groups, play, T0, type CraftedDeal } from "./testkit.ts";
import type { DealState } from "./types.ts";

const two: CraftedDeal = { hands: { 0: "2S 3S 4S 5H 6H 7H 9C 9D 9S KD QD JD 4C", 1: "2H 3H 4H 5S 6S 7S 8C 8D 8S KC QC JC 4D" }, open: "AD", cut: "8H", closedTop: "KS AC 10H 3C 2C" };
const three: CraftedDeal = { ...two, seats: [0, 1, 2] };

function timeout(state: DealState): DealState {
  const deadline = state.turn?.deadline ?? state.meld?.deadline ?? 0;
  const step = apply(state, { type: "timeout" }, { now: deadline });
  if (!step.ok) throw new Error(step.error.code);
  return step.state;
}

describe("turn clock and time bank", () => {
  it("the deadline is the turn clock plus the whole bank left", () => {
    const state = craftDeal(two);
    expect(state.turn?.turnEndsAt).toBe(T0 + 30_000);
    expect(state.turn?.deadline).toBe(T0 + 40_000);
  });

  it("time past the turn clock comes out of the bank, and the next deadline shrinks", () => {
    let state = play(craftDeal(two), [{ type: "draw", seat: 0, from: "closed" }], T0 + 34_000);
    state = play(state, [{ type: "discard", seat: 0, card: card("KS") }], T0 + 34_000);
    expect(state.seats[0]?.bankMs).toBe(6_000);
    state = play(state, [{ type: "draw", seat: 1, from: "closed" }, { type: "discard", seat: 1, card: card("AC") }], T0 + 35_000);
    expect(state.turn?.seat).toBe(0);
    expect(state.turn?.deadline).toBe(T0 + 35_000 + 30_000 + 6_000);
  });

  it("a move at or after the deadline is refused: the room must send timeout", () => {
    const state = craftDeal(two);
    const step = apply(state, { type: "draw", seat: 0, from: "closed" }, { now: T0 + 40_000 });
    expect(!step.ok && step.error.code).toBe("deal/turn_expired");
  });
});

describe("timeouts", () => {
  it("nothing drawn: the top closed card is drawn and discarded", () => {
    const before = craftDeal(two);
    const state = timeout(before);
    expect(state.seats[0]?.hand).toEqual(before.seats[0]?.hand);
    expect(state.open).toEqual([card("AD"), card("KS")]);
    expect(state.seats[0]?.missedTurns).toBe(1);
    expect(state.seats[0]?.bankMs).toBe(0);
    expect(state.turn?.seat).toBe(1);
  });

  it("a card drawn: that card is discarded, even one picked from the open deck", () => {
    const state = timeout(play(craftDeal(two), [{ type: "draw", seat: 0, from: "open" }]));
    expect(state.open).toEqual([card("AD")]);
    expect(state.seats[0]?.hand).not.toContain(card("AD"));
  });

  it("the third timed-out turn in a row is an automatic middle drop", () => {
    let state = craftDeal(three);
    for (let round = 0; round < 2; round++) {
      state = timeout(state);
      state = play(state, [{ type: "draw", seat: 1, from: "closed" }], state.turn?.startedAt);
      state = play(state, [{ type: "discard", seat: 1, card: state.turn?.drawn?.card ?? -1 }], state.turn?.startedAt);
      state = play(state, [{ type: "draw", seat: 2, from: "closed" }], state.turn?.startedAt);
      state = play(state, [{ type: "discard", seat: 2, card: state.turn?.drawn?.card ?? -1 }], state.turn?.startedAt);
    }
    expect(state.seats[0]?.missedTurns).toBe(2);
    state = timeout(state);
    expect(state.seats[0]?.drop).toEqual({ kind: "middle", reason: "timeout", points: 40 });
    expect(state.seats[0]?.hand).toHaveLength(13);
  });

  it("a turn the player finishes resets the missed-turn count", () => {
    let state = timeout(craftDeal(two));
    state = timeout(state);
    expect(state.seats[0]?.missedTurns).toBe(1);
    state = play(state, [{ type: "draw", seat: 0, from: "closed" }], state.turn?.startedAt);
    state = play(state, [{ type: "discard", seat: 0, card: state.turn?.drawn?.card ?? -1 }], state.turn?.startedAt);
    expect(state.seats[0]?.missedTurns).toBe(0);
  });
});

describe("closed deck reshuffle", () => {
  it("when the closed deck runs out, the open deck but its top becomes a new closed deck", () => {
    const spec: CraftedDeal = { ...two, closedTop: "KS", closedOnly: true };
    const before = craftDeal(spec);
    const buried = before.open.slice(0, -1);
    const state = play(before, [
      { type: "draw", seat: 0, from: "closed" },
      { type: "discard", seat: 0, card: card("KS") },
    ]);
    expect(state.open).toEqual([card("KS")]);
    expect(state.reshuffles).toBe(1);
    expect([...state.closed].sort()).toEqual([...buried, card("AD")].sort());
    expect(state.closed).not.toEqual([...buried, card("AD")]);
    const again = play(craftDeal(spec), [
      { type: "draw", seat: 0, from: "closed" },
      { type: "discard", seat: 0, card: card("KS") },
    ]);
    expect(again.closed).toEqual(state.closed);
  });
});

describe("wrong show", () => {
  const notAHand = groups("2S 3S 4S|5H 6H 7H|9C 9D 9S|KD QD JD 4C");
  it("costs wrongShow points and puts the seat out while play goes on", () => {
    const state = play(craftDeal(three), [
      { type: "draw", seat: 0, from: "closed" },
      { type: "declare", seat: 0, finish: card("KS"), groups: notAHand.map((g, i) => (i === 3 ? [card("KD"), card("QD"), card("JD"), card("4C")] : g)) },
    ]);
    expect(state.seats[0]?.status).toBe("wrong_show");
    expect(state.phase).toBe("play");
    expect(state.turn?.seat).toBe(1);
  });

  it("with one player left, that player wins", () => {
    const state = play(craftDeal({ ...two, hands: { 0: "2S 3S 4S 5H 6H 7H 9C 9D 9S KD QD JD 4C" } }), [
      { type: "draw", seat: 0, from: "closed" },
      { type: "declare", seat: 0, finish: card("KS"), groups: groups("2S 3S 4S|5H 6H 7H|9C 9D 9S|KD QD JD 4C") },
    ]);
    expect(state.results?.winner).toBe(1);
    expect(state.results?.seats[0]).toMatchObject({ outcome: "wrong_show", points: 80 });
  });

  it("groups that are not exactly the hand are refused, not a wrong show", () => {
    const state = play(craftDeal(two), [{ type: "draw", seat: 0, from: "closed" }]);
    const step = apply(state, { type: "declare", seat: 0, finish: card("KS"), groups: groups("2S 3S 4S|5H 6H 7H") }, { now: T0 });
    expect(!step.ok && step.error.code).toBe("deal/groups_mismatch");
  });
});
