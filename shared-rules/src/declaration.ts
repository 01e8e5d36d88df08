/**
 * Checking a declaration (RULES.md "Valid declaration"). A player's mistake is a value: the
 * result names the first problem with a reason code from a closed list. Card codes that are not
 * cards are a broken invariant of the caller and throw.
 *
 * Checks, in order: card count, cards held, then (unless the dublee declaration is met) pure
 * sequences, sequences, and finally groups that are not melds. The requirement problems come
 * first because they are what a player has to fix first; a group that fails to be a meld is
 * usually the sequence the player meant to make.
 */
import { CARD_KINDS, countCards, isCard, type Card } from "./card.ts";
import { summarizeArrangement, type ArrangementSummary } from "./arrangement.ts";
import type { JokerContext } from "./joker.ts";
import { capPoints, uncappedLoserPoints } from "./scoring.ts";
import type { RuleSet } from "./variant.ts";

export const DECLARE_REASONS = [
  /** The groups do not hold exactly `cardsPerHand` cards. */
  "declare/wrong_card_count",
  /** A card (or one more copy of it) is not in the hand. */
  "declare/card_not_in_hand",
  /** A group is not a sequence, set or tunnela (a 2-card dublee outside a dublee declaration too). */
  "declare/invalid_group",
  /** No pure sequence where one is required (13-card, 10-card). */
  "declare/no_pure_sequence",
  /** Fewer pure sequences than required where more than one is (21-card, 27-card). */
  "declare/not_enough_pure_sequences",
  /** Fewer sequences, pure or impure, than required. */
  "declare/not_enough_sequences",
] as const;
export type DeclareReason = (typeof DECLARE_REASONS)[number];

export interface DeclarationResult {
  readonly valid: boolean;
  readonly reason: DeclareReason | null;
  /** Points of this arrangement as a loser's (0 when valid), capped at `maxPoints`. */
  readonly points: number;
}

/**
 * `groups` are the cards shown (the finish card excluded). `hand`, when given, is what the player
 * holds (with or without the finish card): every card shown must be one of its copies.
 */
export function validateDeclaration(
  rules: RuleSet,
  ctx: JokerContext,
  groups: readonly (readonly Card[])[],
  hand?: readonly Card[],
): DeclarationResult {
  for (const card of [...groups.flat(), ...(hand ?? [])]) {
    if (!isCard(card)) throw new Error(`not a card code: ${String(card)}`);
  }
  const summary = summarizeArrangement(rules, ctx, groups);
  const reason = firstProblem(rules, groups, summary, hand);
  return { valid: reason === null, reason, points: capPoints(rules, uncappedLoserPoints(ctx, groups, summary)) };
}

function firstProblem(
  rules: RuleSet,
  groups: readonly (readonly Card[])[],
  summary: ArrangementSummary,
  hand: readonly Card[] | undefined,
): DeclareReason | null {
  const shown = groups.flat();
  if (shown.length !== rules.cardsPerHand) return "declare/wrong_card_count";
  if (hand !== undefined && !isHeldBy(shown, hand)) return "declare/card_not_in_hand";
  if (summary.meetsDubleeRule) return null;
  if (summary.pureSequences < rules.requiredPureSequences) {
    return rules.requiredPureSequences === 1 ? "declare/no_pure_sequence" : "declare/not_enough_pure_sequences";
  }
  if (summary.sequences < rules.requiredSequences) return "declare/not_enough_sequences";
  if (summary.nonMelds > 0) return "declare/invalid_group";
  return null;
}

/** Every card shown is a distinct copy held: the shown multiset is inside the hand's. */
function isHeldBy(shown: readonly Card[], hand: readonly Card[]): boolean {
  const held = countCards(hand);
  const used = countCards(shown);
  for (let code = 0; code < CARD_KINDS; code++) {
    if ((used[code] ?? 0) > (held[code] ?? 0)) return false;
  }
  return true;
}
