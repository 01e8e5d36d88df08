import { formatCard, parseCard, rankOf, type Card } from "@rummy/shared-rules";
import { describe, expect, it } from "vitest";
import {
  arrangeAs,
  cardGroups,
  EMPTY_ARRANGEMENT,
  groupCards,
  handCards,
  moveCards,
  nudgeCard,
  reconcile,
  sortBySuit,
  withoutCard,
  type Arrangement,
} from "./hand.ts";

function cards(text: string): Card[] {
  return text.split(" ").map((t) => {
    const c = parseCard(t);
    if (c === null) throw new Error(t);
    return c;
  });
}

/** The arrangement in notation, groups separated by `|`. */
function show(a: Arrangement): string {
  return cardGroups(a)
    .map((g) => g.map(formatCard).join(" "))
    .join(" | ");
}

function idOf(a: Arrangement, text: string, nth = 0): string {
  const code = parseCard(text);
  const found = handCards(a).filter((c) => c.card === code)[nth];
  if (!found) throw new Error(`no ${text} #${nth}`);
  return found.id;
}

const dealt = reconcile(EMPTY_ARRANGEMENT, cards("7H 8H 9H 2S 2D 2C KS QS JK 5D 5D 3C 10C"));

describe("reconcile", () => {
  it("puts a fresh deal in one group in server order", () => {
    expect(show(dealt)).toBe("7H 8H 9H 2S 2D 2C KS QS JK 5D 5D 3C 10C");
    expect(new Set(handCards(dealt).map((c) => c.id)).size).toBe(13);
  });

  it("adds a drawn card as a new group and keeps the player's groups", () => {
    const grouped = groupCards(dealt, [idOf(dealt, "7H"), idOf(dealt, "8H"), idOf(dealt, "9H")]);
    const drawn = reconcile(grouped, [...cards("7H 8H 9H 2S 2D 2C KS QS JK 5D 5D 3C 10C"), ...cards("4D")]);
    expect(show(drawn)).toBe("7H 8H 9H | 2S 2D 2C KS QS JK 5D 5D 3C 10C | 4D");
  });

  it("takes away the copy the player discarded, not its twin", () => {
    const second5D = idOf(dealt, "5D", 1);
    const split = moveCards(dealt, [second5D], { kind: "new-group", at: 0 });
    const after = reconcile(split, cards("7H 8H 9H 2S 2D 2C KS QS JK 5D 3C 10C"), new Set([second5D]));
    expect(show(after)).toBe("7H 8H 9H 2S 2D 2C KS QS JK 5D 3C 10C");
    expect(handCards(after).some((c) => c.id === second5D)).toBe(false);
  });

  it("returns the same arrangement when the hand did not change", () => {
    const again = reconcile(dealt, cards("10C 3C 5D 5D JK QS KS 2C 2D 2S 9H 8H 7H"));
    expect(again).toBe(dealt);
  });
});

describe("moving and grouping", () => {
  it("moves a card before another card in another group", () => {
    const a = groupCards(dealt, [idOf(dealt, "2S"), idOf(dealt, "2D")]);
    const moved = moveCards(a, [idOf(a, "2C")], { kind: "before", id: idOf(a, "2D") });
    expect(show(moved)).toBe("2S 2C 2D | 7H 8H 9H KS QS JK 5D 5D 3C 10C");
  });

  it("moves cards to the end of a group and drops emptied groups", () => {
    const a = groupCards(dealt, [idOf(dealt, "KS")]);
    const moved = moveCards(a, [idOf(a, "KS")], { kind: "end", group: 1 });
    expect(show(moved)).toBe("7H 8H 9H 2S 2D 2C QS JK 5D 5D 3C 10C KS");
  });

  it("makes a new group at an index", () => {
    const moved = moveCards(dealt, [idOf(dealt, "JK"), idOf(dealt, "QS")], { kind: "new-group", at: 1 });
    expect(show(moved)).toBe("7H 8H 9H 2S 2D 2C KS 5D 5D 3C 10C | QS JK");
  });

  it("ignores a move onto itself and unknown ids", () => {
    const id = idOf(dealt, "KS");
    expect(moveCards(dealt, [id], { kind: "before", id })).toBe(dealt);
    expect(moveCards(dealt, ["nope"], { kind: "end", group: 0 })).toBe(dealt);
    expect(moveCards(dealt, [id], { kind: "end", group: 9 })).toBe(dealt);
  });

  it("groups selected cards where the first of them was", () => {
    const a = groupCards(dealt, [idOf(dealt, "5D"), idOf(dealt, "5D", 1), idOf(dealt, "3C")]);
    const b = groupCards(a, [idOf(a, "QS"), idOf(a, "KS"), idOf(a, "JK")]);
    expect(show(b)).toBe("5D 5D 3C | KS QS JK | 7H 8H 9H 2S 2D 2C 10C");
  });

  it("nudges a card within a group and across a group edge", () => {
    const a = groupCards(dealt, [idOf(dealt, "7H"), idOf(dealt, "8H")]);
    expect(show(nudgeCard(a, idOf(a, "7H"), 1))).toBe("8H 7H | 9H 2S 2D 2C KS QS JK 5D 5D 3C 10C");
    expect(show(nudgeCard(a, idOf(a, "8H"), 1))).toBe("7H | 8H 9H 2S 2D 2C KS QS JK 5D 5D 3C 10C");
    expect(show(nudgeCard(a, idOf(a, "7H"), -1))).toBe(show(a));
  });
});

describe("sorting and arranging", () => {
  it("sorts by suit with colours alternating and the jokers last", () => {
    const isWild = (c: Card) => rankOf(c) === 2;
    expect(show(sortBySuit(dealt, isWild))).toBe("QS KS | 7H 8H 9H | 3C 10C | 5D 5D | 2S 2D 2C JK");
  });

  it("arranges as the solver's groups, reusing ids, leftovers last", () => {
    const arranged = arrangeAs(dealt, [cards("7H 8H 9H"), cards("2S 2D 2C"), cards("QS KS JK")]);
    expect(show(arranged)).toBe("7H 8H 9H | 2S 2D 2C | QS KS JK | 5D 5D 3C 10C");
    expect(new Set(handCards(arranged).map((c) => c.id))).toEqual(new Set(handCards(dealt).map((c) => c.id)));
  });

  it("refuses an arrangement naming a card not held", () => {
    expect(arrangeAs(dealt, [cards("AS 2S 3S")])).toBe(dealt);
  });

  it("leaves the finish card out of the submitted groups", () => {
    const a = withoutCard(dealt, idOf(dealt, "10C"));
    expect(show(a)).toBe("7H 8H 9H 2S 2D 2C KS QS JK 5D 5D 3C");
  });
});
