import { percentOfPaise } from "./money.ts";

/**
 * Section 194BA (DESIGN.md): net winnings = withdrawals this FY − deposits this FY − opening
 * balance − net winnings already taxed this FY, floored at 0; TDS is the rate (30%) of it.
 * `withdrawnPaise` includes the withdrawal being made (or, at year end, the closing balance,
 * which the rules treat as withdrawn on 31 March).
 */
export interface TdsInputs {
  readonly withdrawnPaise: bigint;
  readonly depositsPaise: bigint;
  readonly openingBalancePaise: bigint;
  readonly taxedBeforePaise: bigint;
  readonly rateBp: number;
}

export interface TdsResult {
  readonly netWinningsPaise: bigint;
  readonly tdsPaise: bigint;
}

export function computeTds(inputs: TdsInputs): TdsResult {
  const net = inputs.withdrawnPaise - inputs.depositsPaise - inputs.openingBalancePaise - inputs.taxedBeforePaise;
  const netWinningsPaise = net > 0n ? net : 0n;
  return { netWinningsPaise, tdsPaise: percentOfPaise(netWinningsPaise, inputs.rateBp) };
}
