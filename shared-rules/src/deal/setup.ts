/**
 * Starting a deal: shuffle the shoe from the committed seed, deal the hands round the table from
 * the first player, cut the joker, turn up the first open card and start the first turn.
 */
import { checkTableConfig } from "../variant-rules.ts";
import type { RuleSet } from "../variant.ts";
import { commitment, isSeedHex, shuffledDeck } from "../shuffle.ts";
import { layoutDeal } from "./layout.ts";
import { startTurn } from "./turn.ts";
import { assertDealInvariants } from "./invariants.ts";
import type { Progress } from "./seats.ts";
import type { DealEvent, DealState, Seat, SeatState } from "./types.ts";

/** Seat numbers are table positions; the largest table has 6 seats, the limit leaves headroom. */
export const MAX_SEAT = 9;

export interface DealSetup {
  readonly rules: RuleSet;
  /** Unique per deal (the room's deal id): it separates the shuffles of deals sharing a seed. */
  readonly dealId: string;
  /** 256-bit secret seed, 64 hex digits, drawn by the room from a CSPRNG. */
  readonly seedHex: string;
  /** The table seats taking part in this deal, in any order. */
  readonly seats: readonly Seat[];
  /** The seat that plays first (see `firstSeatForDeal` in match/seating.ts). */
  readonly firstSeat: Seat;
  /** The room's clock when the deal starts: the first turn's deadline counts from here. */
  readonly now: number;
  /** A table config may use fewer decks than the rule set's default. */
  readonly decks?: number;
}

/** Seats clockwise (ascending) starting from `first`. */
export function turnOrder(seats: readonly Seat[], first: Seat): Seat[] {
  const sorted = [...seats].sort((a, b) => a - b);
  const at = sorted.indexOf(first);
  return [...sorted.slice(at), ...sorted.slice(0, at)];
}

function checkSetup(setup: DealSetup): number {
  const { seats, firstSeat } = setup;
  if (!isSeedHex(setup.seedHex)) throw new Error("startDeal: the seed must be 64 hex digits");
  if (seats.some((s) => !Number.isInteger(s) || s < 0 || s > MAX_SEAT) || new Set(seats).size !== seats.length) {
    throw new Error(`startDeal: seats must be distinct integers 0..${MAX_SEAT}, got ${JSON.stringify(seats)}`);
  }
  if (!seats.includes(firstSeat)) throw new Error(`startDeal: first seat ${firstSeat} is not in the deal`);
  if (!Number.isFinite(setup.now)) throw new Error("startDeal: now must be a finite time in ms");
  const check = checkTableConfig({ rules: setup.rules, players: seats.length, ...(setup.decks === undefined ? {} : { decks: setup.decks }) });
  if (!check.ok) throw new Error(`startDeal: ${check.error}`);
  return check.decks;
}

/**
 * A new deal in its first turn. A bad setup is the room's bug, not a player's mistake, so it
 * throws rather than returning an error value.
 */
export function startDeal(setup: DealSetup): Progress {
  const decks = checkSetup(setup);
  const { rules } = setup;
  const order = turnOrder(setup.seats, setup.firstSeat);
  const deck = shuffledDeck({ decks, jokersPerDeck: rules.jokersPerDeck }, setup.seedHex, setup.dealId);
  const layout = layoutDeal(deck, order.length, rules.cardsPerHand);
  const seats = order.map(
    (seat, i): SeatState => ({
      seat,
      hand: layout.hands[i] ?? [],
      status: "playing",
      hasDrawn: false,
      missedTurns: 0,
      bankMs: rules.timeBankSeconds * 1000,
      autoDrop: false,
      drop: null,
      groups: null,
    }),
  );
  const dealt: DealState = {
    v: 1,
    rules,
    dealId: setup.dealId,
    seedHex: setup.seedHex.toLowerCase(),
    commitment: commitment(setup.seedHex, setup.dealId),
    decks,
    phase: "play",
    seats,
    closed: layout.closed,
    open: [layout.openCard],
    openIsFirstCard: true,
    cut: layout.cut,
    finish: null,
    reshuffles: 0,
    turn: null,
    meld: null,
    results: null,
  };
  const events: DealEvent[] = [
    {
      type: "dealt",
      dealId: dealt.dealId,
      commitment: dealt.commitment,
      order,
      cut: layout.cut,
      openCard: layout.openCard,
      handSize: rules.cardsPerHand,
      closedCount: layout.closed.length,
    },
    ...seats.map((s): DealEvent => ({ type: "hand", seat: s.seat, cards: [...s.hand] })),
  ];
  const started = startTurn(dealt, order[0] as Seat, setup.now, 1);
  assertDealInvariants(started.state);
  return { state: started.state, events: [...events, ...started.events] };
}
