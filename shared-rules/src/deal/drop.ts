/**
 * Dropping out of a deal. A drop before the player's first draw of the deal is a first drop
 * (`rules.firstDrop` points), after it a middle drop (`rules.middleDrop`). Missing
 * `rules.maxMissedTurns` turns in a row is always a middle drop (RULES.md).
 */
import { seatState, updateSeat, type Progress } from "./seats.ts";
import type { DealState, DropReason, Seat } from "./types.ts";

export function dropSeat(state: DealState, seat: Seat, reason: DropReason): Progress {
  const s = seatState(state, seat);
  if (s.status !== "playing") throw new Error(`seat ${seat} cannot drop: it is ${s.status}`);
  const kind = reason === "timeout" || s.hasDrawn ? "middle" : "first";
  const points = kind === "first" ? state.rules.firstDrop : state.rules.middleDrop;
  return {
    state: updateSeat(state, seat, { status: "dropped", autoDrop: false, drop: { kind, reason, points } }),
    events: [{ type: "dropped", seat, kind, reason, points }],
  };
}
