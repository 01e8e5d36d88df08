import { describe, expect, it } from "vitest";
import { classifyMeld, isMeldKind, isPureKind, isSequenceKind, sequenceSpan, type MeldKind } from "./meld.ts";
import { cards, table } from "./test-notation.ts";
import type { VariantId } from "./variant.ts";

// [variant, cut, group, kind]. Cut 9C (9s wild) unless the case is about another cut.
const CASES: readonly (readonly [VariantId, string, string, MeldKind])[] = [
  // Pure sequences, Ace low or high, order free.
  ["points13", "9C", "3H 4H 5H", "pure_sequence"],
  ["points13", "9C", "5H 3H 4H", "pure_sequence"],
  ["points13", "9C", "AS 2S 3S", "pure_sequence"],
  ["points13", "9C", "QS KS AS", "pure_sequence"],
  ["points13", "9C", "AS KS QS", "pure_sequence"],
  ["points13", "9C", "10S JS QS KS AS", "pure_sequence"],
  ["points13", "9C", "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", "pure_sequence"],
  ["points13", "9C", "KS AS 2S", "invalid"],
  ["points13", "9C", "QS KS AS 2S", "invalid"],
  ["points13", "9C", "3H 4H 6H", "invalid"],
  ["points13", "9C", "3H 4H 4H", "invalid"],
  ["points13", "9C", "3H 4H 5H 5H", "invalid"],
  ["points13", "9C", "3H 4D 5H", "invalid"],
  ["points13", "9C", "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS", "invalid"],
  // A wild card in its natural place keeps the sequence pure.
  ["points13", "9C", "8H 9H 10H", "pure_sequence"],
  ["points13", "9C", "7H 8H 9H 10H", "pure_sequence"],
  ["points13", "5S", "4S 5S 6S", "pure_sequence"],
  ["points13", "JK", "AS 2S 3S", "pure_sequence"],
  ["points13", "JK", "QH KH AH", "pure_sequence"],
  // Impure sequences.
  ["points13", "9C", "3H JK 5H", "impure_sequence"],
  ["points13", "9C", "3H 4H JK", "impure_sequence"],
  ["points13", "9C", "JK 3H 4H 5H", "impure_sequence"],
  ["points13", "9C", "3H 9D 5H", "impure_sequence"],
  ["points13", "9C", "5H 9H 7H", "impure_sequence"],
  ["points13", "9C", "8H 9H 9H 10H", "impure_sequence"],
  ["points13", "9C", "KS AS JK", "impure_sequence"],
  ["points13", "9C", "QS JK AS", "impure_sequence"],
  ["points13", "9C", "AS JK 3S", "impure_sequence"],
  ["points13", "9C", "KS JK 2S", "invalid"],
  ["points13", "9C", "JS JK AS", "invalid"],
  ["points13", "9C", "JS JK JK AS", "impure_sequence"],
  ["points13", "9C", "2S 3S JK 5S JK 7S", "impure_sequence"],
  ["points13", "JK", "AH 5S 6S", "impure_sequence"],
  ["points13", "JK", "QS KS AH", "impure_sequence"],
  // One natural card plus jokers is a sequence (and a set); a wild card may be that natural card.
  ["points13", "9C", "JK JK 5H", "impure_sequence"],
  ["points13", "9C", "JK 9S 9D", "impure_sequence"],
  ["points13", "9C", "9S 9H 9D", "impure_sequence"],
  ["points13", "9C", "AS 9S 9D", "impure_sequence"],
  ["points13", "JK", "AH AD AC", "impure_sequence"],
  // Printed jokers alone are a set, never a sequence.
  ["points13", "9C", "JK JK JK", "set"],
  ["points13", "9C", "JK JK JK JK", "set"],
  ["points13", "9C", "JK JK JK JK JK", "invalid"],
  // Sets: one rank, distinct suits, 3 or 4 cards with jokers.
  ["points13", "9C", "7S 7H 7D", "set"],
  ["points13", "9C", "7S 7H 7D 7C", "set"],
  ["points13", "9C", "7C 7S 7D", "set"],
  ["points13", "9C", "7S 7S 7H", "invalid"],
  ["points13", "9C", "7S 7H 7D 7C 7S", "invalid"],
  ["points13", "9C", "7S 7H 7D 7C JK", "invalid"],
  ["points13", "9C", "7S 7H JK", "set"],
  ["points13", "9C", "7S 7H 9D", "set"],
  ["points13", "9C", "7S 7H JK JK", "set"],
  ["points13", "9C", "7S 7H 7D JK", "set"],
  ["points13", "9C", "7S 7H JK JK JK", "invalid"],
  ["points13", "9C", "7S 8H JK", "invalid"],
  // Fewer than 3 cards is never a meld in 13-card rummy.
  ["points13", "9C", "7S 7H", "invalid"],
  ["points13", "9C", "7S 7S", "invalid"],
  ["points13", "9C", "7S", "invalid"],
  ["points13", "9C", "", "invalid"],
  ["points13", "9C", "3S 3S 3S", "invalid"],
  // 21-card: cut 7H makes every 7 wild, with 8H upper and 6H lower jokers.
  ["points21", "7H", "3S 3S 3S", "tunnela"],
  ["points21", "7H", "7H 7H 7H", "tunnela"],
  ["points21", "7H", "JK JK JK", "set"],
  ["points21", "7H", "3S 3S", "dublee"],
  ["points21", "7H", "8H 8H", "dublee"],
  ["points21", "7H", "JK JK", "invalid"],
  ["points21", "7H", "3S 3D", "invalid"],
  ["points21", "7H", "3S 3S 3S 3S", "invalid"],
  ["points21", "7H", "8H 2C 3C", "impure_sequence"],
  ["points21", "7H", "6H 2C 3C", "impure_sequence"],
  ["points21", "7H", "6H 8H 7H", "pure_sequence"],
  ["points21", "7H", "5H 6H 7H 8H 9H", "pure_sequence"],
  ["points21", "7H", "6S 8H 8S", "impure_sequence"],
  ["points21", "7H", "8S 2C 3C", "invalid"],
  ["points21", "7H", "5S 5H 5D 5C", "set"],
  // 21-card, Ace cut: upper 2S, lower KS.
  ["points21", "AS", "KS 5D 6D", "impure_sequence"],
  ["points21", "AS", "2S 5D 6D", "impure_sequence"],
  // 27-card: two upper and two lower jokers (cut 7H: 8H 9H up, 6H 5H down).
  ["points27", "7H", "9H 2C 3C", "impure_sequence"],
  ["points27", "7H", "5H 2C 3C", "impure_sequence"],
  ["points27", "7H", "10H 2C 3C", "invalid"],
  ["points27", "7H", "4S 4S 4S", "tunnela"],
  // 10-card uses the 13-card melds.
  ["points10", "9C", "AS 2S 3S", "pure_sequence"],
  ["points10", "9C", "4D 4D 4D", "invalid"],
];

describe("classifyMeld", () => {
  it.each(CASES)("%s cut %s: [%s] is %s", (variant, cut, group, kind) => {
    const { rules, ctx } = table(variant, cut);
    expect(classifyMeld(rules, ctx, cards(group))).toBe(kind);
  });
});

describe("kind helpers", () => {
  it.each([
    ["pure_sequence", true, true, true],
    ["tunnela", true, true, true],
    ["impure_sequence", true, false, true],
    ["set", false, false, true],
    ["dublee", false, false, false],
    ["invalid", false, false, false],
  ] as const)("%s: sequence %s, pure %s, meld %s", (kind, sequence, pure, meld) => {
    expect([isSequenceKind(kind), isPureKind(kind), isMeldKind(kind)]).toEqual([sequence, pure, meld]);
  });

  it.each([
    [[1, 2, 3], 3],
    [[12, 13, 1], 3],
    [[1, 13], 2],
    [[1, 2, 13], 13],
    [[1], 1],
    [[5, 9], 5],
  ])("sequenceSpan of ranks %j is %i", (ranks, span) => {
    expect(sequenceSpan(ranks.reduce((bits, r) => bits | (1 << (r - 1)), 0))).toBe(span);
  });
});
