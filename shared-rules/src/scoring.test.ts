import { describe, expect, it } from "vitest";
import { capPoints, cardPoints, handPoints, loserPoints } from "./scoring.ts";
import { card, cards, groups, table } from "./test-notation.ts";
import { VARIANTS, type VariantId } from "./variant.ts";

describe("cardPoints", () => {
  it.each([
    ["AS", 10],
    ["KH", 10],
    ["QD", 10],
    ["JC", 10],
    ["10S", 10],
    ["9H", 9],
    ["2D", 2],
    ["JK", 0],
    ["7C", 0],
    ["7S", 0],
  ] as const)("cut 7H: %s scores %i", (text, points) => {
    expect(cardPoints(table("points13", "7H").ctx, card(text))).toBe(points);
  });

  it.each([
    ["points21", "7H", "8H 6H 8S 6S", 14],
    ["points21", "AS", "KS 2S KH", 10],
    ["points27", "7H", "9H 5H 10H", 10],
    ["points13", "JK", "AS AH KS", 10],
  ] as const)("%s cut %s: %s scores %i (jokers 0)", (variant, cut, hand, points) => {
    expect(handPoints(table(variant, cut).ctx, cards(hand))).toBe(points);
  });
});

// [variant, cut, arrangement, loser points]
const LOSERS: readonly (readonly [VariantId, string, string, number])[] = [
  // A valid declaration pays nothing.
  ["points13", "2C", "AS 2S 3S | 4H 5H 6H | 7D 7C 7S | JH QH KH 2D", 0],
  // Pure + second sequence: only cards outside melds count.
  ["points13", "9C", "AS 2S 3S | 4H JK 6H | KD QS 7C 5D 5C 3D 8D", 48],
  ["points13", "9C", "3H 4H 5H | 7D 8D 9S | KC KD KS | 2C 4C 6C", 12],
  // A pure sequence and a set but no second sequence: every card counts, the set too.
  ["points13", "9C", "3H 4H 5H | KC KD KS | 2C 4C 6C 8S", 62],
  // Two impure sequences, no pure one: every card counts (jokers 0).
  ["points13", "9C", "3H JK 5H | 7D 9S 9D | 2C 3C", 20],
  // Invalid groups count even when the sequence rule is met elsewhere.
  ["points13", "9C", "3H 4H 5H | 6D 7D 8D | KS KS KD | QC", 40],
  ["points13", "9C", "KS QS JS | KH QH JH | KD QD JD | 10C 10H 10D 8C", 38],
  // The cap.
  ["points13", "9C", "AS KH QD JC 10S 10H 10D 10C 8S 8H 8D 7S 6S", 80],
  ["points13", "9C", "AS KH QD JC 10S 10H 8S 4D 3C", 75],
  // Wild card in its natural place is a pure sequence that meets the rule with an impure one.
  ["points13", "9C", "8H 9H 10H | 2S JK 4S | KD", 10],
  // Joker-only group with a wild card is a sequence: 9S-10S-JS.
  ["points13", "9C", "2D 3D 4D | JK 9S 9D | KC QH", 20],
  // Printed jokers alone are a set, so this has no second sequence.
  ["points13", "9C", "2D 3D 4D | JK JK JK | KC QH", 29],
  // 21-card: three pure sequences (a tunnela counts) let only outside cards count.
  ["points21", "7H", "AS 2S 3S | 4D 4D 4D | 9C 10C JC | KS KD 8H | 5C 9S", 14],
  ["points21", "7H", "AS 2S 3S | 9C 10C JC | KS KD 8H | 5C 9S 10D QD", 98],
  ["points21", "7H", "AS 2S 3S | 9C 10C JC | KS KD KH KC | 5C 9S 10D QD AC AH AD 10S 10H", 120],
  // 21-card dublee declaration pays nothing; 7 dublees are no declaration.
  ["points21", "7H", "AS AS | 2D 2D | 3C 3C | 4H 4H | 5S 5S | 9D 9D | JC JC | KH KH | QS 10D 9C 8S 5D", 0],
  ["points21", "7H", "AS AS | 2D 2D | 3C 3C | 4H 4H | 5S 5S | 9D 9D | JC JC | QS 10D 9C 8S 5D KH KD", 120],
  // 10-card follows the 13-card rule.
  ["points10", "9C", "AS 2S 3S | 5D JK 7D | KC QC", 20],
  ["points10", "9C", "AS 2S 3S | 5D 5C 5H | KC QC JC 2H", 62],
];

describe("loserPoints", () => {
  it.each(LOSERS)("%s cut %s: %s pays %i", (variant, cut, arrangement, points) => {
    const { rules, ctx } = table(variant, cut);
    expect(loserPoints(rules, ctx, groups(arrangement))).toBe(points);
  });

  it("caps at the variant's maxPoints", () => {
    expect(capPoints(VARIANTS.points13, 95)).toBe(80);
    expect(capPoints(VARIANTS.points21, 95)).toBe(95);
    expect(capPoints(VARIANTS.points27, 200)).toBe(160);
  });
});
