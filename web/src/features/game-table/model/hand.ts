/**
 * The player's own arrangement of the hand: ordered groups of card instances. The server knows
 * only the multiset of cards; the groups live here until a declaration or a meld submits them.
 * Two decks hold identical copies of a card, so every card in the hand gets a local id and the
 * operations below move ids, never card codes. Every function is pure and returns a new value.
 */
import { isPrintedJoker, rankOf, suitIndexOf, type Card } from "@rummy/shared-rules";

export interface HandCard {
  readonly id: string;
  readonly card: Card;
}

export type Group = readonly HandCard[];

export interface Arrangement {
  readonly groups: readonly Group[];
  /** The next local id; ids are never reused within a table session. */
  readonly nextId: number;
}

/** Where moved cards go: before a card, at the end of a group, or as a new group at an index. */
export type DropTarget =
  | { readonly kind: "before"; readonly id: string }
  | { readonly kind: "end"; readonly group: number }
  | { readonly kind: "new-group"; readonly at: number };

export const EMPTY_ARRANGEMENT: Arrangement = { groups: [], nextId: 0 };

function withoutEmpty(groups: readonly Group[]): Group[] {
  return groups.filter((g) => g.length > 0);
}

export function handCards(arrangement: Arrangement): HandCard[] {
  return arrangement.groups.flat();
}

export function cardGroups(arrangement: Arrangement): Card[][] {
  return arrangement.groups.map((g) => g.map((c) => c.card));
}

export function findCard(arrangement: Arrangement, id: string): HandCard | undefined {
  for (const group of arrangement.groups) {
    const found = group.find((c) => c.id === id);
    if (found) return found;
  }
  return undefined;
}

export function groupIndexOf(arrangement: Arrangement, id: string): number {
  return arrangement.groups.findIndex((g) => g.some((c) => c.id === id));
}

/**
 * Brings the arrangement in line with the hand the server says we hold. Cards still held keep
 * their place; cards no longer held leave (the ids in `leavingFirst` are the ones to take away
 * first when the hand holds copies: the copy the player dragged to the open deck, not its twin);
 * new cards (a draw, a fresh deal) are added as one new group at the end, so groups the player
 * built keep their labels.
 */
export function reconcile(arrangement: Arrangement, hand: readonly Card[], leavingFirst: ReadonlySet<string> = new Set()): Arrangement {
  const remaining = new Map<Card, number>();
  for (const card of hand) remaining.set(card, (remaining.get(card) ?? 0) + 1);
  const kept = new Set<string>();
  const all = handCards(arrangement);
  // Instances the player did not mark as leaving claim the held copies first.
  for (const pass of [false, true]) {
    for (const c of all) {
      if (leavingFirst.has(c.id) !== pass) continue;
      const left = remaining.get(c.card) ?? 0;
      if (left > 0) {
        remaining.set(c.card, left - 1);
        kept.add(c.id);
      }
    }
  }
  const unchanged = kept.size === all.length && hand.length === all.length;
  if (unchanged) return arrangement;
  const groups = withoutEmpty(arrangement.groups.map((g) => g.filter((c) => kept.has(c.id))));
  let nextId = arrangement.nextId;
  const added: HandCard[] = [];
  for (const card of hand) {
    const left = remaining.get(card) ?? 0;
    if (left === 0) continue;
    remaining.set(card, left - 1);
    added.push({ id: `c${nextId++}`, card });
  }
  if (added.length > 0) groups.push(added);
  return { groups, nextId };
}

/** Takes `ids` out of their groups, leaving empty groups in place so indexes stay valid. */
function takeOut(groups: readonly Group[], ids: ReadonlySet<string>): { groups: Group[]; taken: HandCard[] } {
  const taken: HandCard[] = [];
  for (const g of groups) for (const c of g) if (ids.has(c.id)) taken.push(c);
  return { groups: groups.map((g) => g.filter((c) => !ids.has(c.id))), taken };
}

