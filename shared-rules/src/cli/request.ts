/**
 * Reading one `rules:eval` request: fields, variants and cards in RULES.md notation. A malformed
 * request throws `RequestError`, which the dispatcher turns into `{"ok":false,"error":...}`.
 */
import { parseCard, type Card } from "../card.ts";
import { VARIANTS, isVariantId, type RuleSet } from "../variant.ts";

export type Request = Readonly<Record<string, unknown>>;

export class RequestError extends Error {}

export function field(request: Request, name: string): unknown {
  if (!(name in request) || request[name] === undefined) throw new RequestError(`missing field: ${name}`);
  return request[name];
}

export function variantOf(request: Request): RuleSet {
  const id = field(request, "variant");
  if (!isVariantId(id)) throw new RequestError(`unknown variant: ${JSON.stringify(id)}`);
  return VARIANTS[id];
}

export function cardOf(value: unknown, name: string): Card {
  const card = typeof value === "string" ? parseCard(value) : null;
  if (card === null) throw new RequestError(`${name}: not a card: ${JSON.stringify(value)}`);
  return card;
}

export function cardsOf(value: unknown, name: string): Card[] {
  if (!Array.isArray(value)) throw new RequestError(`${name} must be a list of cards`);
  return value.map((text: unknown) => cardOf(text, name));
}

export function groupsOf(value: unknown, name: string): Card[][] {
  if (!Array.isArray(value)) throw new RequestError(`${name} must be a list of card lists`);
  return value.map((group: unknown) => cardsOf(group, name));
}
