/**
 * Settlement math: where game points become money. Money leaves this package only here, as
 * integer paise in `bigint` (DESIGN.md "Money"). Points are a separate branded type and
 * `pointsToPaise` is the only bridge between the two.
 *
 * Rounding, chosen once for every function here:
 * - The platform fee is `rakePercent` of the amount it applies to, rounded DOWN to the paisa, so a
 *   player is never charged a fraction of a paisa more than the stated percentage.
 * - A prize that does not divide evenly leaves a remainder of a few paise; it is handed out one
 *   paisa at a time to the players with the lowest match score first, ties to the lower seat
 *   number, so the best-placed players get it and every paisa of the pool is paid out.
 * - Every function checks conservation (what is paid in equals what is paid out plus the fee)
 *   and throws if it does not hold: that would be a bug, not a player mistake.
 */

declare const pointsBrand: unique symbol;
/** Game points (a hand's count, a drop, a pool score). Not money: see `pointsToPaise`. */
export type Points = number & { readonly [pointsBrand]: true };

/** A bound far above any real score; it keeps `pointsToPaise` inside safe integers. */
const MAX_POINTS = 1_000_000;

export function toPoints(value: number): Points {
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_POINTS) throw new Error(`points must be an integer 0..${MAX_POINTS}, got ${value}`);
  return value as Points;
}

/** The only bridge from points to money. */
export function pointsToPaise(points: Points, pointValuePaise: bigint): bigint {
  if (pointValuePaise < 0n) throw new Error("a point value cannot be negative");
  return BigInt(toPoints(points)) * pointValuePaise;
}

/**
 * `rakePercent` in basis points. Rule sets may say 12.5 percent; anything finer than a hundredth
 * of a percent is refused so the fee stays exact integer arithmetic.
 */
export function rakeBasisPoints(rakePercent: number): bigint {
  const bps = Math.round(rakePercent * 100);
  if (Math.abs(bps - rakePercent * 100) > 1e-9 || bps < 0 || bps > 10_000) throw new Error(`rakePercent must be 0..100 in hundredths, got ${rakePercent}`);
  return BigInt(bps);
}

/** The platform fee on an amount: `rakePercent` of it, rounded down to the paisa. */
export function feeOf(amountPaise: bigint, rakePercent: number): bigint {
  if (amountPaise < 0n) throw new Error("a fee applies to a non-negative amount");
  return (amountPaise * rakeBasisPoints(rakePercent)) / 10_000n;
}

function assertConserved(what: string, inPaise: bigint, outPaise: bigint): void {
  if (inPaise !== outPaise) throw new Error(`${what}: ${inPaise} paise in but ${outPaise} paise out`);
}

/** One seat owing another points after a deal (a loser to the winner, or a 21-card value card). */
export interface PointsDebt {
  readonly from: number;
  readonly to: number;
  readonly points: Points;
}

export interface PointsSeatSettlement {
  readonly seat: number;
  /** What the seat pays (its net debt), or 0. */
  readonly lossPaise: bigint;
  /** What the seat is owed before the fee, or 0. */
  readonly grossWinPaise: bigint;
  readonly feePaise: bigint;
  /** Credited to the seat: gross winnings less the fee. */
  readonly winPaise: bigint;
}

export interface PointsSettlement {
  readonly seats: PointsSeatSettlement[];
  readonly lossesPaise: bigint;
  readonly winningsPaise: bigint;
  readonly feePaise: bigint;
}

/**
 * Points rummy: debts between seats are netted per seat (a 21-card loser may also be owed for
 * value cards), each net debtor pays its net points x point value, each net creditor receives
 * its net points x point value less the platform fee. Winnings + fee = losses, exactly.
 */
export function settlePoints(seats: readonly number[], debts: readonly PointsDebt[], pointValuePaise: bigint, rakePercent: number): PointsSettlement {
  const net = new Map<number, number>(seats.map((s) => [s, 0]));
  for (const debt of debts) {
    if (!net.has(debt.from) || !net.has(debt.to) || debt.from === debt.to) throw new Error(`debt between unknown seats ${debt.from} -> ${debt.to}`);
    net.set(debt.from, (net.get(debt.from) ?? 0) - toPoints(debt.points));
    net.set(debt.to, (net.get(debt.to) ?? 0) + toPoints(debt.points));
  }
  const result = seats.map((seat): PointsSeatSettlement => {
    const n = net.get(seat) ?? 0;
    const lossPaise = n < 0 ? pointsToPaise(toPoints(-n), pointValuePaise) : 0n;
    const grossWinPaise = n > 0 ? pointsToPaise(toPoints(n), pointValuePaise) : 0n;
    const feePaise = feeOf(grossWinPaise, rakePercent);
    return { seat, lossPaise, grossWinPaise, feePaise, winPaise: grossWinPaise - feePaise };
  });
  const lossesPaise = result.reduce((sum, s) => sum + s.lossPaise, 0n);
  const winningsPaise = result.reduce((sum, s) => sum + s.winPaise, 0n);
  const feePaise = result.reduce((sum, s) => sum + s.feePaise, 0n);
  assertConserved("points settlement", lossesPaise, winningsPaise + feePaise);
  return { seats: result, lossesPaise, winningsPaise, feePaise };
}

