/**
 * The player's own moves during play: draw, discard, drop, pre-selecting an auto drop, leaving.
 * Every check that a player could fail returns an error value; the state is then untouched.
 */
import { isJokerFor } from "./judge.ts";
import { dropSeat } from "./drop.ts";
import { discardCard, drawCard, endIfLastPlayer, finishTurn } from "./turn.ts";
import { dealError, findSeat, updateSeat, type Progress } from "./seats.ts";
import type { DealAction, DealCtx, DealError, DealState, DealStep, Seat } from "./types.ts";

type Fail = { ok: false; error: DealError };

/** The checks shared by every move that only the seat on turn may make. */
export function checkOnTurn(state: DealState, seat: Seat, now: number): Fail | null {
  const s = findSeat(state, seat);
  if (!s) return dealError("deal/unknown_seat", `seat ${seat} is not in this deal`);
  if (state.phase !== "play" || !state.turn) return dealError("deal/not_in_phase", `the deal is in its ${state.phase} phase`);
  if (s.status !== "playing") return dealError("deal/not_playing", `seat ${seat} is out of the hand (${s.status})`);
  if (state.turn.seat !== seat) return dealError("deal/not_your_turn", `it is seat ${state.turn.seat}'s turn`);
  if (now >= state.turn.deadline) return dealError("deal/turn_expired", "the turn's time is up");
  return null;
}

function ok(progress: Progress): DealStep {
  return { ok: true, state: progress.state, events: progress.events };
}

export function applyDraw(state: DealState, action: Extract<DealAction, { type: "draw" }>, ctx: DealCtx): DealStep {
  const failed = checkOnTurn(state, action.seat, ctx.now);
  if (failed) return failed;
  if (state.turn?.drawn) return dealError("deal/already_drew", "one card per turn: discard or declare now");
  if (action.from === "open") {
    const top = state.open[state.open.length - 1];
    if (top === undefined) return dealError("deal/open_deck_empty", "the open deck is empty");
    if (isJokerFor(state.rules, state.cut, top) && !state.openIsFirstCard) {
      return dealError("deal/joker_from_open_deck", "a joker cannot be picked from the open deck");
    }
  }
  return ok(drawCard(state, action.from, false));
}

export function applyDiscard(state: DealState, action: Extract<DealAction, { type: "discard" }>, ctx: DealCtx): DealStep {
  const failed = checkOnTurn(state, action.seat, ctx.now);
  if (failed) return failed;
  const drawn = state.turn?.drawn;
  if (!drawn) return dealError("deal/must_draw_first", "draw a card before discarding");
  if (!findSeat(state, action.seat)?.hand.includes(action.card)) return dealError("deal/card_not_in_hand", "that card is not in your hand");
  // Copies are indistinguishable, so the rule covers every copy of the picked card.
  if (drawn.from === "open" && drawn.card === action.card) {
    return dealError("deal/cannot_discard_open_pick", "a card picked from the open deck cannot be discarded in the same turn");
  }
  const discarded = discardCard(state, action.card, false);
  const reset = updateSeat(discarded.state, action.seat, { missedTurns: 0 });
  const next = finishTurn(reset, ctx.now);
  return ok({ state: next.state, events: [...discarded.events, ...next.events] });
}

export function applyDrop(state: DealState, action: Extract<DealAction, { type: "drop" }>, ctx: DealCtx): DealStep {
  const failed = checkOnTurn(state, action.seat, ctx.now);
  if (failed) return failed;
  // Dropping is the alternative to playing the turn, so it comes before the draw.
  if (state.turn?.drawn) return dealError("deal/already_drew", "a drop comes before drawing; discard or declare now");
  const dropped = dropSeat(state, action.seat, "drop");
  const next = finishTurn(dropped.state, ctx.now);
  return ok({ state: next.state, events: [...dropped.events, ...next.events] });
}

/** Pre-selecting (or cancelling) a drop that fires when the seat's next turn starts. */
export function applyAutoDrop(state: DealState, action: Extract<DealAction, { type: "auto_drop" }>): DealStep {
  const s = findSeat(state, action.seat);
  if (!s) return dealError("deal/unknown_seat", `seat ${action.seat} is not in this deal`);
  if (state.phase !== "play") return dealError("deal/not_in_phase", `the deal is in its ${state.phase} phase`);
  if (s.status !== "playing") return dealError("deal/not_playing", `seat ${action.seat} is out of the hand (${s.status})`);
  if (typeof action.on !== "boolean") return dealError("deal/bad_action", "auto_drop needs on: true or false");
  return ok({
    state: updateSeat(state, action.seat, { autoDrop: action.on }),
    events: [{ type: "auto_drop_set", seat: action.seat, on: action.on }],
  });
}

/**
 * A player leaving the table mid-deal drops at once, whoever's turn it is: a first drop if they
 * never drew this deal, a middle drop otherwise. A card drawn in the current turn goes back on
 * the open deck so the table carries on as if the turn had been passed.
 */
export function applyLeave(state: DealState, action: Extract<DealAction, { type: "leave" }>, ctx: DealCtx): DealStep {
  const s = findSeat(state, action.seat);
  if (!s) return dealError("deal/unknown_seat", `seat ${action.seat} is not in this deal`);
  if (state.phase !== "play" || !state.turn) return dealError("deal/not_in_phase", `the deal is in its ${state.phase} phase`);
  if (s.status !== "playing") return dealError("deal/not_playing", `seat ${action.seat} is out of the hand (${s.status})`);
  const onTurn = state.turn.seat === action.seat;
  const drawn = onTurn ? state.turn.drawn : null;
  const returned = drawn ? discardCard(state, drawn.card, true) : { state, events: [] };
  const dropped = dropSeat(returned.state, action.seat, "leave");
  const next = onTurn ? finishTurn(dropped.state, ctx.now) : endIfLastPlayer({ state: dropped.state, events: [] });
  return ok({ state: next.state, events: [...returned.events, ...dropped.events, ...next.events] });
}
