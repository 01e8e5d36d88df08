import { describe, expect, it } from "vitest";
import { bool, num, numOrNull, rec, records, str, strOnly } from "./loose.ts";

describe("lenient reply readers", () => {
  it("reads objects and lists of objects", () => {
    expect(rec({ a: 1 })).toEqual({ a: 1 });
    expect(rec([1])).toEqual({});
    expect(rec(null)).toEqual({});
    expect(records([{ a: 1 }, 2, null, [3], { b: 2 }])).toEqual([{ a: 1 }, { b: 2 }]);
    expect(records("x")).toEqual([]);
  });

  it("reads text", () => {
    expect(str("a")).toBe("a");
    expect(str(12)).toBe("12");
    expect(str(null)).toBe("");
    expect(strOnly(12)).toBe("");
    expect(strOnly("b")).toBe("b");
  });

  it("reads numbers and flags", () => {
    expect(num(2.5)).toBe(2.5);
    expect(num("12")).toBe(12);
    expect(num("x")).toBe(0);
    expect(num(Number.NaN)).toBe(0);
    expect(num(Infinity)).toBe(0);
    expect(numOrNull("")).toBeNull();
    expect(numOrNull(undefined)).toBeNull();
    expect(numOrNull("3")).toBe(3);
    expect(bool(true)).toBe(true);
    expect(bool("true")).toBe(false);
  });
});
