/**
 * The arrangement shown to a player (Auto-arrange), and what each group still needs.
 *
 * `bestArrangement` answers "what does this hand pay": when the sequence rule cannot be met it
 * puts every card in the deadwood, which helps a player nothing exactly when help is needed.
 * `displayArrangement` answers "how should I hold these cards": complete melds first (the
 * solver's, or, when the sequence rule cannot be met yet, the solver's melds with the rule
 * lifted), then two-card pure sequence candidates (consecutive before one gap), then pairs of a
 * rank in different suits, then unplaced jokers, then the loose cards, so that the right card
 * drawn completes a meld. Scoring and declarations never use it. Pure and deterministic.
 */
import { PRINTED_JOKER, type Card } from "./card.ts";
import type { JokerContext } from "./joker.ts";
import { classifyMeld, type MeldKind } from "./meld.ts";
import { bestArrangement } from "./solver.ts";
import type { RuleSet } from "./variant.ts";

export interface DisplayArrangement {
  /** Melds, candidates, jokers, loose cards: every card given, less `finish`. */
  readonly groups: Card[][];
  /** With the drawn card in hand: the card to let go (or finish with). */
  readonly finish?: Card;
}

/**
 * What a group is or is on its way to: a meld kind; a sequence needing `needs` more cards (pure
 * when it holds no joker); cards of one rank in different suits needing `needs` more; or loose
 * cards (one card, or cards no near card makes a meld).
 */
export type GroupProgress =
  | { readonly kind: Exclude<MeldKind, "invalid"> }
  | { readonly kind: "pure_candidate" | "sequence_candidate" | "set_candidate"; readonly needs: number }
  | { readonly kind: "loose" };

/** A group in progress counts as one while it is this many cards (or fewer) from a meld. */
const NEAR = 2;

export function displayArrangement(rules: RuleSet, ctx: JokerContext, cards: readonly Card[]): DisplayArrangement {
  let found = bestArrangement(rules, ctx, cards);
  if (found.melds.length === 0 && cards.length > 1) {
    // The sequence rule cannot be met yet: show the melds there are anyway. No cap either, so a
    // meld of high cards is still found when every card would pay more than the full count.
    found = bestArrangement({ ...rules, requiredPureSequences: 0, requiredSequences: 0, dubleeDeclaration: 0, maxPoints: 10_000 }, ctx, cards);
  }
  const groups = found.melds.map((meld) => [...meld]);
  const jokers = found.deadwood.filter((card) => ctx.jokers[card] === true);
  const naturals = found.deadwood.filter((card) => ctx.jokers[card] !== true);
  const left = countsOf(naturals);
  groups.push(...sequenceCandidates(left, 1), ...sequenceCandidates(left, 2), ...setCandidates(left));
  if (jokers.length > 0) groups.push(jokers);
  const loose = cardsOf(left);
  if (loose.length > 0) groups.push(loose);
  return found.finish === undefined ? { groups } : { groups, finish: found.finish };
}

/** Copies of each natural card code, indexed by code. */
function countsOf(cards: readonly Card[]): number[] {
  const counts = new Array<number>(PRINTED_JOKER).fill(0);
  for (const card of cards) counts[card]! += 1;
  return counts;
}

function cardsOf(counts: number[]): Card[] {
  const out: Card[] = [];
  for (let code = 0; code < PRINTED_JOKER; code++) for (let n = counts[code]!; n > 0; n--) out.push(code);
  return out;
}

/**
 * Pairs of one suit `gap` ranks apart (1: consecutive, 2: one card missing), taken low to high
 * per suit; the Ace also sits above the King (K-A, Q-A).
 */
function sequenceCandidates(counts: number[], gap: 1 | 2): Card[][] {
  const out: Card[][] = [];
  for (let suit = 0; suit < 4; suit++) {
    for (let rank = 0; rank < 13; rank++) {
      const low = suit * 13 + rank;
      const high = suit * 13 + ((rank + gap) % 13);
      if (rank + gap > 13) continue; // K-A-2 wraps no further than the Ace
      while (counts[low]! > 0 && counts[high]! > 0) {
        counts[low]! -= 1;
        counts[high]! -= 1;
        out.push([low, high]);
      }
    }
  }
  return out;
}

/** The cards of a rank in different suits, two or more of them, one group per rank. */
function setCandidates(counts: number[]): Card[][] {
  const out: Card[][] = [];
  for (let rank = 0; rank < 13; rank++) {
    const group: Card[] = [];
    for (let suit = 0; suit < 4; suit++) {
      const code = suit * 13 + rank;
      if (counts[code]! > 0) group.push(code);
    }
    if (group.length < 2) continue;
    for (const code of group) counts[code]! -= 1;
    out.push(group);
  }
  return out;
}

/** What a group is, or what it still needs to be a meld (for labels; the room checks declarations itself). */
export function groupProgress(rules: RuleSet, ctx: JokerContext, group: readonly Card[]): GroupProgress {
  const kind = classifyMeld(rules, ctx, group);
  if (kind !== "invalid") return { kind };
  if (group.length <= 1) return { kind: "loose" };
  // Read every card as itself first (a wild card in its natural place keeps a sequence pure).
  const asItself = sequenceGap(group.filter((card) => card !== PRINTED_JOKER));
  if (asItself !== null && group.every((card) => card !== PRINTED_JOKER)) return near({ kind: "pure_candidate", needs: asItself });
  const naturals = group.filter((card) => ctx.jokers[card] !== true);
  const wild = group.length - naturals.length;
  if (naturals.length === 0) return { kind: "loose" };
  const gap = sequenceGap(naturals);
  if (gap !== null) return near({ kind: "sequence_candidate", needs: Math.max(0, gap - wild) });
  const ranks = new Set(naturals.map((card) => card % 13));
  const suits = new Set(naturals.map((card) => Math.floor(card / 13)));
  if (ranks.size === 1 && suits.size === naturals.length && group.length < rules.maxSetSize) return { kind: "set_candidate", needs: Math.max(1, 3 - group.length) };
  return { kind: "loose" };
}

function near(progress: GroupProgress & { needs: number }): GroupProgress {
  return progress.needs <= NEAR ? progress : { kind: "loose" };
}

/**
 * Cards of one suit and distinct ranks: how many cards are missing to make them a sequence of at
 * least 3 (the Ace low or high, whichever needs fewer); null for anything else.
 */
function sequenceGap(cards: readonly Card[]): number | null {
  if (cards.length === 0) return null;
  const suit = Math.floor(cards[0]! / 13);
  const ranks = cards.map((card) => (card % 13) + 1);
  if (cards.some((card) => Math.floor(card / 13) !== suit) || new Set(ranks).size !== ranks.length) return null;
  const spanOf = (list: number[]) => Math.max(...list) - Math.min(...list) + 1;
  const low = spanOf(ranks);
  const high = spanOf(ranks.map((rank) => (rank === 1 ? 14 : rank)));
  return Math.max(Math.min(low, high), 3) - cards.length;
}
