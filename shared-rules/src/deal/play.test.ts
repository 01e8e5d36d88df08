import { describe, expect, it } from "vitest";
import { apply } from "./apply.ts";
import { card, craftDeal, play, T0, type CraftedDeal } from "./testkit.ts";
import type { DealAction, DealErrorCode } from "./types.ts";

const H0 = "2S 3S 4S 5H 6H 7H 9C 9D 9S KD QD JD 4C";
const H1 = "2H 3H 4H 5S 6S 7S 8C 8D 8S KC QC JC 4D";
const H2 = "2D 3D 4D 5C 6C 7C 10C 10D 10S KH QH JH 4H";
const two: CraftedDeal = { hands: { 0: H0, 1: H1 }, open: "AD", cut: "8H", closedTop: "KS AC 10H" };
const three: CraftedDeal = { seats: [0, 1, 2], hands: { 0: H0, 1: H1, 2: H2 }, open: "AD", cut: "8H", closedTop: "KS AC 10H 3C 2C" };

const rejected: [string, CraftedDeal, DealAction[], DealAction, DealErrorCode][] = [
  ["discard before drawing", two, [], { type: "discard", seat: 0, card: card("2S") }, "deal/must_draw_first"],
  ["second draw in a turn", two, [{ type: "draw", seat: 0, from: "closed" }], { type: "draw", seat: 0, from: "open" }, "deal/already_drew"],
  ["draw out of turn", two, [], { type: "draw", seat: 1, from: "closed" }, "deal/not_your_turn"],
  ["drop out of turn", two, [], { type: "drop", seat: 1 }, "deal/not_your_turn"],
  ["seat not in the deal", two, [], { type: "draw", seat: 4, from: "closed" }, "deal/unknown_seat"],
  ["discard a card not held", two, [{ type: "draw", seat: 0, from: "closed" }], { type: "discard", seat: 0, card: card("AH") }, "deal/card_not_in_hand"],
  ["discard the card just picked from the open deck", two, [{ type: "draw", seat: 0, from: "open" }], { type: "discard", seat: 0, card: card("AD") }, "deal/cannot_discard_open_pick"],
  ["drop after drawing", two, [{ type: "draw", seat: 0, from: "closed" }], { type: "drop", seat: 0 }, "deal/already_drew"],
  [
    "printed joker from the open deck",
    { ...two, hands: { 0: "JK 3S 4S 5H 6H 7H 9C 9D 9S KD QD JD 4C", 1: H1 } },
    [
      { type: "draw", seat: 0, from: "closed" },
      { type: "discard", seat: 0, card: card("JK") },
    ],
    { type: "draw", seat: 1, from: "open" },
    "deal/joker_from_open_deck",
  ],
  [
    "wild joker of the cut rank, any suit",
    { ...two, cut: "9H" },
    [
      { type: "draw", seat: 0, from: "closed" },
      { type: "discard", seat: 0, card: card("9C") },
    ],
    { type: "draw", seat: 1, from: "open" },
    "deal/joker_from_open_deck",
  ],
  ["auto drop for a seat not in the deal", two, [], { type: "auto_drop", seat: 3, on: true }, "deal/unknown_seat"],
  ["meld during play", two, [], { type: "meld", seat: 1, groups: [[card("2H")]] }, "deal/not_in_phase"],
  ["timeout before the deadline", two, [], { type: "timeout" }, "deal/not_expired"],
  ["malformed draw", two, [], { type: "draw", seat: 0, from: "middle" } as unknown as DealAction, "deal/bad_action"],
];

describe("deal moves rejected as values", () => {
  it.each(rejected)("%s", (_name, spec, before, action, code) => {
    const state = play(craftDeal(spec), before);
    const step = apply(state, action, { now: T0 });
    expect(step.ok).toBe(false);
    if (!step.ok) expect(step.error.code).toBe(code);
  });
});

