/**
 * Rule hints for the player, all from `shared-rules`: which cards are jokers this deal, what each
 * group is, the live points of the hand, whether a declaration would be valid, the solver's best
 * arrangement and the cost of a drop. They guide the player; the room checks every intent again
 * and its answer wins.
 */
import {
  bestArrangement,
  classifyMeld,
  isJoker,
  jokerContext,
  loserPoints,
  validateDeclaration,
  type Card,
  type DeclareReason,
  type JokerContext,
  type MeldKind,
  type RuleSet,
} from "@rummy/shared-rules";

export type GroupLabel = "pure" | "sequence" | "set" | "tunnela" | "dublee" | "invalid";

const LABEL_OF: Readonly<Record<MeldKind, GroupLabel>> = {
  pure_sequence: "pure",
  impure_sequence: "sequence",
  set: "set",
  tunnela: "tunnela",
  dublee: "dublee",
  invalid: "invalid",
};

export const LABEL_TEXT: Readonly<Record<GroupLabel, string>> = {
  pure: "Pure sequence",
  sequence: "Sequence",
  set: "Set",
  tunnela: "Tunnela",
  dublee: "Dublee",
  invalid: "Invalid",
};

const REASON_TEXT: Readonly<Record<DeclareReason, string>> = {
  "declare/wrong_card_count": "the groups must hold every card but the finish card",
  "declare/card_not_in_hand": "a card shown is not in your hand",
  "declare/invalid_group": "a group is not a sequence or a set",
  "declare/no_pure_sequence": "there is no pure sequence",
  "declare/not_enough_pure_sequences": "there are not enough pure sequences",
  "declare/not_enough_sequences": "you need two sequences, one of them pure",
};

export interface DeclarationHint {
  readonly valid: boolean;
  /** Why it is not valid, in the player's words; null when valid. */
  readonly problem: string | null;
}

export interface RuleHints {
  readonly rules: RuleSet;
  readonly jokers: JokerContext | null;
  isJoker(card: Card): boolean;
  label(group: readonly Card[]): GroupLabel;
  /** Points of the hand as arranged if the deal ended now (capped as a loser's). */
  points(groups: readonly (readonly Card[])[]): number;
  declaration(groups: readonly (readonly Card[])[], hand: readonly Card[]): DeclarationHint;
  /** The solver's lowest-scoring arrangement: melds, then the unmatched cards, then the card to let go. */
  best(hand: readonly Card[]): Card[][];
  /** What a drop costs now: first drop before the first draw of the deal, middle drop after. */
  dropCost(hasDrawn: boolean): number;
}

export function reasonText(reason: string): string {
  return (REASON_TEXT as Readonly<Record<string, string>>)[reason] ?? reason;
}

export function ruleHints(rules: RuleSet, cut: Card | null): RuleHints {
  const jokers = cut === null ? null : jokerContext(rules, cut);
  return {
    rules,
    jokers,
    isJoker: (card) => (jokers ? isJoker(jokers, card) : false),
    label: (group) => (jokers ? LABEL_OF[classifyMeld(rules, jokers, group)] : "invalid"),
    points: (groups) => (jokers ? loserPoints(rules, jokers, groups) : 0),
    declaration(groups, hand) {
      if (!jokers) return { valid: false, problem: "the deal has not started" };
      const result = validateDeclaration(rules, jokers, groups, hand);
      return { valid: result.valid, problem: result.reason === null ? null : reasonText(result.reason) };
    },
    best(hand) {
      if (!jokers) return [[...hand]];
      const best = bestArrangement(rules, jokers, hand);
      const groups = best.melds.map((g) => [...g]);
      if (best.deadwood.length > 0) groups.push([...best.deadwood]);
      // With the drawn card in hand, the solver names the card to discard or finish with: it goes last, alone.
      if (best.finish !== undefined) groups.push([best.finish]);
      return groups;
    },
    dropCost: (hasDrawn) => (hasDrawn ? rules.middleDrop : rules.firstDrop),
  };
}
