/**
 * Rule hints for the player, all from `shared-rules`: which cards are jokers this deal, what each
 * group is, the live points of the hand, whether a declaration would be valid, the solver's best
 * arrangement and the cost of a drop. They guide the player; the room checks every intent again
 * and its answer wins.
 */
import {
  displayArrangement,
  groupProgress,
  isJoker,
  jokerContext,
  loserPoints,
  validateDeclaration,
  type Card,
  type DeclareReason,
  type GroupProgress,
  type JokerContext,
  type RuleSet,
} from "@rummy/shared-rules";

/** A group's label: a meld kind, or what an incomplete group is on its way to. */
export type GroupLabel = "pure" | "sequence" | "set" | "tunnela" | "dublee" | "needs-pure" | "needs-sequence" | "set-in-progress" | "loose";

/** What the label says: in full, and short for a narrow group (a phone, two cards). */
export interface GroupTag {
  readonly label: GroupLabel;
  readonly text: string;
  readonly short: string;
}

const MELD_TAGS = {
  pure_sequence: { label: "pure", text: "Pure sequence", short: "Pure" },
  impure_sequence: { label: "sequence", text: "Sequence", short: "Seq" },
  set: { label: "set", text: "Set", short: "Set" },
  tunnela: { label: "tunnela", text: "Tunnela", short: "Tunnela" },
  dublee: { label: "dublee", text: "Dublee", short: "Dublee" },
} as const satisfies Readonly<Record<string, GroupTag>>;

const plural = (n: number) => `${n} card${n === 1 ? "" : "s"}`;

/** The words for a group's progress: complete melds by kind, incomplete groups by what they need. */
export function tagOf(progress: GroupProgress, size: number): GroupTag {
  switch (progress.kind) {
    case "pure_candidate":
      return { label: "needs-pure", text: `Needs ${plural(progress.needs)} for a pure sequence`, short: `Pure +${progress.needs}` };
    case "sequence_candidate":
      return { label: "needs-sequence", text: `Needs ${plural(progress.needs)} for a sequence`, short: `Seq +${progress.needs}` };
    case "set_candidate":
      return { label: "set-in-progress", text: "Set in progress", short: `Set +${progress.needs}` };
    case "loose":
      return { label: "loose", text: size === 1 ? "Loose card" : "Loose cards", short: "Loose" };
    default:
      return MELD_TAGS[progress.kind];
  }
}

/** Why a declaration is not valid; its words are the table catalogue's `declare.problems.<problem>`. */
export type DeclareProblem = "wrongCardCount" | "cardNotInHand" | "invalidGroup" | "noPureSequence" | "notEnoughPureSequences" | "notEnoughSequences" | "notStarted";

const PROBLEM_OF: Readonly<Record<DeclareReason, DeclareProblem>> = {
  "declare/wrong_card_count": "wrongCardCount",
  "declare/card_not_in_hand": "cardNotInHand",
  "declare/invalid_group": "invalidGroup",
  "declare/no_pure_sequence": "noPureSequence",
  "declare/not_enough_pure_sequences": "notEnoughPureSequences",
  "declare/not_enough_sequences": "notEnoughSequences",
};

export interface DeclarationHint {
  readonly valid: boolean;
  /** Why it is not valid; null when valid. */
  readonly problem: DeclareProblem | null;
}

export interface RuleHints {
  readonly rules: RuleSet;
  readonly jokers: JokerContext | null;
  isJoker(card: Card): boolean;
  label(group: readonly Card[]): GroupLabel;
  /** The label with its words (neutral for incomplete groups: they say what they need). */
  tag(group: readonly Card[]): GroupTag;
  /** Points of the hand as arranged if the deal ended now (capped as a loser's). */
  points(groups: readonly (readonly Card[])[]): number;
  declaration(groups: readonly (readonly Card[])[], hand: readonly Card[]): DeclarationHint;
  /**
   * Auto-arrange: melds, then the nearest pure sequence candidates, sequences and sets in
   * progress, loose cards, then the card to let go (shared-rules `displayArrangement`).
   */
  best(hand: readonly Card[]): Card[][];
  /** What a drop costs now: first drop before the first draw of the deal, middle drop after. */
  dropCost(hasDrawn: boolean): number;
}

export function ruleHints(rules: RuleSet, cut: Card | null): RuleHints {
  const jokers = cut === null ? null : jokerContext(rules, cut);
  const tag = (group: readonly Card[]): GroupTag => (jokers ? tagOf(groupProgress(rules, jokers, group), group.length) : tagOf({ kind: "loose" }, group.length));
  return {
    rules,
    jokers,
    isJoker: (card) => (jokers ? isJoker(jokers, card) : false),
    label: (group) => tag(group).label,
    tag,
    points: (groups) => (jokers ? loserPoints(rules, jokers, groups) : 0),
    declaration(groups, hand) {
      if (!jokers) return { valid: false, problem: "notStarted" };
      const result = validateDeclaration(rules, jokers, groups, hand);
      return { valid: result.valid, problem: result.reason === null ? null : PROBLEM_OF[result.reason] };
    },
    best(hand) {
      if (!jokers) return [[...hand]];
      const shown = displayArrangement(rules, jokers, hand);
      const groups = shown.groups.map((g) => [...g]);
      // With the drawn card in hand, the solver names the card to discard or finish with: it goes last, alone.
      if (shown.finish !== undefined) groups.push([shown.finish]);
      return groups;
    },
    dropCost: (hasDrawn) => (hasDrawn ? rules.middleDrop : rules.firstDrop),
  };
}