/** Moves cards (in their current hand order) to a target. Unknown ids are ignored. */
export function moveCards(arrangement: Arrangement, ids: readonly string[], target: DropTarget): Arrangement {
  const idSet = new Set(ids);
  if (target.kind === "before" && idSet.has(target.id)) return arrangement;
  const { groups, taken } = takeOut(arrangement.groups, idSet);
  if (taken.length === 0) return arrangement;
  let next: Group[];
  if (target.kind === "new-group") {
    const at = Math.max(0, Math.min(target.at, groups.length));
    next = [...groups.slice(0, at), taken, ...groups.slice(at)];
  } else if (target.kind === "end") {
    if (target.group < 0 || target.group >= groups.length) return arrangement;
    next = groups.map((g, i) => (i === target.group ? [...g, ...taken] : g));
  } else {
    const gi = groups.findIndex((g) => g.some((c) => c.id === target.id));
    if (gi < 0) return arrangement;
    next = groups.map((g, i) => {
      if (i !== gi) return g;
      const at = g.findIndex((c) => c.id === target.id);
      return [...g.slice(0, at), ...taken, ...g.slice(at)];
    });
  }
  return { ...arrangement, groups: withoutEmpty(next) };
}

/** Makes one new group of the given cards, placed where the first of them was. */
export function groupCards(arrangement: Arrangement, ids: readonly string[]): Arrangement {
  const idSet = new Set(ids);
  const first = arrangement.groups.findIndex((g) => g.some((c) => idSet.has(c.id)));
  if (first < 0) return arrangement;
  return moveCards(arrangement, ids, { kind: "new-group", at: first });
}

/** Moves one card one step left or right in the hand, crossing into the neighbouring group at a group's edge. */
export function nudgeCard(arrangement: Arrangement, id: string, step: -1 | 1): Arrangement {
  const gi = groupIndexOf(arrangement, id);
  if (gi < 0) return arrangement;
  const group = arrangement.groups[gi] ?? [];
  const at = group.findIndex((c) => c.id === id);
  const card = group[at];
  if (!card) return arrangement;
  const groups = arrangement.groups.map((g) => [...g]);
  const inGroup = groups[gi] ?? [];
  const to = at + step;
  if (to >= 0 && to < inGroup.length) {
    inGroup.splice(at, 1);
    inGroup.splice(to, 0, card);
    return { ...arrangement, groups };
  }
  const neighbour = groups[gi + step];
  if (!neighbour) return arrangement;
  inGroup.splice(at, 1);
  if (step === 1) neighbour.unshift(card);
  else neighbour.push(card);
  return { ...arrangement, groups: withoutEmpty(groups) };
}

const SUIT_ORDER = [0, 1, 3, 2]; // spades, hearts, clubs, diamonds: colours alternate

/** Rank order for display, Ace low. */
function byRank(a: HandCard, b: HandCard): number {
  return rankOf(a.card) - rankOf(b.card);
}

/**
 * One group per suit, ranks ascending, suits alternating black and red, with the jokers (printed
 * and wild, as `isJoker` says for this deal) gathered in a last group.
 */
export function sortBySuit(arrangement: Arrangement, isJoker: (card: Card) => boolean): Arrangement {
  const all = handCards(arrangement);
  const jokers = all.filter((c) => isPrintedJoker(c.card) || isJoker(c.card));
  const naturals = all.filter((c) => !jokers.includes(c));
  const groups: Group[] = SUIT_ORDER.map((suit) => naturals.filter((c) => suitIndexOf(c.card) === suit).sort(byRank));
  groups.push(jokers);
  return { ...arrangement, groups: withoutEmpty(groups) };
}

/**
 * Rebuilds the groups to match card-code groups (the solver's arrangement), reusing the ids of
 * the cards held. Cards the groups do not mention keep their order in a last group; a group
 * naming a card the hand does not hold leaves the arrangement unchanged.
 */
export function arrangeAs(arrangement: Arrangement, target: readonly (readonly Card[])[]): Arrangement {
  const pool = handCards(arrangement);
  const used = new Set<string>();
  const groups: Group[] = [];
  for (const codes of target) {
    const group: HandCard[] = [];
    for (const code of codes) {
      const match = pool.find((c) => c.card === code && !used.has(c.id));
      if (!match) return arrangement;
      used.add(match.id);
      group.push(match);
    }
    groups.push(group);
  }
  groups.push(pool.filter((c) => !used.has(c.id)));
  return { ...arrangement, groups: withoutEmpty(groups) };
}

/** The arrangement without one card: the groups a declaration submits after the finish card. */
export function withoutCard(arrangement: Arrangement, id: string): Arrangement {
  return { ...arrangement, groups: withoutEmpty(arrangement.groups.map((g) => g.filter((c) => c.id !== id))) };
}
