/**
 * Test helpers: deals laid out in card notation. Not exported from the package index; the unit
 * tests and the golden tests use it to set up exact positions.
 */
import { makeShoe, parseCard, parseCards, type Card } from "../card.ts";
import { VARIANTS, type VariantId } from "../variant.ts";
import { apply } from "./apply.ts";
import { assertDealInvariants } from "./invariants.ts";
import { startDeal } from "./setup.ts";
import type { DealAction, DealState, DealStep, Seat } from "./types.ts";

export const TEST_SEED = "5eed".repeat(16);
export const T0 = 1_000_000;

export interface CraftedDeal {
  readonly variant?: VariantId;
  readonly seats?: Seat[];
  readonly firstSeat?: Seat;
  /** Hands by seat, in notation ("AS 2S 3S ..."); seats left out get cards from the rest of the shoe. */
  readonly hands?: Record<number, string>;
  /** The open deck, bottom first. */
  readonly open?: string;
  readonly cut?: string;
  /** The top of the closed deck, top first; the rest of the shoe follows. */
  readonly closedTop?: string;
  /** Only these cards in the closed deck (the rest of the shoe goes under the open top). */
  readonly closedOnly?: boolean;
}

function cards(text: string | undefined): Card[] {
  return text ? parseCards(text.trim().split(/\s+/)) : [];
}

function take(pool: Card[], wanted: readonly Card[]): void {
  for (const card of wanted) {
    const at = pool.indexOf(card);
    if (at < 0) throw new Error(`crafted deal uses more copies of ${card} than the shoe holds`);
    pool.splice(at, 1);
  }
}

/** A deal in its first turn with exactly the given cards where they were asked for. */
export function craftDeal(spec: CraftedDeal): DealState {
  const rules = VARIANTS[spec.variant ?? "points13"];
  const seats = spec.seats ?? [0, 1];
  const base = startDeal({ rules, dealId: "crafted", seedHex: TEST_SEED, seats, firstSeat: spec.firstSeat ?? seats[0] ?? 0, now: T0 }).state;
  const pool = makeShoe(base.decks, rules.jokersPerDeck);
  const hands = new Map<Seat, Card[]>();
  for (const [seat, text] of Object.entries(spec.hands ?? {})) hands.set(Number(seat), cards(text));
  const open = spec.open ? cards(spec.open) : [];
  const cut = spec.cut ? (parseCard(spec.cut) as Card) : undefined;
  const closedTop = cards(spec.closedTop);
  take(pool, [...[...hands.values()].flat(), ...open, ...(cut === undefined ? [] : [cut]), ...closedTop]);
  for (const s of base.seats) if (!hands.has(s.seat)) hands.set(s.seat, pool.splice(0, rules.cardsPerHand));
  const finalCut = cut ?? (pool.shift() as Card);
  const finalOpen = open.length > 0 ? open : [pool.shift() as Card];
  const state: DealState = {
    ...base,
    seats: base.seats.map((s) => ({ ...s, hand: hands.get(s.seat) ?? [] })),
    cut: finalCut,
    open: spec.closedOnly ? [...pool, ...finalOpen] : finalOpen,
    closed: spec.closedOnly ? closedTop : [...closedTop, ...pool],
  };
  assertDealInvariants(state);
  return state;
}

/** Applies a list of actions at one instant, failing loudly on the first rejected one. */
export function play(state: DealState, actions: readonly DealAction[], now: number = T0): DealState {
  let current = state;
  for (const action of actions) {
    const step: DealStep = apply(current, action, { now });
    if (!step.ok) throw new Error(`${JSON.stringify(action)} rejected: ${step.error.code} ${step.error.message}`);
    current = step.state;
  }
  return current;
}

export function card(text: string): Card {
  const c = parseCard(text);
  if (c === null) throw new Error(`not a card: ${text}`);
  return c;
}

export function groups(text: string): Card[][] {
  return text.split("|").map((g) => cards(g));
}
