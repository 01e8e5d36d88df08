import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { splitDeposit } from "./gst.ts";

describe("GST on deposits, 28% shown inclusive", () => {
  it.each([
    // amount paid, GST, credited to deposit
    [10_000n, 2_188n, 7_812n], // ₹100: 2187.5 paise of tax rounds half up
    [12_800n, 2_800n, 10_000n], // ₹128 is ₹100 + 28%
    [9_900n, 2_166n, 7_734n], // ₹99, the minimum deposit
    [4_999_900n, 1_093_728n, 3_906_172n], // ₹49,999, the maximum
    [1n, 0n, 1n],
    [3n, 1n, 2n], // 0.65625 -> 1
  ])("₹%s paise pays %s GST and credits %s", (amount, gst, credited) => {
    const split = splitDeposit(amount, 2800);
    expect(split.gstPaise).toBe(gst);
    expect(split.creditedPaise).toBe(credited);
  });

  it("never loses a paisa and stays within half a paisa of the exact tax", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.integer({ min: 0, max: 10_000 }), (amount, rate) => {
        const { gstPaise, creditedPaise } = splitDeposit(amount, rate);
        expect(gstPaise + creditedPaise).toBe(amount);
        // |gst - amount*r/(1+r)| <= 1/2  <=>  |2*gst*(1+r) - 2*amount*r| <= (1+r)
        const d = 10_000n + BigInt(rate);
        const diff = 2n * gstPaise * d - 2n * amount * BigInt(rate);
        expect(diff <= d && diff > -d).toBe(true);
      }),
    );
  });

  it("refuses nonsense", () => {
    expect(() => splitDeposit(0n, 2800)).toThrow();
    expect(() => splitDeposit(100n, 10_001)).toThrow();
  });
});
