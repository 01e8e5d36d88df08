import { describe, expect, it } from "vitest";
import { planSettlement } from "./settle.ts";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const C = "00000000-0000-4000-8000-00000000000c";

describe("settlement legs", () => {
  it("pays one winner from each loser and the fee to rake", () => {
    const plan = planSettlement([
      { userId: A, lossPaise: 0n, winPaise: 1_800n, feePaise: 200n },
      { userId: B, lossPaise: 800n, winPaise: 0n, feePaise: 0n },
      { userId: C, lossPaise: 1_200n, winPaise: 0n, feePaise: 0n },
    ]);
    expect(plan.payments).toEqual([
      { fromUserId: B, toUserId: A, amountPaise: 800n },
      { fromUserId: C, toUserId: A, amountPaise: 1_200n },
    ]);
    expect(plan.fees).toEqual([{ userId: A, feePaise: 200n }]);
  });

  it("matches several winners and losers greedily", () => {
    const plan = planSettlement([
      { userId: A, lossPaise: 1_000n, winPaise: 0n, feePaise: 0n },
      { userId: B, lossPaise: 0n, winPaise: 300n, feePaise: 0n },
      { userId: C, lossPaise: 0n, winPaise: 650n, feePaise: 50n },
    ]);
    expect(plan.payments.reduce((s, p) => s + p.amountPaise, 0n)).toBe(1_000n);
    expect(plan.payments).toHaveLength(2);
  });

  it("refuses unbalanced, duplicated or negative lines", () => {
    expect(() => planSettlement([{ userId: A, lossPaise: 10n, winPaise: 0n, feePaise: 0n }, { userId: B, lossPaise: 0n, winPaise: 9n, feePaise: 0n }])).toThrow(/losses/);
    expect(() => planSettlement([{ userId: A, lossPaise: 10n, winPaise: 0n, feePaise: 0n }, { userId: A, lossPaise: 0n, winPaise: 10n, feePaise: 0n }])).toThrow(/twice/);
    expect(() => planSettlement([{ userId: A, lossPaise: -1n, winPaise: 0n, feePaise: 0n }])).toThrow(/negative/);
    expect(() => planSettlement([])).toThrow();
  });
});
