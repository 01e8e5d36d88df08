/**
 * A card as the scene shows it: a `shared-rules` card code, or `HIDDEN` for a face-down card.
 */
import { formatCard as format, suitOf, type Card } from "@rummy/shared-rules";

export const HIDDEN = -1;
export type CardFace = Card | typeof HIDDEN;

export function isPrivateCard(card: CardFace): card is typeof HIDDEN {
  return card === HIDDEN;
}

export function formatCard(card: Card): string {
  return format(card);
}

export function suitOfCard(card: Card): string {
  return suitOf(card) ?? "";
}
