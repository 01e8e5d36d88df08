import { describe, expect, it } from "vitest";
import { REJOIN_DELAYS_MS, rejoinPause } from "./rejoin.ts";

describe("the rejoin schedule (rooms/PROTOCOL.md, Seat ownership)", () => {
  it("starts at a quarter of a second and gives up after about a minute", () => {
    expect(REJOIN_DELAYS_MS[0]).toBe(250);
    const total = REJOIN_DELAYS_MS.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(55_000);
    expect(total).toBeLessThanOrEqual(65_000);
    expect(Math.max(...REJOIN_DELAYS_MS)).toBe(3000);
  });

  it("spreads each pause by a quarter either way", () => {
    expect(rejoinPause(0, () => 0)).toBe(187.5);
    expect(rejoinPause(0, () => 1)).toBe(312.5);
    expect(rejoinPause(3, () => 0.5)).toBe(1000);
  });

  it("past the schedule's end keeps its last pause", () => {
    expect(rejoinPause(REJOIN_DELAYS_MS.length + 10, () => 0.5)).toBe(3000);
  });
});
