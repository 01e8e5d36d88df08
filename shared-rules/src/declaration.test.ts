import { describe, expect, it } from "vitest";
import { DECLARE_REASONS, validateDeclaration, type DeclareReason } from "./declaration.ts";
import { cards, groups, table } from "./test-notation.ts";
import type { VariantId } from "./variant.ts";

// [variant, cut, arrangement, hand ("" = not checked), reason (null = valid)]
const CASES: readonly (readonly [VariantId, string, string, string, DeclareReason | null])[] = [
  // Valid 13-card declarations.
  ["points13", "9C", "AS 2S 3S | 4H 5H 6H | 7D 7C 7S | JH QH KH KC", "", "declare/invalid_group"],
  ["points13", "9C", "AS 2S 3S | 4H 5H 6H | 7D 7C 7S | JH QH KH 9D", "", null],
  ["points13", "9C", "QS KS AS | 4H JK 6H | 7D 7C 7S 7H | 2D 3D 4D", "", null],
  ["points13", "9C", "8H 9H 10H | 2S JK 4S | KD KC KH | 5C 5D 5S JK", "", null],
  ["points13", "9C", "AS 2S 3S 4S 5S 6S 7S | JK 9S 9D | QD QC QH", "", null],
  ["points13", "9C", "AS 2S 3S | 4S 5S 6S | 7S 8S 9S | 10S JS QS KS", "", null],
  ["points13", "JK", "AS 2S 3S | KH QH AH | 5D 5C AC | 8S 9S 10S JS", "", null],
  // With the hand: the finish card stays out, every shown card must be held once.
  ["points13", "9C", "AS 2S 3S | 4H 5H 6H | 7D 7C 7S | JH QH KH 9D", "AS 2S 3S 4H 5H 6H 7D 7C 7S JH QH KH 9D 2C", null],
  ["points13", "9C", "AS 2S 3S | 4H 5H 6H | 7D 7C 7S | JH QH KH 9D", "AS 2S 3S 4H 5H 6H 7D 7C 7S JH QH KH 9S 2C", "declare/card_not_in_hand"],
  ["points13", "9C", "AS 2S 3S | 4H 5H 6H | 7D 7C 7S | JH QH KH JH", "AS 2S 3S 4H 5H 6H 7D 7C 7S JH QH KH 9S 2C", "declare/card_not_in_hand"],
  // Every card is used exactly once: 12 or 14 cards shown is wrong.
  ["points13", "9C", "AS 2S 3S | 4H 5H 6H | 7D 7C 7S | JH QH KH", "", "declare/wrong_card_count"],
  ["points13", "9C", "AS 2S 3S | 4H 5H 6H | 7D 7C 7S | JH QH KH 9D 9H", "", "declare/wrong_card_count"],
  ["points13", "9C", "", "", "declare/wrong_card_count"],
  // Requirements.
  ["points13", "9C", "AS JK 3S | 4H 5H JK | 7D 7C 7S | JH QH KH KC", "", "declare/no_pure_sequence"],
  ["points13", "9C", "AS 2S 3S | 7H 7C 7S | 8D 8C 8S | JH JD JS 9D", "", "declare/not_enough_sequences"],
  ["points13", "9C", "AS 2S 3S | JK JK JK | 8D 8C 8S | JH JD JS 5D", "", "declare/not_enough_sequences"],
  ["points13", "9C", "KS AS 2S | 4H 5H 6H | 7D 7C 7S | JH QH KH 9D", "", "declare/invalid_group"],
  ["points13", "9C", "AS 2S 3S | 4H 5H 6H | 7D 7D 7S | JH QH KH 9D", "", "declare/invalid_group"],
  ["points13", "9C", "AS 2S 3S 4S | 4H 5H 6H 7H | 7D 7C 7S 7H 9S", "", "declare/invalid_group"],
  ["points13", "9C", "AS 2S 3S | 4H 5H 6H | 7D 7C | 7S JH QH KH 9D", "", "declare/invalid_group"],
  // 10-card.
  ["points10", "9C", "AS 2S 3S | 4H 5H 6H | 7D 7C 7S 9S", "", null],
  ["points10", "9C", "AS 2S 3S | 4H 4D 4S | 7D 7C 7S 9S", "", "declare/not_enough_sequences"],
  // 21-card: three pure sequences (tunnelas count), every other card in melds.
  ["points21", "7H", "AS 2S 3S | 4D 4D 4D | 9C 10C JC | KS KD 8H | 5C 5D 5S | 2H 3H 4H | QD QC QS", "", null],
  ["points21", "7H", "AS 2S 3S | 9C 10C JC | 6H 7H 8H | KS KD KC | 5C 5D 5S | 2H 3H JK | QD QC QS", "", null],
  ["points21", "7H", "AS 2S 3S | 9C 10C JC | KS KD 8H | 5C 5D 5S 6H | 2H 3H JK 4H | QD QC QS 7S", "", "declare/not_enough_pure_sequences"],
  ["points21", "7H", "AS JK 3S | 9C JK JC | KS KD 8H | 5C 5D 5S 6H | 2H 3H JK 4H | QD QC QS 7S", "", "declare/not_enough_pure_sequences"],
  ["points21", "7H", "AS 2S 3S | 4D 4D 4D | 9C 10C JC | KS KD 8H | 5C 5D 5S | 2H 3H 4H | QD QC 10S", "", "declare/invalid_group"],
  ["points21", "7H", "AS 2S 3S | 4D 4D 4D | 9C 10C JC | KS KD 8H | 5C 5D 5S | 2H 3H 4H | QD QC", "", "declare/wrong_card_count"],
  // 21-card: 8 dublees declare on their own; the other cards need not be arranged.
  ["points21", "7H", "AS AS | 2D 2D | 3C 3C | 4H 4H | 5S 5S | 9D 9D | JC JC | KH KH | QS 10D 9C 8S 5D", "", null],
  ["points21", "7H", "AS AS | 2D 2D | 3C 3C | 4H 4H | 5S 5S | 9D 9D | JC JC | QS 10D 9C 8S 5D KH KD", "", "declare/not_enough_pure_sequences"],
  // A dublee is no meld in a declaration made with sequences.
  ["points21", "7H", "AS 2S 3S | 4D 4D 4D | 9C 10C JC | KS KD 8H | 5C 5D 5S | 2H 3H 4H | QD QD QC", "", "declare/invalid_group"],
  // 27-card.
  ["points27", "7H", "AS 2S 3S | 4D 4D 4D | 9C 10C JC | KS KD 9H | 5C 5D 5S | 2H 3H 4H | QD QC QS | 8C 8D 8S | JS JD JH", "", null],
];

