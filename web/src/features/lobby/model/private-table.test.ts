import { describe, expect, it } from "vitest";
import { cleanPrivateCode, PRIVATE_CODE_MESSAGE, privateCodeError, privateEntryFee, privateRange } from "./private-table.ts";

describe("private tables", () => {
  it("reads at most 6 point values from the settings", () => {
    expect(privateRange([0.05, 0.1, 0.5, 1, 2, 4].map((nTablePoint) => ({ nTablePoint })))).toEqual([0.05, 0.1, 0.5, 1, 2, 4]);
    expect(privateRange([1, 0, 2, -1, 3, 4, 5, 6, 7].map((nTablePoint) => ({ nTablePoint })))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(privateRange([])).toEqual([]);
  });

  it.each([
    [0.05, 12],
    [0.1, 24],
    [0.5, 120],
    [1, 240],
    [2, 480],
    [4, 960],
  ])("entry fee for point value %s is %s", (point, fee) => expect(privateEntryFee(point)).toBe(fee));

  it.each([
    ["ab12cd", "AB12CD", null],
    [" ab-12 ", "AB12", PRIVATE_CODE_MESSAGE],
    ["ABCDEFGH", "ABCDEF", null],
    ["", "", PRIVATE_CODE_MESSAGE],
  ])("code %j cleans to %j (%s)", (typed, clean, error) => {
    expect(cleanPrivateCode(typed)).toBe(clean);
    expect(privateCodeError(cleanPrivateCode(typed))).toBe(error);
  });
});
