/**
 * Card points and the points of a hand that is not the winner's (RULES.md "Card points" and
 * "Scoring a hand that is not the winner's").
 *
 * Interpretations:
 * - 21/27-card rummy uses the variant's own counts: with `requiredPureSequences` pure sequences and
 *   `requiredSequences` sequences only the cards outside valid melds count, else every card does.
 * - An arrangement meeting the dublee declaration (21-card: 8 dublees) scores 0: it is a complete
 *   declaration whose other cards need not be arranged.
 */
import type { Card } from "./card.ts";
import { summarizeArrangement, type ArrangementSummary } from "./arrangement.ts";
import type { JokerContext } from "./joker.ts";
import { isMeldKind } from "./meld.ts";
import type { RuleSet } from "./variant.ts";

/** A K Q J = 10, 2-10 face value, every joker (printed, wild rank, upper, lower) 0. */
export function cardPoints(ctx: JokerContext, card: Card): number {
  const points = ctx.points[card];
  if (points === undefined) throw new Error(`not a card code: ${String(card)}`);
  return points;
}

export function handPoints(ctx: JokerContext, cards: readonly Card[]): number {
  let total = 0;
  for (const card of cards) total += cardPoints(ctx, card);
  return total;
}

/** A loser never pays more than the full count (`maxPoints`). */
export function capPoints(rules: RuleSet, points: number): number {
  return Math.min(points, rules.maxPoints);
}

/** Points of an arrangement before the cap, from its summary. */
export function uncappedLoserPoints(ctx: JokerContext, groups: readonly (readonly Card[])[], summary: ArrangementSummary): number {
  if (summary.meetsDubleeRule) return 0;
  let points = 0;
  groups.forEach((group, i) => {
    const kind = summary.kinds[i];
    if (!summary.meetsSequenceRule || kind === undefined || !isMeldKind(kind)) points += handPoints(ctx, group);
  });
  return points;
}

/** Points a loser pays for this arrangement of their cards, capped at `maxPoints`. */
export function loserPoints(rules: RuleSet, ctx: JokerContext, groups: readonly (readonly Card[])[]): number {
  return capPoints(rules, uncappedLoserPoints(ctx, groups, summarizeArrangement(rules, ctx, groups)));
}
