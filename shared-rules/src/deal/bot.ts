/**
 * Every legal action in a position, with the instant to play it at: the random-play property
 * tests and the golden-file generator walk deals with it. Timestamps keep the clock realistic:
 * a move is made a second into the turn, a timeout exactly at the deadline.
 */
import { bestArrangementOf, isJokerFor } from "./judge.ts";
import { bestArrangement } from "../solver.ts";
import { jokerContext } from "../joker.ts";
import type { DealAction, DealState } from "./types.ts";

export interface TimedAction {
  readonly now: number;
  readonly action: DealAction;
}

function turnMoves(state: DealState): TimedAction[] {
  const turn = state.turn;
  if (!turn) return [];
  const now = turn.startedAt + 1000;
  const seat = turn.seat;
  const hand = state.seats.find((s) => s.seat === seat)?.hand ?? [];
  const moves: TimedAction[] = [];
  if (!turn.drawn) {
    moves.push({ now, action: { type: "draw", seat, from: "closed" } });
    const top = state.open[state.open.length - 1];
    if (top !== undefined && (state.openIsFirstCard || !isJokerFor(state.rules, state.cut, top))) moves.push({ now, action: { type: "draw", seat, from: "open" } });
    moves.push({ now, action: { type: "drop", seat } });
  } else {
    for (const card of new Set(hand)) {
      if (turn.drawn.from === "open" && card === turn.drawn.card) continue;
      moves.push({ now, action: { type: "discard", seat, card } });
    }
    // The solver's declaration when the hand has one, so random play reaches the meld phase.
    const best = bestArrangement(state.rules, jokerContext(state.rules, state.cut), hand);
    if (best.valid && best.finish !== undefined && !(turn.drawn.from === "open" && best.finish === turn.drawn.card)) {
      const rest = [...hand];
      rest.splice(rest.indexOf(best.finish), 1);
      moves.push({ now, action: { type: "declare", seat, finish: best.finish, groups: bestArrangementOf(state.rules, state.cut, rest).groups } });
    }
    const finish = hand.find((c) => !(turn.drawn?.from === "open" && c === turn.drawn.card));
    if (finish !== undefined) {
      const rest = [...hand];
      rest.splice(rest.indexOf(finish), 1);
      moves.push({ now, action: { type: "declare", seat, finish, groups: [rest] } });
    }
  }
  moves.push({ now: turn.deadline, action: { type: "timeout" } });
  return moves;
}

export function legalActions(state: DealState): TimedAction[] {
  if (state.phase === "play") {
    const now = (state.turn?.startedAt ?? 0) + 1000;
    const others = state.seats.filter((s) => s.status === "playing" && s.seat !== state.turn?.seat);
    return [
      ...turnMoves(state),
      ...others.map((s): TimedAction => ({ now, action: { type: "auto_drop", seat: s.seat, on: !s.autoDrop } })),
      ...others.map((s): TimedAction => ({ now, action: { type: "leave", seat: s.seat } })),
    ];
  }
  if (state.phase === "meld" && state.meld) {
    const now = state.meld.deadline - 1000;
    const waiting = state.seats.filter((s) => s.status === "playing" && !s.groups);
    return [
      ...waiting.map((s): TimedAction => ({ now, action: { type: "meld", seat: s.seat, groups: bestArrangementOf(state.rules, state.cut, s.hand).groups } })),
      { now: state.meld.deadline, action: { type: "timeout" } },
    ];
  }
  return [];
}

/**
 * A purposeful move: draw from the closed deck, declare when the solver finds a declaration,
 * otherwise throw the solver's finish card; in the meld phase submit the solver's groups. Mixed
 * with random moves it takes random play through declarations and meld phases.
 */
export function smartAction(state: DealState): TimedAction | null {
  const moves = legalActions(state);
  const turn = state.turn;
  if (state.phase === "meld") return moves.find((m) => m.action.type === "meld") ?? moves[0] ?? null;
  if (!turn) return null;
  if (!turn.drawn) return moves.find((m) => m.action.type === "draw" && m.action.from === "closed") ?? null;
  const declare = moves.find((m) => m.action.type === "declare" && m.action.groups.length > 1);
  if (declare) return declare;
  const hand = state.seats.find((s) => s.seat === turn.seat)?.hand ?? [];
  const finish = bestArrangement(state.rules, jokerContext(state.rules, state.cut), hand).finish;
  return moves.find((m) => m.action.type === "discard" && m.action.card === finish) ?? moves.find((m) => m.action.type === "discard") ?? null;
}
