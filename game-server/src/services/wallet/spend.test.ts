import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { splitLeave, splitSpend } from "./spend.ts";

describe("paying a buy-in or entry fee", () => {
  it("spends deposit first, then winnings", () => {
    expect(splitSpend({ amountPaise: 1000n, depositAvailablePaise: 600n, winningsAvailablePaise: 900n, bonusAvailablePaise: 0n, bonusUsePercent: 0 })).toEqual({
      bonusPaise: 0n,
      depositPaise: 600n,
      winningsPaise: 400n,
    });
  });

  it("lets instant bonus pay bonusUsePercent of an entry fee, rounded down", () => {
    expect(splitSpend({ amountPaise: 10_000n, depositAvailablePaise: 10_000n, winningsAvailablePaise: 0n, bonusAvailablePaise: 5_000n, bonusUsePercent: 10 })).toEqual({
      bonusPaise: 1_000n,
      depositPaise: 9_000n,
      winningsPaise: 0n,
    });
    expect(splitSpend({ amountPaise: 999n, depositAvailablePaise: 999n, winningsAvailablePaise: 0n, bonusAvailablePaise: 5_000n, bonusUsePercent: 12.5 })?.bonusPaise).toBe(124n);
    // Less bonus than the cap: all of it.
    expect(splitSpend({ amountPaise: 10_000n, depositAvailablePaise: 10_000n, winningsAvailablePaise: 0n, bonusAvailablePaise: 300n, bonusUsePercent: 10 })?.bonusPaise).toBe(300n);
  });

  it("refuses when deposit + winnings (+ allowed bonus) fall short", () => {
    expect(splitSpend({ amountPaise: 1000n, depositAvailablePaise: 500n, winningsAvailablePaise: 499n, bonusAvailablePaise: 0n, bonusUsePercent: 0 })).toBeNull();
    expect(splitSpend({ amountPaise: 1000n, depositAvailablePaise: 500n, winningsAvailablePaise: 400n, bonusAvailablePaise: 100n, bonusUsePercent: 10 })).not.toBeNull();
  });

  it("always pays exactly the amount from what is available", () => {
    const p = fc.bigInt({ min: 0n, max: 10n ** 9n });
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 9n }), p, p, p, fc.integer({ min: 0, max: 100 }), (amountPaise, d, w, b, pct) => {
        const s = splitSpend({ amountPaise, depositAvailablePaise: d, winningsAvailablePaise: w, bonusAvailablePaise: b, bonusUsePercent: pct });
        const bonusCap = (amountPaise * BigInt(pct)) / 100n;
        if (!s) {
          expect(d + w + (b < bonusCap ? b : bonusCap)).toBeLessThan(amountPaise);
          return;
        }
        expect(s.bonusPaise + s.depositPaise + s.winningsPaise).toBe(amountPaise);
        expect(s.depositPaise <= d && s.winningsPaise <= w && s.bonusPaise <= b).toBe(true);
        expect(s.bonusPaise * 100n <= amountPaise * BigInt(pct)).toBe(true);
      }),
    );
  });
});

describe("leaving a table", () => {
  it.each([
    // stack, from deposit, from bonus -> deposit, bonus, winnings
    [1500n, 1000n, 0n, 1000n, 0n, 500n], // won 500: the profit is withdrawable
    [600n, 1000n, 0n, 600n, 0n, 0n], // lost 400: all back to deposit
    [1000n, 0n, 0n, 0n, 0n, 1000n], // bought in from winnings
    [1000n, 500n, 100n, 500n, 100n, 400n],
    [550n, 500n, 100n, 500n, 50n, 0n],
    [0n, 500n, 0n, 0n, 0n, 0n],
  ])("stack %s (deposit %s, bonus %s) returns %s/%s/%s", (stack, fromDeposit, fromBonus, dep, bon, win) => {
    expect(splitLeave(stack, fromDeposit, fromBonus)).toEqual({ toDepositPaise: dep, toBonusPaise: bon, toWinningsPaise: win });
  });
});
