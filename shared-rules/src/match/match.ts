/**
 * One transition shape for a match of deals at one table, whatever its kind: the room keeps a
 * `Match`, asks it for the next deal, records each settled deal, and reads from it what the
 * table shows, who may rejoin or split and who is paid. Only this file asks which kind a match
 * is (pool.ts, deals.ts hold the rules of each). Points rummy has no match: each of its deals
 * settles on its own (points.ts, settlement.ts). Pure, like the deal machine.
 */
import type { RuleSet } from "../variant.ts";
import type { DealResults, Seat } from "../deal/types.ts";
import { prizePool, splitByDrops, splitEqually, type PrizePool, type PrizeShare } from "../settlement.ts";
import { nextDealsDeal, recordDealsDeal, startDeals, type DealsMatch } from "./deals.ts";
import { canRejoin, dropsLeft, endPoolBySplit, isPoolOver, manualSplitAllowed, nextPoolDeal, poolEntries, recordPoolDeal, rejoin, remainingPlayers, startPool, type PoolMatch } from "./pool.ts";
import { matchError, type MatchError, type MatchEvent, type NextDeal } from "./types.ts";

export type Match = PoolMatch | DealsMatch;
export type MatchStep = { ok: true; match: Match; events: MatchEvent[] } | { ok: false; error: MatchError };

/** Who asked for a split: the system's offer (equal shares) or a player (shares by drops). */
export type SplitKind = "auto" | "manual";

/** A seat as the table shows it: its pool score or its deals chips, and whether it is out. */
export interface MatchSeat {
  readonly seat: Seat;
  readonly score: number;
  readonly eliminated: boolean;
}

/** The kind of match a rule set plays (its variant's kind); null for points, which plays none. */
export function matchKindOf(rules: RuleSet): Match["kind"] | null {
  return rules.kind === "points" ? null : rules.kind;
}

/** A match of the rule set's kind; `dealsCount` is the table's choice for deals (null: the rule set's). */
export function startMatch(rules: RuleSet, seats: readonly Seat[], firstSeat: Seat, dealsCount?: number | null): Match {
  const kind = matchKindOf(rules);
  if (kind === null) throw new Error(`${rules.id} plays no match: each points deal settles on its own`);
  return kind === "pool" ? startPool(rules, seats, firstSeat) : startDeals(rules, seats, firstSeat, dealsCount ?? undefined);
}

export function matchOver(match: Match): boolean {
  return match.kind === "pool" ? isPoolOver(match) : match.winner !== null;
}

/** The seats and first player of the next deal (throws once the match is over). */
export function nextMatchDeal(match: Match): NextDeal {
  return match.kind === "pool" ? nextPoolDeal(match) : nextDealsDeal(match);
}

/** Adds a settled deal to the match: scores or chips, eliminations, the winner, a split offer. */
export function recordMatchDeal(match: Match, results: DealResults): { match: Match; events: MatchEvent[] } {
  return match.kind === "pool" ? recordPoolDeal(match, results) : recordDealsDeal(match, results);
}

export function matchSeats(match: Match): MatchSeat[] {
  if (match.kind === "pool") return match.players.map((p) => ({ seat: p.seat, score: p.score, eliminated: p.eliminated }));
  return match.players.map((p) => ({ seat: p.seat, score: p.chips, eliminated: false }));
}

/** The seats still playing for the prize. */
export function contenders(match: Match): Seat[] {
  return match.kind === "pool" ? remainingPlayers(match).map((p) => p.seat) : match.players.map((p) => p.seat);
}

/** Entry fees paid into the prize pool so far (a pool rejoin pays one more). */
export function matchEntries(match: Match): number {
  return match.kind === "pool" ? poolEntries(match) : match.players.length;
}

/** What each seat paid into the prize pool: one entry fee, plus one per rejoin. */
export function paidIn(match: Match, entryFeePaise: bigint): Map<Seat, bigint> {
  return new Map(match.players.map((p) => [p.seat, entryFeePaise * BigInt(1 + ("rejoins" in p ? p.rejoins : 0))]));
}

/** The match as the `match` message shows it (PROTOCOL.md). */
export function publicMatch(match: Match) {
  if (match.kind === "pool") {
    return { kind: match.kind, dealsPlayed: match.dealsPlayed, players: match.players, winner: match.winner, splitBetween: match.splitBetween, entries: poolEntries(match) };
  }
  return { kind: match.kind, dealsPlayed: match.dealsPlayed, dealsCount: match.dealsCount, players: match.players, winner: match.winner, tieBreak: match.tieBreak };
}

/** An eliminated seat that may buy back in now, with the score it would come back on; else null. */
export function rejoinOffer(match: Match, seat: Seat): { score: number } | null {
  if (match.kind !== "pool" || canRejoin(match, seat) !== null) return null;
  return { score: Math.max(...remainingPlayers(match).map((p) => p.score)) + 1 };
}

/** Rejoins the seat has bought so far. */
export function rejoinsOf(match: Match, seat: Seat): number {
  const p = match.players.find((x) => x.seat === seat);
  return p && "rejoins" in p ? p.rejoins : 0;
}

export function rejoinMatch(match: Match, seat: Seat): MatchStep {
  if (match.kind !== "pool") return matchError("match/rejoin_closed", "a deals match has no rejoin");
  return rejoin(match, seat);
}

/** Whether this kind of match may ever end by a split (pool). */
export function splits(match: Match): boolean {
  return match.kind === "pool";
}

/** A player of the match may ask for a split by drops now. */
export function splitProposable(match: Match, seat: Seat): boolean {
  return match.kind === "pool" && manualSplitAllowed(match) && remainingPlayers(match).some((p) => p.seat === seat);
}

export function splitMatch(match: Match): MatchStep {
  if (match.kind !== "pool") return matchError("match/split_not_allowed", "a deals match has no split");
  return endPoolBySplit(match);
}

/** The split of the prize among the contenders: by drops when a player asked, equal when offered. */
export function splitShares(match: Match, entryFeePaise: bigint, rakePercent: number, kind: SplitKind): PrizeShare[] {
  if (match.kind !== "pool") throw new Error("a deals match has no split");
  const pool = prizePool(entryFeePaise, poolEntries(match), rakePercent);
  const players = remainingPlayers(match).map((p) => ({ seat: p.seat, score: p.score, dropsLeft: dropsLeft(match.rules, p.score) }));
  return kind === "manual" ? splitByDrops(pool.prizePaise, entryFeePaise, players) : splitEqually(pool.prizePaise, players);
}

/** The prize pool of a match that is over and who receives it: the winner, or the split's shares. */
export function matchPrizes(match: Match, entryFeePaise: bigint, rakePercent: number, splitKind: SplitKind): { pool: PrizePool; shares: PrizeShare[] } {
  const pool = prizePool(entryFeePaise, matchEntries(match), rakePercent);
  if (match.kind === "pool" && match.splitBetween) return { pool, shares: splitShares(match, entryFeePaise, rakePercent, splitKind) };
  if (match.winner === null) throw new Error("the match has no winner to pay");
  return { pool, shares: [{ seat: match.winner, paise: pool.prizePaise }] };
}
