import { VARIANTS, type Card } from "@rummy/shared-rules";
import { describe, expect, it } from "vitest";
import { cards } from "../testing/fixtures.ts";
import { ruleHints } from "./hints.ts";

// 6s are wild (cut 6D); the printed joker is always a joker.
const hints = ruleHints(VARIANTS.points13, cards("6D")[0] ?? null);

describe("group labels come from shared-rules", () => {
  it.each([
    ["AH 2H 3H", "pure"],
    ["QS KS AS", "pure"],
    ["5H 6H 7H", "pure"],
    ["4S 5S JK", "sequence"],
    ["9C 6S JC", "sequence"],
    ["7C 7D 7S", "set"],
    ["7C 7D JK", "set"],
    ["KS AS 2S", "loose"],
    ["7S 7S 7H", "loose"],
    ["9H 10H", "needs-pure"],
    ["9H JH", "needs-pure"],
    ["4S JK", "needs-sequence"],
    ["9H 9D", "set-in-progress"],
    ["2C 9D QH", "loose"],
  ])("%s is %s", (group, label) => {
    expect(hints.label(cards(group))).toBe(label);
  });

  it("says what an incomplete group needs, never that it is invalid", () => {
    expect(hints.tag(cards("9H JH")).text).toBe("Needs 1 card for a pure sequence");
    expect(hints.tag(cards("9H 9D")).text).toBe("Set in progress");
    expect(hints.tag(cards("KH")).text).toBe("Loose card");
    expect(hints.tag(cards("2C 9D QH")).text).toBe("Loose cards");
  });

  it("marks printed and wild jokers", () => {
    expect(cards("JK 6S 6H 7H").map(hints.isJoker)).toEqual([true, true, true, false]);
  });
});

describe("points, declaration and drops", () => {
  const hand = cards("AH 2H 3H 4S 5S JK 7C 7D 7S 9H 10H QD KC");

  it("counts only cards outside melds once the sequence rule is met", () => {
    const groups = [cards("AH 2H 3H"), cards("4S 5S JK"), cards("7C 7D 7S"), cards("9H 10H QD KC")];
    expect(hints.points(groups)).toBe(9 + 10 + 10 + 10);
  });

  it("counts every card, capped at 80, without a pure sequence", () => {
    expect(hints.points([hand])).toBe(80);
  });

  it("says why a declaration is not valid, and when it is", () => {
    const wrong = hints.declaration([cards("AH 2H 3H 4S 5S JK 7C 7D 7S"), cards("9H 10H QD KC")], hand);
    expect(wrong.valid).toBe(false);
    // A problem is a catalogue key (declare.problems.*), worded in the player's language by the dialog.
    expect(wrong.problem).toBe("noPureSequence");
    const full = cards("AH 2H 3H 4S 5S JK 7C 7D 7S 9H 10H JH QH");
    const valid = hints.declaration([cards("AH 2H 3H"), cards("4S 5S JK"), cards("7C 7D 7S"), cards("9H 10H JH QH")], full);
    expect(valid).toEqual({ valid: true, problem: null });
  });

  it("offers the solver's best arrangement, keeping every card", () => {
    const best = hints.best(hand);
    expect(best.flat().sort((a: Card, b: Card) => a - b)).toEqual([...hand].sort((a, b) => a - b));
    expect(hints.points(best)).toBeLessThanOrEqual(hints.points([hand]));
    expect(hints.label(best[0] ?? [])).not.toBe("loose");
  });

  it("auto-arranges a hand without a pure sequence into candidates and loose cards, not one group", () => {
    const noPure = cards("AS 5S 9S 4H 8H QH 7D 3C 7S KH 10D JC 9C");
    const arranged = hints.best(noPure);
    expect(arranged.length).toBeGreaterThan(1);
    expect(arranged.flat().sort((a: Card, b: Card) => a - b)).toEqual([...noPure].sort((a, b) => a - b));
    expect(arranged.map((g) => hints.label(g))).toContain("needs-pure");
    expect(arranged.map((g) => hints.label(g)).at(-1)).toBe("loose");
  });

  it("puts the card to let go last when the hand holds the drawn card", () => {
    const fourteen = [...cards("AH 2H 3H 4S 5S JK 7C 7D 7S 9H 10H JH QH"), ...cards("KC")];
    const best = hints.best(fourteen);
    expect(best[best.length - 1]).toEqual(cards("KC"));
  });

  it("prices a drop from the rule set: first drop before drawing, middle drop after", () => {
    expect(hints.dropCost(false)).toBe(VARIANTS.points13.firstDrop);
    expect(hints.dropCost(true)).toBe(VARIANTS.points13.middleDrop);
    expect(ruleHints(VARIANTS.pool201, null).dropCost(false)).toBe(25);
  });
});
