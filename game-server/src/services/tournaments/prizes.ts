/**
 * Prize math, pure (no clock, no database): the pool a tournament pays and how it is split by
 * rank. Money is integer paise; a split never loses or invents a paisa, and the paise that do
 * not divide evenly go to the top places, one each.
 */

export type PrizeKind = "cash" | "chips" | "ticket";
export type PrizeMode = "fixed" | "share";

/** One prize row: every rank in rankFrom..rankTo gets the same prize. */
export interface PrizeRange {
  readonly rankFrom: number;
  readonly rankTo: number;
  readonly kind: PrizeKind;
  /** Fixed mode: what each rank gets. */
  readonly amountPaise: bigint;
  /** Share mode: each rank's weight, in basis points of the pool. */
  readonly shareBp: number;
  readonly ticketTemplate: string | null;
  readonly ticketValuePaise: bigint;
}

export interface PoolInput {
  readonly entries: number;
  readonly entryFeePaise: bigint;
  readonly rakeBp: number;
  readonly guaranteedPaise: bigint;
}

export interface Pool {
  readonly grossPaise: bigint;
  readonly rakePaise: bigint;
  /** What the share-mode prizes divide: entries less rake, never below the guarantee. */
  readonly poolPaise: bigint;
}

/** Entries times fee, the rake (rounded down: the player side keeps the odd paisa), and the pool. */
export function prizePool(input: PoolInput): Pool {
  if (input.entries < 0 || input.rakeBp < 0 || input.rakeBp > 10_000) throw new Error(`bad pool input ${input.entries}/${input.rakeBp}`);
  const grossPaise = BigInt(input.entries) * input.entryFeePaise;
  const rakePaise = (grossPaise * BigInt(input.rakeBp)) / 10_000n;
  const net = grossPaise - rakePaise;
  return { grossPaise, rakePaise, poolPaise: net > input.guaranteedPaise ? net : input.guaranteedPaise };
}

export interface RankPrize {
  readonly rank: number;
  readonly kind: PrizeKind;
  /** Paise (cash), paise of chips (chips); 0 for a ticket. */
  readonly amountPaise: bigint;
  readonly ticketTemplate: string | null;
  readonly ticketValuePaise: bigint;
}

/** Each rank's range, for ranks 1..ranked (ranks no one reached get nothing). */
function rankedRows(ranges: readonly PrizeRange[], ranked: number): { rank: number; range: PrizeRange }[] {
  const rows: { rank: number; range: PrizeRange }[] = [];
  for (const range of [...ranges].sort((a, b) => a.rankFrom - b.rankFrom)) {
    for (let rank = range.rankFrom; rank <= Math.min(range.rankTo, ranked); rank++) rows.push({ rank, range });
  }
  return rows;
}

/**
 * The prize of every rank from 1 to `ranked`. Fixed mode pays the amounts written. Share mode
 * divides the whole pool among the ranks that are paid, in proportion to their basis points (so
 * with fewer players than prize ranks the pool is still paid out in full), each rounded down, and
 * the leftover paise (fewer than the number of paid ranks) go one each to ranks 1, 2, 3, ...
 */
export function splitPrizes(mode: PrizeMode, ranges: readonly PrizeRange[], ranked: number, poolPaise: bigint): RankPrize[] {
  const rows = rankedRows(ranges, ranked);
  const ticket = (rank: number, range: PrizeRange): RankPrize => ({ rank, kind: "ticket", amountPaise: 0n, ticketTemplate: range.ticketTemplate, ticketValuePaise: range.ticketValuePaise });
  if (mode === "fixed") {
    return rows.map(({ rank, range }) => (range.kind === "ticket" ? ticket(rank, range) : { rank, kind: range.kind, amountPaise: range.amountPaise, ticketTemplate: null, ticketValuePaise: 0n }));
  }
  const money = rows.filter((r) => r.range.kind !== "ticket" && r.range.shareBp > 0);
  const weight = money.reduce((sum, r) => sum + BigInt(r.range.shareBp), 0n);
  const amounts = new Map<number, bigint>();
  if (weight > 0n) {
    let paid = 0n;
    for (const r of money) {
      const amount = (poolPaise * BigInt(r.range.shareBp)) / weight;
      amounts.set(r.rank, amount);
      paid += amount;
    }
    let left = poolPaise - paid;
    for (const r of money) {
      if (left === 0n) break;
      amounts.set(r.rank, (amounts.get(r.rank) ?? 0n) + 1n);
      left -= 1n;
    }
  }
  return rows.flatMap(({ rank, range }) => {
    if (range.kind === "ticket") return [ticket(rank, range)];
    const amountPaise = amounts.get(rank) ?? 0n;
    return amountPaise > 0n ? [{ rank, kind: range.kind, amountPaise, ticketTemplate: null, ticketValuePaise: 0n }] : [];
  });
}

/** The money prizes added up (SPEC.md's nTotalWinning) and the ticket prizes counted (nWinTicketCount). */
export function prizeTotals(prizes: readonly RankPrize[]): { moneyPaise: bigint; tickets: number } {
  return prizes.reduce((t, p) => (p.kind === "ticket" ? { ...t, tickets: t.tickets + 1 } : { ...t, moneyPaise: t.moneyPaise + p.amountPaise }), { moneyPaise: 0n, tickets: 0 });
}
