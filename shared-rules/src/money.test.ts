import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPaise, formatRupees, groupIndian, nearestPaise, paiseOfRupees, paiseToRupees, parseRupees } from "./money.ts";

describe("parseRupees", () => {
  it.each([
    ["1234.5", 123450n],
    [" 99 ", 9900n],
    ["0.01", 1n],
    ["007.10", 710n],
    ["9999999999.99", 999999999999n],
    [1234.5, 123450n],
    [0, 0n],
  ])("%j is %s paise", (input, paise) => expect(parseRupees(input)).toEqual({ ok: true, paise }));

  it.each([["1.234"], ["0.001"], [1.005], [0.1 + 0.2]])("%j has too many decimals", (input) =>
    expect(parseRupees(input)).toEqual({ ok: false, error: "money/too_many_decimals" }),
  );

  it.each([[""], ["abc"], ["-5"], ["+5"], ["1e3"], ["12."], [".5"], ["1,000"], ["12345678901"], [-5], [1e21], [Number.NaN], [Infinity]])(
    "%j is not an amount",
    (input) => expect(parseRupees(input)).toEqual({ ok: false, error: "money/invalid_amount" }),
  );

  it("reads every 2-decimal amount exactly, as text and as the JSON number", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 999_999_999_99n }), (paise) => {
        const text = `${paise / 100n}.${(paise % 100n).toString().padStart(2, "0")}`;
        expect(parseRupees(text)).toEqual({ ok: true, paise });
        expect(parseRupees(Number(text))).toEqual({ ok: true, paise });
        expect(parseRupees(paiseToRupees(paise))).toEqual({ ok: true, paise });
      }),
    );
  });
});

describe("paiseOfRupees (settings and catalogue amounts)", () => {
  it("is exact and keeps a sign", () => {
    expect(paiseOfRupees(49_999)).toBe(4_999_900n);
    expect(paiseOfRupees(2_00_000)).toBe(20_000_000n);
    expect(paiseOfRupees(0.07)).toBe(7n);
    expect(paiseOfRupees(-12.5)).toBe(-1250n);
    expect(paiseOfRupees(1e12)).toBe(100_000_000_000_000n);
  });

  it("refuses to round money silently", () => {
    expect(() => paiseOfRupees(0.125)).toThrow(RangeError);
    expect(() => paiseOfRupees(Number.NaN)).toThrow(RangeError);
    expect(() => paiseOfRupees(1e21)).toThrow(RangeError);
  });
});

describe("nearestPaise (display)", () => {
  it.each([
    [0.1 + 0.2, 30n],
    [99.999, 10000n],
    [-1500.25, -150025n],
    [123_456.78, 12345678n],
    [0, 0n],
  ])("%s -> %s", (input, paise) => expect(nearestPaise(input)).toBe(paise));

  it("refuses what is not a number", () => expect(() => nearestPaise(Number.NaN)).toThrow(RangeError));
});

describe("formatting", () => {
  it.each([
    ["0", "0"],
    ["999", "999"],
    ["1000", "1,000"],
    ["100000", "1,00,000"],
    ["123456789", "12,34,56,789"],
  ])("groups %s as %s", (digits, grouped) => expect(groupIndian(digits)).toBe(grouped));

  it("writes paise as lakh-grouped rupees", () => {
    expect(formatPaise(12_345_650n)).toBe("1,23,456.50");
    expect(formatPaise(-150_025n)).toBe("-1,500.25");
    expect(formatPaise(5n)).toBe("0.05");
    expect(formatPaise(12_345_650n, { decimals: 0 })).toBe("1,23,456");
    expect(formatPaise(20_000_000n, { decimals: "trim", grouping: "thousands" })).toBe("200,000");
    expect(formatPaise(123_456_789_05n, { grouping: "thousands" })).toBe("123,456,789.05");
    expect(formatPaise(99_950n, { decimals: "trim", grouping: "thousands" })).toBe("999.5");
    expect(formatRupees(500_000n)).toBe("₹5,000.00");
    expect(formatRupees(-2_000n)).toBe("-₹20.00");
    expect(formatRupees(20_000_000n, { decimals: 0 })).toBe("₹2,00,000");
    expect(formatRupees(4_999_900n, { decimals: "trim" })).toBe("₹49,999");
    expect(formatRupees(9_950n, { decimals: "trim" })).toBe("₹99.5");
    expect(formatRupees(20_000_005n, { decimals: "trim" })).toBe("₹2,00,000.05");
  });

  it("reads back what it writes", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 999_999_999_99n }), (paise) => {
        expect(parseRupees(formatPaise(paise).replaceAll(",", ""))).toEqual({ ok: true, paise });
      }),
    );
  });
});
