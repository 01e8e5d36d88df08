import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCard, type Card } from "./card.ts";
import { validateDeclaration } from "./declaration.ts";
import { jokerContext, type JokerContext } from "./joker.ts";
import { loserPoints } from "./scoring.ts";
import { bestArrangement, type BestArrangement } from "./solver.ts";
import { cards, table } from "./test-notation.ts";
import { VARIANTS, type RuleSet, type VariantId } from "./variant.ts";

// [variant, cut, cards, least points, valid, finish card or ""]
const CASES: readonly (readonly [VariantId, string, string, number, boolean, string])[] = [
  ["points13", "9C", "AS 2S 3S 4H 5H 6H 7D 7C 7S JH QH KH 9D", 0, true, ""],
  ["points13", "9C", "AS 2S 3S 4H 5H 6H 7D 7C 7S JH QH KH 9D KC", 0, true, "KC"],
  ["points13", "5S", "7S 7H 7D 7C JK 2D 3D 4D 9C 10C JC KH QH", 0, true, ""],
  ["points13", "9C", "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", 0, true, ""],
  // No pure sequence anywhere: every card counts, capped at 80.
  ["points13", "2C", "AS 5S 9S 4H 8H QH 7D 3C 7S KH 10D JC 9C", 80, false, ""],
  ["points13", "2C", "KS QD JC 10H 9S 8D 7C KH QS JD 10C 9H 8S", 80, false, ""],
  // A pure sequence but no second sequence: every card counts.
  ["points13", "7C", "2S 3S 4S 2H 3H 5D 6D 8C 9C JH QD KC AC", 80, false, ""],
  // The joker goes where it saves most once two pure sequences meet the rule.
  ["points13", "7C", "2S 3S 4S 2H 3H JK 5D 6D 8C 9C 10C KD KH", 16, false, ""],
  // Q-K-A is a pure sequence; K-A-2 is not.
  ["points13", "7H", "QS KS AS 4H 5H 6H 9D 9C 9S 2C 3C 5S 8D", 18, false, ""],
  ["points13", "JH", "KS AS 2S 4H 5H 6H 3D 4D 5D 9C 9S 8S 7C", 55, false, ""],
  // A wild card in its natural place keeps 5H 6H 7H pure; the printed joker makes the second sequence.
  ["points13", "6D", "5H 6H 7H 2C 4C JK KD KS 9D 10D 3S 8S QC", 47, false, ""],
  // Printed-joker cut: Aces are wild (AH stands in for 10C next to 8C 9C).
  ["points13", "JK", "AH 2S 3S 4D 5D 6D 9C 9H KS KD 8C 7H 2H", 43, false, ""],
  // The same suit twice is no set.
  ["points13", "8H", "7S 7S 7H 2D 3D 4D 9C 10C JC KH QH 5S 6C", 52, false, ""],
  // Jokers alone (one of them wild) are a sequence; better spent on high cards here.
  ["points13", "9C", "JK 9S 9D 2H 3H 4H KC KD QS QH 5C 6D 8S", 29, false, ""],
  // With the drawn card the highest deadwood goes to the finish slot.
  ["points13", "7C", "2S 3S 4S 2H 3H JK 5D 6D 8C 9C 10C KD KH QC", 16, false, "QC"],
  ["points13", "2C", "AS 5S 9S 4H 8H QH 7D 3C 7S KH 10D JC 9C 6D", 80, false, "AS"],
  // Partial hands are scored but never valid.
  ["points13", "9C", "AS 2S 3S", 15, false, ""],
  ["points13", "9C", "", 0, false, ""],
  // 10-card.
  ["points10", "2C", "AS 2S 3S 4H 5H JK 8C 8D 8S KH", 10, false, ""],
  ["points10", "2C", "AS 2S 3S 4H 5H JK 8C 8D 8S KH QH", 4, false, "5H"],
  ["points10", "2C", "AS 2S 3S 4H 5H JK 8C 8D 8S 8H KH", 0, true, "KH"],
  // 21-card: three pure sequences, a tunnela counting as one.
  ["points21", "7H", "AS 2S 3S 4D 4D 4D 9C 10C JC KS KD 8H 5C 5D 5S 2H 3H 4H QD QC QS", 0, true, ""],
  ["points21", "7H", "AS 2S 3S 4D 4D 4D 9C 10C JC KS KD 8H 5C 5D 5S 2H 3H 4H QD QC QS 10S", 0, true, "10S"],
  ["points21", "7H", "AS 2S 3S 9C 10C JC KS KD 8H 5C 5D 5S 2H 3H 4H QD QC 10S 10H 9D 2D", 41, false, ""],
  ["points21", "7H", "AS 2S 3S 9C 10C JC KS KD KH 5C 5D 5S 2C 3H 4H QD QC 10S 10H 9D 2D", 120, false, ""],
  // 21-card: 8 dublees declare; 7 do not.
  ["points21", "7H", "AS AS 2D 2D 3C 3C 4H 4H 5S 5S 9D 9D JC JC KH KH QS 10D 9C 8S 5D", 0, true, ""],
  ["points21", "7H", "AS AS 2D 2D 3C 3C 4H 4H 5S 5S 9D 9D JC JC QS 10D 9C 8S 5D KH KD", 120, false, ""],
  // 27-card.
  ["points27", "7H", "AS 2S 3S 4D 4D 4D 9C 10C JC KS KD 9H 5C 5D 5S 2H 3H 4H QD QC QS 8C 8D 8S JS JD JH", 0, true, ""],
];

