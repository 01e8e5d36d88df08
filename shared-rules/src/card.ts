/**
 * Cards and RULES.md notation.
 *
 * A card is a small integer so that hands can be counted and solved quickly:
 * `suitIndex * 13 + (rank - 1)` for the 52 natural cards and 52 for a printed joker.
 * Two decks hold identical copies, and the notation does not tell copies apart, so a hand is
 * a multiset of these codes.
 */

export const SUITS = ["S", "H", "D", "C"] as const;
export type Suit = (typeof SUITS)[number];

/** Ranks 1..13: Ace is 1, Jack 11, Queen 12, King 13. */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

export type Card = number;
export const PRINTED_JOKER: Card = 52;
/** Number of distinct card codes (52 natural + printed joker). */
export const CARD_KINDS = 53;

const RANK_NAMES = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;

export function makeCard(rank: Rank, suit: Suit): Card {
  return SUITS.indexOf(suit) * 13 + (rank - 1);
}

export function isPrintedJoker(card: Card): boolean {
  return card === PRINTED_JOKER;
}

/** Rank of a natural card (1..13); a printed joker has no rank and answers 0. */
export function rankOf(card: Card): number {
  return card === PRINTED_JOKER ? 0 : (card % 13) + 1;
}

/** Suit index 0..3 (S H D C) of a natural card; -1 for a printed joker. */
export function suitIndexOf(card: Card): number {
  return card === PRINTED_JOKER ? -1 : Math.floor(card / 13);
}

export function suitOf(card: Card): Suit | null {
  return card === PRINTED_JOKER ? null : (SUITS[suitIndexOf(card)] ?? null);
}

export function isCard(value: unknown): value is Card {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value < CARD_KINDS;
}

export function formatCard(card: Card): string {
  if (card === PRINTED_JOKER) return "JK";
  const rank = RANK_NAMES[card % 13];
  const suit = SUITS[Math.floor(card / 13)];
  if (rank === undefined || suit === undefined) throw new Error(`not a card code: ${card}`);
  return `${rank}${suit}`;
}

/** Parses `AS`, `10H`, `QD`, `JK` (case-insensitive). Returns null for anything else. */
export function parseCard(text: string): Card | null {
  const t = text.trim().toUpperCase();
  if (t === "JK") return PRINTED_JOKER;
  const match = /^(A|[2-9]|10|J|Q|K)([SHDC])$/.exec(t);
  if (!match) return null;
  const rank = (RANK_NAMES as readonly string[]).indexOf(match[1] ?? "") + 1;
  return makeCard(rank as Rank, match[2] as Suit);
}

/** Parses a list of cards; throws with the offending text when one is not a card. */
export function parseCards(texts: readonly string[]): Card[] {
  return texts.map((t) => {
    const card = parseCard(t);
    if (card === null) throw new Error(`not a card: ${JSON.stringify(t)}`);
    return card;
  });
}

export function formatCards(cards: readonly Card[]): string[] {
  return cards.map(formatCard);
}

/** Face points of a card ignoring jokers: A K Q J = 10, 2..10 face value, printed joker 0. */
export function facePoints(card: Card): number {
  if (card === PRINTED_JOKER) return 0;
  const rank = rankOf(card);
  return rank === 1 || rank > 10 ? 10 : rank;
}

/**
 * The shoe: `decks` packs of 52 natural cards, each with `jokersPerDeck` printed jokers,
 * in a fixed canonical order (the shuffle permutes this order).
 */
export function makeShoe(decks: number, jokersPerDeck: number): Card[] {
  if (!Number.isInteger(decks) || decks < 1 || decks > 3) throw new Error(`decks must be 1..3, got ${decks}`);
  const shoe: Card[] = [];
  for (let d = 0; d < decks; d++) {
    for (let c = 0; c < 52; c++) shoe.push(c);
    for (let j = 0; j < jokersPerDeck; j++) shoe.push(PRINTED_JOKER);
  }
  return shoe;
}

/** Counts of each card code in a list (index = card code). */
export function countCards(cards: readonly Card[]): number[] {
  const counts = new Array<number>(CARD_KINDS).fill(0);
  for (const c of cards) counts[c] = (counts[c] ?? 0) + 1;
  return counts;
}
