/**
 * How the search writes a state and a choice as small integers (internal to the solver), and the
 * state transitions the search and its trace share.
 */

export const INFEASIBLE = 1023;

// A memo entry is `value << CHOICE_BITS | choice`, plus EXACT when the value is exact rather
// than a lower bound. A choice is `type | payload << 4 | jokers << 10`.
export const CHOICE_BITS = 14;
export const CHOICE_MASK = (1 << CHOICE_BITS) - 1;
export const EXACT = 1 << 24;
export const DEAD = 1;
export const FINISH = 2;
export const RUN = 3;
export const SET = 5;
export const TUNNELA = 6;
export const AS_JOKER = 7;
export const WILD_RUN = 8;
/** Bit of a run choice that adds the Ace below the anchor (A-2-3 is anchored at the 2). */
export const ACE_LOW = 16;
/** Longest natural span a points-mode sequence needs (see search.ts). */
export const MAX_SPAN = 5;

// The rest of a state, bit-packed: finish slot open (bit 0), sequences still needed (1-3), pure
// sequences still needed (4-6), wild cards among the jokers, capped (7-9), jokers (10-15).
export const FIN = 1;
export const SEQ_SHIFT = 1;
export const PURE_SHIFT = 4;
export const WILD_SHIFT = 7;
export const JOKER_SHIFT = 10;

/** Code at sequence position `q` (1..14, 14 = Ace high) of suit `suit`. */
export function codeAt(suit: number, q: number): number {
  return suit * 13 + (q === 14 ? 0 : q - 1);
}

/** The cards a run choice takes besides its anchor: offsets above it, and the Ace below it. */
export function runCards(anchor: number, sub: number): number[] {
  const rank = (anchor % 13) + 1;
  const suit = Math.floor(anchor / 13);
  const cards: number[] = [];
  for (let o = 1; o < MAX_SPAN; o++) if ((sub >> (o - 1)) & 1) cards.push(codeAt(suit, rank + o));
  if (sub & ACE_LOW) cards.push(suit * 13);
  return cards;
}

/** The rest of the state after a meld using `used` jokers (a sequence without jokers is pure). */
export function afterMeld(rest: number, used: number, sequence: boolean): number {
  let next = rest - (used << JOKER_SHIFT);
  if (sequence && used === 0 && ((rest >> PURE_SHIFT) & 7) > 0) next -= 1 << PURE_SHIFT;
  if (sequence && ((rest >> SEQ_SHIFT) & 7) > 0) next -= 1 << SEQ_SHIFT;
  return next;
}

/** The rest of the state after a wild card is read as a joker. */
export function afterJoker(rest: number, wildCap: number): number {
  return rest + (1 << JOKER_SHIFT) + (((rest >> WILD_SHIFT) & 7) < wildCap ? 1 << WILD_SHIFT : 0);
}