describe("validateDeclaration", () => {
  it.each(CASES)("%s cut %s: %s (hand %s) -> %s", (variant, cut, arrangement, hand, reason) => {
    const { rules, ctx } = table(variant, cut);
    const result = validateDeclaration(rules, ctx, groups(arrangement), hand === "" ? undefined : cards(hand));
    expect(result.reason).toBe(reason);
    expect(result.valid).toBe(reason === null);
    if (reason === null) expect(result.points).toBe(0);
  });

  it("scores an invalid declaration as the loser arrangement it is", () => {
    const { rules, ctx } = table("points13", "9C");
    expect(validateDeclaration(rules, ctx, groups("AS 2S 3S | 7H 7C 7S | 8D 8C 8S | JH JD JS 5D")).points).toBe(80);
    expect(validateDeclaration(rules, ctx, groups("AS 2S 3S | 4H 5H 6H | 7D 7C 7S | JH QH KH KC")).points).toBe(40);
  });

  it("keeps a closed list of namespaced reason codes", () => {
    expect(DECLARE_REASONS.every((r) => r.startsWith("declare/"))).toBe(true);
    expect(new Set(DECLARE_REASONS).size).toBe(DECLARE_REASONS.length);
  });

  it("throws on a card code that is not a card (a caller bug, not a player mistake)", () => {
    const { rules, ctx } = table("points13", "9C");
    expect(() => validateDeclaration(rules, ctx, [[1, 2, 99]])).toThrow(/not a card code/);
  });
});
