/**
 * The memoised branch-and-bound search behind `bestArrangement` (internal to the solver).
 *
 * Natural cards are bits of a mask, copies of one code side by side. The search always takes the
 * lowest remaining card (the anchor) and puts it into a meld whose other cards all come later,
 * sends it to the finish slot, or leaves it as deadwood. Every arrangement is reached once in that
 * canonical order, so the search is exhaustive. Jokers are a count: which joker stands where never
 * matters, except that a joker-only group needs a wild card to be a sequence, so the state also
 * counts wild cards read as jokers (printed jokers are spent first).
 *
 * Wild cards that could sit in a pure sequence or a tunnela as themselves take the lowest bits:
 * each is decided first, read as a joker or placed in a pure sequence/tunnela as itself (anywhere
 * else a joker does at least as well). Every other wild card is a joker from the start.
 *
 * Two modes. Points mode finds the least deadwood meeting the sequence rule; a meld uses the
 * fewest jokers it needs and a sequence spans at most 5 ranks, since a longer one splits into two
 * sequences that are never worse. Cover mode (no deadwood) answers whether every card fits into
 * melds, so a meld may also take extra jokers.
 *
 * Branch and bound: `solve` gets a budget and only needs the exact value when it is below it,
 * otherwise any lower bound at or above the budget. The memo keeps which of the two it holds.
 * Melds are tried before deadwood so that good arrangements come early and shrink the budgets.
 *
 * Typed-array reads below use `!`: indices are card codes 0..52 and bit positions 0..31 by
 * construction.
 */
import { PRINTED_JOKER } from "../card.ts";
import { MAX_SEQUENCE_LENGTH } from "../meld.ts";
import { jokerSequencesFit, planJokerGroups } from "./joker-groups.ts";
// prettier-ignore
import { ACE_LOW, AS_JOKER, CHOICE_BITS, CHOICE_MASK, DEAD, EXACT, FIN, FINISH, INFEASIBLE, JOKER_SHIFT, MAX_SPAN,
  PURE_SHIFT, RUN, SEQ_SHIFT, SET, TUNNELA, WILD_RUN, WILD_SHIFT, afterJoker, afterMeld, codeAt } from "./search-state.ts";
import { StateTable } from "./state-table.ts";

/** Bits set in a 5-bit mask, and the highest of the low 4 bits as an offset (1-based). */
const POP = Array.from({ length: 32 }, (_, m) => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1) + ((m >> 4) & 1));
const TOP4 = Array.from({ length: 16 }, (_, m) => 32 - Math.clz32(m));

/**
 * Natural cards in anchor order: by rank 2..K with Aces last, suits within a rank. A meld's other
 * cards then lie within the next four ranks or among the Aces, which keeps the number of distinct
 * remaining-card masks small.
 */
const ANCHOR_ORDER = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1].flatMap((rank) => [0, 1, 2, 3].map((suit) => suit * 13 + rank - 1));

export interface SearchRules {
  readonly maxSetSize: number;
  readonly tunnela: boolean;
}

export interface SearchInput {
  /** Copies of each natural card code (index 0..51) the search places. */
  readonly naturals: readonly number[];
  /** Codes among `naturals` that are wild cards still free to be read as jokers. */
  readonly wild: readonly boolean[];
  readonly printedJokers: number;
  /** Wild cards read as jokers from the start. */
  readonly wildJokers: number;
  readonly finish: boolean;
  readonly needPure: number;
  readonly needSequences: number;
  /** Points of each card code (0 for jokers). */
  readonly points: readonly number[];
  /** Every 3-run of one suit the hand holds, as code triples, one after another. */
  readonly pureWindows: readonly number[];
  /** Codes held three times or more, where tunnelas count. */
  readonly tunnelaCodes: readonly number[];
}

export class ArrangementSearch {
  readonly cnt = new Int8Array(52);
  readonly posCode = new Int8Array(32);
  readonly memo = new StateTable();
  readonly rootMask: number;
  readonly rootRest: number;
  /** Wild jokers the state counts up to: enough for every joker-only sequence and one more group. */
  readonly wildCap: number;
  private readonly base = new Int8Array(52);
  private readonly isWild = new Uint8Array(52);
  private readonly pts = new Int16Array(53);

  constructor(
    readonly rules: SearchRules,
    readonly input: SearchInput,
    readonly cover: boolean,
  ) {
    let bits = 0;
    for (const wildFirst of [1, 0]) {
      for (const code of ANCHOR_ORDER) {
        const copies = input.naturals[code] ?? 0;
        if (copies === 0 || (input.wild[code] === true ? 1 : 0) !== wildFirst) continue;
        this.cnt[code] = copies;
        this.base[code] = bits;
        this.isWild[code] = wildFirst;
        for (let k = 0; k < copies; k++) this.posCode[bits++] = code;
      }
    }
    const jokers = input.printedJokers + input.wildJokers;
    if (bits > 30 || jokers + bits > 63 || input.needPure > 7 || input.needSequences > 6) {
      throw new Error(`the solver takes at most 30 natural cards and 63 cards in all, got ${bits} and ${jokers + bits}`);
    }
    for (let code = 0; code <= PRINTED_JOKER; code++) this.pts[code] = input.points[code] ?? 0;
    this.wildCap = input.needSequences + 1;
    this.rootMask = bits === 0 ? 0 : (1 << bits) - 1;
    const wild = Math.min(input.wildJokers, this.wildCap);
    this.rootRest = (input.finish ? FIN : 0) | (input.needSequences << SEQ_SHIFT) | (input.needPure << PURE_SHIFT) | (wild << WILD_SHIFT) | (jokers << JOKER_SHIFT);
  }

