/**
 * Pool rummy (`pool101`, `pool201`): the deal winner scores 0, everyone else adds their deal
 * points; a player whose total reaches `pool.eliminationAt` is out. The last player left wins
 * the prize pool, unless the remaining players agree to split it.
 */
import type { RuleSet } from "../variant.ts";
import type { DealResults, Seat } from "../deal/types.ts";
import { firstSeatForDeal } from "./seating.ts";
import { matchError, type MatchError, type MatchEvent, type NextDeal } from "./types.ts";

export interface PoolPlayer {
  readonly seat: Seat;
  readonly score: number;
  readonly eliminated: boolean;
  /** Rejoins bought; each one pays another entry fee into the prize pool. */
  readonly rejoins: number;
}

export interface PoolMatch {
  readonly kind: "pool";
  readonly rules: RuleSet;
  readonly players: PoolPlayer[];
  readonly startedWith: number;
  readonly dealsPlayed: number;
  /** First player of the last deal started (or, before any deal, the toss winner's seat). */
  readonly firstSeat: Seat;
  readonly winner: Seat | null;
  readonly splitBetween: Seat[] | null;
}

type PoolStep = { ok: true; match: PoolMatch; events: MatchEvent[] } | { ok: false; error: MatchError };

function poolRules(rules: RuleSet): NonNullable<RuleSet["pool"]> {
  if (!rules.pool) throw new Error(`${rules.id} is not a pool variant`);
  return rules.pool;
}

export function startPool(rules: RuleSet, seats: readonly Seat[], tossWinnerSeat: Seat): PoolMatch {
  poolRules(rules);
  if (seats.length < 2 || new Set(seats).size !== seats.length || !seats.includes(tossWinnerSeat)) throw new Error("a pool match needs 2+ distinct seats including the toss winner");
  return {
    kind: "pool",
    rules,
    players: [...seats].sort((a, b) => a - b).map((seat) => ({ seat, score: 0, eliminated: false, rejoins: 0 })),
    startedWith: seats.length,
    dealsPlayed: 0,
    firstSeat: tossWinnerSeat,
    winner: null,
    splitBetween: null,
  };
}

export function remainingPlayers(match: PoolMatch): PoolPlayer[] {
  return match.players.filter((p) => !p.eliminated);
}

export function isPoolOver(match: PoolMatch): boolean {
  return match.winner !== null || match.splitBetween !== null;
}

/** The seats and first player of the next deal; the first deal is the toss winner's. */
export function nextPoolDeal(match: PoolMatch): NextDeal {
  if (isPoolOver(match)) throw new Error("the pool match is over");
  const seats = remainingPlayers(match).map((p) => p.seat);
  const firstSeat = match.dealsPlayed === 0 ? firstSeatForDeal(null, seats, match.firstSeat) : firstSeatForDeal(match.firstSeat, seats);
  return { seats, firstSeat };
}

/**
 * Adds a settled deal's points. The deal's results list seats in turn order, so the first one is
 * the deal's first player, from which the next deal rotates. Throws if the deal's seats are not
 * the match's remaining players: the room started the wrong deal.
 */
export function recordPoolDeal(match: PoolMatch, results: DealResults): { match: PoolMatch; events: MatchEvent[] } {
  const { eliminationAt } = poolRules(match.rules);
  const expected = remainingPlayers(match).map((p) => p.seat).sort((a, b) => a - b);
  const got = results.seats.map((s) => s.seat).sort((a, b) => a - b);
  if (isPoolOver(match) || expected.join() !== got.join()) throw new Error(`deal seats ${got} are not the remaining players ${expected}`);
  const events: MatchEvent[] = [];
  const players = match.players.map((p) => {
    const r = results.seats.find((s) => s.seat === p.seat);
    if (!r) return p;
    const score = p.score + r.points;
    events.push({ type: "scored", seat: p.seat, points: r.points, total: score });
    const eliminated = score >= eliminationAt;
    if (eliminated) events.push({ type: "eliminated", seat: p.seat, score });
    return { ...p, score, eliminated };
  });
  const firstSeat = (results.seats[0] as { seat: Seat }).seat;
  let next: PoolMatch = { ...match, players, dealsPlayed: match.dealsPlayed + 1, firstSeat };
  const left = remainingPlayers(next);
  // The deal winner scores 0 and so is never eliminated: at least one player always remains.
  if (left.length === 1) {
    next = { ...next, winner: (left[0] as PoolPlayer).seat };
    events.push({ type: "won", seat: next.winner as Seat });
  } else if (autoSplitOffered(next)) {
    events.push({ type: "split_offered", seats: left.map((p) => p.seat) });
  }
  return { match: next, events };
}

