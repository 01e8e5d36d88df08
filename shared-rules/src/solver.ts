/**
 * The optimal arrangement of a hand: the least points it can pay as a loser (RULES.md "The
 * optimal score of a hand"), one arrangement reaching it, and whether the cards can be declared.
 *
 * Works for a hand (`cardsPerHand` cards), a hand with the drawn card (one more: one card goes to
 * the finish slot, and `finish` says which), and fewer cards (a partial hand, never valid).
 * The exhaustive search lives in `solver/`; this file handles the cases that need no search.
 */
import { PRINTED_JOKER, countCards, isCard, type Card } from "./card.ts";
import type { JokerContext } from "./joker.ts";
import { classifyMeld, isPureKind, MAX_SEQUENCE_LENGTH } from "./meld.ts";
import { capPoints, cardPoints } from "./scoring.ts";
import { buildHandModel, type HandModel } from "./solver/hand-model.ts";
import { ArrangementSearch } from "./solver/search.ts";
import { traceArrangement } from "./solver/trace.ts";
import type { RuleSet } from "./variant.ts";

export interface BestArrangement {
  /** Least points these cards pay as a loser's, capped at `maxPoints`. */
  readonly points: number;
  readonly melds: Card[][];
  /** Cards outside the melds (every card when the sequence rule cannot be met). */
  readonly deadwood: Card[];
  /** The cards (less the finish card) make a valid declaration; then `points` is 0. */
  readonly valid: boolean;
  /** With `cardsPerHand + 1` cards: the card for the finish slot. */
  readonly finish?: Card;
}

export function bestArrangement(rules: RuleSet, ctx: JokerContext, cards: readonly Card[]): BestArrangement {
  for (const card of cards) if (!isCard(card)) throw new Error(`not a card code: ${String(card)}`);
  if (cards.length > rules.cardsPerHand + 1) {
    throw new Error(`${rules.id} hands hold ${rules.cardsPerHand} cards (+1 drawn), got ${cards.length}`);
  }
  const withFinish = cards.length === rules.cardsPerHand + 1;
  const complete = cards.length >= rules.cardsPerHand;
  const dublees = dubleeDeclaration(rules, ctx, cards, withFinish, complete);
  if (dublees) return dublees;
  const model = buildHandModel(rules, ctx, cards, withFinish, true);
  const found = model.pureBound < rules.requiredPureSequences ? null : leastDeadwood(rules, ctx, model, everyCardPoints(rules, ctx, cards, withFinish), withFinish);
  const best = found ?? everyCardCounts(rules, ctx, cards, withFinish);
  if (best.points === 0 && complete) return declarableArrangement(rules, ctx, cards, withFinish) ?? best;
  return best;
}

/** What the cards pay when every card counts (less the highest, which can go to the finish slot), capped. */
function everyCardPoints(rules: RuleSet, ctx: JokerContext, cards: readonly Card[], withFinish: boolean): number {
  const { points } = ctx;
  let total = 0;
  let top = 0;
  for (const card of cards) {
    total += points[card]!;
    top = Math.max(top, points[card]!);
  }
  return capPoints(rules, withFinish ? total - top : total);
}

/**
 * The search for the least deadwood meeting the sequence rule, or null when nothing beats
 * `ceiling` (what the hand pays when every card counts, capped): then every card may as well count.
 */
function leastDeadwood(rules: RuleSet, ctx: JokerContext, model: HandModel, ceiling: number, withFinish: boolean): BestArrangement | null {
  const budget = ceiling - model.isolatedPoints;
  if (budget <= 0) return null;
  const search = new ArrangementSearch(rules, model.input, false);
  const least = search.best(budget);
  if (least >= budget) return null;
  const traced = traceArrangement(search, model.pool);
  const deadwood = [...traced.deadwood, ...model.isolated];
  const melds = tuckJokers(rules, ctx, traced.melds, deadwood);
  return arrangement(rules, ctx, { points: least + model.isolatedPoints, melds, deadwood, valid: false }, withFinish ? traced.finish : null);
}

function arrangement(rules: RuleSet, ctx: JokerContext, found: Omit<BestArrangement, "finish">, finish: Card | null): BestArrangement {
  const melds = found.melds.map((meld) => inReadingOrder(meld, isPureKind(classifyMeld(rules, ctx, meld)) ? null : ctx.jokers));
  const shown = { ...found, melds, deadwood: inReadingOrder(found.deadwood, null) };
  return finish === null ? shown : { ...shown, finish };
}

/**
 * Cards by suit, then rank (the Ace after a K or Q of the group); jokers last, where `jokers` is
 * given (a meld that is not pure: its wild cards stand in for others), else printed jokers last.
 * Groups are small: an insertion sort without closures.
 */
