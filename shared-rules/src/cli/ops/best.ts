/**
 * `{"op":"best","variant":"points13","cut":"JK","cards":["AS",...]}`
 * -> `{"ok":true,"points":N,"melds":[[...],...],"deadwood":[...],"valid":bool}`, plus `"finish"`
 * when the cards are a hand and the drawn card.
 */
import { formatCard, formatCards } from "../../card.ts";
import { jokerContext } from "../../joker.ts";
import { bestArrangement } from "../../solver.ts";
import { RequestError, cardOf, cardsOf, field, variantOf, type Request } from "../request.ts";

export function best(request: Request): Readonly<Record<string, unknown>> {
  const rules = variantOf(request);
  const ctx = jokerContext(rules, cardOf(field(request, "cut"), "cut"));
  const cards = cardsOf(field(request, "cards"), "cards");
  if (cards.length > rules.cardsPerHand + 1) {
    throw new RequestError(`${rules.id} takes at most ${rules.cardsPerHand + 1} cards, got ${cards.length}`);
  }
  const result = bestArrangement(rules, ctx, cards);
  return {
    points: result.points,
    melds: result.melds.map(formatCards),
    deadwood: formatCards(result.deadwood),
    valid: result.valid,
    ...(result.finish === undefined ? {} : { finish: formatCard(result.finish) }),
  };
}
