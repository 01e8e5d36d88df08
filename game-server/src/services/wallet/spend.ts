import { basisPointsOfPercent } from "./money.ts";

/**
 * How a buy-in or entry fee is paid (DESIGN.md): instant bonus may pay up to `bonusUsePercent` of
 * an entry fee; the rest comes from deposit first, then winnings. Null when the player cannot pay.
 */
export interface SpendSplit {
  readonly bonusPaise: bigint;
  readonly depositPaise: bigint;
  readonly winningsPaise: bigint;
}

export interface SpendInputs {
  readonly amountPaise: bigint;
  readonly depositAvailablePaise: bigint;
  readonly winningsAvailablePaise: bigint;
  readonly bonusAvailablePaise: bigint;
  /** 0 for a points-table buy-in (a stake, not a fee): bonus pays entry fees only. */
  readonly bonusUsePercent: number;
}

export function splitSpend(i: SpendInputs): SpendSplit | null {
  // Percent to basis points so 12.5% stays exact; the bonus share is rounded down.
  const capBp = BigInt(basisPointsOfPercent(Math.min(100, Math.max(0, i.bonusUsePercent))));
  const bonusCap = (i.amountPaise * capBp) / 10_000n;
  const bonusPaise = min(bonusCap, nonNegative(i.bonusAvailablePaise));
  const rest = i.amountPaise - bonusPaise;
  const depositPaise = min(rest, nonNegative(i.depositAvailablePaise));
  const winningsPaise = rest - depositPaise;
  if (winningsPaise > nonNegative(i.winningsAvailablePaise)) return null;
  return { bonusPaise, depositPaise, winningsPaise };
}

/**
 * Leaving a table (DESIGN.md): the stack goes back to deposit up to what came from deposit, then
 * (our addition) to instant bonus up to what bonus paid, and the rest to winnings — so a bonus
 * cannot be turned into withdrawable money by sitting down and standing up.
 */
export interface LeaveSplit {
  readonly toDepositPaise: bigint;
  readonly toBonusPaise: bigint;
  readonly toWinningsPaise: bigint;
}

export function splitLeave(stackPaise: bigint, fromDepositPaise: bigint, fromBonusPaise: bigint): LeaveSplit {
  const stack = nonNegative(stackPaise);
  const toDepositPaise = min(stack, nonNegative(fromDepositPaise));
  const toBonusPaise = min(stack - toDepositPaise, nonNegative(fromBonusPaise));
  return { toDepositPaise, toBonusPaise, toWinningsPaise: stack - toDepositPaise - toBonusPaise };
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

function nonNegative(a: bigint): bigint {
  return a > 0n ? a : 0n;
}
