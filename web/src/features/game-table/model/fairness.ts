/**
 * The fairness check, run in the browser with `shared-rules`: before the deal the table shows
 * the hash committing the room to its seed; after settlement the seed is revealed, and the
 * player can re-derive the whole deck here and see that it matches the commitment, their own
 * hand as dealt, the cut joker and the first open card.
 */
import { commitment, isSeedHex, layoutDeal, shuffledDeck, type Card } from "@rummy/shared-rules";

export interface FairnessInput {
  readonly seedHex: string;
  readonly dealId: string;
  readonly commitment: string;
  readonly decks: number;
  readonly jokersPerDeck: number;
  readonly cardsPerHand: number;
  /** Seats in turn order: the first gets the first card. */
  readonly turnOrder: readonly number[];
  readonly mySeat: number | null;
  /** This player's hand as dealt, when this browser saw it. */
  readonly dealtHand: readonly Card[] | null;
  readonly cut: Card | null;
  /** The first open card of the deal (the bottom of the open deck). */
  readonly firstOpen: Card | null;
}

/** What a check looked at; its sentence is the table catalogue's `fair.checks.<name>`. */
export type FairnessCheckName = "seedSize" | "seedMatches" | "cutJoker" | "firstOpen" | "yourHand";

export interface FairnessCheck {
  readonly name: FairnessCheckName;
  readonly ok: boolean | null;
}

export interface FairnessReport {
  readonly ok: boolean;
  readonly checks: readonly FairnessCheck[];
}

function sameCards(a: readonly Card[], b: readonly Card[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  return x.every((c, i) => c === y[i]);
}

export function verifyFairness(input: FairnessInput): FairnessReport {
  if (!isSeedHex(input.seedHex)) return { ok: false, checks: [{ name: "seedSize", ok: false }] };
  const committed = commitment(input.seedHex, input.dealId) === input.commitment.toLowerCase();
  const deck = shuffledDeck({ decks: input.decks, jokersPerDeck: input.jokersPerDeck }, input.seedHex, input.dealId);
  const layout = layoutDeal(deck, input.turnOrder.length, input.cardsPerHand);
  const myIndex = input.mySeat === null ? -1 : input.turnOrder.indexOf(input.mySeat);
  const myHand = myIndex < 0 ? null : (layout.hands[myIndex] ?? null);
  const checks: FairnessCheck[] = [
    { name: "seedMatches", ok: committed },
    { name: "cutJoker", ok: input.cut === null ? null : layout.cut === input.cut },
    { name: "firstOpen", ok: input.firstOpen === null ? null : layout.openCard === input.firstOpen },
    {
      name: "yourHand",
      ok: input.dealtHand === null || myHand === null ? null : sameCards(myHand, input.dealtHand),
    },
  ];
  return { ok: checks.every((c) => c.ok !== false), checks };
}
