/**
 * The variants' rule sets as plain data, and the helpers that read them, with no zod: this is
 * what the browser's table needs. `variant.ts` adds the schema and checks every variant against
 * it when the server loads the rules (see `defineVariant`).
 */
import type { RuleSet } from "./rule-set.ts";
import { VARIANT_IDS, type VariantId } from "./variant-ids.ts";

export { VARIANT_IDS, type VariantId } from "./variant-ids.ts";

/** How a table's deals add up to a match and money. */
export type MatchKind = "points" | "pool" | "deals";

/** A variant as written here; `variant.ts` validates each one against the schema. */
const variant = (rules: RuleSet): RuleSet => Object.freeze(rules);

const common13 = {
  cardsPerHand: 13,
  minPlayers: 2,
  maxPlayers: 6,
  decks: [{ maxPlayers: 6, decks: 2 }],
  jokersPerDeck: 1,
  sideJokers: 0,
  requiredPureSequences: 1,
  requiredSequences: 2,
  dubleeDeclaration: 0,
  tunnela: false,
  valueCards: false,
  // Research (ClassicRummy, copied by Junglee): 10/30/50 per kind, marriage 100, two 300, three 500.
  valueCardScale: [0, 10, 30, 50],
  marriageScale: [0, 100, 300, 500],
  maxSetSize: 4,
  firstDrop: 20,
  middleDrop: 40,
  wrongShow: 80,
  maxPoints: 80,
  turnSeconds: 30,
  timeBankSeconds: 10,
  maxMissedTurns: 3,
  meldSeconds: 30,
  minBuyInPoints: 80,
  rakePercent: 10,
  pool: null,
  deals: null,
} as const;

export const VARIANTS: Readonly<Record<VariantId, RuleSet>> = Object.freeze({
  points13: variant({ ...common13, id: "points13", kind: "points", decks: [...common13.decks] }),
  pool101: variant({
    ...common13,
    id: "pool101",
    kind: "pool",
    decks: [...common13.decks],
    rakePercent: 15,
    pool: { eliminationAt: 101, rejoinMaxScore: 79, autoSplitMinScore: 80 },
  }),
  pool201: variant({
    ...common13,
    id: "pool201",
    kind: "pool",
    decks: [...common13.decks],
    firstDrop: 25,
    middleDrop: 50,
    rakePercent: 15,
    pool: { eliminationAt: 201, rejoinMaxScore: 174, autoSplitMinScore: 175 },
  }),
  deals: variant({
    ...common13,
    id: "deals",
    kind: "deals",
    decks: [...common13.decks],
    rakePercent: 15,
    deals: { dealsCount: 2, chipsPerDeal: 80 },
  }),
  points21: variant({
    ...common13,
    id: "points21",
    kind: "points",
    cardsPerHand: 21,
    decks: [
      { maxPlayers: 4, decks: 2 },
      { maxPlayers: 6, decks: 3 },
    ],
    sideJokers: 1,
    requiredPureSequences: 3,
    requiredSequences: 3,
    dubleeDeclaration: 8,
    tunnela: true,
    valueCards: true,
    firstDrop: 30,
    middleDrop: 70,
    wrongShow: 120,
    maxPoints: 120,
    minBuyInPoints: 120,
  }),
  points10: variant({
    ...common13,
    id: "points10",
    kind: "points",
    cardsPerHand: 10,
    decks: [
      { maxPlayers: 2, decks: 1 },
      { maxPlayers: 6, decks: 2 },
    ],
  }),
  points27: variant({
    ...common13,
    id: "points27",
    kind: "points",
    cardsPerHand: 27,
    decks: [{ maxPlayers: 6, decks: 3 }],
    sideJokers: 2,
    requiredPureSequences: 3,
    requiredSequences: 3,
    tunnela: true,
    firstDrop: 40,
    middleDrop: 80,
    wrongShow: 160,
    maxPoints: 160,
    minBuyInPoints: 160,
  }),
});

export function isVariantId(value: unknown): value is VariantId {
  return typeof value === "string" && (VARIANT_IDS as readonly string[]).includes(value);
}

export function decksFor(rules: RuleSet, players: number): number {
  const rule = rules.decks.find((d) => players <= d.maxPlayers);
  if (!rule) throw new Error(`${rules.id}: no deck rule for ${players} players`);
  return rule.decks;
}

export interface TableConfig {
  readonly rules: RuleSet;
  readonly players: number;
  /** Overrides the deck count of the rule set (a table config may choose fewer decks). */
  readonly decks?: number;
}

export type TableConfigCheck = { ok: true; decks: number; shoeSize: number } | { ok: false; error: string };

/**
 * A table config works when every hand, the cut card and the first open card come out of the
 * shoe with a closed deck left to draw from (at least one card per seat).
 */
export function checkTableConfig(config: TableConfig): TableConfigCheck {
  const { rules, players } = config;
  if (!Number.isInteger(players) || players < rules.minPlayers || players > rules.maxPlayers) {
    return { ok: false, error: `${rules.id} seats ${rules.minPlayers} to ${rules.maxPlayers} players, not ${players}` };
  }
  const decks = config.decks ?? decksFor(rules, players);
  if (!Number.isInteger(decks) || decks < 1 || decks > 3) return { ok: false, error: `decks must be 1 to 3, not ${decks}` };
  const shoeSize = decks * (52 + rules.jokersPerDeck);
  const needed = players * rules.cardsPerHand + 2 + players;
  if (needed > shoeSize) {
    return {
      ok: false,
      error: `${players} players x ${rules.cardsPerHand} cards need ${needed} cards with the cut card, the open card and a closed deck, but ${decks} deck(s) hold ${shoeSize}`,
    };
  }
  return { ok: true, decks, shoeSize };
}
