/**
 * Turns: starting one with its deadline, the card movements of a turn, and handing the turn on
 * (charging the time bank, reshuffling an empty closed deck, firing pre-selected auto drops and
 * ending the deal when one player is left).
 */
import type { Card } from "../card.ts";
import { shuffled } from "../shuffle.ts";
import { dropSeat } from "./drop.ts";
import { settleDeal } from "./results.ts";
import { nextPlayingSeat, playingSeats, seatState, updateSeat, withoutCard, type Progress } from "./seats.ts";
import type { DealEvent, DealState, Seat } from "./types.ts";

/**
 * A turn lasts `turnSeconds`, then runs on into the seat's time bank; the deadline includes the
 * whole bank left, and the room sends `timeout` once it passes.
 */
export function startTurn(state: DealState, seat: Seat, now: number, number: number): Progress {
  const s = seatState(state, seat);
  const turnEndsAt = now + state.rules.turnSeconds * 1000;
  const deadline = turnEndsAt + s.bankMs;
  return {
    state: { ...state, turn: { seat, number, startedAt: now, turnEndsAt, deadline, drawn: null } },
    events: [{ type: "turn", seat, number, turnEndsAt, deadline }],
  };
}

/** Moves the top card of a pile into the hand of the seat on turn. Legality is the caller's job. */
export function drawCard(state: DealState, from: "closed" | "open", auto: boolean): Progress {
  const turn = state.turn;
  if (!turn) throw new Error("drawCard outside a turn");
  const pile = from === "closed" ? state.closed : state.open;
  const card = from === "closed" ? pile[0] : pile[pile.length - 1];
  if (card === undefined) throw new Error(`drawCard from an empty ${from} deck`);
  const s = seatState(state, turn.seat);
  const moved: DealState = {
    ...(from === "closed" ? { ...state, closed: state.closed.slice(1) } : { ...state, open: state.open.slice(0, -1), openIsFirstCard: false }),
    turn: { ...turn, drawn: { card, from } },
  };
  return {
    state: updateSeat(moved, turn.seat, { hand: [...s.hand, card], hasDrawn: true }),
    events: [{ type: "drew", seat: turn.seat, from, card, auto }],
  };
}

/** Moves a card from the hand of the seat on turn to the top of the open deck. */
export function discardCard(state: DealState, card: Card, auto: boolean): Progress {
  const turn = state.turn;
  if (!turn) throw new Error("discardCard outside a turn");
  const hand = withoutCard(seatState(state, turn.seat).hand, card);
  if (!hand) throw new Error(`seat ${turn.seat} does not hold ${card}`);
  const moved: DealState = { ...state, open: [...state.open, card], openIsFirstCard: false };
  return { state: updateSeat(moved, turn.seat, { hand }), events: [{ type: "discarded", seat: turn.seat, card, auto }] };
}

/**
 * When the closed deck runs out, every open card but the top one is shuffled into a new closed
 * deck. The shuffle is derived from the deal's seed with a purpose naming the reshuffle, so a
 * replay of the action log reshuffles identically and the revealed seed verifies it too.
 */
export function reshuffleIfEmpty(state: DealState): Progress {
  if (state.closed.length > 0) return { state, events: [] };
  const top = state.open[state.open.length - 1];
  // Cards in hands are fixed between turns, so closed + open always holds at least players + 1.
  if (top === undefined || state.open.length < 2) throw new Error("closed deck empty and nothing to reshuffle");
  const reshuffles = state.reshuffles + 1;
  const closed = shuffled(state.open.slice(0, -1), state.seedHex, state.dealId, `reshuffle/${reshuffles}`);
  return {
    state: { ...state, closed, open: [top], reshuffles },
    events: [{ type: "reshuffled", closedCount: closed.length, openTop: top }],
  };
}

/** The time the seat spent beyond its turn clock comes out of its bank. */
function chargeBank(state: DealState, now: number): DealState {
  const turn = state.turn;
  if (!turn) throw new Error("chargeBank outside a turn");
  const s = seatState(state, turn.seat);
  const used = Math.min(s.bankMs, Math.max(0, now - turn.turnEndsAt));
  return updateSeat(state, turn.seat, { bankMs: s.bankMs - used });
}

/** Ends the current turn and starts the next one, or ends the deal if one player is left. */
export function finishTurn(state: DealState, now: number): Progress {
  const turn = state.turn;
  if (!turn) throw new Error("finishTurn outside a turn");
  const charged = chargeBank(state, now);
  const refilled = reshuffleIfEmpty({ ...charged, turn: null });
  const next = advance(refilled.state, turn.seat, now, turn.number + 1);
  return { state: next.state, events: [...refilled.events, ...next.events] };
}

/**
 * Hands the turn to the next playing seat clockwise from `from`. A seat with a pre-selected auto
 * drop drops as its turn comes; when a single playing seat remains it wins the deal.
 */
export function advance(state: DealState, from: Seat, now: number, number: number): Progress {
  let current = state;
  let after = from;
  const events: DealEvent[] = [];
  for (;;) {
    const playing = playingSeats(current);
    if (playing.length === 0) throw new Error(`deal ${current.dealId} has no playing seat left`);
    if (playing.length === 1) {
      const settled = settleDeal(current, "last_player", (playing[0] as { seat: Seat }).seat);
      return { state: settled.state, events: [...events, ...settled.events] };
    }
    const next = nextPlayingSeat(current, after);
    if (!next) throw new Error("no next seat although two are playing");
    if (!next.autoDrop) {
      const started = startTurn(current, next.seat, now, number);
      return { state: started.state, events: [...events, ...started.events] };
    }
    const dropped = dropSeat(current, next.seat, "auto_drop");
    current = dropped.state;
    events.push(...dropped.events);
    after = next.seat;
  }
}

/**
 * After a seat leaves the hand outside its turn, the deal may be down to one player. If that
 * player is mid-turn with a card drawn, the card goes back on the open deck so the winner's hand
 * is a plain hand again.
 */
export function endIfLastPlayer(progress: Progress): Progress {
  const playing = playingSeats(progress.state);
  if (playing.length !== 1) return progress;
  const drawn = progress.state.turn?.drawn;
  const returned = drawn ? discardCard(progress.state, drawn.card, true) : { state: progress.state, events: [] };
  const settled = settleDeal({ ...returned.state, turn: null }, "last_player", (playing[0] as { seat: Seat }).seat);
  return { state: settled.state, events: [...progress.events, ...returned.events, ...settled.events] };
}
