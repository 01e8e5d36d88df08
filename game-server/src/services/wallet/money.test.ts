import { describe, expect, it } from "vitest";
import { WalletError } from "./errors.ts";
import { paiseToRupees, percentOfPaise, positiveRupeesToPaise, rupeesToPaise } from "./money.ts";

describe("rupees <-> paise at the API boundary", () => {
  it.each([
    [0, 0n],
    [1, 100n],
    [12.3, 1230n],
    [12.34, 1234n],
    [0.07, 7n],
    [0.1, 10n],
    [49_999, 4_999_900n],
    ["12.34", 1234n],
    ["12.3", 1230n],
    ["007", 700n],
    [" 5.50 ", 550n],
  ])("%s rupees is %s paise", (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it.each([12.345, "1.001", 0.1 + 0.2, "0.999"])("%s has more than 2 decimals: wallet/too_many_decimals (a 400)", (value) => {
    const error = (() => {
      try {
        rupeesToPaise(value);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(WalletError);
    expect((error as WalletError).code).toBe("wallet/too_many_decimals");
    expect((error as WalletError).status).toBe(400);
  });

  it.each([-1, "-1", "1e3", 1e21, Number.NaN, Infinity, "", "abc", ".5", "1.", "12345678901"])("%s is refused as an invalid amount", (value) => {
    expect(() => rupeesToPaise(value)).toThrowError(WalletError);
  });

  it("requires positive amounts where asked", () => {
    expect(() => positiveRupeesToPaise(0)).toThrowError(/greater than 0/);
    expect(positiveRupeesToPaise(0.01)).toBe(1n);
  });

  it("converts paise back exactly: every paise value up to ₹1,00,000 round-trips through JSON", () => {
    for (let p = 0n; p <= 10_000_000n; p += 997n) {
      const rupees = paiseToRupees(p);
      expect(rupeesToPaise(JSON.parse(JSON.stringify(rupees)) as number)).toBe(p);
    }
    expect(paiseToRupees(7812n)).toBe(78.12);
    expect(paiseToRupees(-5n)).toBe(-0.05);
  });

  it("rounds a rate of an amount half up", () => {
    expect(percentOfPaise(1000n, 3000)).toBe(300n);
    expect(percentOfPaise(5n, 3000)).toBe(2n); // 1.5 -> 2
    expect(percentOfPaise(1n, 3000)).toBe(0n); // 0.3 -> 0
  });
});
