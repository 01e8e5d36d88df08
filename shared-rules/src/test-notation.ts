/**
 * Card notation for test tables: `cards("AS 10H JK")`, `groups("AS 2S 3S | 7H 7D 7C")`.
 * Used by tests only; not part of the public API.
 */
import { parseCard, parseCards, type Card } from "./card.ts";
import { jokerContext, type JokerContext } from "./joker.ts";
import { VARIANTS, type RuleSet, type VariantId } from "./variant.ts";

export function cards(text: string): Card[] {
  const t = text.trim();
  return t === "" ? [] : parseCards(t.split(/\s+/));
}

export function groups(text: string): Card[][] {
  return text.trim() === "" ? [] : text.split("|").map(cards);
}

export function card(text: string): Card {
  const c = parseCard(text);
  if (c === null) throw new Error(`not a card: ${text}`);
  return c;
}

export function table(variant: VariantId, cut: string): { rules: RuleSet; ctx: JokerContext } {
  const rules = VARIANTS[variant];
  return { rules, ctx: jokerContext(rules, card(cut)) };
}