function inReadingOrder(cards: Card[], jokers: readonly boolean[] | null): Card[] {
  let aceHigh = false;
  for (const card of cards) if (card !== PRINTED_JOKER && card % 13 >= 11) aceHigh = true;
  for (let i = 1; i < cards.length; i++) {
    const card = cards[i]!;
    const key = readingKey(card, jokers, aceHigh);
    let j = i - 1;
    for (; j >= 0 && readingKey(cards[j]!, jokers, aceHigh) > key; j--) cards[j + 1] = cards[j]!;
    cards[j + 1] = card;
  }
  return cards;
}

function readingKey(card: Card, jokers: readonly boolean[] | null, aceHigh: boolean): number {
  if (card === PRINTED_JOKER || jokers?.[card] === true) return 99;
  return Math.floor(card / 13) * 14 + (card % 13 === 0 && aceHigh ? 13 : card % 13);
}

/** No arrangement meets the sequence rule: every card counts, less the highest one if it can go to the finish slot. */
function everyCardCounts(rules: RuleSet, ctx: JokerContext, cards: readonly Card[], withFinish: boolean): BestArrangement {
  const deadwood = [...cards];
  const finish = withFinish ? highestCard(ctx, deadwood) : null;
  if (finish !== null) deadwood.splice(deadwood.indexOf(finish), 1);
  return arrangement(rules, ctx, { points: everyCardPoints(rules, ctx, cards, withFinish), melds: [], deadwood, valid: false }, finish);
}

/**
 * The dublee declaration (21-card): enough pairs of identical natural cards declare on their own
 * and the other cards need not be arranged, so such a hand pays nothing.
 */
function dubleeDeclaration(rules: RuleSet, ctx: JokerContext, cards: readonly Card[], withFinish: boolean, complete: boolean): BestArrangement | null {
  const needed = rules.dubleeDeclaration;
  if (needed === 0) return null;
  const counts = countCards(cards);
  const melds: Card[][] = [];
  for (let code = 0; code < PRINTED_JOKER && melds.length < needed; code++) {
    for (let pairs = Math.floor((counts[code] ?? 0) / 2); pairs > 0 && melds.length < needed; pairs--) {
      melds.push([code, code]);
      counts[code] = (counts[code] ?? 0) - 2;
    }
  }
  if (melds.length < needed) return null;
  const deadwood = cards.filter((card) => {
    const left = counts[card] ?? 0;
    counts[card] = left - 1;
    return left > 0;
  });
  const finish = withFinish ? highestCard(ctx, deadwood) : null;
  if (finish !== null) deadwood.splice(deadwood.indexOf(finish), 1);
  return arrangement(rules, ctx, { points: 0, melds, deadwood, valid: complete }, finish);
}

function highestCard(ctx: JokerContext, cards: readonly Card[]): Card | null {
  let top: Card | null = null;
  for (const card of cards) if (top === null || cardPoints(ctx, card) > cardPoints(ctx, top)) top = card;
  return top;
}

/** A declaration using every card (less the finish card), or null when there is none. */
function declarableArrangement(rules: RuleSet, ctx: JokerContext, cards: readonly Card[], withFinish: boolean): BestArrangement | null {
  const model = buildHandModel(rules, ctx, cards, withFinish, false);
  if (model.pureBound < rules.requiredPureSequences) return null;
  const search = new ArrangementSearch(rules, model.input, true);
  if (search.best(1) !== 0) return null;
  const traced = traceArrangement(search, model.pool);
  if (traced.deadwood.length > 0) throw new Error("a declaration left cards outside its melds");
  return arrangement(rules, ctx, { points: 0, melds: traced.melds, deadwood: [], valid: true }, withFinish ? traced.finish : null);
}

/**
 * Jokers left over cost nothing, but a player would keep them in a meld: each goes into an impure
 * sequence or a set with room, which stays what it was.
 */
function tuckJokers(rules: RuleSet, ctx: JokerContext, melds: Card[][], deadwood: Card[]): Card[][] {
  const kinds = melds.map((meld) => classifyMeld(rules, ctx, meld));
  for (let i = deadwood.length - 1; i >= 0; i--) {
    const card = deadwood[i]!;
    if (!ctx.jokers[card]) continue;
    const target = melds.findIndex(
      (meld, m) =>
        (kinds[m] === "impure_sequence" && meld.length < MAX_SEQUENCE_LENGTH) || (kinds[m] === "set" && meld.length < rules.maxSetSize),
    );
    if (target === -1) return melds;
    melds[target]!.push(card);
    deadwood.splice(i, 1);
  }
  return melds;
}
