/**
 * Small helpers over the seats of a deal. Seats are kept in turn order (index 0 plays first),
 * so "the next seat clockwise" is the next index, wrapping round.
 */
import type { Card } from "../card.ts";
import type { DealError, DealErrorCode, DealEvent, DealState, Seat, SeatState } from "./types.ts";

/** A state together with the events that led to it: what each step of a transition returns. */
export interface Progress {
  readonly state: DealState;
  readonly events: DealEvent[];
}

export function dealError(code: DealErrorCode, message: string): { ok: false; error: DealError } {
  return { ok: false, error: { code, message } };
}

export function findSeat(state: DealState, seat: Seat): SeatState | undefined {
  return state.seats.find((s) => s.seat === seat);
}

/** The seat record; throws because callers only ask for seats they know are in the deal. */
export function seatState(state: DealState, seat: Seat): SeatState {
  const found = findSeat(state, seat);
  if (!found) throw new Error(`seat ${seat} is not in deal ${state.dealId}`);
  return found;
}

export function updateSeat(state: DealState, seat: Seat, patch: Partial<Omit<SeatState, "seat">>): DealState {
  seatState(state, seat);
  return { ...state, seats: state.seats.map((s) => (s.seat === seat ? { ...s, ...patch } : s)) };
}

export function playingSeats(state: DealState): SeatState[] {
  return state.seats.filter((s) => s.status === "playing");
}

/** The next seat after `seat` in turn order that is still playing, or null if none other is. */
export function nextPlayingSeat(state: DealState, seat: Seat): SeatState | null {
  const start = state.seats.findIndex((s) => s.seat === seat);
  for (let step = 1; step < state.seats.length; step++) {
    const candidate = state.seats[(start + step) % state.seats.length];
    if (candidate && candidate.status === "playing") return candidate;
  }
  return null;
}

/** The hand without one copy of `card`, or null when the hand does not hold it. */
export function withoutCard(hand: readonly Card[], card: Card): Card[] | null {
  const at = hand.indexOf(card);
  if (at < 0) return null;
  return [...hand.slice(0, at), ...hand.slice(at + 1)];
}

/** True when `cards` is exactly the multiset `hand` (the notation does not tell copies apart). */
export function sameCards(hand: readonly Card[], cards: readonly Card[]): boolean {
  if (hand.length !== cards.length) return false;
  const a = [...hand].sort((x, y) => x - y);
  const b = [...cards].sort((x, y) => x - y);
  return a.every((c, i) => c === b[i]);
}
