/** The schema of a rule set (RULES.md as data): what `defineVariant` (variant.ts) validates. */
import { z } from "zod";
import { VARIANT_IDS } from "./variant-ids.ts";

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
