import { describe, expect, it } from "vitest";
import { apply } from "./apply.ts";
import { card, craftDeal, groups, play, T0, type CraftedDeal } from "./testkit.ts";
import type { DealState } from "./types.ts";

const WINNING = "AS 2S 3S 4H 5H 6H 7D 8D 9D 10C JC QC KC";
const spec: CraftedDeal = {
  seats: [0, 1, 2],
  hands: { 0: WINNING, 1: "2H 3H 4H 5S 6S 7S 8C 8H 8S KD QD JD 4D", 2: "2C 3C 4C 5C 6C 7C 10S 10D 10H QH QS JH 4S" },
  open: "AD",
  cut: "9H",
  closedTop: "KS AC 10H",
};

function declared(): DealState {
  return play(craftDeal(spec), [
    { type: "draw", seat: 0, from: "closed" },
    { type: "declare", seat: 0, finish: card("KS"), groups: groups("AS 2S 3S|4H 5H 6H|7D 8D 9D|10C JC QC KC") },
  ]);
}

describe("a valid declaration and the meld phase", () => {
  it("wins the deal and opens the meld phase for the seats still playing", () => {
    const state = declared();
    expect(state.phase).toBe("meld");
    expect(state.finish).toBe(card("KS"));
    expect(state.meld).toEqual({ declarer: 0, deadline: T0 + 30_000 });
    expect(state.seats[0]?.hand).toHaveLength(13);
  });

  it("the finish card cannot be the card just picked from the open deck", () => {
    const state = play(craftDeal({ ...spec, open: "KS", closedTop: "AC 10H" }), [{ type: "draw", seat: 0, from: "open" }]);
    const step = apply(state, { type: "declare", seat: 0, finish: card("KS"), groups: groups("AS 2S 3S|4H 5H 6H|7D 8D 9D|10C JC QC KC") }, { now: T0 });
    expect(!step.ok && step.error.code).toBe("deal/cannot_discard_open_pick");
  });

  it("declaring before drawing is refused", () => {
    const step = apply(craftDeal(spec), { type: "declare", seat: 0, finish: card("KC"), groups: groups("AS 2S 3S|4H 5H 6H|7D 8D 9D|10C JC QC") }, { now: T0 });
    expect(!step.ok && step.error.code).toBe("deal/must_draw_first");
  });

  it("settles once every seat has melded: own groups scored, capped, winner 0", () => {
    let state = play(declared(), [{ type: "meld", seat: 1, groups: groups("2H 3H 4H|5S 6S 7S|8C 8H 8S|KD QD JD 4D") }]);
    expect(state.phase).toBe("meld");
    state = play(state, [{ type: "meld", seat: 2, groups: groups("2C 3C 4C 5C 6C 7C 10S 10D 10H QH QS JH 4S") }]);
    expect(state.phase).toBe("settled");
    expect(state.results?.seats.map((s) => [s.seat, s.outcome, s.points, s.arrangedBy])).toEqual([
      [0, "winner", 0, null],
      [1, "lost", 34, "player"],
      [2, "lost", 80, "player"],
    ]);
  });

  it("a seat that does not meld in time is scored from the solver's arrangement", () => {
    let state = play(declared(), [{ type: "meld", seat: 1, groups: groups("2H 3H 4H|5S 6S 7S|8C 8H 8S|KD QD JD 4D") }]);
    const early = apply(state, { type: "timeout" }, { now: T0 + 29_999 });
    expect(!early.ok && early.error.code).toBe("deal/not_expired");
    const step = apply(state, { type: "timeout" }, { now: T0 + 30_000 });
    if (!step.ok) throw new Error(step.error.code);
    state = step.state;
    // 2C-4C and 5C-7C are two pure sequences, the 10s a set: QH QS JH 4S count 34.
    expect(state.results?.seats[2]).toMatchObject({ arrangedBy: "solver", points: 34 });
    expect(state.results?.seats[2]?.groups?.flat()).toHaveLength(13);
    expect(state.results?.endedBy).toBe("declaration");
  });

  it.each([
    ["meld twice", [{ seat: 1, g: "2H 3H 4H|5S 6S 7S|8C 8H 8S|KD QD JD 4D" }], 1, "2H 3H 4H 5S 6S 7S 8C 8H 8S KD QD JD 4D", "deal/already_melded"],
    ["meld cards not held", [], 1, "2H 3H 4H|5S 6S 7S|8C 8H 8S|KD QD JD 4H", "deal/groups_mismatch"],
    ["the declarer melds again", [], 0, WINNING, "deal/not_melding"],
  ] as const)("%s is refused", (_name, before, seat, text, code) => {
    const state = play(
      declared(),
      before.map((b) => ({ type: "meld" as const, seat: b.seat, groups: groups(b.g) })),
    );
    const step = apply(state, { type: "meld", seat, groups: groups(text) }, { now: T0 + 1000 });
    expect(!step.ok && step.error.code).toBe(code);
  });
});
