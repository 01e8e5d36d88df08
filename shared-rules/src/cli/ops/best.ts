/**
 * `{"op":"best","variant":"points13","cut":"JK","cards":["AS",...]}`
 * -> `{"ok":true,"points":N,"melds":[[...],...],"deadwood":[...],"valid":bool,"groups":[[...],...]}`,
 * plus `"finish"` when the cards are a hand and the drawn card. `points`, `melds` and `deadwood`
 * are the scoring solver's; `groups` is the arrangement shown to a player (`displayArrangement`:
 * melds, candidates, loose cards, and with the drawn card the card to let go last, alone).
 */
import { formatCard, formatCards } from "../../card.ts";
import { displayArrangement, type DisplayArrangement } from "../../display-arrangement.ts";
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
    groups: shownGroups(displayArrangement(rules, ctx, cards)),
    ...(result.finish === undefined ? {} : { finish: formatCard(result.finish) }),
  };
}

/** The shown groups as a player holds them: the card to let go, if any, alone at the end. */
function shownGroups(shown: DisplayArrangement): string[][] {
  const groups = shown.groups.map(formatCards);
  return shown.finish === undefined ? groups : [...groups, [formatCard(shown.finish)]];
}
