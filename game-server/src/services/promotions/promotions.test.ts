import { describe, expect, it } from "vitest";
import { bonusFor, tierFor, type Promotion } from "./promotions.ts";

const promo: Promotion = {
  id: "p",
  name: "p",
  category: "deposit",
  bonusExpiresInDays: 7,
  startsAt: new Date(0),
  endsAt: new Date(1e13),
  tiers: [
    { fromPaise: 99_00n, toPaise: 999_00n, percentageBp: 5000, maxBonusPaise: 250_00n, ticketSchedule: [] },
    { fromPaise: 1000_00n, toPaise: 4999_00n, percentageBp: 10000, maxBonusPaise: 2500_00n, ticketSchedule: [] },
  ],
};

describe("promotion bonus (SPEC.md section 9: amount x nPercentage / 100 within the tier)", () => {
  it.each([
    [99_00n, 49_50n],
    [333_33n, 166_67n],
    [999_00n, 250_00n],
    [1000_00n, 1000_00n],
    [4999_00n, 2500_00n],
  ])("a deposit of %s paise earns %s paise", (amount, bonus) => {
    const tier = tierFor(promo, amount);
    expect(tier).toBeDefined();
    if (tier) expect(bonusFor(tier, amount)).toBe(bonus);
  });

  it("has no tier outside the ranges", () => {
    expect(tierFor(promo, 98_99n)).toBeUndefined();
    expect(tierFor(promo, 5000_00n)).toBeUndefined();
  });
});
