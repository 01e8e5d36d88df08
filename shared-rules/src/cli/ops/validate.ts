/**
 * `{"op":"validate","variant":"points13","cut":"7H","groups":[["7H","8H","9H"],...],"hand"?:[...]}`
 * -> `{"ok":true,"valid":bool,"reason":"<code or null>","points":N}`
 */
import { validateDeclaration } from "../../declaration.ts";
import { jokerContext } from "../../joker.ts";
import { cardOf, cardsOf, field, groupsOf, variantOf, type Request } from "../request.ts";

export function validate(request: Request): Readonly<Record<string, unknown>> {
  const rules = variantOf(request);
  const ctx = jokerContext(rules, cardOf(field(request, "cut"), "cut"));
  const groups = groupsOf(field(request, "groups"), "groups");
  const hand = request["hand"] === undefined ? undefined : cardsOf(request["hand"], "hand");
  const result = validateDeclaration(rules, ctx, groups, hand);
  return { valid: result.valid, reason: result.reason, points: result.points };
}
