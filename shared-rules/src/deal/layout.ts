/**
 * How a shuffled shoe becomes a deal: the hands, the cut card, the first open card and the
 * closed deck. Kept apart from the state machine so that `verifyDeal` can re-derive a dealt
 * layout from a revealed seed without depending on the machine.
 */
import type { Card } from "../card.ts";

export interface DealLayout {
  /** One hand per player, in turn order: hand 0 belongs to the player who plays first. */
  readonly hands: Card[][];
  /** The card cut from the closed deck: its rank decides the wild jokers. It leaves play. */
  readonly cut: Card;
  /** The first card of the open deck. */
  readonly openCard: Card;
  /** The closed deck; index 0 is the top card, the next one drawn. */
  readonly closed: Card[];
}

/**
 * Deals one card at a time round the table, starting with the first player, as a dealer does
 * by hand; then the next card is the cut card, the one after it the first open card, and the
 * rest is the closed deck in shoe order. Every position of a fair shuffle is equally random, so
 * taking the cut card from a fixed position of the shuffled shoe is a cut at random.
 */
export function layoutDeal(deck: readonly Card[], players: number, cardsPerHand: number): DealLayout {
  const dealt = players * cardsPerHand;
  if (!Number.isInteger(players) || players < 1 || deck.length < dealt + 2) {
    throw new Error(`cannot deal ${players} x ${cardsPerHand} cards from a shoe of ${deck.length}`);
  }
  const hands: Card[][] = Array.from({ length: players }, () => []);
  for (let k = 0; k < dealt; k++) hands[k % players]?.push(deck[k] as Card);
  return {
    hands,
    cut: deck[dealt] as Card,
    openCard: deck[dealt + 1] as Card,
    closed: deck.slice(dealt + 2),
  };
}