export interface PrizePool {
  readonly collectedPaise: bigint;
  readonly feePaise: bigint;
  readonly prizePaise: bigint;
}

/** Pool and deals rummy: entry fees (each rejoin pays one more entry fee) less the platform fee. */
export function prizePool(entryFeePaise: bigint, entries: number, rakePercent: number): PrizePool {
  if (entryFeePaise < 0n || !Number.isSafeInteger(entries) || entries < 0) throw new Error("a prize pool needs a fee >= 0 and a whole number of entries");
  const collectedPaise = entryFeePaise * BigInt(entries);
  const feePaise = feeOf(collectedPaise, rakePercent);
  return { collectedPaise, feePaise, prizePaise: collectedPaise - feePaise };
}

/** A player taking part in a split: `score` orders who receives remainder paise first. */
export interface SplitPlayer {
  readonly seat: number;
  readonly score: number;
}

export interface PrizeShare {
  readonly seat: number;
  readonly paise: bigint;
}

function remainderOrder(players: readonly SplitPlayer[]): SplitPlayer[] {
  return [...players].sort((a, b) => a.score - b.score || a.seat - b.seat);
}

/**
 * Shares `prizePaise` in proportion to `weights` (integers >= 0; all zero means equal shares),
 * each share rounded down, the remainder paid one paisa at a time in remainder order.
 */
function shareByWeight(prizePaise: bigint, players: readonly SplitPlayer[], weights: readonly bigint[]): PrizeShare[] {
  const total = weights.reduce((a, b) => a + b, 0n);
  const w = total === 0n ? players.map(() => 1n) : weights;
  const sum = total === 0n ? BigInt(players.length) : total;
  const paise = new Map(players.map((p, i) => [p.seat, (prizePaise * (w[i] ?? 0n)) / sum]));
  let left = prizePaise - [...paise.values()].reduce((a, b) => a + b, 0n);
  // Each rounded-down share loses less than one paisa, so the remainder is below the number of
  // players with a positive weight and one pass over them pays it out.
  const order = remainderOrder(players.filter((_, i) => (w[i] ?? 0n) > 0n));
  for (let i = 0; left > 0n; i = (i + 1) % order.length, left -= 1n) {
    const seat = (order[i] as SplitPlayer).seat;
    paise.set(seat, (paise.get(seat) ?? 0n) + 1n);
  }
  return players.map((p) => ({ seat: p.seat, paise: paise.get(p.seat) ?? 0n }));
}

/** Equal split of a prize between the remaining players. */
export function splitEqually(prizePaise: bigint, players: readonly SplitPlayer[]): PrizeShare[] {
  if (players.length === 0 || prizePaise < 0n) throw new Error("a split needs players and a prize >= 0");
  const shares = shareByWeight(prizePaise, players, players.map(() => 1n));
  assertConserved("equal split", prizePaise, shares.reduce((a, s) => a + s.paise, 0n));
  return shares;
}

/**
 * Pool rummy "split by drops": each player is first paid (their drops left - the fewest drops
 * left) x entry fee, and the rest of the prize is shared equally. If those payments alone exceed
 * the prize (possible when few entries paid in), the whole prize is shared in proportion to them
 * instead, so the split never pays out more than the pool holds.
 */
export function splitByDrops(
  prizePaise: bigint,
  entryFeePaise: bigint,
  players: readonly (SplitPlayer & { readonly dropsLeft: number })[],
): PrizeShare[] {
  if (players.length === 0 || prizePaise < 0n || entryFeePaise < 0n) throw new Error("a split needs players, a prize >= 0 and a fee >= 0");
  const fewest = Math.min(...players.map((p) => p.dropsLeft));
  const extra = players.map((p) => BigInt(p.dropsLeft - fewest) * entryFeePaise);
  const extraTotal = extra.reduce((a, b) => a + b, 0n);
  let shares: PrizeShare[];
  if (extraTotal > prizePaise) {
    shares = shareByWeight(prizePaise, players, extra);
  } else {
    const equal = shareByWeight(prizePaise - extraTotal, players, players.map(() => 1n));
    shares = equal.map((s, i) => ({ seat: s.seat, paise: s.paise + (extra[i] ?? 0n) }));
  }
  assertConserved("split by drops", prizePaise, shares.reduce((a, s) => a + s.paise, 0n));
  return shares;
}
