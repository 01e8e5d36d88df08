import { describe, expect, it } from "vitest";
import { CARD_KINDS, formatCard, formatCards } from "./card.ts";
import { isJoker, isWildNatural, jokerContext } from "./joker.ts";
import { card, table } from "./test-notation.ts";
import { VARIANTS, type VariantId } from "./variant.ts";

// [variant, cut, every joker but the printed one, upper, lower]
const CASES: readonly (readonly [VariantId, string, string, string, string])[] = [
  ["points13", "7H", "7S 7H 7D 7C", "", ""],
  ["points13", "AS", "AS AH AD AC", "", ""],
  ["points13", "JK", "AS AH AD AC", "", ""],
  ["points13", "KD", "KS KH KD KC", "", ""],
  ["points21", "7H", "7S 6H 7H 8H 7D 7C", "8H", "6H"],
  ["points21", "AS", "AS 2S KS AH AD AC", "2S", "KS"],
  ["points21", "KC", "KS KH KD AC QC KC", "AC", "QC"],
  ["points21", "JK", "AS 2S KS AH AD AC", "2S", "KS"],
  ["points27", "7H", "7S 5H 6H 7H 8H 9H 7D 7C", "8H 9H", "6H 5H"],
  ["points27", "2D", "2S 2H AD 2D 3D 4D KD 2C", "3D 4D", "AD KD"],
];

describe("jokerContext", () => {
  it.each(CASES)("%s cut %s: jokers %s, upper [%s], lower [%s]", (variant, cut, jokers, upper, lower) => {
    const { ctx } = table(variant, cut);
    const wild = Array.from({ length: CARD_KINDS - 1 }, (_, c) => c).filter((c) => isJoker(ctx, c));
    expect(formatCards(wild).join(" ")).toBe(jokers);
    expect(formatCards(ctx.upper).join(" ")).toBe(upper);
    expect(formatCards(ctx.lower).join(" ")).toBe(lower);
    expect(isJoker(ctx, card("JK"))).toBe(true);
    expect(isWildNatural(ctx, card("JK"))).toBe(false);
  });

  it("names the cut card of the cut suit (AS for a printed-joker cut)", () => {
    expect(formatCard(table("points21", "7H").ctx.cutCard)).toBe("7H");
    expect(formatCard(table("points21", "JK").ctx.cutCard)).toBe("AS");
  });

  it("rejects a cut that is not a card code", () => {
    expect(() => jokerContext(VARIANTS.points13, 53)).toThrow(/not a card/);
    expect(() => jokerContext(VARIANTS.points13, -1)).toThrow(/not a card/);
  });
});