function sorted(list: readonly Card[]): Card[] {
  return [...list].sort((a, b) => a - b);
}

/** Melds plus the deadwood as one more group (the dublee declaration leaves cards unarranged). */
function shown(best: BestArrangement): Card[][] {
  return best.deadwood.length > 0 ? [...best.melds, best.deadwood] : best.melds;
}

function checkArrangement(rules: RuleSet, ctx: JokerContext, hand: readonly Card[], best: BestArrangement): void {
  const placed = [...best.melds.flat(), ...best.deadwood, ...(best.finish === undefined ? [] : [best.finish])];
  expect(sorted(placed)).toEqual(sorted(hand));
  expect(best.points).toBeLessThanOrEqual(rules.maxPoints);
  expect(loserPoints(rules, ctx, shown(best))).toBe(best.points);
  if (best.valid) expect(validateDeclaration(rules, ctx, shown(best), hand)).toMatchObject({ valid: true, points: 0 });
}

describe("bestArrangement", () => {
  it.each(CASES)("%s cut %s: %s -> %i, valid %s, finish %s", (variant, cut, hand, points, valid, finish) => {
    const { rules, ctx } = table(variant, cut);
    const best = bestArrangement(rules, ctx, cards(hand));
    expect(best.points).toBe(points);
    expect(best.valid).toBe(valid);
    expect(best.finish === undefined ? "" : formatCard(best.finish)).toBe(finish);
    checkArrangement(rules, ctx, cards(hand), best);
  });

  it("throws on more cards than a hand and the drawn card", () => {
    const { rules, ctx } = table("points10", "2C");
    expect(() => bestArrangement(rules, ctx, cards("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS"))).toThrow(/hands hold 10/);
  });
});

/** Every partition of `hand` into groups (restricted growth strings); small hands only. */
function* partitions(hand: readonly Card[]): Generator<Card[][]> {
  const label = new Array<number>(hand.length).fill(0);
  function* grow(i: number, groups: number): Generator<Card[][]> {
    if (i === hand.length) {
      const out: Card[][] = Array.from({ length: groups }, () => []);
      hand.forEach((card, j) => out[label[j]!]!.push(card));
      yield out;
      return;
    }
    for (let g = 0; g <= groups; g++) {
      label[i] = g;
      yield* grow(i + 1, Math.max(groups, g + 1));
    }
  }
  yield* grow(0, 0);
}

/**
 * The definitions themselves: the least loser points over every arrangement (and finish card),
 * and whether any arrangement is a valid declaration.
 */
function bruteForce(rules: RuleSet, ctx: JokerContext, hand: readonly Card[]): { points: number; valid: boolean } {
  const finishes = hand.length === rules.cardsPerHand + 1 ? hand.map((_, i) => i) : [-1];
  let points = Infinity;
  let valid = false;
  for (const f of finishes) {
    for (const arrangement of partitions(hand.filter((_, i) => i !== f))) {
      points = Math.min(points, loserPoints(rules, ctx, arrangement));
      valid ||= validateDeclaration(rules, ctx, arrangement).valid;
    }
  }
  return { points, valid };
}

