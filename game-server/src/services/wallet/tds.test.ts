import { paiseOfRupees } from "@rummy/shared-rules";
import { describe, expect, it } from "vitest";
import { computeTds } from "./tds.ts";

const rupees = paiseOfRupees;

/**
 * One player through a financial year, each withdrawal computed from the running totals exactly
 * as requestWithdrawal does: withdrawn includes this one, taxed is the sum of earlier net winnings.
 */
describe("TDS under section 194BA across a financial year", () => {
  it("taxes only what exceeds deposits and the opening balance, once", () => {
    const opening = rupees(1_000);
    const deposits = rupees(5_000);
    let withdrawn = 0n;
    let taxed = 0n;
    const withdraw = (amount: number, depositsSoFar = deposits) => {
      withdrawn += rupees(amount);
      const r = computeTds({ withdrawnPaise: withdrawn, depositsPaise: depositsSoFar, openingBalancePaise: opening, taxedBeforePaise: taxed, rateBp: 3000 });
      taxed += r.netWinningsPaise;
      return r;
    };
    // ₹4,000 out of ₹6,000 put in (deposits + opening): no winnings yet.
    expect(withdraw(4_000)).toEqual({ netWinningsPaise: 0n, tdsPaise: 0n });
    // ₹3,000 more: ₹7,000 out, ₹1,000 above what came in: 30% of it.
    expect(withdraw(3_000)).toEqual({ netWinningsPaise: rupees(1_000), tdsPaise: rupees(300) });
    // Every further rupee out is a rupee of winnings.
    expect(withdraw(500)).toEqual({ netWinningsPaise: rupees(500), tdsPaise: rupees(150) });
    // A new deposit of ₹2,000 shelters the next ₹2,000.
    expect(withdraw(1_500, deposits + rupees(2_000))).toEqual({ netWinningsPaise: 0n, tdsPaise: 0n });
    expect(withdraw(1_000, deposits + rupees(2_000))).toEqual({ netWinningsPaise: rupees(500), tdsPaise: rupees(150) });
    expect(taxed).toBe(rupees(2_000));
  });

  it("floors net winnings at zero and rounds TDS half up to the paisa", () => {
    expect(computeTds({ withdrawnPaise: 100n, depositsPaise: 500n, openingBalancePaise: 0n, taxedBeforePaise: 0n, rateBp: 3000 })).toEqual({ netWinningsPaise: 0n, tdsPaise: 0n });
    expect(computeTds({ withdrawnPaise: 105n, depositsPaise: 100n, openingBalancePaise: 0n, taxedBeforePaise: 0n, rateBp: 3000 }).tdsPaise).toBe(2n); // 1.5
  });

  it("treats the year-end closing balance as withdrawn on 31 March", () => {
    // Won ₹2,000 over the year on ₹1,000 deposited, withdrew nothing: all of it is taxed at year end.
    const r = computeTds({ withdrawnPaise: 0n + rupees(3_000), depositsPaise: rupees(1_000), openingBalancePaise: 0n, taxedBeforePaise: 0n, rateBp: 3000 });
    expect(r).toEqual({ netWinningsPaise: rupees(2_000), tdsPaise: rupees(600) });
  });

  it("uses the opening balance of the year, not of the player's life", () => {
    // Opening ₹10,000 (carried from last year, already taxed then), withdraw it all: no tax.
    expect(computeTds({ withdrawnPaise: rupees(10_000), depositsPaise: 0n, openingBalancePaise: rupees(10_000), taxedBeforePaise: 0n, rateBp: 3000 }).tdsPaise).toBe(0n);
  });
});
