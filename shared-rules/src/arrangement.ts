/**
 * What an arrangement (a list of groups) adds up to: the kind of every group and whether the
 * declaration requirements are met. Declaration checks and loser scoring both read this.
 *
 * Two ways to meet the requirements:
 * - sequences: at least `requiredPureSequences` pure sequences (tunnelas count) and at least
 *   `requiredSequences` sequences in all; dublees are not melds here;
 * - dublees (21-card, `dubleeDeclaration` > 0): at least that many dublees, and the other cards
 *   need not be arranged (research: "8 dublees, the rest need not be arranged").
 */
import type { Card } from "./card.ts";
import type { JokerContext } from "./joker.ts";
import { classifyMeld, isMeldKind, isPureKind, isSequenceKind, type MeldKind } from "./meld.ts";
import type { RuleSet } from "./variant.ts";

export interface ArrangementSummary {
  /** Kind of each group, in the order given. */
  readonly kinds: readonly MeldKind[];
  readonly pureSequences: number;
  readonly sequences: number;
  readonly dublees: number;
  /** Groups that are no meld for a declaration with sequences (dublees included). */
  readonly nonMelds: number;
  readonly meetsSequenceRule: boolean;
  readonly meetsDubleeRule: boolean;
}

export function summarizeArrangement(rules: RuleSet, ctx: JokerContext, groups: readonly (readonly Card[])[]): ArrangementSummary {
  const kinds = groups.map((group) => classifyMeld(rules, ctx, group));
  let pureSequences = 0;
  let sequences = 0;
  let dublees = 0;
  let nonMelds = 0;
  for (const kind of kinds) {
    if (isPureKind(kind)) pureSequences++;
    if (isSequenceKind(kind)) sequences++;
    if (kind === "dublee") dublees++;
    if (!isMeldKind(kind)) nonMelds++;
  }
  return {
    kinds,
    pureSequences,
    sequences,
    dublees,
    nonMelds,
    meetsSequenceRule: pureSequences >= rules.requiredPureSequences && sequences >= rules.requiredSequences,
    meetsDubleeRule: rules.dubleeDeclaration > 0 && dublees >= rules.dubleeDeclaration,
  };
}
