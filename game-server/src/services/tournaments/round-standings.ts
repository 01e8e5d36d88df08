import type { DealResults, DealsMatch, Match, PoolMatch, Seat } from "@rummy/shared-rules";

/**
 * A round table's finishing order from its finished match (pure): what the room reports to the
 * director with `recordTableResult`. Rank 1 is the match winner; equal ranks are a tie (the
 * director refuses a tie at the cut rather than guess).
 */
export interface SeatStanding {
  readonly seat: Seat;
  readonly rank: number;
  /** Deals: chips at the end of the match. Pool: points left before the limit (limit - score). */
  readonly chips: number;
}

/**
 * Tie-breaker deals played after the match (seat -> one key per tie-breaker deal it played: 0 for
 * its winner, else the points it lost in it; lower is better). They order only the seats that were
 * tied; chips stay what the match left.
 */
export type TieKeys = Readonly<Record<string, readonly number[]>>;

function compareKeys(a: readonly number[] = [], b: readonly number[] = []): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/** Competition ranking ("1, 2, 2, 4") of seats already in order, equal when `same` says so. */
function ranked<T extends { seat: Seat; chips: number }>(ordered: readonly T[], same: (a: T, b: T) => boolean): SeatStanding[] {
  const out: SeatStanding[] = [];
  ordered.forEach((p, i) => {
    const prev = ordered[i - 1];
    const rank = i > 0 && prev && same(prev, p) ? (out[i - 1]?.rank ?? i + 1) : i + 1;
    out.push({ seat: p.seat, rank, chips: p.chips });
  });
  return out;
}

/** Deals: the winner first (the tie-break deal decided it when chips tied), then by chips. */
export function dealsStandings(match: DealsMatch, keys: TieKeys = {}): SeatStanding[] {
  if (match.winner === null) throw new Error("the deals match is not over");
  const k = (seat: Seat) => keys[String(seat)];
  const winner = match.players.find((p) => p.seat === match.winner);
  const rest = match.players.filter((p) => p.seat !== match.winner).sort((a, b) => b.chips - a.chips || compareKeys(k(a.seat), k(b.seat)) || a.seat - b.seat);
  return ranked([...(winner ? [winner] : []), ...rest], (a, b) => a.seat !== match.winner && b.seat !== match.winner && a.chips === b.chips && compareKeys(k(a.seat), k(b.seat)) === 0);
}

/**
 * Pool knock-out: the last player standing first, then the eliminated, later eliminations first
 * (`eliminatedIn`: seat -> the deal that put them out), then lower score.
 */
export function poolStandings(match: PoolMatch, eliminatedIn: Readonly<Record<string, number>>, keys: TieKeys = {}): SeatStanding[] {
  if (match.winner === null) throw new Error("the pool match has no winner");
  const limit = match.rules.pool?.eliminationAt ?? 101;
  const at = (seat: Seat) => eliminatedIn[String(seat)] ?? 0;
  const k = (seat: Seat) => keys[String(seat)];
  const players = match.players.map((p) => ({ seat: p.seat, score: p.score, chips: limit - p.score }));
  const winner = players.filter((p) => p.seat === match.winner);
  const rest = players.filter((p) => p.seat !== match.winner).sort((a, b) => at(b.seat) - at(a.seat) || a.score - b.score || compareKeys(k(a.seat), k(b.seat)) || a.seat - b.seat);
  const same = (a: (typeof players)[number], b: (typeof players)[number]) => at(a.seat) === at(b.seat) && a.score === b.score && compareKeys(k(a.seat), k(b.seat)) === 0;
  return ranked([...winner, ...rest], (a, b) => a.seat !== match.winner && b.seat !== match.winner && same(a, b));
}

/** Either kind of match's finishing order (`eliminatedIn` counts at a pool table only). */
export function matchStandings(match: Match, eliminatedIn: Readonly<Record<string, number>>, keys: TieKeys = {}): SeatStanding[] {
  return match.kind === "pool" ? poolStandings(match, eliminatedIn, keys) : dealsStandings(match, keys);
}

/**
 * The seats that must play a tie-breaker deal, or null (the rules: a tie at the cut is broken by
 * a deal, never by a coin). At the final every place counts, so any tie does; elsewhere only a tie
 * across the cut (the last qualifier's rank shared with the first one out).
 */
export function tieToBreak(standings: readonly SeatStanding[], qualifiers: number, final: boolean): Seat[] | null {
  const seatsRanked = (rank: number) => standings.filter((s) => s.rank === rank).map((s) => s.seat);
  if (final) {
    for (let i = 1; i < standings.length; i++) if (standings[i]?.rank === standings[i - 1]?.rank) return seatsRanked(standings[i]?.rank ?? 0);
    return null;
  }
  const cut = Math.min(qualifiers, standings.length - 1);
  const last = standings[cut - 1];
  const first = standings[cut];
  return last && first && last.rank === first.rank ? seatsRanked(last.rank) : null;
}

/** A tie-breaker deal's key for each of its seats: 0 for the winner, else the points lost. */
export function tieBreakKeys(results: DealResults): Map<Seat, number> {
  return new Map(results.seats.map((r) => [r.seat, r.seat === results.winner ? 0 : Math.max(1, r.points)]));
}
