/**
 * Rebuilds the arrangement a finished search chose, by following the best choice stored with
 * every state on the way, and hands out physical joker cards: printed jokers first (the search
 * assumes so), a wild card from the back wherever a joker-only group must be a sequence.
 */
import type { Card } from "../card.ts";
import { planJokerGroups } from "./joker-groups.ts";
import {
  AS_JOKER,
  DEAD,
  FIN,
  FINISH,
  JOKER_SHIFT,
  RUN,
  SEQ_SHIFT,
  SET,
  TUNNELA,
  WILD_RUN,
  WILD_SHIFT,
  afterJoker,
  afterMeld,
  codeAt,
  runCards,
} from "./search-state.ts";
import type { ArrangementSearch } from "./search.ts";

export interface TracedArrangement {
  readonly melds: Card[][];
  readonly deadwood: Card[];
  readonly finish: Card | null;
}

/** Natural cards of a meld choice made at `anchor`. */
function meldCards(anchor: number, choice: number): number[] {
  const type = choice & 15;
  const payload = (choice >>> 4) & 63;
  const suit = Math.floor(anchor / 13);
  if (type === RUN) return [anchor, ...runCards(anchor, payload)];
  if (type === TUNNELA) return [anchor, anchor, anchor];
  if (type === WILD_RUN) {
    const low = (payload & 15) + 1;
    return Array.from({ length: (payload >> 4) + 3 }, (_, i) => codeAt(suit, low + i));
  }
  if (type !== SET) throw new Error(`not a meld choice: ${type}`);
  const cards = [anchor];
  for (let t = 0; t < 4; t++) if ((payload >> t) & 1) cards.push(t * 13 + (anchor % 13));
  return cards;
}

/** `pool` holds the printed jokers, then the wild cards read as jokers from the start. */
export function traceArrangement(search: ArrangementSearch, pool: readonly Card[]): TracedArrangement {
  const jokers = [...pool];
  let head = 0;
  const melds: Card[][] = [];
  const deadwood: Card[] = [];
  let finish: Card | null = null;
  let mask = search.rootMask;
  let rest = search.rootRest;
  while (mask !== 0) {
    const choice = search.choiceAt(mask, rest);
    const type = choice & 15;
    const anchor = search.posCode[31 - Math.clz32(mask & -mask)]!;
    if (type === DEAD || type === FINISH || type === AS_JOKER) {
      mask = search.take(mask, anchor);
      if (type === DEAD) deadwood.push(anchor);
      if (type === FINISH) [finish, rest] = [anchor, rest - FIN];
      if (type === AS_JOKER) {
        jokers.push(anchor);
        rest = afterJoker(rest, search.wildCap);
      }
      continue;
    }
    for (const card of meldCards(anchor, choice)) mask = search.take(mask, card);
    const used = choice >>> 10;
    melds.push([...meldCards(anchor, choice), ...jokers.slice(head, head + used)]);
    head += used;
    rest = afterMeld(rest, used, type !== SET);
  }
  search.reset();
  if ((rest & FIN) !== 0) finish = jokers[head++] ?? null;
  const left = jokers.slice(head);
  melds.push(...jokerGroups(search, left, rest));
  deadwood.push(...left);
  return { melds, deadwood, finish };
}

/** Joker-only groups for the missing sequences (and, in cover mode, for every joker left). */
function jokerGroups(search: ArrangementSearch, left: Card[], rest: number): Card[][] {
  const needSeq = (rest >> SEQ_SHIFT) & 7;
  if (left.length !== (rest >> JOKER_SHIFT) - (rest & FIN)) throw new Error("solver trace lost count of its jokers");
  if (!search.cover) return Array.from({ length: needSeq }, () => [left.pop()!, ...left.splice(0, 2)]);
  const wildLeft = Math.min((rest >> WILD_SHIFT) & 7, left.length);
  const plan = planJokerGroups(left.length, wildLeft, needSeq, search.rules.maxSetSize);
  if (plan === null) throw new Error("solver trace reached an infeasible end");
  const groups = plan.sequences.map((size) => [left.pop()!, ...left.splice(0, size - 1)]);
  for (const size of plan.sets) groups.push(left.splice(0, size));
  return groups;
}
