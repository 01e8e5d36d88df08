import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { countCards, makeShoe } from "../card.ts";
import { VARIANTS, type VariantId } from "../variant.ts";
import { apply } from "./apply.ts";
import { legalActions, smartAction } from "./bot.ts";
import { startDeal } from "./setup.ts";
import type { DealAction, DealState } from "./types.ts";

const variants: VariantId[] = ["points13", "pool101", "deals", "points21", "points10"];

const dealArb = fc.record({
  seed: fc.stringMatching(/^[0-9a-f]{64}$/),
  variant: fc.constantFrom(...variants),
  players: fc.integer({ min: 2, max: 6 }),
  first: fc.nat(5),
  choices: fc.array(fc.nat(1_000), { minLength: 20, maxLength: 300 }),
});

function start(seed: string, variant: VariantId, players: number, first: number): DealState {
  const seats = Array.from({ length: players }, (_, i) => i);
  return startDeal({ rules: VARIANTS[variant], dealId: "prop", seedHex: seed, seats, firstSeat: first % players, now: 0 }).state;
}

function everyCard(state: DealState): number[] {
  return [...state.closed, ...state.open, state.cut, ...(state.finish === null ? [] : [state.finish]), ...state.seats.flatMap((s) => s.hand)];
}

/** Moves only the seat on turn may make, tried by another seat. */
function outOfTurn(state: DealState): DealAction[] {
  const turn = state.turn;
  const other = state.seats.find((s) => s.seat !== turn?.seat);
  if (!turn || !other) return [];
  const card = other.hand[0] ?? 0;
  return [
    { type: "draw", seat: other.seat, from: "closed" },
    { type: "draw", seat: other.seat, from: "open" },
    { type: "discard", seat: other.seat, card },
    { type: "drop", seat: other.seat },
    { type: "declare", seat: other.seat, finish: card, groups: [other.hand.slice(1)] },
  ];
}

describe("deal properties", () => {
  it("random legal play conserves every card of the shoe after every step", () => {
    const reached = new Set<string>();
    fc.assert(
      fc.property(dealArb, ({ seed, variant, players, first, choices }) => {
        let state = start(seed, variant, players, first);
        const shoe = countCards(makeShoe(state.decks, state.rules.jokersPerDeck));
        for (const choice of choices) {
          const moves = legalActions(state);
          if (moves.length === 0) break;
          // Three moves in four are purposeful, so deals reach declarations and meld phases too.
          const move = choice % 4 === 0 ? moves[choice % moves.length] : (smartAction(state) ?? moves[choice % moves.length]);
          if (!move) break;
          const step = apply(state, move.action, { now: move.now });
          expect(step.ok ? null : step.error).toBeNull();
          if (!step.ok) break;
          state = step.state;
          reached.add(state.phase);
          expect(countCards(everyCard(state))).toEqual(shoe);
        }
      }),
      { numRuns: 150 },
    );
    // The runs went through every phase, declarations and meld phases included.
    expect([...reached].sort()).toEqual(["meld", "play", "settled"]);
  });

  it("an action by a seat that is not on turn never changes the state", () => {
    fc.assert(
      fc.property(dealArb, ({ seed, variant, players, first, choices }) => {
        let state = start(seed, variant, players, first);
        for (const choice of choices.slice(0, 60)) {
          const snapshot = JSON.stringify(state);
          for (const action of outOfTurn(state)) {
            const step = apply(state, action, { now: (state.turn?.startedAt ?? 0) + 1000 });
            expect(step.ok).toBe(false);
            expect(JSON.stringify(state)).toBe(snapshot);
          }
          const moves = legalActions(state);
          const move = moves[choice % Math.max(1, moves.length)];
          if (!move) break;
          const step = apply(state, move.action, { now: move.now });
          if (!step.ok) break;
          state = step.state;
        }
      }),
      { numRuns: 100 },
    );
  });

  it("the same seed and deal id give the same deal; the state is JSON round-trippable", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{64}$/), fc.integer({ min: 2, max: 6 }), (seed, players) => {
        const a = start(seed, "points13", players, 0);
        const b = start(seed, "points13", players, 0);
        expect(b).toEqual(a);
        expect(JSON.parse(JSON.stringify(a))).toEqual(a);
      }),
      { numRuns: 50 },
    );
  });
});
