/**
 * Settling a deal: every seat's points and the reveal. The winner scores 0; a drop or a wrong
 * show scores its fixed points; every other seat still in the hand is counted from its meld
 * submission, or, if it submitted nothing in time, from the solver's optimal arrangement. The
 * optimal arrangement is the kinder choice (a disconnected player is not charged full count) and
 * it gives no edge: a player's own submission can never score lower than it.
 */
import { toPoints } from "../settlement.ts";
import { bestArrangementOf, countArrangement, valueCardPointsOf } from "./judge.ts";
import type { Progress } from "./seats.ts";
import type { DealResults, DealState, Seat, SeatResult, SeatState } from "./types.ts";

function countedHand(state: DealState, s: SeatState): Pick<SeatResult, "points" | "groups" | "arrangedBy"> {
  const { rules, cut } = state;
  if (s.groups) {
    return { points: toPoints(Math.min(rules.maxPoints, countArrangement(rules, cut, s.groups))), groups: s.groups, arrangedBy: "player" };
  }
  const best = bestArrangementOf(rules, cut, s.hand);
  return { points: toPoints(Math.min(rules.maxPoints, best.points)), groups: best.groups, arrangedBy: "solver" };
}

function seatResult(state: DealState, s: SeatState, winner: Seat): SeatResult {
  // Value cards are paid to every holder who did not drop, by every other seat that did not drop.
  const valueCardPoints = state.rules.valueCards && s.status !== "dropped" ? valueCardPointsOf(state.rules, state.cut, s.hand) : 0;
  const base = { seat: s.seat, hand: [...s.hand], valueCardPoints };
  if (s.seat === winner) return { ...base, outcome: "winner", points: toPoints(0), groups: s.groups, arrangedBy: null, drop: null };
  if (s.status === "dropped" && s.drop) {
    return { ...base, outcome: "dropped", points: toPoints(s.drop.points), groups: null, arrangedBy: null, drop: { kind: s.drop.kind, reason: s.drop.reason } };
  }
  if (s.status === "wrong_show") {
    return { ...base, outcome: "wrong_show", points: toPoints(state.rules.wrongShow), groups: s.groups, arrangedBy: null, drop: null };
  }
  if (s.status !== "playing") throw new Error(`seat ${s.seat} is ${s.status} but did not win`);
  return { ...base, outcome: "lost", ...countedHand(state, s), drop: null };
}

export function settleDeal(state: DealState, endedBy: DealResults["endedBy"], winner: Seat): Progress {
  const results: DealResults = { winner, endedBy, seats: state.seats.map((s) => seatResult(state, s, winner)) };
  return {
    state: { ...state, phase: "settled", turn: null, meld: null, results },
    events: [{ type: "settled", results, seedHex: state.seedHex }],
  };
}
