import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { feeOf, pointsToPaise, prizePool, settlePoints, splitByDrops, splitEqually, toPoints, type PointsDebt } from "./settlement.ts";

const p = toPoints;

describe("points to paise", () => {
  it.each([
    [0, 100n, 0n],
    [80, 25n, 2000n],
    [37, 1n, 37n],
  ])("%i points at %i paise a point is %i paise", (points, value, paise) => {
    expect(pointsToPaise(p(points), value)).toBe(paise);
  });

  it("refuses fractional or negative points", () => {
    expect(() => toPoints(1.5)).toThrow();
    expect(() => toPoints(-1)).toThrow();
  });
});

describe("platform fee", () => {
  it.each([
    [10000n, 10, 1000n],
    [999n, 10, 99n], // 99.9 rounds down
    [1n, 15, 0n],
    [1000n, 12.5, 125n],
  ])("fee on %i paise at %d%% is %i", (amount, rake, fee) => {
    expect(feeOf(amount, rake)).toBe(fee);
  });

  it("refuses percentages finer than a hundredth", () => {
    expect(() => feeOf(100n, 10.001)).toThrow();
  });
});

describe("points rummy settlement", () => {
  it("the winner gets losers' points x point value less 10%", () => {
    const debts: PointsDebt[] = [
      { from: 1, to: 0, points: p(20) },
      { from: 2, to: 0, points: p(57) },
    ];
    const s = settlePoints([0, 1, 2], debts, 50n, 10);
    expect(s.seats.map((x) => [x.seat, x.lossPaise, x.grossWinPaise, x.feePaise, x.winPaise])).toEqual([
      [0, 0n, 3850n, 385n, 3465n],
      [1, 1000n, 0n, 0n, 0n],
      [2, 2850n, 0n, 0n, 0n],
    ]);
    expect(s.winningsPaise + s.feePaise).toBe(s.lossesPaise);
  });

  it("nets value-card debts against deal points (21-card)", () => {
    const debts: PointsDebt[] = [
      { from: 1, to: 0, points: p(30) },
      { from: 0, to: 1, points: p(50) },
    ];
    const s = settlePoints([0, 1], debts, 10n, 10);
    expect(s.seats.map((x) => [x.seat, x.lossPaise, x.winPaise, x.feePaise])).toEqual([
      [0, 200n, 0n, 0n],
      [1, 0n, 180n, 20n],
    ]);
  });

  it("conserves money: winnings + fee = losses, for any debts, point value and rake", () => {
    const debt = fc.record({ from: fc.integer({ min: 0, max: 5 }), to: fc.integer({ min: 0, max: 5 }), points: fc.integer({ min: 0, max: 200 }) });
    fc.assert(
      fc.property(fc.array(debt, { maxLength: 30 }), fc.bigInt({ min: 0n, max: 100_000n }), fc.integer({ min: 0, max: 5000 }), (raw, value, bps) => {
        const debts = raw.filter((d) => d.from !== d.to).map((d) => ({ ...d, points: p(d.points) }));
        const s = settlePoints([0, 1, 2, 3, 4, 5], debts, value, bps / 100);
        expect(s.winningsPaise + s.feePaise).toBe(s.lossesPaise);
        for (const seat of s.seats) expect(seat.lossPaise === 0n || seat.grossWinPaise === 0n).toBe(true);
      }),
    );
  });
});

describe("pool and deals prize", () => {
  it("is entry fees plus rejoin fees less 15%", () => {
    expect(prizePool(10000n, 6 + 1, 15)).toEqual({ collectedPaise: 70000n, feePaise: 10500n, prizePaise: 59500n });
    expect(prizePool(333n, 3, 15)).toEqual({ collectedPaise: 999n, feePaise: 149n, prizePaise: 850n });
  });

  it("an equal split gives remainder paise to the lowest scores first", () => {
    expect(splitEqually(100n, [{ seat: 0, score: 90 }, { seat: 1, score: 85 }, { seat: 2, score: 95 }])).toEqual([
      { seat: 0, paise: 33n },
      { seat: 1, paise: 34n },
      { seat: 2, paise: 33n },
    ]);
  });

  it.each([
    // 6 x 100 less 15% = 510; drops left 3, 1, 0: extras 300, 100, 0; rest 110 split equally.
    ["extras then equal shares", 51000n, [3, 1, 0], [30000n + 3667n, 10000n + 3667n, 3666n]],
    ["equal drops: equal shares", 51000n, [2, 2], [25500n, 25500n]],
    // extras 400 + 0 exceed a 300 prize: shared in proportion to the extras.
    ["extras above the prize: proportional", 30000n, [4, 0, 4], [15000n, 0n, 15000n]],
  ])("split by drops: %s", (_name, prize, drops, expected) => {
    const players = drops.map((d, seat) => ({ seat, score: 100 - d * 20, dropsLeft: d }));
    const shares = splitByDrops(prize, 10000n, players);
    expect(shares.map((s) => s.paise)).toEqual(expected);
    expect(shares.reduce((a, s) => a + s.paise, 0n)).toBe(prize);
  });

  it("splits always pay out exactly the prize", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10_000_000n }), fc.bigInt({ min: 0n, max: 100_000n }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 6 }), (prize, fee, drops) => {
        const players = drops.map((d, seat) => ({ seat, score: seat * 7, dropsLeft: d }));
        expect(splitByDrops(prize, fee, players).reduce((a, s) => a + s.paise, 0n)).toBe(prize);
        expect(splitEqually(prize, players).reduce((a, s) => a + s.paise, 0n)).toBe(prize);
      }),
    );
  });
});