  /**
   * Points mode: the least deadwood points if below `budget`, else some value >= `budget`.
   * Cover mode (budget 1): 0 when every card fits into melds.
   */
  best(budget: number): number {
    return this.solve(this.rootMask, this.rootRest, budget);
  }

  /** The memo entry of a state on the best path: its choice. */
  choiceAt(mask: number, rest: number): number {
    const entry = this.memo.get(mask, rest);
    if (entry === -1 || (entry & EXACT) === 0) throw new Error("solver trace left the exactly solved states");
    return entry & CHOICE_MASK;
  }

  take(mask: number, code: number): number {
    const left = --this.cnt[code]!;
    return mask & ~(1 << (this.base[code]! + left));
  }

  put(code: number): void {
    this.cnt[code]!++;
  }

  reset(): void {
    for (let code = 0; code < 52; code++) this.cnt[code] = this.input.naturals[code] ?? 0;
  }

  private solve(mask: number, rest: number, budget: number): number {
    if (budget <= 0) return 0;
    if (mask === 0) return this.terminal(rest);
    const hit = this.memo.get(mask, rest);
    if (hit !== -1) {
      const value = (hit >>> CHOICE_BITS) & 1023;
      if ((hit & EXACT) !== 0 || value >= budget) return value;
    }
    let best = INFEASIBLE << CHOICE_BITS;
    const needPure = (rest >> PURE_SHIFT) & 7;
    if (needPure === 0 || this.pureReachable(needPure)) {
      const code = this.posCode[31 - Math.clz32(mask & -mask)]!;
      best = this.isWild[code] === 1 ? this.wildAnchor(mask, code, rest, budget) : this.naturalAnchor(mask, code, rest, budget);
    }
    const value = best >>> CHOICE_BITS;
    this.memo.set(mask, rest, value < budget ? best | EXACT : best);
    return value;
  }

  /** Only jokers are left: the finish slot takes one, joker-only groups make missing sequences. */
  private terminal(rest: number): number {
    const jokers = rest >> JOKER_SHIFT;
    const finish = rest & FIN;
    if (((rest >> PURE_SHIFT) & 7) > 0 || jokers < finish) return INFEASIBLE;
    const left = jokers - finish;
    const wildLeft = Math.min((rest >> WILD_SHIFT) & 7, left);
    const needSeq = (rest >> SEQ_SHIFT) & 7;
    if (this.cover) return planJokerGroups(left, wildLeft, needSeq, this.rules.maxSetSize) === null ? INFEASIBLE : 0;
    return jokerSequencesFit(left, wildLeft, needSeq) ? 0 : INFEASIBLE;
  }

  /** Disjoint pure sequences and tunnelas still possible: an upper bound, compared with `need`. */
  private pureReachable(need: number): boolean {
    const { cnt } = this;
    const { pureWindows: windows, tunnelaCodes } = this.input;
    let total = 0;
    for (let i = 0; i < windows.length; i += 3) {
      total += Math.min(cnt[windows[i]!]!, cnt[windows[i + 1]!]!, cnt[windows[i + 2]!]!);
      if (total >= need) return true;
    }
    for (const code of tunnelaCodes) total += Math.floor(cnt[code]! / 3);
    return total >= need;
  }

  /** One option: `cost` now, then the search from `mask`/`rest`. Kept only if strictly better. */
  private option(best: number, mask: number, rest: number, budget: number, cost: number, choice: number): number {
    const bestValue = best >>> CHOICE_BITS;
    const bound = Math.min(bestValue, budget);
    const value = cost >= bound ? cost : cost + this.solve(mask, rest, bound - cost);
    return value < bestValue ? (Math.min(value, INFEASIBLE) << CHOICE_BITS) | choice : best;
  }

  private meld(best: number, mask: number, rest: number, budget: number, used: number, sequence: boolean, choice: number): number {
    return this.option(best, mask, afterMeld(rest, used, sequence), budget, 0, choice | (used << 10));
  }

  private naturalAnchor(mask: number, code: number, rest: number, budget: number): number {
    let best = INFEASIBLE << CHOICE_BITS;
    const m = this.take(mask, code);
    best = this.runs(best, m, code, rest, budget);
    best = this.sets(best, m, code, rest, budget);
    if (this.rules.tunnela && this.cnt[code]! >= 2) best = this.tunnelaOption(best, m, code, rest, budget);
    if ((rest & FIN) !== 0) best = this.option(best, m, rest - FIN, budget, 0, FINISH);
    if (!this.cover) best = this.option(best, m, rest, budget, this.pts[code]!, DEAD);
    this.put(code);
    return best;
  }

