import { describe, expect, it } from "vitest";
import { planMatchPrizes } from "./match-prize.ts";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const C = "00000000-0000-4000-8000-00000000000c";

describe("match prize legs", () => {
  it("winner takes all: each loser pays the winner, the fee comes out of the pool", () => {
    // 3 x ₹100 entries, 15% fee: prize ₹255, fee ₹45.
    const plan = planMatchPrizes(
      [
        { userId: A, paidPaise: 10_000n, prizePaise: 25_500n },
        { userId: B, paidPaise: 10_000n, prizePaise: 0n },
        { userId: C, paidPaise: 10_000n, prizePaise: 0n },
      ],
      4_500n,
    );
    expect(plan.payments).toEqual([
      { fromUserId: B, toUserId: A, amountPaise: 10_000n },
      { fromUserId: C, toUserId: A, amountPaise: 5_500n },
      { fromUserId: C, toUserId: null, amountPaise: 4_500n },
    ]);
  });

  it("an equal split with nobody eliminated: every seat is behind and all carry the fee", () => {
    // 2 x ₹10, 15% fee: prize ₹17, ₹8.50 each.
    const plan = planMatchPrizes(
      [
        { userId: A, paidPaise: 1_000n, prizePaise: 850n },
        { userId: B, paidPaise: 1_000n, prizePaise: 850n },
      ],
      300n,
    );
    expect(plan.payments).toEqual([
      { fromUserId: A, toUserId: null, amountPaise: 150n },
      { fromUserId: B, toUserId: null, amountPaise: 150n },
    ]);
  });

  it("a split by drops with a rejoin: shares and entries net out exactly", () => {
    const lines = [
      { userId: A, paidPaise: 2_000n, prizePaise: 900n },
      { userId: B, paidPaise: 1_000n, prizePaise: 1_650n },
      { userId: C, paidPaise: 1_000n, prizePaise: 850n },
    ];
    const plan = planMatchPrizes(lines, 600n);
    const net = new Map<string | null, bigint>();
    for (const p of plan.payments) {
      net.set(p.fromUserId, (net.get(p.fromUserId) ?? 0n) - p.amountPaise);
      net.set(p.toUserId, (net.get(p.toUserId) ?? 0n) + p.amountPaise);
    }
    for (const l of lines) expect(net.get(l.userId) ?? 0n).toBe(l.prizePaise - l.paidPaise);
    expect(net.get(null)).toBe(600n);
  });

  it("refuses unbalanced, duplicated or negative lines", () => {
    expect(() => planMatchPrizes([{ userId: A, paidPaise: 1_000n, prizePaise: 900n }], 0n)).toThrow(/entries/);
    expect(() => planMatchPrizes([{ userId: A, paidPaise: 1_000n, prizePaise: 1_000n }, { userId: A, paidPaise: 0n, prizePaise: 0n }], 0n)).toThrow(/twice/);
    expect(() => planMatchPrizes([{ userId: A, paidPaise: 1_000n, prizePaise: 1_100n }], -100n)).toThrow(/negative/);
    expect(() => planMatchPrizes([], 0n)).toThrow();
  });
});
