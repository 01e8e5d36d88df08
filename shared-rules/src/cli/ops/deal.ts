/**
 * `{"op":"deal","variant":"points13","players":6,"seed":"<64 hex>"}`
 * -> `{"ok":true,"hands":[["AS",...],...],"cut":"7H","openCard":"QD","commitment":"<hex>",...}`
 *
 * The deterministic deal of a seed, for tests, support and players checking a revealed seed.
 * Optional fields: `dealId` (default "deal-1": the id the shuffle and the commitment are bound
 * to), `firstSeat` (default 0) and `decks` (a table's deck override). Hands are listed by seat
 * number 0..players-1; `order` is the turn order, starting at `firstSeat`. The answer includes
 * the closed deck: whoever holds the seed can derive it anyway.
 */
import { formatCard, formatCards } from "../../card.ts";
import { startDeal } from "../../deal/setup.ts";
import { jokerContext } from "../../joker.ts";
import { isSeedHex } from "../../shuffle.ts";
import { RequestError, field, variantOf, type Request } from "../request.ts";

function intField(request: Request, name: string, min: number, max: number, fallback?: number): number {
  const value = request[name] === undefined && fallback !== undefined ? fallback : field(request, name);
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw new RequestError(`${name} must be an integer ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return value;
}

export function deal(request: Request): Readonly<Record<string, unknown>> {
  const rules = variantOf(request);
  const players = intField(request, "players", rules.minPlayers, rules.maxPlayers);
  const seed = field(request, "seed");
  if (!isSeedHex(seed)) throw new RequestError("seed must be 64 hex digits (256 bits)");
  const dealId = request["dealId"] ?? "deal-1";
  if (typeof dealId !== "string" || dealId.length === 0 || dealId.length > 200) throw new RequestError("dealId must be a string of 1 to 200 characters");
  const firstSeat = intField(request, "firstSeat", 0, players - 1, 0);
  const decks = request["decks"] === undefined ? undefined : intField(request, "decks", 1, 3);
  const seats = Array.from({ length: players }, (_, i) => i);
  let state;
  try {
    state = startDeal({ rules, dealId, seedHex: seed, seats, firstSeat, now: 0, ...(decks === undefined ? {} : { decks }) }).state;
  } catch (error) {
    throw new RequestError(error instanceof Error ? error.message.replace(/^startDeal: /, "") : String(error));
  }
  const ctx = jokerContext(rules, state.cut);
  return {
    variant: rules.id,
    dealId,
    players,
    decks: state.decks,
    commitment: state.commitment,
    order: state.seats.map((s) => s.seat),
    hands: seats.map((seat) => formatCards(state.seats.find((s) => s.seat === seat)?.hand ?? [])),
    cut: formatCard(state.cut),
    jokers: ctx.jokers.flatMap((isJoker, card) => (isJoker ? [formatCard(card)] : [])),
    openCard: formatCard(state.open[state.open.length - 1] ?? -1),
    closedCount: state.closed.length,
    closed: formatCards(state.closed),
  };
}
