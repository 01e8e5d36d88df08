/**
 * Variants as data. Every number of RULES.md is a field of a rule set, never a constant in code:
 * operators differ, and a table carries its rule set. `defineVariant` validates a rule set once.
 */
import { z } from "zod";

export const VARIANT_IDS = ["points13", "pool101", "pool201", "deals", "points21", "points10", "points27"] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

/** How a table's deals add up to a match and money. */
export type MatchKind = "points" | "pool" | "deals";

const deckRule = z.object({
  /** Largest player count this many decks serve; the first matching rule wins. */
  maxPlayers: z.number().int().min(2).max(6),
  decks: z.number().int().min(1).max(3),
});

export const ruleSetSchema = z
  .object({
    id: z.enum(VARIANT_IDS),
    kind: z.enum(["points", "pool", "deals"]),
    cardsPerHand: z.number().int().min(7).max(27),
    minPlayers: z.number().int().min(2).max(6),
    maxPlayers: z.number().int().min(2).max(6),
    /** Decks by player count, ascending by maxPlayers. */
    decks: z.array(deckRule).min(1),
    jokersPerDeck: z.number().int().min(0).max(2),
    /** Upper and lower jokers per side of the cut rank: 0 (13-card), 1 (21-card), 2 (27-card). */
    sideJokers: z.number().int().min(0).max(2),
    /** Pure sequences a declaration needs (tunnelas count in 21/27-card rummy). */
    requiredPureSequences: z.number().int().min(1).max(4),
    /** Sequences (pure or impure) a declaration needs in all. */
    requiredSequences: z.number().int().min(1).max(6),
    /** Dublees that make a declaration on their own (21-card: 8); 0 means not allowed. */
    dubleeDeclaration: z.number().int().min(0).max(12),
    tunnela: z.boolean(),
    valueCards: z.boolean(),
    /**
     * Value-card points by copies held of one kind (cut card of its suit, an upper or a lower
     * joker): index = copies, so [0, 10, 30, 50] pays 10 for 1, 30 for 2, 50 for 3.
     */
    valueCardScale: z.array(z.number().int().min(0)).length(4).readonly(),
    /** Marriage points by marriages held (cut card + every upper + every lower joker): index = count. */
    marriageScale: z.array(z.number().int().min(0)).length(4).readonly(),
    maxSetSize: z.number().int().min(3).max(8),
    firstDrop: z.number().int().min(0),
    middleDrop: z.number().int().min(0),
    wrongShow: z.number().int().min(0),
    /** Full count and cap of a loser's points. */
    maxPoints: z.number().int().min(1),
    turnSeconds: z.number().int().min(5).max(120),
    timeBankSeconds: z.number().int().min(0).max(120),
    /** Consecutive timed-out turns that drop a player automatically. */
    maxMissedTurns: z.number().int().min(1).max(10),
    meldSeconds: z.number().int().min(5).max(120),
    /** Points-table buy-in: at least this many points times the point value. */
    minBuyInPoints: z.number().int().min(1),
    rakePercent: z.number().min(0).max(50),
    pool: z
      .object({
        eliminationAt: z.number().int().min(1),
        rejoinMaxScore: z.number().int().min(0),
        autoSplitMinScore: z.number().int().min(0),
      })
      .nullable(),
    deals: z.object({ dealsCount: z.number().int().min(1).max(12), chipsPerDeal: z.number().int().min(1) }).nullable(),
  })
  .superRefine((r, ctx) => {
    if (r.minPlayers > r.maxPlayers) ctx.addIssue({ code: "custom", message: "minPlayers is above maxPlayers" });
    if (r.firstDrop > r.middleDrop) ctx.addIssue({ code: "custom", message: "firstDrop is above middleDrop" });
    if ((r.kind === "pool") !== (r.pool !== null)) ctx.addIssue({ code: "custom", message: "pool settings go with kind pool" });
    if ((r.kind === "deals") !== (r.deals !== null)) ctx.addIssue({ code: "custom", message: "deals settings go with kind deals" });
    const last = r.decks[r.decks.length - 1];
    if (last && last.maxPlayers < r.maxPlayers) ctx.addIssue({ code: "custom", message: "no deck rule covers maxPlayers" });
  });

export type RuleSet = z.infer<typeof ruleSetSchema>;

export function defineVariant(input: RuleSet): RuleSet {
  return Object.freeze(ruleSetSchema.parse(input)) as RuleSet;
}

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
  points13: defineVariant({ ...common13, id: "points13", kind: "points", decks: [...common13.decks] }),
  pool101: defineVariant({
    ...common13,
    id: "pool101",
    kind: "pool",
    decks: [...common13.decks],
    rakePercent: 15,
    pool: { eliminationAt: 101, rejoinMaxScore: 79, autoSplitMinScore: 80 },
  }),
  pool201: defineVariant({
    ...common13,
    id: "pool201",
    kind: "pool",
    decks: [...common13.decks],
    firstDrop: 25,
    middleDrop: 50,
    rakePercent: 15,
    pool: { eliminationAt: 201, rejoinMaxScore: 174, autoSplitMinScore: 175 },
  }),
  deals: defineVariant({
    ...common13,
    id: "deals",
    kind: "deals",
    decks: [...common13.decks],
    rakePercent: 15,
    deals: { dealsCount: 2, chipsPerDeal: 80 },
  }),
  points21: defineVariant({
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
  points10: defineVariant({
    ...common13,
    id: "points10",
    kind: "points",
    cardsPerHand: 10,
    decks: [
      { maxPlayers: 2, decks: 1 },
      { maxPlayers: 6, decks: 2 },
    ],
  }),
  points27: defineVariant({
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
