import { bestArrangement, isJoker, jokerContext, viewFor, type Card, type DealAction, type DealState, type Seat } from "@rummy/shared-rules";
import { arrangeHand } from "./arrange.ts";

/**
 * A practice bot's move. It sees only what its seat may see (`viewFor`), never the closed deck
 * or other hands, and plays by the solver: pick the open card when it lowers the best score of
 * the hand, otherwise draw closed; declare when the hand is valid; else discard the card the
 * solver leaves for the finish slot (the one that costs most to keep).
 */
export function botAction(state: DealState, seat: Seat): DealAction {
  const view = viewFor(state, seat);
  const hand = view.hand ?? [];
  const turn = view.turn;
  if (!turn || turn.seat !== seat) throw new Error(`bot seat ${seat} is not on turn`);
  const ctx = jokerContext(state.rules, state.cut);
  if (turn.drawnFrom === null) {
    const top = view.open[view.open.length - 1];
    if (top !== undefined && (!isJoker(ctx, top) || view.openIsFirstCard)) {
      const keep = bestArrangement(state.rules, ctx, hand).points;
      const withTop = bestArrangement(state.rules, ctx, [...hand, top]);
      if (withTop.finish !== top && withTop.points < keep) return { type: "draw", seat, from: "open" };
    }
    return { type: "draw", seat, from: "closed" };
  }
  const best = arrangeHand(state, hand);
  const picked = turn.drawnFrom === "open" ? turn.drawnCard : null;
  if (best.valid && best.finish !== null && best.finish !== picked) return { type: "declare", seat, finish: best.finish, groups: best.groups };
  return { type: "discard", seat, card: discardChoice(hand, best.finish, picked, (c) => isJoker(ctx, c)) };
}

/** The solver's finish card, unless it is the card just picked from the open deck. */
function discardChoice(hand: readonly Card[], finish: Card | null, picked: Card | null, joker: (c: Card) => boolean): Card {
  if (finish !== null && finish !== picked) return finish;
  const candidates = hand.filter((c) => c !== picked && !joker(c));
  const pool = candidates.length > 0 ? candidates : hand.filter((c) => c !== picked);
  const value = (c: Card) => ((c % 13) + 1 === 1 || (c % 13) + 1 > 10 ? 10 : (c % 13) + 1);
  return pool.reduce((a, b) => (value(b) > value(a) ? b : a), pool[0] as Card);
}

/** The meld a losing bot submits: its best arrangement. */
export function botMeld(state: DealState, seat: Seat): Card[][] {
  const hand = state.seats.find((s) => s.seat === seat)?.hand ?? [];
  return arrangeHand(state, hand).groups;
}
