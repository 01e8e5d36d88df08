import { describe, expect, it } from "vitest";
import { formatCards, parseCards, PRINTED_JOKER, type Card } from "./card.ts";
import { best } from "./cli/ops/best.ts";
import { displayArrangement, groupProgress } from "./display-arrangement.ts";
import type { JokerContext } from "./joker.ts";
import { classifyMeld, isMeldKind } from "./meld.ts";
import { cards, table } from "./test-notation.ts";
import type { RuleSet, VariantId } from "./variant.ts";

/** Two cards a single drawn card turns into a meld: one suit, at most one rank apart (Ace high or low), or one rank in two suits. */
function isCandidatePair(ctx: JokerContext, a: Card, b: Card): boolean {
  if (ctx.jokers[a] || ctx.jokers[b] || a === PRINTED_JOKER || b === PRINTED_JOKER || a === b) return false;
  if (a % 13 === b % 13) return true;
  if (Math.floor(a / 13) !== Math.floor(b / 13)) return false;
  const ra = (a % 13) + 1;
  const rb = (b % 13) + 1;
  const apart = (x: number, y: number) => Math.abs(x - y) <= 2;
  return apart(ra, rb) || apart(ra === 1 ? 14 : ra, rb === 1 ? 14 : rb);
}

/** Every complete meld a group of `cards` (3 or 4 of them, natural cards) could form. */
function completeMeldIn(rules: RuleSet, ctx: JokerContext, loose: readonly Card[]): Card[] | null {
  for (let i = 0; i < loose.length; i++)
    for (let j = i + 1; j < loose.length; j++)
      for (let k = j + 1; k < loose.length; k++) {
        const trio = [loose[i]!, loose[j]!, loose[k]!];
        if (isMeldKind(classifyMeld(rules, ctx, trio))) return trio;
      }
  return null;
}

// [variant, cut, hand] with no pure sequence in hand (the scoring solver puts every card in the deadwood).
const NO_PURE: readonly (readonly [VariantId, string, string])[] = [
  ["points13", "2C", "AS 5S 9S 4H 8H QH 7D 3C 7S KH 10D JC 9C"],
  ["points13", "2C", "KS QD JC 10H 9S 8D 7C KH QS JD 10C 9H 8S"],
  ["points13", "JK", "AS AH AD 5C 6C 9H JH KD KS 3S 8D 2C 4H"],
  ["points13", "7C", "2S 3S 4S 2H 3H 5D 6D 8C 9C JH QD KC AC"],
  ["points13", "9D", "QS KS 2H 2H 2D 5C 7C 10D JH 4S 6H 8D KC"],
  ["points13", "5S", "JK 8H 8S 8C 3D 4D 10C QC AH 6S 9S KD 2H 4C"],
  ["points21", "7H", "AS 3S 9C 10D JC KS KD KH 5C 5D 5S 2C 3H 4H QD QC 10S 10H 9D 2D 6S"],
  ["points21", "3C", "AH AS 2S 4S 6D 8D 8D 10H QH KH 5C 5C 7C 9S JS JD 2H 4D 6C QS KC"],
  ["points21", "JK", "4H 6H 8H 10H QH 3S 5S 7S 9S JS KS 2D 4D 6D 8D 10D 2C 4C 6C 8C 10C"],
];

describe("rules:eval best: the arrangement shown to a player without a pure sequence", () => {
  it.each(NO_PURE)("%s cut %s: %s", (variant, cut, hand) => {
    const { rules, ctx } = table(variant, cut);
    const held = cards(hand);
    const answer = best({ op: "best", variant, cut, cards: hand.split(" ") });
    expect(answer.melds).toEqual([]);
    const groups = (answer.groups as string[][]).map((g) => parseCards(g));
    // Every card given, each once, in more than one group (the card to let go alone, last).
    expect(groups.length).toBeGreaterThan(1);
    expect(groups.flat().sort((a, b) => a - b)).toEqual([...held].sort((a, b) => a - b));
    // The same answer as the library's, every time.
    const shown = displayArrangement(rules, ctx, held);
    expect(groups).toEqual(shown.finish === undefined ? shown.groups : [...shown.groups, [shown.finish]]);
    expect(displayArrangement(rules, ctx, held)).toEqual(displayArrangement(rules, ctx, held));
    const progress = groups.map((g) => groupProgress(rules, ctx, g));
    const loose = groups.filter((_, i) => progress[i]!.kind === "loose").flat();
    // No complete meld is left among the loose cards, and no two of them are a sequence or set candidate.
    expect(completeMeldIn(rules, ctx, loose), `loose ${formatCards(loose).join(" ")}`).toBeNull();
    for (let i = 0; i < loose.length; i++)
      for (let j = i + 1; j < loose.length; j++) expect(isCandidatePair(ctx, loose[i]!, loose[j]!), `${formatCards([loose[i]!, loose[j]!]).join(" ")} left apart`).toBe(false);
    // Every two-card group but the loose cards is a candidate for a meld, kept together, and labelled with what it needs.
    for (const [i, g] of groups.entries()) {
      if (g.length !== 2 || g.some((c) => ctx.jokers[c]) || progress[i]!.kind === "loose") continue;
      expect(isCandidatePair(ctx, g[0]!, g[1]!)).toBe(true);
      expect(progress[i]).toMatchObject({ needs: 1 });
    }
  });

  it("forms the complete melds there are, then the nearest candidates, loose cards last", () => {
    const { rules, ctx } = table("points13", "2C");
    // Sets of 9s and Ks, no pure sequence: the sets are formed, then 5H-6H, then 10S-QS, then 4D 4C, loose last.
    const shown = displayArrangement(rules, ctx, cards("9S 9H 9D KS KH KC 5H 6H 10S QS 4D 4C 8C"));
    expect(shown.groups.map((g) => formatCards(g).join(" "))).toEqual(["9S 9H 9D", "KS KH KC", "5H 6H", "10S QS", "4D 4C", "8C"]);
    expect(shown.groups.map((g) => groupProgress(rules, ctx, g).kind)).toEqual(["set", "set", "pure_candidate", "pure_candidate", "set_candidate", "loose"]);
  });

  it("keeps the scoring solver's melds when the sequence rule is met, and names the finish card", () => {
    const { rules, ctx } = table("points13", "7C");
    const shown = displayArrangement(rules, ctx, cards("2S 3S 4S 2H 3H JK 5D 6D 8C 9C 10C KD KH QC"));
    expect(shown.finish).toBe(cards("QC")[0]);
    expect(shown.groups.slice(0, 3).every((g) => isMeldKind(classifyMeld(rules, ctx, g)))).toBe(true);
  });
});

describe("groupProgress: what a group is on its way to", () => {
  const { rules, ctx } = table("points13", "6D");
  it.each([
    ["5H 7H", { kind: "pure_candidate", needs: 1 }],
    ["QS AS", { kind: "pure_candidate", needs: 1 }],
    ["4C 5C", { kind: "pure_candidate", needs: 1 }],
    ["4C 8C", { kind: "loose" }],
    ["4C JK", { kind: "sequence_candidate", needs: 1 }],
    ["9S 9D", { kind: "set_candidate", needs: 1 }],
    ["9S 9S", { kind: "loose" }],
    ["KH", { kind: "loose" }],
    ["2C 9D QH", { kind: "loose" }],
    ["7C 7D 7S", { kind: "set" }],
  ] as const)("%s", (group, expected) => {
    expect(groupProgress(rules, ctx, cards(group))).toEqual(expected);
  });
});
