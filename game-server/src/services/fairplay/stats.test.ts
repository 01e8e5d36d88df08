import { describe, expect, it } from "vitest";
import { logBinomialTail, logSpread, smoothedRate, spreadSurprise, surprise } from "./stats.ts";

describe("binomial tail", () => {
  it.each([
    // k, n, p, P(X >= k)
    [0, 10, 0.3, 1],
    [10, 10, 0.5, 1 / 1024],
    [1, 1, 0.25, 0.25],
    [2, 3, 0.5, 0.5],
    [3, 5, 0.2, 0.05792],
  ])("P(X >= %i | n=%i, p=%f) = %f", (k, n, p, expected) => {
    expect(Math.exp(logBinomialTail(k, n, p))).toBeCloseTo(expected, 5);
  });

  it("scores one in a million as 6 and an ordinary count near 0", () => {
    expect(surprise(20, 20, 0.5)).toBeCloseTo(20 * Math.log10(2), 6);
    expect(surprise(5, 10, 0.5)).toBeLessThan(0.5);
  });

  it("refuses counts that cannot be", () => {
    expect(() => logBinomialTail(11, 10, 0.5)).toThrow();
    expect(() => logBinomialTail(-1, 10, 0.5)).toThrow();
  });
});

describe("rates and spreads", () => {
  it("pulls a rate of few trials toward the prior", () => {
    expect(smoothedRate(0, 0, 0.3, 10)).toBeCloseTo(0.3);
    expect(smoothedRate(1, 1, 0.3, 10)).toBeCloseTo(4 / 11);
    expect(smoothedRate(500, 1000, 0.3, 10)).toBeCloseTo(0.498, 3);
  });

  it("measures spread on the log scale and finds a machine's timing surprising, a person's not", () => {
    expect(logSpread([1000, 1000, 1000])).toBe(0);
    expect(logSpread([1000, 2000])).toBeCloseTo(Math.log(2) / Math.SQRT2, 6);
    expect(logSpread([5])).toBe(Infinity);
    expect(spreadSurprise(60, 0.05, 0.3)).toBeGreaterThan(20);
    expect(spreadSurprise(60, 0.6, 0.3)).toBe(0);
    expect(spreadSurprise(60, 0.28, 0.3)).toBeLessThan(2);
  });
});