  /**
   * Sequences holding the anchor and later cards only: natural cards of its suit up to 4 ranks
   * above it (the Ace as 14 above a King) and the Ace below it, jokers in the gaps. An Ace anchor
   * comes after every other rank, so it only takes jokers.
   */
  private runs(best: number, mask: number, code: number, rest: number, budget: number): number {
    const rank = (code % 13) + 1;
    const suit = Math.floor(code / 13);
    const jokers = rest >> JOKER_SHIFT;
    let avail = 0;
    if (rank !== 1) {
      for (let o = 1; o < MAX_SPAN && rank + o <= 14; o++) if (this.cnt[codeAt(suit, rank + o)]! > 0) avail |= 1 << (o - 1);
      if (rank < MAX_SPAN && this.cnt[suit * 13]! > 0) avail |= ACE_LOW;
    }
    for (let sub = avail; ; sub = (sub - 1) & avail) {
      const top = TOP4[sub & 15]!;
      const span = sub & ACE_LOW ? rank + top : 1 + top;
      const naturals = 1 + POP[sub]!;
      const least = Math.max(span, 3) - naturals;
      const most = this.cover ? Math.min(jokers, MAX_SEQUENCE_LENGTH - naturals) : least;
      if (span <= MAX_SPAN && least <= jokers) {
        let m = mask;
        for (let o = 1; o < MAX_SPAN; o++) if ((sub >> (o - 1)) & 1) m = this.take(m, codeAt(suit, rank + o));
        if (sub & ACE_LOW) m = this.take(m, suit * 13);
        for (let used = least; used <= most; used++) best = this.meld(best, m, rest, budget, used, true, RUN | (sub << 4));
        for (let o = 1; o < MAX_SPAN; o++) if ((sub >> (o - 1)) & 1) this.put(codeAt(suit, rank + o));
        if (sub & ACE_LOW) this.put(suit * 13);
      }
      if (sub === 0) break;
    }
    return best;
  }

  /** Sets of the anchor with cards of its rank in other suits (at least two natural cards). */
  private sets(best: number, mask: number, code: number, rest: number, budget: number): number {
    const suit = Math.floor(code / 13);
    const rank0 = code % 13;
    const jokers = rest >> JOKER_SHIFT;
    let avail = 0;
    for (let t = 0; t < 4; t++) if (t !== suit && this.cnt[t * 13 + rank0]! > 0) avail |= 1 << t;
    const { maxSetSize } = this.rules;
    for (let sub = avail; sub !== 0; sub = (sub - 1) & avail) {
      const naturals = 1 + POP[sub]!;
      const least = Math.max(0, 3 - naturals);
      const most = this.cover ? Math.min(jokers, maxSetSize - naturals) : least;
      if (least > jokers || naturals + least > maxSetSize) continue;
      let m = mask;
      for (let t = 0; t < 4; t++) if ((sub >> t) & 1) m = this.take(m, t * 13 + rank0);
      for (let used = least; used <= most; used++) best = this.meld(best, m, rest, budget, used, false, SET | (sub << 4));
      for (let t = 0; t < 4; t++) if ((sub >> t) & 1) this.put(t * 13 + rank0);
    }
    return best;
  }

  private tunnelaOption(best: number, mask: number, code: number, rest: number, budget: number): number {
    const m = this.take(this.take(mask, code), code);
    best = this.meld(best, m, rest, budget, 0, true, TUNNELA);
    this.put(code);
    this.put(code);
    return best;
  }

  /** A wild card: as itself in a pure sequence or a tunnela, or read as a joker. */
  private wildAnchor(mask: number, code: number, rest: number, budget: number): number {
    const m = this.take(mask, code);
    let best = INFEASIBLE << CHOICE_BITS;
    const suit = Math.floor(code / 13);
    const rank = (code % 13) + 1;
    for (const q of rank === 1 ? [1, 14] : [rank]) {
      for (let length = 3; length <= MAX_SPAN; length++) {
        for (let low = Math.max(1, q - length + 1); low <= Math.min(q, 15 - length); low++) {
          best = this.wildRun(best, m, suit, q, low, length, rest, budget);
        }
      }
    }
    if (this.rules.tunnela && this.cnt[code]! >= 2) best = this.tunnelaOption(best, m, code, rest, budget);
    best = this.option(best, m, afterJoker(rest, this.wildCap), budget, 0, AS_JOKER);
    this.put(code);
    return best;
  }

  /** The pure sequence of positions low..low+length-1 holding the anchor at position `q`. */
  private wildRun(best: number, mask: number, suit: number, q: number, low: number, length: number, rest: number, budget: number): number {
    for (let p = low; p < low + length; p++) if (p !== q && this.cnt[codeAt(suit, p)]! === 0) return best;
    let m = mask;
    for (let p = low; p < low + length; p++) if (p !== q) m = this.take(m, codeAt(suit, p));
    best = this.meld(best, m, rest, budget, 0, true, WILD_RUN | ((low - 1) << 4) | ((length - 3) << 8));
    for (let p = low; p < low + length; p++) if (p !== q) this.put(codeAt(suit, p));
    return best;
  }
}
