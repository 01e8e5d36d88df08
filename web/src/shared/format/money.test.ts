import { describe, expect, it } from "vitest";
import { formatAmount, formatCompact, formatPrize, formatRupees, formatRupeesWhole, groupIndian } from "./money.ts";

describe("Indian digit grouping", () => {
  it.each([
    ["0", "0"],
    ["999", "999"],
    ["1000", "1,000"],
    ["99999", "99,999"],
    ["100000", "1,00,000"],
    ["1234567", "12,34,567"],
    ["123456789", "12,34,56,789"],
  ])("%s -> %s", (input, expected) => expect(groupIndian(input)).toBe(expected));
});

describe("amounts", () => {
  it.each([
    [0, "0.00"],
    [5, "5.00"],
    [0.1 + 0.2, "0.30"],
    [99.999, "100.00"],
    [49_999, "49,999.00"],
    [123_456.5, "1,23,456.50"],
    [-1500.25, "-1,500.25"],
  ])("formatAmount(%s) = %s", (input, expected) => expect(formatAmount(input)).toBe(expected));

  it("prefixes the rupee sign, after a minus", () => {
    expect(formatRupees(5000)).toBe("₹5,000.00");
    expect(formatRupees(-20)).toBe("-₹20.00");
    expect(formatRupeesWhole(200_000)).toBe("₹2,00,000");
  });

  it("treats a non-number as zero rather than printing NaN", () => {
    expect(formatAmount(Number.NaN)).toBe("0.00");
    expect(formatRupeesWhole(Number.NaN)).toBe("₹0");
  });
});

describe("K abbreviations", () => {
  it.each([
    [999.99, "999.99"],
    [1000, "1.00K"],
    [1500, "1.50K"],
    [123_456.78, "123.46K"],
    [1_234_567, "1,234.57K"],
    [-1500, "-1.50K"],
    [-2_002.5, "-2.00K"],
    [-2_007.5, "-2.01K"],
  ])("formatCompact(%s) = %s", (input, expected) => expect(formatCompact(input)).toBe(expected));

  it.each([
    [0, "0"],
    [999, "999"],
    [250.5, "250.50"],
    [1000, "1k"],
    [1500, "1.5k"],
    [10_000, "10k"],
    [12_345, "12.35k"],
  ])("formatPrize(%s) = %s", (input, expected) => expect(formatPrize(input)).toBe(expected));
});
