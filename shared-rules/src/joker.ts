/**
 * Jokers of one deal: which card codes are wild once the cut card is known.
 *
 * RULES.md: every card of the cut rank (all suits) is wild; a printed-joker cut makes Aces wild.
 * With `sideJokers` (21-card: 1, 27-card: 2) the cards of the cut suit that many ranks above and
 * below the cut rank are jokers too (the upper and lower jokers).
 *
 * Interpretations (RULES.md is silent):
 * - Upper and lower jokers are wild exactly like the cut rank: they may stand in for any card,
 *   and like any wild card they may also be read as their own natural card.
 * - Ranks go round for side jokers only: above K comes A and below A comes K, so an Ace cut has
 *   upper 2 and lower K (RULES.md lists "K and 2"; research notes platforms disagree on which is
 *   called upper, and nothing in the engine depends on the label). Sequences never go round.
 * - A printed-joker cut in 21/27-card rummy is read as the Ace of spades (research: ClassicRummy
 *   calls AS the cut joker then): Aces are wild, upper 2S (and 3S), lower KS (and QS), and AS
 *   is the cut card for value cards.
 */
import { CARD_KINDS, PRINTED_JOKER, facePoints, isCard, makeCard, rankOf, suitIndexOf, type Card } from "./card.ts";
import type { RuleSet } from "./variant.ts";

export interface JokerContext {
  /** The cut card as it came out of the deck (may be the printed joker). */
  readonly cut: Card;
  /** The rank (1..13) whose four suits are wild. */
  readonly wildRank: number;
  /** The cut rank in the cut suit: the card whose suit names the side jokers and value cards. */
  readonly cutCard: Card;
  /** Upper jokers, nearest first; empty without side jokers. */
  readonly upper: readonly Card[];
  /** Lower jokers, nearest first; empty without side jokers. */
  readonly lower: readonly Card[];
  /** `jokers[code]` is true for every joker card code, printed joker included. */
  readonly jokers: readonly boolean[];
  /** `points[code]`: what the card counts in this deal (RULES.md "Card points": jokers 0). */
  readonly points: readonly number[];
}

/** Rank `steps` away from `rank`, going round from K to A (side jokers only). */
function rankAround(rank: number, steps: number): number {
  return ((((rank - 1 + steps) % 13) + 13) % 13) + 1;
}

export function jokerContext(rules: RuleSet, cut: Card): JokerContext {
  if (!isCard(cut)) throw new Error(`cut is not a card code: ${String(cut)}`);
  const cutCard = cut === PRINTED_JOKER ? makeCard(1, "S") : cut;
  const wildRank = rankOf(cutCard);
  const suit = suitIndexOf(cutCard);
  const upper: Card[] = [];
  const lower: Card[] = [];
  for (let step = 1; step <= rules.sideJokers; step++) {
    upper.push(suit * 13 + rankAround(wildRank, step) - 1);
    lower.push(suit * 13 + rankAround(wildRank, -step) - 1);
  }
  const jokers = new Array<boolean>(CARD_KINDS).fill(false);
  jokers[PRINTED_JOKER] = true;
  for (let s = 0; s < 4; s++) jokers[s * 13 + wildRank - 1] = true;
  for (const card of [...upper, ...lower]) jokers[card] = true;
  const points = jokers.map((joker, code) => (joker ? 0 : facePoints(code)));
  return Object.freeze({ cut, wildRank, cutCard, upper: Object.freeze(upper), lower: Object.freeze(lower), jokers: Object.freeze(jokers), points: Object.freeze(points) });
}

export function isJoker(ctx: JokerContext, card: Card): boolean {
  return ctx.jokers[card] === true;
}

/** A joker that is also a natural card (not the printed joker), so it may be read as itself. */
export function isWildNatural(ctx: JokerContext, card: Card): boolean {
  return card !== PRINTED_JOKER && ctx.jokers[card] === true;
}
