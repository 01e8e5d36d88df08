/**
 * A hand as the search sees it: natural cards as counts, jokers as a pool, and the natural cards
 * that fit no meld at all set aside as certain deadwood (they only slow the search down).
 * Built for every solve, so it avoids allocating in loops.
 */
import { PRINTED_JOKER, countCards, type Card } from "../card.ts";
import { isWildNatural, type JokerContext } from "../joker.ts";
import { cardPoints } from "../scoring.ts";
import type { RuleSet } from "../variant.ts";
import { codeAt } from "./search-state.ts";
import type { SearchInput } from "./search.ts";

export interface HandModel {
  readonly input: SearchInput;
  /** Printed jokers, then wild cards that are read as jokers from the start. */
  readonly pool: Card[];
  /** Natural cards outside every possible meld: deadwood in every arrangement. */
  readonly isolated: Card[];
  readonly isolatedPoints: number;
  /** Upper bound on disjoint pure sequences and tunnelas, wild cards read as themselves. */
  readonly pureBound: number;
}

/** Every 3-run of one suit that `counts` holds in full, as code triples one after another. */
function fullWindows(counts: readonly number[]): number[] {
  const windows: number[] = [];
  for (let suit = 0; suit < 4; suit++) {
    for (let low = 1; low <= 12; low++) {
      const a = codeAt(suit, low);
      const b = codeAt(suit, low + 1);
      const c = codeAt(suit, low + 2);
      if (counts[a]! > 0 && counts[b]! > 0 && counts[c]! > 0) windows.push(a, b, c);
    }
  }
  return windows;
}

function inWindow(windows: readonly number[], code: number): boolean {
  return windows.includes(code);
}

/**
 * Whether natural `code` can be in some meld given at most `jokers` jokers: with 2 jokers any
 * card can; with 1 it needs a partner of its rank or a same-suit card within 2 ranks (the Ace
 * next to 2 and to K); with none, a full 3-run, two more suits of its rank, or a tunnela.
 */
function fitsSomeMeld(rules: RuleSet, counts: readonly number[], code: number, jokers: number, windows: readonly number[]): boolean {
  if (jokers >= 2 || (rules.tunnela && counts[code]! >= 3)) return true;
  const suit = Math.floor(code / 13);
  const rank = (code % 13) + 1;
  let otherSuits = 0;
  for (let t = 0; t < 4; t++) if (t !== suit && counts[t * 13 + rank - 1]! > 0) otherSuits++;
  if (jokers === 0) return otherSuits >= 2 || inWindow(windows, code);
  if (otherSuits >= 1) return true;
  for (let d = -2; d <= 2; d++) {
    for (const q of rank === 1 ? [1 + d, 14 + d] : [rank + d]) {
      if (d !== 0 && q >= 1 && q <= 14 && counts[codeAt(suit, q)]! > 0 && codeAt(suit, q) !== code) return true;
    }
  }
  return false;
}

export function buildHandModel(rules: RuleSet, ctx: JokerContext, cards: readonly Card[], finish: boolean, setAside: boolean): HandModel {
  const counts = countCards(cards);
  const windows = fullWindows(counts);
  const printed = counts[PRINTED_JOKER]!;
  const pool: Card[] = new Array<Card>(printed).fill(PRINTED_JOKER);
  const naturals = counts.slice(0, 52);
  const wild = new Array<boolean>(52).fill(false);
  const tunnelaCodes: number[] = [];
  let wildCopies = 0;
  for (let code = 0; code < 52; code++) {
    const copies = counts[code]!;
    if (rules.tunnela && copies >= 3) tunnelaCodes.push(code);
    if (copies === 0 || !isWildNatural(ctx, code)) continue;
    wildCopies += copies;
    // A wild card only needs to read as itself where a pure sequence or a tunnela is possible.
    if (inWindow(windows, code) || (rules.tunnela && copies >= 3)) {
      wild[code] = true;
    } else {
      naturals[code] = 0;
      for (let k = 0; k < copies; k++) pool.push(code);
    }
  }
  const { points } = ctx;
  const isolated = setAside && printed + wildCopies < 2 ? isolatedCards(rules, ctx, counts, printed + wildCopies, windows, finish) : [];
  let isolatedPoints = 0;
  for (const card of isolated) {
    naturals[card]!--;
    isolatedPoints += points[card]!;
  }
  const input: SearchInput = {
    naturals,
    wild,
    printedJokers: printed,
    wildJokers: pool.length - printed,
    finish,
    needPure: rules.requiredPureSequences,
    needSequences: rules.requiredSequences,
    points,
    pureWindows: windows,
    tunnelaCodes,
  };
  return { input, pool, isolated, isolatedPoints, pureBound: pureBound(counts, windows, tunnelaCodes) };
}

function pureBound(counts: readonly number[], windows: readonly number[], tunnelaCodes: readonly number[]): number {
  let bound = 0;
  for (let i = 0; i < windows.length; i += 3) bound += Math.min(counts[windows[i]!]!, counts[windows[i + 1]!]!, counts[windows[i + 2]!]!);
  for (const code of tunnelaCodes) bound += Math.floor(counts[code]! / 3);
  return bound;
}

/**
 * Natural cards that fit no meld. With a finish slot the highest of them stays in the search,
 * which may send it to the slot.
 */
function isolatedCards(rules: RuleSet, ctx: JokerContext, counts: readonly number[], jokers: number, windows: readonly number[], finish: boolean): Card[] {
  const isolated: Card[] = [];
  let top = -1;
  for (let code = 0; code < 52; code++) {
    const copies = counts[code]!;
    if (copies === 0 || isWildNatural(ctx, code) || fitsSomeMeld(rules, counts, code, jokers, windows)) continue;
    for (let k = 0; k < copies; k++) isolated.push(code);
    if (top === -1 || cardPoints(ctx, code) > cardPoints(ctx, isolated[top]!)) top = isolated.length - 1;
  }
  if (finish && top !== -1) isolated.splice(top, 1);
  return isolated;
}