/** Enumerating every partition of 8 cards 200 times takes seconds on a busy machine. */
const BRUTE_FORCE_TIMEOUT_MS = 60_000;

// A dense card universe so that small hands hold sequences, sets, duplicates and jokers.
const UNIVERSE = cards("AS 2S 3S 4S 5S QS KS AH 2H 3H 4H KH 5D 5C 4D JK");
const CUTS = cards("2S 3H 5D AS KH 4D JK 9C");
const SMALL7: RuleSet = { ...VARIANTS.points13, cardsPerHand: 7 };
const SMALL21: RuleSet = { ...VARIANTS.points21, cardsPerHand: 7, requiredPureSequences: 2, requiredSequences: 2, dubleeDeclaration: 3, maxPoints: 60 };
const SMALL27: RuleSet = { ...VARIANTS.points27, cardsPerHand: 7, requiredPureSequences: 1, requiredSequences: 2, maxPoints: 60 };

// Meld-shaped pieces, so that many small hands can be declared or nearly so.
const PIECES = ["AS 2S 3S", "QS KS AS", "2H 3H 4H 5H", "5D 5C 5H", "4S 4S 4S", "2H JK 4H", "KH KS JK", "3S 5S", "AH AS", "2S 2H 2D 2C"].map(cards);

function handOf(size: { min: number; max: number }) {
  const loose = fc.array(fc.constantFrom(...UNIVERSE), { minLength: size.min, maxLength: size.max });
  const pieced = fc
    .tuple(fc.constantFrom(...PIECES), fc.constantFrom(...PIECES), fc.array(fc.constantFrom(...UNIVERSE), { maxLength: 2 }))
    .map(([a, b, extra]) => [...a, ...b, ...extra].slice(0, size.max))
    .filter((hand) => hand.length >= size.min);
  return fc.oneof(loose, pieced).filter((hand) => hand.every((c) => hand.filter((d) => d === c).length <= 3));
}

describe("bestArrangement properties", () => {
  it("equals the least loser points over every arrangement, and finds a declaration when one exists (brute force)", () => {
    const rulesArb = fc.constantFrom(SMALL7, SMALL21, SMALL27, VARIANTS.points10);
    fc.assert(
      fc.property(rulesArb, fc.constantFrom(...CUTS), handOf({ min: 5, max: 8 }), (rules, cut, hand) => {
        const ctx = jokerContext(rules, cut);
        const best = bestArrangement(rules, ctx, hand);
        expect({ points: best.points, valid: best.valid }).toEqual(bruteForce(rules, ctx, hand));
        checkArrangement(rules, ctx, hand, best);
      }),
      { numRuns: 200, seed: 1301 },
    );
  }, BRUTE_FORCE_TIMEOUT_MS);

  it("is never above a random arrangement of the same cards, nor above the cap", () => {
    const variantArb = fc.constantFrom<VariantId>("points13", "points10", "points21");
    const labelsArb = fc.array(fc.nat(6), { minLength: 22, maxLength: 22 });
    fc.assert(
      fc.property(variantArb, fc.constantFrom(...CUTS), fc.array(fc.integer({ min: 0, max: 52 }), { minLength: 22, maxLength: 22 }), labelsArb, fc.boolean(), (variant, cut, pool, labels, drawn) => {
        const rules = VARIANTS[variant];
        const ctx = jokerContext(rules, cut);
        const hand = pool.slice(0, rules.cardsPerHand + (drawn ? 1 : 0));
        const best = bestArrangement(rules, ctx, hand);
        // A random arrangement; with the drawn card, its last card goes to the finish slot.
        const arrangement: Card[][] = [[], [], [], [], [], [], []];
        hand.slice(0, rules.cardsPerHand).forEach((card, i) => arrangement[labels[i] ?? 0]!.push(card));
        expect(best.points).toBeLessThanOrEqual(loserPoints(rules, ctx, arrangement));
        checkArrangement(rules, ctx, hand, best);
      }),
      { numRuns: 300, seed: 1302 },
    );
  });
});