describe("draw and discard", () => {
  it("the first open card of the deal may be picked even when it is a joker", () => {
    const state = play(craftDeal({ ...two, open: "JK" }), [{ type: "draw", seat: 0, from: "open" }]);
    expect(state.seats[0]?.hand).toContain(card("JK"));
    expect(state.open).toEqual([]);
  });

  it("the first open card stays pickable after a first drop leaves it on top", () => {
    const state = play(craftDeal({ ...three, open: "JK" }), [{ type: "drop", seat: 0 }, { type: "draw", seat: 1, from: "open" }]);
    expect(state.seats[1]?.hand).toContain(card("JK"));
  });

  it("a closed draw takes the top card and a discard ends the turn", () => {
    const state = play(craftDeal(two), [
      { type: "draw", seat: 0, from: "closed" },
      { type: "discard", seat: 0, card: card("KS") },
    ]);
    expect(state.open.map(String)).toEqual([card("AD"), card("KS")].map(String));
    expect(state.turn?.seat).toBe(1);
    expect(state.turn?.number).toBe(2);
    expect(state.closed[0]).toBe(card("AC"));
  });

  it("an open-deck pick may be kept while another copy-free card is discarded", () => {
    const state = play(craftDeal(two), [
      { type: "draw", seat: 0, from: "open" },
      { type: "discard", seat: 0, card: card("4C") },
    ]);
    expect(state.seats[0]?.hand).toContain(card("AD"));
    expect(state.open).toEqual([card("4C")]);
  });
});

describe("drops", () => {
  const cases: [string, CraftedDeal, DealAction[], number, "first" | "middle", number][] = [
    ["first drop before any draw (points13)", three, [{ type: "drop", seat: 0 }], 0, "first", 20],
    ["first drop in pool201", { ...three, variant: "pool201" }, [{ type: "drop", seat: 0 }], 0, "first", 25],
    ["first drop in points21", { seats: [0, 1, 2], variant: "points21" }, [{ type: "drop", seat: 0 }], 0, "first", 30],
    [
      "middle drop after the player's first draw",
      three,
      [
        { type: "draw", seat: 0, from: "closed" },
        { type: "discard", seat: 0, card: card("KS") },
        { type: "draw", seat: 1, from: "closed" },
        { type: "discard", seat: 1, card: card("AC") },
        { type: "draw", seat: 2, from: "closed" },
        { type: "discard", seat: 2, card: card("10H") },
        { type: "drop", seat: 0 },
      ],
      0,
      "middle",
      40,
    ],
  ];
  it.each(cases)("%s", (_name, spec, actions, seat, kind, points) => {
    const state = play(craftDeal(spec), actions);
    const s = state.seats.find((x) => x.seat === seat);
    expect(s?.status).toBe("dropped");
    expect(s?.drop).toEqual({ kind, reason: "drop", points });
  });

  it("a drop with two players left ends the deal: the other seat wins", () => {
    const state = play(craftDeal(two), [{ type: "drop", seat: 0 }]);
    expect(state.phase).toBe("settled");
    expect(state.results?.winner).toBe(1);
    expect(state.results?.endedBy).toBe("last_player");
    expect(state.results?.seats.map((s) => [s.seat, s.outcome, s.points])).toEqual([
      [0, "dropped", 20],
      [1, "winner", 0],
    ]);
  });

  it("a pre-selected auto drop fires when that seat's turn comes", () => {
    const state = play(craftDeal(three), [
      { type: "auto_drop", seat: 2, on: true },
      { type: "draw", seat: 0, from: "closed" },
      { type: "discard", seat: 0, card: card("KS") },
      { type: "draw", seat: 1, from: "closed" },
      { type: "discard", seat: 1, card: card("AC") },
    ]);
    expect(state.seats[2]?.drop).toEqual({ kind: "first", reason: "auto_drop", points: 20 });
    expect(state.turn?.seat).toBe(0);
  });

  it("a cancelled auto drop does not fire", () => {
    const state = play(craftDeal(three), [
      { type: "auto_drop", seat: 1, on: true },
      { type: "auto_drop", seat: 1, on: false },
      { type: "draw", seat: 0, from: "closed" },
      { type: "discard", seat: 0, card: card("KS") },
    ]);
    expect(state.seats[1]?.status).toBe("playing");
    expect(state.turn?.seat).toBe(1);
  });

  it("leaving mid-turn returns the drawn card to the open deck and drops the seat", () => {
    const state = play(craftDeal(three), [
      { type: "draw", seat: 0, from: "open" },
      { type: "leave", seat: 0 },
    ]);
    expect(state.seats[0]?.drop).toEqual({ kind: "middle", reason: "leave", points: 40 });
    expect(state.open).toEqual([card("AD")]);
    expect(state.turn?.seat).toBe(1);
  });

  it("leaving out of turn drops the seat and ends a two-player deal", () => {
    const state = play(craftDeal(two), [{ type: "leave", seat: 1 }]);
    expect(state.results?.winner).toBe(0);
    expect(state.results?.seats[1]?.drop).toEqual({ kind: "first", reason: "leave" });
  });
});
