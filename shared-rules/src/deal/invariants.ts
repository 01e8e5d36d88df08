/**
 * Invariants of a deal, asserted after every transition. A failure here is a bug in the machine
 * (or a corrupted persisted state), never a player's mistake, so it throws.
 */
import { countCards, formatCard, makeShoe } from "../card.ts";
import type { DealState, SeatState } from "./types.ts";

/** Every card of the shoe is in exactly one place: a hand, the closed or open deck, the cut, the finish slot. */
export function assertCardConservation(state: DealState): void {
  const everywhere = [...state.closed, ...state.open, state.cut, ...(state.finish === null ? [] : [state.finish]), ...state.seats.flatMap((s) => s.hand)];
  const expected = countCards(makeShoe(state.decks, state.rules.jokersPerDeck));
  const actual = countCards(everywhere);
  expected.forEach((n, card) => {
    if (actual[card] !== n) throw new Error(`deal ${state.dealId}: ${formatCard(card)} appears ${actual[card] ?? 0} times, the shoe holds ${n}`);
  });
  if (everywhere.length !== makeShoe(state.decks, state.rules.jokersPerDeck).length) throw new Error(`deal ${state.dealId}: card count changed`);
}

function expectedHandSize(state: DealState, s: SeatState): number {
  const size = state.rules.cardsPerHand;
  if (s.status === "wrong_show") return size + 1;
  if (s.status === "playing" && state.turn?.seat === s.seat && state.turn.drawn) return size + 1;
  return size;
}

/** One hand per seat, of the size the seat's status implies. */
export function assertSeats(state: DealState): void {
  const seen = new Set<number>();
  for (const s of state.seats) {
    if (seen.has(s.seat)) throw new Error(`deal ${state.dealId}: seat ${s.seat} holds two hands`);
    seen.add(s.seat);
    const size = expectedHandSize(state, s);
    if (s.hand.length !== size) throw new Error(`deal ${state.dealId}: seat ${s.seat} (${s.status}) holds ${s.hand.length} cards, expected ${size}`);
    if (s.bankMs < 0 || s.missedTurns < 0) throw new Error(`deal ${state.dealId}: seat ${s.seat} has a negative clock or count`);
  }
}

function assertPhase(state: DealState): void {
  const { phase, turn, meld, results } = state;
  const consistent =
    (phase === "play" && turn !== null && meld === null && results === null && state.seats.some((s) => s.seat === turn.seat && s.status === "playing")) ||
    (phase === "meld" && turn === null && meld !== null && results === null) ||
    (phase === "settled" && turn === null && meld === null && results !== null);
  if (!consistent) throw new Error(`deal ${state.dealId}: inconsistent ${phase} phase`);
  if (phase === "play" && !turn?.drawn && state.closed.length === 0) throw new Error(`deal ${state.dealId}: a turn started with an empty closed deck`);
}

export function assertDealInvariants(state: DealState): void {
  assertCardConservation(state);
  assertSeats(state);
  assertPhase(state);
}
