/**
 * A round's outcome, pure (game-server/TOURNAMENTS.md "Round result"): each table reports its
 * finishing order; the top K of each table go on; the others are ranked below everyone still in, by
 * table rank then chips. A tie exactly at a table's cut (or any tie at the final table) is not
 * decided here: the rules want a tie-breaker deal among the tied players, never a coin, so the
 * round names those players and waits until the deal's finishing order is reported with the table.
 */
export interface Standing {
  readonly userId: string;
  /** 1 = best at the table; equal ranks are a tie. */
  readonly rank: number;
  /** Chips (or score) at the end of the table's match: the last tie-breaker between tables. */
  readonly chips: number;
}

export interface TableReport {
  readonly tableNo: number;
  readonly standings: readonly Standing[];
  /** The finishing orders of the tie-breaker deals played at this table, best first; each is one whole tied group. */
  readonly tieBreaks?: readonly (readonly string[])[];
}

/** Players tied at one table who must play a tie-breaker deal: the rank they share, their ids sorted. */
export interface TieBreakNeed {
  readonly tableNo: number;
  readonly rank: number;
  readonly userIds: string[];
}

export type RoundOutcome =
  | {
      readonly ok: true;
      readonly qualified: string[];
      /** Knocked out this round, best first (the order their positions are given in). */
      readonly eliminated: Standing[];
      /** The final table: every player ranked, best first (positions 1..n). */
      readonly final: boolean;
    }
  /** Every tie still to be broken, across the round's tables (their deals may run side by side). */
  | { readonly ok: false; readonly tieBreaks: TieBreakNeed[] };

function byRank(a: Standing, b: Standing): number {
  return a.rank - b.rank || b.chips - a.chips;
}

/** Ranks as standard competition ranking ("1224"): one plus the number of players strictly ahead. */
function competitionRanks(standings: readonly Standing[]): Standing[] {
  return standings.map((s) => ({ ...s, rank: 1 + standings.filter((o) => o.rank < s.rank).length }));
}

/**
 * A table's standings with its tie-breaker deals applied: the i-th player of a tied group's order
 * takes rank r + i (r the rank the group shared). An order that is not exactly one tied group is a
 * broken invariant (the service records only whole groups) and throws.
 */
export function applyTieBreaks(standings: readonly Standing[], orders: readonly (readonly string[])[]): Standing[] {
  let ranked = competitionRanks(standings);
  for (const order of orders) {
    const rank = ranked.find((s) => s.userId === order[0])?.rank;
    const group = ranked.filter((s) => s.rank === rank);
    if (rank === undefined || order.length < 2 || new Set(order).size !== order.length || group.length !== order.length || group.some((s) => !order.includes(s.userId))) {
      throw new Error(`tie-breaker order ${order.join(", ")} is not one tied group of ${standings.map((s) => `${s.userId}:${s.rank}`).join(", ")}`);
    }
    ranked = ranked.map((s) => (order.includes(s.userId) ? { ...s, rank: rank + order.indexOf(s.userId) } : s));
  }
  return ranked;
}

/** How many of a table go on: everyone is ranked at the final; elsewhere the top K, leaving at least one out. */
function cutOf(size: number, qualifiersPerTable: number, final: boolean): number {
  return final ? size : Math.min(qualifiersPerTable, size - 1);
}

/**
 * The ties a table must break with a tie-breaker deal. At the final table every tie (each place is
 * a position). Elsewhere only the tie that straddles the cut: a tie wholly above it changes no
 * one's fate, and one wholly below it is ranked with the other tables' knocked-out by chips.
 */
export function tableTieBreaks(report: TableReport, qualifiersPerTable: number, final: boolean): TieBreakNeed[] {
  const standings = applyTieBreaks(report.standings, report.tieBreaks ?? []);
  const cut = cutOf(standings.length, qualifiersPerTable, final);
  const ranks = [...new Set(standings.map((s) => s.rank))].sort((a, b) => a - b);
  return ranks.flatMap((rank) => {
    const userIds = standings.filter((s) => s.rank === rank).map((s) => s.userId).sort();
    const last = rank + userIds.length - 1;
    return userIds.length >= 2 && (final || (rank <= cut && last > cut)) ? [{ tableNo: report.tableNo, rank, userIds }] : [];
  });
}

/** True when the round is the final: one table and nobody waiting on a bye. */
export function isFinalRound(tables: number, byes: number): boolean {
  return tables === 1 && byes === 0;
}

/**
 * The outcome of a round from its table reports (with their tie-breaker deals) and byes. With one
 * table and no byes this is the final: its finishing order ranks everyone.
 */
export function roundOutcome(tables: readonly TableReport[], byes: readonly string[], qualifiersPerTable: number): RoundOutcome {
  const final = isFinalRound(tables.length, byes.length);
  const tieBreaks = tables.flatMap((table) => tableTieBreaks(table, qualifiersPerTable, final));
  if (tieBreaks.length > 0) return { ok: false, tieBreaks };
  const qualified = [...byes];
  const eliminated: Standing[] = [];
  for (const table of tables) {
    const order = applyTieBreaks(table.standings, table.tieBreaks ?? []).sort(byRank);
    const cut = cutOf(order.length, qualifiersPerTable, final);
    if (final) {
      eliminated.push(...order);
      continue;
    }
    qualified.push(...order.slice(0, cut).map((s) => s.userId));
    eliminated.push(...order.slice(cut));
  }
  // Knocked out at the same round: better table rank first, then more chips, then (an exact tie
  // across tables, which shares no prize rule) the user id, so a rerun ranks the same.
  if (!final) eliminated.sort((a, b) => byRank(a, b) || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return { ok: true, qualified, eliminated, final };
}
