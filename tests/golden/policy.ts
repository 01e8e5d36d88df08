/**
 * A deterministic table of bots for golden files, played with the solver: a bot picks the open
 * card only when it lowers its hand's best count, throws the card the solver would put in the
 * finish slot, and declares as soon as the solver finds a valid declaration. A scenario script adds the rare events (drops, timeouts, auto
 * drops, wrong shows, a missed meld) at fixed turns so every golden file exercises them.
 */
import {
  bestArrangement,
  facePoints,
  isJoker,
  jokerContext,
  rankOf,
  suitIndexOf,
  type Card,
  type DealAction,
  type DealState,
  type Seat,
} from "@rummy/shared-rules";

export interface Script {
  /** Turn numbers at which the seat on turn lets its clock run out. */
  readonly timeoutTurns?: readonly number[];
  /** Turn numbers at which the seat on turn drops. */
  readonly dropTurns?: readonly number[];
  /** Turn numbers at which the seat on turn makes a wrong show. */
  readonly wrongShowTurns?: readonly number[];
  /** At this turn, the next seat pre-selects an auto drop. */
  readonly autoDropAt?: { readonly turn: number };
  /** Seats that do not submit their meld (scored by the solver at the meld timeout). */
  readonly silentMelders?: readonly Seat[];
  /** A deal still going at this turn is ended by drops, to bound golden files. */
  readonly maxTurns?: number;
  /** Bots that only draw from the closed deck and throw what they drew: runs the closed deck out. */
  readonly passive?: boolean;
}

export interface TimedAction {
  readonly now: number;
  readonly action: DealAction;
}

function connects(card: Card, others: readonly Card[]): boolean {
  return others.some((o) => o !== card && o !== 52 && (rankOf(o) === rankOf(card) || (suitIndexOf(o) === suitIndexOf(card) && Math.abs(rankOf(o) - rankOf(card)) <= 2 && o !== card)));
}

function without(hand: readonly Card[], card: Card): Card[] {
  const rest = [...hand];
  rest.splice(rest.indexOf(card), 1);
  return rest;
}

function groupsOf(best: { melds: readonly (readonly Card[])[]; deadwood: readonly Card[] }): Card[][] {
  const groups = best.melds.map((m) => [...m]);
  if (best.deadwood.length > 0) groups.push([...best.deadwood]);
  return groups;
}

/** A finish card and groups that make a valid declaration, if the hand (with its drawn card) has one. */
function findDeclaration(state: DealState, hand: readonly Card[], forbidden: Card | null): { finish: Card; groups: Card[][] } | null {
  const ctx = jokerContext(state.rules, state.cut);
  const best = bestArrangement(state.rules, ctx, hand);
  if (!best.valid) return null;
  if (best.finish !== undefined && best.finish !== forbidden) return { finish: best.finish, groups: groupsOf(best) };
  // The solver's finish card is the one picked from the open deck: look for another.
  for (const finish of new Set(hand)) {
    if (finish === forbidden) continue;
    const rest = bestArrangement(state.rules, ctx, without(hand, finish));
    if (rest.valid) return { finish, groups: groupsOf(rest) };
  }
  return null;
}

function discardChoice(state: DealState, hand: readonly Card[], forbidden: Card | null): Card {
  const ctx = jokerContext(state.rules, state.cut);
  const candidates = [...new Set(hand)].filter((c) => c !== forbidden && !isJoker(ctx, c));
  const pool = candidates.length > 0 ? candidates : hand.filter((c) => c !== forbidden);
  const score = (c: Card) => (connects(c, hand) ? 0 : 100) + facePoints(c);
  return [...pool].sort((a, b) => score(b) - score(a) || a - b)[0] as Card;
}

/** Pick the open card only when the solver says it lowers the hand's best count. */
function drawFrom(state: DealState, hand: readonly Card[], script: Script): "open" | "closed" {
  const top = state.open[state.open.length - 1];
  const ctx = jokerContext(state.rules, state.cut);
  if (script.passive || top === undefined || (!state.openIsFirstCard && isJoker(ctx, top))) return "closed";
  const now = bestArrangement(state.rules, ctx, hand).points;
  const withTop = bestArrangement(state.rules, ctx, [...hand, top]);
  return withTop.finish !== top && withTop.points < now ? "open" : "closed";
}

function afterDraw(state: DealState, hand: readonly Card[], script: Script, forbidden: Card | null, drawn: Card): DealAction {
  const seat = state.turn?.seat ?? -1;
  if ((script.wrongShowTurns ?? []).includes(state.turn?.number ?? -1)) {
    const finish = discardChoice(state, hand, forbidden);
    return { type: "declare", seat, finish, groups: [without(hand, finish)] };
  }
  if (script.passive) return { type: "discard", seat, card: forbidden === null ? drawn : discardChoice(state, hand, forbidden) };
  const declaration = findDeclaration(state, hand, forbidden);
  if (declaration) return { type: "declare", seat, ...declaration };
  const best = bestArrangement(state.rules, jokerContext(state.rules, state.cut), hand);
  const card = best.finish !== undefined && best.finish !== forbidden ? best.finish : discardChoice(state, hand, forbidden);
  return { type: "discard", seat, card };
}

function turnAction(state: DealState, script: Script): TimedAction {
  const turn = state.turn;
  if (!turn) throw new Error("no turn");
  const seat = turn.seat;
  const now = turn.startedAt + 2000;
  const hand = state.seats.find((s) => s.seat === seat)?.hand ?? [];
  if ((script.timeoutTurns ?? []).includes(turn.number)) return { now: turn.deadline, action: { type: "timeout" } };
  if (!turn.drawn) {
    if ((script.dropTurns ?? []).includes(turn.number) || turn.number > (script.maxTurns ?? 150)) return { now, action: { type: "drop", seat } };
    return { now, action: { type: "draw", seat, from: drawFrom(state, hand, script) } };
  }
  const forbidden = turn.drawn.from === "open" ? turn.drawn.card : null;
  return { now, action: afterDraw(state, hand, script, forbidden, turn.drawn.card) };
}

/** The next action of the table; null when the deal is settled. */
export function nextAction(state: DealState, script: Script, autoDropDone: boolean): TimedAction | null {
  if (state.phase === "settled") return null;
  if (state.phase === "meld" && state.meld) {
    const waiting = state.seats.find((s) => s.status === "playing" && !s.groups && !(script.silentMelders ?? []).includes(s.seat));
    if (!waiting) return { now: state.meld.deadline, action: { type: "timeout" } };
    const groups = groupsOf(bestArrangement(state.rules, jokerContext(state.rules, state.cut), waiting.hand));
    return { now: state.meld.deadline - 5000, action: { type: "meld", seat: waiting.seat, groups } };
  }
  const turn = state.turn;
  if (turn && script.autoDropAt && !autoDropDone && turn.number === script.autoDropAt.turn && !turn.drawn) {
    const others = state.seats.filter((s) => s.status === "playing" && s.seat !== turn.seat);
    const target = others[0];
    if (target) return { now: turn.startedAt + 1000, action: { type: "auto_drop", seat: target.seat, on: true } };
  }
  return turnAction(state, script);
}
