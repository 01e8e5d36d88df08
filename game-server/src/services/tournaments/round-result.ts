/**
 * A round's outcome, pure (game-server/TOURNAMENTS.md "Rounds"): each table reports its finishing
 * order; the top K of each table go on; the others are ranked below everyone still in, by table
 * rank then chips. A tie exactly at a table's cut cannot be decided here (the rules want a
 * tie-breaker deal, never a coin): the round is refused and the caller says so.
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
  | { readonly ok: false; readonly tieAt: { tableNo: number; userIds: string[] } };

function byRank(a: Standing, b: Standing): number {
  return a.rank - b.rank || b.chips - a.chips;
}

/**
 * The outcome of a round from its table reports and byes. With one table and no byes this is the
 * final: its finishing order ranks everyone (a tie between two places refuses too).
 */
export function roundOutcome(tables: readonly TableReport[], byes: readonly string[], qualifiersPerTable: number): RoundOutcome {
  const final = tables.length === 1 && byes.length === 0;
  const qualified = [...byes];
  const eliminated: Standing[] = [];
  for (const table of tables) {
    const order = [...table.standings].sort(byRank);
    const cut = final ? order.length : Math.min(qualifiersPerTable, order.length - 1);
    for (let i = 1; i < order.length; i++) {
      const tiedAcrossCut = order[i]!.rank === order[i - 1]!.rank && (final || i === cut);
      if (tiedAcrossCut) return { ok: false, tieAt: { tableNo: table.tableNo, userIds: order.filter((s) => s.rank === order[i]!.rank).map((s) => s.userId) } };
    }
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
