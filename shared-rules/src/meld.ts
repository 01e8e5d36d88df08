/**
 * What one group of cards is under a deal's jokers (RULES.md "Melds").
 *
 * The order of cards in a group never matters: each check finds the reading that works.
 * A wild card may be read as its own natural card or as a joker, whichever makes the group valid:
 * - pure sequence: every card read as itself (so `5H 6H 7H` with 6s wild is pure);
 * - impure sequence and set: reading wild cards as jokers only removes constraints, so they are
 *   read as jokers, except that a group made only of jokers needs one wild card read as itself to
 *   be a sequence (`JK 9S 9D` with 9s wild is 9S-10S-JS). Printed jokers alone are only a set.
 * A group that is both a sequence and a set reports the sequence, since that is what counts
 * toward the declaration.
 *
 * Interpretations (RULES.md is silent): a tunnela and a dublee are made of natural cards (a wild
 * card read as itself counts, printed jokers do not); a tunnela is reported before the impure
 * sequence the same three wild cards would also make.
 */
import { PRINTED_JOKER, type Card } from "./card.ts";
import { isWildNatural, type JokerContext } from "./joker.ts";
import type { RuleSet } from "./variant.ts";

export const MELD_KINDS = ["pure_sequence", "impure_sequence", "set", "tunnela", "dublee", "invalid"] as const;
export type MeldKind = (typeof MELD_KINDS)[number];

/** The longest sequence: A-K (or 2-A); a sequence never holds the Ace at both ends. */
export const MAX_SEQUENCE_LENGTH = 13;

export function classifyMeld(rules: RuleSet, ctx: JokerContext, group: readonly Card[]): MeldKind {
  const n = group.length;
  if (n === 2) return rules.dubleeDeclaration > 0 && isIdenticalNaturals(group) ? "dublee" : "invalid";
  if (n < 3) return "invalid";
  if (rules.tunnela && n === 3 && isIdenticalNaturals(group)) return "tunnela";
  if (isPureSequence(group)) return "pure_sequence";
  if (isImpureSequence(ctx, group)) return "impure_sequence";
  if (isSet(rules, ctx, group)) return "set";
  return "invalid";
}

/** Pure and impure sequences, and tunnelas (which count as pure sequences). */
export function isSequenceKind(kind: MeldKind): boolean {
  return kind === "pure_sequence" || kind === "impure_sequence" || kind === "tunnela";
}

export function isPureKind(kind: MeldKind): boolean {
  return kind === "pure_sequence" || kind === "tunnela";
}

/** A group that can stand in a declaration made with sequences (a dublee only counts with dublees). */
export function isMeldKind(kind: MeldKind): boolean {
  return kind !== "invalid" && kind !== "dublee";
}

/**
 * Fewest consecutive ranks that hold every rank of `rankBits` (bit r-1 for rank r), reading the
 * Ace as low or high, whichever is shorter. Ace-only: 1.
 */
export function sequenceSpan(rankBits: number): number {
  if (rankBits === 0) return 0;
  const highest = 32 - Math.clz32(rankBits);
  const lowest = 32 - Math.clz32(rankBits & -rankBits);
  const aceLow = highest - lowest + 1;
  if ((rankBits & 1) === 0) return aceLow;
  const others = rankBits & ~1;
  const aceHigh = others === 0 ? 1 : 14 - (32 - Math.clz32(others & -others)) + 1;
  return Math.min(aceLow, aceHigh);
}

function isIdenticalNaturals(group: readonly Card[]): boolean {
  const first = group[0];
  return first !== undefined && first !== PRINTED_JOKER && group.every((card) => card === first);
}

/** Every card read as itself: one suit, distinct and consecutive ranks. */
function isPureSequence(group: readonly Card[]): boolean {
  if (group.length > MAX_SEQUENCE_LENGTH) return false;
  let suit = -1;
  let rankBits = 0;
  for (const card of group) {
    if (card === PRINTED_JOKER) return false;
    const s = Math.floor(card / 13);
    const bit = 1 << card % 13;
    if ((suit !== -1 && s !== suit) || (rankBits & bit) !== 0) return false;
    suit = s;
    rankBits |= bit;
  }
  return sequenceSpan(rankBits) === group.length;
}

/** Natural (non-wild) cards fit one window of `group.length` consecutive ranks; jokers fill the gaps. */
function isImpureSequence(ctx: JokerContext, group: readonly Card[]): boolean {
  if (group.length > MAX_SEQUENCE_LENGTH) return false;
  let suit = -1;
  let rankBits = 0;
  let wild = 0;
  for (const card of group) {
    if (card === PRINTED_JOKER) continue;
    if (isWildNatural(ctx, card)) {
      wild++;
      continue;
    }
    const s = Math.floor(card / 13);
    const bit = 1 << card % 13;
    if ((suit !== -1 && s !== suit) || (rankBits & bit) !== 0) return false;
    suit = s;
    rankBits |= bit;
  }
  if (rankBits === 0) return wild > 0;
  return sequenceSpan(rankBits) <= group.length;
}

/** Natural (non-wild) cards share a rank and have distinct suits; jokers stand in for the rest. */
function isSet(rules: RuleSet, ctx: JokerContext, group: readonly Card[]): boolean {
  if (group.length > rules.maxSetSize) return false;
  let rank = -1;
  let suitBits = 0;
  for (const card of group) {
    if (card === PRINTED_JOKER || isWildNatural(ctx, card)) continue;
    const r = card % 13;
    const bit = 1 << Math.floor(card / 13);
    if ((rank !== -1 && r !== rank) || (suitBits & bit) !== 0) return false;
    rank = r;
    suitBits |= bit;
  }
  return true;
}
