import { bestArrangement, jokerContext, type Card, type DealState } from "@rummy/shared-rules";

/**
 * The solver's best arrangement of a hand as table groups: its melds, then the rest as one
 * group. With a drawn card in hand (one card over), the finish card is named apart.
 */
export function arrangeHand(state: DealState, hand: readonly Card[]): { groups: Card[][]; points: number; valid: boolean; finish: Card | null } {
  const ctx = jokerContext(state.rules, state.cut);
  const best = bestArrangement(state.rules, ctx, hand);
  const groups = best.melds.map((g) => [...g]);
  if (best.deadwood.length > 0) groups.push([...best.deadwood]);
  return { groups, points: best.points, valid: best.valid, finish: best.finish ?? null };
}