/**
 * An eliminated player may buy back in while the match goes on and nobody remaining is above
 * `rejoinMaxScore`; they come back with the highest remaining score + 1.
 */
export function canRejoin(match: PoolMatch, seat: Seat): MatchError | null {
  const { rejoinMaxScore } = poolRules(match.rules);
  const p = match.players.find((x) => x.seat === seat);
  if (!p) return { code: "match/unknown_seat", message: `seat ${seat} is not in this match` };
  if (isPoolOver(match)) return { code: "match/over", message: "the match is over" };
  if (!p.eliminated) return { code: "match/not_eliminated", message: "only an eliminated player can rejoin" };
  const highest = Math.max(...remainingPlayers(match).map((x) => x.score));
  if (highest > rejoinMaxScore) return { code: "match/rejoin_closed", message: `rejoining closed: a remaining player is above ${rejoinMaxScore}` };
  return null;
}

export function rejoin(match: PoolMatch, seat: Seat): PoolStep {
  const refused = canRejoin(match, seat);
  if (refused) return { ok: false, error: refused };
  const score = Math.max(...remainingPlayers(match).map((x) => x.score)) + 1;
  const players = match.players.map((p) => (p.seat === seat ? { ...p, score, eliminated: false, rejoins: p.rejoins + 1 } : p));
  return { ok: true, match: { ...match, players }, events: [{ type: "rejoined", seat, score }] };
}

/** Entry fees paid so far: one per starting player plus one per rejoin. */
export function poolEntries(match: PoolMatch): number {
  return match.startedWith + match.players.reduce((n, p) => n + p.rejoins, 0);
}

/** The system offers a split once every remaining player is at or above `autoSplitMinScore`. */
export function autoSplitOffered(match: PoolMatch): boolean {
  const left = remainingPlayers(match);
  return !isPoolOver(match) && left.length >= 2 && left.every((p) => p.score >= poolRules(match.rules).autoSplitMinScore);
}

/** A player may ask for a split by drops with 2 or 3 players left, if the table started with more. */
export function manualSplitAllowed(match: PoolMatch): boolean {
  const left = remainingPlayers(match).length;
  return !isPoolOver(match) && (left === 2 || left === 3) && match.startedWith > left;
}

/**
 * Drops left: how many more first drops a player could take without being eliminated, that is
 * the largest k with score + k x firstDrop still below `eliminationAt`.
 */
export function dropsLeft(rules: RuleSet, score: number): number {
  const { eliminationAt } = poolRules(rules);
  if (rules.firstDrop <= 0) return 0;
  return Math.max(0, Math.floor((eliminationAt - 1 - score) / rules.firstDrop));
}

/** Ends the match by an accepted split (auto offer or manual request); payouts: `splitByDrops`. */
export function endPoolBySplit(match: PoolMatch): PoolStep {
  if (!manualSplitAllowed(match) && !autoSplitOffered(match)) return matchError("match/split_not_allowed", "a split is not open at this point of the match");
  const seats = remainingPlayers(match).map((p) => p.seat);
  return { ok: true, match: { ...match, splitBetween: seats }, events: [{ type: "split", seats }] };
}
