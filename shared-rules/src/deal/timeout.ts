/**
 * The room's `timeout`: sent at or after the deadline in the state (the turn's, or the meld
 * phase's). An early timeout is an error value, so a timer that fires just after the player
 * acted is harmless.
 *
 * A timed-out turn is played for the player: with nothing drawn, the top closed card is drawn and
 * discarded; with a card drawn, that card is discarded (even one picked from the open deck: the
 * same-card rule limits the player's choice, and putting it back leaves the table as it was).
 * The `maxMissedTurns`-th timed-out turn in a row is a middle drop instead.
 */
import { dropSeat } from "./drop.ts";
import { settleDeal } from "./results.ts";
import { discardCard, drawCard, finishTurn } from "./turn.ts";
import { dealError, seatState, updateSeat, type Progress } from "./seats.ts";
import type { DealCtx, DealEvent, DealState, DealStep } from "./types.ts";

function timeoutTurn(state: DealState, now: number): Progress {
  const turn = state.turn;
  if (!turn) throw new Error("timeoutTurn outside a turn");
  const missedTurns = seatState(state, turn.seat).missedTurns + 1;
  let current = updateSeat(state, turn.seat, { missedTurns, bankMs: 0 });
  const events: DealEvent[] = [{ type: "timed_out", seat: turn.seat, missedTurns }];
  const step = (p: Progress): void => {
    current = p.state;
    events.push(...p.events);
  };
  if (missedTurns >= state.rules.maxMissedTurns) {
    if (turn.drawn) step(discardCard(current, turn.drawn.card, true));
    step(dropSeat(current, turn.seat, "timeout"));
  } else if (turn.drawn) {
    step(discardCard(current, turn.drawn.card, true));
  } else {
    const drew = drawCard(current, "closed", true);
    step(drew);
    const card = drew.state.turn?.drawn?.card;
    if (card === undefined) throw new Error("an automatic draw left no drawn card");
    step(discardCard(current, card, true));
  }
  step(finishTurn(current, now));
  return { state: current, events };
}

export function applyTimeout(state: DealState, ctx: DealCtx): DealStep {
  if (state.phase === "play" && state.turn) {
    if (ctx.now < state.turn.deadline) return dealError("deal/not_expired", "the turn has time left");
    const p = timeoutTurn(state, ctx.now);
    return { ok: true, state: p.state, events: p.events };
  }
  if (state.phase === "meld" && state.meld) {
    if (ctx.now < state.meld.deadline) return dealError("deal/not_expired", "the meld phase has time left");
    const p = settleDeal(state, "declaration", state.meld.declarer);
    return { ok: true, state: p.state, events: p.events };
  }
  return dealError("deal/not_in_phase", "nothing is waiting on a clock");
}
