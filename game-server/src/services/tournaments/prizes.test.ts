import { describe, expect, it } from "vitest";
import { prizePool, prizeTotals, splitPrizes, type PrizeRange } from "./prizes.ts";

const cash = (rankFrom: number, rankTo: number, shareBp: number, amountPaise = 0n): PrizeRange => ({ rankFrom, rankTo, kind: "cash", amountPaise, shareBp, ticketTemplate: null, ticketValuePaise: 0n });
const ticket = (rankFrom: number, rankTo: number): PrizeRange => ({ rankFrom, rankTo, kind: "ticket", amountPaise: 0n, shareBp: 0, ticketTemplate: "weekly-final", ticketValuePaise: 5_000n });

describe("prizePool", () => {
  it.each([
    // entries, fee, rake bp, guarantee, gross, rake, pool
    [10, 10_000n, 1_000, 0n, 100_000n, 10_000n, 90_000n],
    [3, 3_333n, 1_250, 0n, 9_999n, 1_249n, 8_750n], // rake rounds down
    [2, 5_000n, 1_000, 50_000n, 10_000n, 1_000n, 50_000n], // the guarantee is an overlay
    [0, 5_000n, 0, 0n, 0n, 0n, 0n],
  ])("pool case %#", (entries, fee, rakeBp, guaranteed, gross, rake, pool) => {
    expect(prizePool({ entries, entryFeePaise: fee, rakeBp, guaranteedPaise: guaranteed })).toEqual({ grossPaise: gross, rakePaise: rake, poolPaise: pool });
  });

  it("refuses a rake above 100%", () => {
    expect(() => prizePool({ entries: 1, entryFeePaise: 1n, rakeBp: 10_001, guaranteedPaise: 0n })).toThrow();
  });
});

describe("splitPrizes, share mode", () => {
  const amounts = (ranges: PrizeRange[], ranked: number, pool: bigint) => splitPrizes("share", ranges, ranked, pool).map((p) => p.amountPaise);
  it.each([
    // ranges, ranked players, pool, expected per rank
    [[cash(1, 1, 5_000), cash(2, 2, 3_000), cash(3, 3, 2_000)], 10, 90_000n, [45_000n, 27_000n, 18_000n]],
    // 100 paise over three equal ranks: 34, 33, 33 (the odd paisa to the top)
    [[cash(1, 3, 3_333)], 10, 100n, [34n, 33n, 33n]],
    // 101 paise 60/40: 60.6 and 40.4 round down to 60 and 40, one paisa left for first place
    [[cash(1, 1, 6_000), cash(2, 2, 4_000)], 2, 101n, [61n, 40n]],
    // only two players ranked: the third share is not paid, the pool is still paid in full
    [[cash(1, 1, 5_000), cash(2, 2, 3_000), cash(3, 3, 2_000)], 2, 80_000n, [50_000n, 30_000n]],
    [[cash(1, 1, 10_000)], 1, 0n, []],
  ])("split case %#", (ranges, ranked, pool, expected) => {
    const got = amounts(ranges, ranked, pool);
    expect(got).toEqual(expected);
    if (got.length > 0) expect(got.reduce((a, b) => a + b, 0n)).toBe(pool);
  });

  it("gives ticket ranks their ticket and the money ranks the whole pool", () => {
    const prizes = splitPrizes("share", [cash(1, 2, 5_000), ticket(3, 4)], 4, 999n);
    expect(prizes.map((p) => [p.rank, p.kind, p.amountPaise])).toEqual([
      [1, "cash", 500n],
      [2, "cash", 499n],
      [3, "ticket", 0n],
      [4, "ticket", 0n],
    ]);
    expect(prizeTotals(prizes)).toEqual({ moneyPaise: 999n, tickets: 2 });
  });

  it("never loses or invents a paisa", () => {
    for (let pool = 0n; pool < 500n; pool += 7n) {
      for (const ranked of [1, 2, 3, 5, 9]) {
        const got = splitPrizes("share", [cash(1, 1, 4_000), cash(2, 3, 1_500), cash(4, 9, 500)], ranked, pool);
        const total = got.reduce((a, p) => a + p.amountPaise, 0n);
        expect(total).toBe(pool);
        // A higher rank never gets less than a lower one within the same weight.
        for (let i = 1; i < got.length; i++) if (got[i]!.rank <= 3 && got[i - 1]!.rank >= 2) expect(got[i - 1]!.amountPaise).toBeGreaterThanOrEqual(got[i]!.amountPaise);
      }
    }
  });
});

describe("splitPrizes, fixed mode", () => {
  it("pays the written amounts to the ranks that exist", () => {
    const ranges = [cash(1, 1, 0, 10_000n), cash(2, 3, 0, 2_500n), ticket(4, 5)];
    expect(splitPrizes("fixed", ranges, 3, 0n).map((p) => [p.rank, p.kind, p.amountPaise])).toEqual([
      [1, "cash", 10_000n],
      [2, "cash", 2_500n],
      [3, "cash", 2_500n],
    ]);
    expect(prizeTotals(splitPrizes("fixed", ranges, 5, 0n))).toEqual({ moneyPaise: 15_000n, tickets: 2 });
  });
});
