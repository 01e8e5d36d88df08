import { describe, expect, it } from "vitest";
import { formatCards } from "./card.ts";
import { cards, table } from "./test-notation.ts";
import { countValueCards, valueCardKinds, valueCardPoints } from "./value-cards.ts";
import type { VariantId } from "./variant.ts";

// [variant, cut, hand, value-card points]
const CASES: readonly (readonly [VariantId, string, string, number])[] = [
  // Cut 7H: value cards 7H (cut card of its suit), 8H (upper), 6H (lower).
  ["points21", "7H", "2C 3C 4C", 0],
  ["points21", "7H", "7S 7D 7C", 0],
  ["points21", "7H", "7H 2C", 10],
  ["points21", "7H", "7H 7H 2C", 30],
  ["points21", "7H", "7H 7H 7H", 50],
  ["points21", "7H", "8H", 10],
  ["points21", "7H", "6H 6H", 30],
  ["points21", "7H", "6H 8H", 20],
  ["points21", "7H", "6H 7H 8H", 100],
  ["points21", "7H", "6H 7H 8H 7H", 110],
  ["points21", "7H", "6H 7H 8H 7H 7H", 130],
  ["points21", "7H", "6H 7H 8H 6H 7H 8H", 300],
  ["points21", "7H", "6H 7H 8H 6H 7H 8H 6H 7H 8H", 500],
  // Ace cut: KS and 2S; printed-joker cut reads as AS.
  ["points21", "AS", "AS KS 2S", 100],
  ["points21", "AS", "KS KS", 30],
  ["points21", "JK", "AS 2S KS", 100],
  ["points21", "JK", "AH AD JK", 0],
  // No value cards outside 21-card rummy.
  ["points13", "7H", "6H 7H 8H", 0],
  ["points27", "7H", "5H 6H 7H 8H 9H", 0],
];

describe("valueCardPoints", () => {
  it.each(CASES)("%s cut %s: %s is worth %i", (variant, cut, hand, points) => {
    const { rules, ctx } = table(variant, cut);
    expect(valueCardPoints(rules, ctx, cards(hand))).toBe(points);
  });

  it("lists the kinds and what is left after marriages", () => {
    const { rules, ctx } = table("points21", "7H");
    expect(formatCards(valueCardKinds(ctx))).toEqual(["7H", "8H", "6H"]);
    expect(countValueCards(rules, ctx, cards("6H 7H 8H 7H"))).toEqual({ marriages: 1, singles: [1, 0, 0], points: 110 });
  });
});
