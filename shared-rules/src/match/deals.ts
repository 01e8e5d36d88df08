/**
 * Deals rummy: a fixed number of deals; every player starts with chipsPerDeal x dealsCount chips,
 * and each deal's winner takes every loser's deal points as chips. After the last deal the
 * player with most chips wins. A tie plays one more deal between the tied players, and the
 * winner of that deal wins the match (a loser can score 0 in it, so chips alone may stay tied).
 * A loser never pays more chips than they hold: with the default rules the cap of 80 points a
 * deal and 80 x deals starting chips make this moot, but a custom rule set could otherwise push
 * a stack below zero.
 */
import type { RuleSet } from "../variant.ts";
import type { DealResults, Seat } from "../deal/types.ts";
import { firstSeatForDeal } from "./seating.ts";
import type { MatchEvent, NextDeal } from "./types.ts";

export interface DealsPlayer {
  readonly seat: Seat;
  readonly chips: number;
}

export interface DealsMatch {
  readonly kind: "deals";
  readonly rules: RuleSet;
  readonly dealsCount: number;
  readonly players: DealsPlayer[];
  readonly dealsPlayed: number;
  readonly firstSeat: Seat;
  /** Seats playing the extra deal after a tie on chips, or null. */
  readonly tieBreak: Seat[] | null;
  readonly winner: Seat | null;
}

/** `dealsCount` overrides the rule set's (tables choose 2, 3 or 6 deals). */
export function startDeals(rules: RuleSet, seats: readonly Seat[], tossWinnerSeat: Seat, dealsCount?: number): DealsMatch {
  if (!rules.deals) throw new Error(`${rules.id} is not a deals variant`);
  const count = dealsCount ?? rules.deals.dealsCount;
  if (!Number.isInteger(count) || count < 1 || count > 12) throw new Error(`dealsCount must be 1..12, got ${count}`);
  if (seats.length < 2 || new Set(seats).size !== seats.length || !seats.includes(tossWinnerSeat)) throw new Error("a deals match needs 2+ distinct seats including the toss winner");
  const chips = rules.deals.chipsPerDeal * count;
  return {
    kind: "deals",
    rules,
    dealsCount: count,
    players: [...seats].sort((a, b) => a - b).map((seat) => ({ seat, chips })),
    dealsPlayed: 0,
    firstSeat: tossWinnerSeat,
    tieBreak: null,
    winner: null,
  };
}

export function nextDealsDeal(match: DealsMatch): NextDeal {
  if (match.winner !== null) throw new Error("the deals match is over");
  const seats = match.tieBreak ?? match.players.map((p) => p.seat);
  const firstSeat = match.dealsPlayed === 0 ? firstSeatForDeal(null, seats, match.firstSeat) : firstSeatForDeal(match.firstSeat, seats);
  return { seats, firstSeat };
}

/** Moves chips for a settled deal, then decides the match after the last deal (or the tie-break). */
export function recordDealsDeal(match: DealsMatch, results: DealResults): { match: DealsMatch; events: MatchEvent[] } {
  const expected = nextDealsDeal(match).seats.sort((a, b) => a - b);
  const got = results.seats.map((s) => s.seat).sort((a, b) => a - b);
  if (expected.join() !== got.join()) throw new Error(`deal seats ${got} are not the seats of this deal ${expected}`);
  const paid = new Map<Seat, number>();
  for (const r of results.seats) {
    if (r.seat === results.winner) continue;
    const holder = match.players.find((p) => p.seat === r.seat);
    paid.set(r.seat, Math.min(r.points, holder?.chips ?? 0));
  }
  const won = [...paid.values()].reduce((a, b) => a + b, 0);
  const events: MatchEvent[] = [];
  const players = match.players.map((p) => {
    const delta = p.seat === results.winner ? won : -(paid.get(p.seat) ?? 0);
    if (!got.includes(p.seat)) return p;
    events.push({ type: "chips", seat: p.seat, delta, chips: p.chips + delta });
    return { ...p, chips: p.chips + delta };
  });
  const next: DealsMatch = { ...match, players, dealsPlayed: match.dealsPlayed + 1, firstSeat: (results.seats[0] as { seat: Seat }).seat };
  if (match.tieBreak) {
    events.push({ type: "won", seat: results.winner });
    return { match: { ...next, winner: results.winner }, events };
  }
  if (next.dealsPlayed < match.dealsCount) return { match: next, events };
  const most = Math.max(...players.map((p) => p.chips));
  const leaders = players.filter((p) => p.chips === most).map((p) => p.seat);
  if (leaders.length === 1) {
    events.push({ type: "won", seat: leaders[0] as Seat });
    return { match: { ...next, winner: leaders[0] as Seat }, events };
  }
  events.push({ type: "tie_break", seats: leaders });
  return { match: { ...next, tieBreak: leaders }, events };
}
