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

export function reasonText(reason: string): string {
  return (REASON_TEXT as Readonly<Record<string, string>>)[reason] ?? reason;
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
      if (!jokers) return { valid: false, problem: "the deal has not started" };
      const result = validateDeclaration(rules, jokers, groups, hand);
      return { valid: result.valid, problem: result.reason === null ? null : reasonText(result.reason) };
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
