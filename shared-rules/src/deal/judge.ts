/**
 * The deal machine's one doorway to the rules of melds: jokers, declaration checks, loser
 * scoring, the optimal arrangement and value cards. Keeping the calls here lets the machine speak
 * in (rules, cut card) and leaves the joker context an implementation detail.
 */
import type { Card } from "../card.ts";
import { validateDeclaration } from "../declaration.ts";
import { isJoker, jokerContext } from "../joker.ts";
import { loserPoints } from "../scoring.ts";
import { bestArrangement } from "../solver.ts";
import { valueCardPoints } from "../value-cards.ts";
import type { RuleSet } from "../variant.ts";

type Groups = readonly (readonly Card[])[];

export function isJokerFor(rules: RuleSet, cut: Card, card: Card): boolean {
  return isJoker(jokerContext(rules, cut), card);
}

export function judgeDeclaration(rules: RuleSet, cut: Card, groups: Groups, hand: readonly Card[]): { valid: boolean; reason: string } {
  const verdict = validateDeclaration(rules, jokerContext(rules, cut), groups, hand);
  return { valid: verdict.valid, reason: verdict.reason ?? "" };
}

/** A loser's points for the groups they submitted, capped at `maxPoints`. */
export function countArrangement(rules: RuleSet, cut: Card, groups: Groups): number {
  return loserPoints(rules, jokerContext(rules, cut), groups);
}

/**
 * The solver's optimal arrangement of a loser's hand, as groups covering the whole hand: its
 * melds, then its deadwood as one more group.
 */
export function bestArrangementOf(rules: RuleSet, cut: Card, hand: readonly Card[]): { points: number; groups: Card[][] } {
  const best = bestArrangement(rules, jokerContext(rules, cut), hand);
  const groups = best.melds.map((meld) => [...meld]);
  if (best.deadwood.length > 0) groups.push([...best.deadwood]);
  return { points: best.points, groups };
}

export function valueCardPointsOf(rules: RuleSet, cut: Card, hand: readonly Card[]): number {
  return valueCardPoints(rules, jokerContext(rules, cut), hand);
}
