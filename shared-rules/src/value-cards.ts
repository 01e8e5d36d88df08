/**
 * Value cards of 21-card rummy (RULES.md table, `valueCards: true`): the cut card of its own
 * suit, the upper and the lower jokers. The holder is paid by every other player not dropped;
 * who pays is settlement's business, this file only counts what a hand is worth.
 *
 * Interpretation (RULES.md gives 10/30/50 and a marriage of 100): a marriage is one copy of every
 * value card kind (cut card, each upper and each lower joker). Marriages are counted first, using
 * one copy of each kind per marriage and paying `marriageScale` (research: 100, 300, 500); the
 * copies left over pay `valueCardScale` per kind (10 for 1, 30 for 2, 50 for 3).
 */
import type { Card } from "./card.ts";
import type { JokerContext } from "./joker.ts";
import type { RuleSet } from "./variant.ts";

export interface ValueCardCount {
  /** Marriages held. */
  readonly marriages: number;
  /** Copies of each value card kind left after the marriages, in `valueCardKinds` order. */
  readonly singles: readonly number[];
  readonly points: number;
}

/** The value card kinds of a deal: the cut card of its own suit, then upper and lower jokers. */
export function valueCardKinds(ctx: JokerContext): Card[] {
  return [ctx.cutCard, ...ctx.upper, ...ctx.lower];
}

function scaleAt(scale: readonly number[], copies: number): number {
  const last = scale.length - 1;
  const value = scale[Math.min(copies, last)];
  if (value === undefined) throw new Error("value card scale is empty");
  return value;
}

export function countValueCards(rules: RuleSet, ctx: JokerContext, hand: readonly Card[]): ValueCardCount {
  const kinds = valueCardKinds(ctx);
  if (!rules.valueCards || kinds.length < 3) return { marriages: 0, singles: kinds.map(() => 0), points: 0 };
  const held = kinds.map((kind) => hand.filter((card) => card === kind).length);
  const marriages = Math.min(...held);
  const singles = held.map((copies) => copies - marriages);
  let points = scaleAt(rules.marriageScale, marriages);
  for (const copies of singles) points += scaleAt(rules.valueCardScale, copies);
  return { marriages, singles, points };
}

/** Points a hand's value cards are worth, paid to its holder by each other player not dropped. */
export function valueCardPoints(rules: RuleSet, ctx: JokerContext, hand: readonly Card[]): number {
  return countValueCards(rules, ctx, hand).points;
}
