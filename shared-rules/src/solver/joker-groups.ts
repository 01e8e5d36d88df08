/**
 * Groups made of jokers only, formed from the jokers left once every natural card is placed.
 * A group of 3..13 jokers holding at least one wild card is a sequence (that card read as itself);
 * any group of 3..maxSetSize jokers is a set (RULES.md "Melds").
 */
import { MAX_SEQUENCE_LENGTH } from "../meld.ts";

export interface JokerGroupPlan {
  /** Sizes of the sequence groups; each takes exactly one wild card read as itself. */
  readonly sequences: readonly number[];
  /** Sizes of the set groups. */
  readonly sets: readonly number[];
}

/**
 * How to put all `jokers` (of which `wild` are wild cards) into joker-only groups so that at least
 * `needSequences` of them are sequences; null when impossible.
 */
export function planJokerGroups(jokers: number, wild: number, needSequences: number, maxSetSize: number): JokerGroupPlan | null {
  if (jokers === 0) return needSequences === 0 ? { sequences: [], sets: [] } : null;
  const most = Math.floor(jokers / 3);
  for (let k = needSequences; k <= Math.min(wild, most); k++) {
    for (let m = 0; k + m <= most; m++) {
      if (k + m === 0) continue;
      if (jokers <= MAX_SEQUENCE_LENGTH * k + maxSetSize * m) return spread(jokers, k, m, maxSetSize);
    }
  }
  return null;
}

/** Starts every group at 3 cards and hands out the rest, sequences first. */
function spread(jokers: number, k: number, m: number, maxSetSize: number): JokerGroupPlan {
  let left = jokers - 3 * (k + m);
  const grow = (limit: number): number => {
    const extra = Math.min(left, limit - 3);
    left -= extra;
    return 3 + extra;
  };
  const sequences = Array.from({ length: k }, () => grow(MAX_SEQUENCE_LENGTH));
  const sets = Array.from({ length: m }, () => grow(maxSetSize));
  return { sequences, sets };
}

/** Points-mode check: enough jokers left for `needSequences` joker-only sequences of 3. */
export function jokerSequencesFit(jokers: number, wild: number, needSequences: number): boolean {
  return jokers >= 3 * needSequences && wild >= needSequences;
}
