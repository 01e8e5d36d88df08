import { describe, expect, it } from "vitest";
import { ageOn, indianDateOf, parseDayFirst, parseMonthFirst } from "./dates.ts";

describe("calendar dates of the forms", () => {
  it("accept real days only, leap days in leap years", () => {
    expect(parseMonthFirst("02-29-2024")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseMonthFirst("02-29-2023")).toBeUndefined();
    expect(parseMonthFirst("02-29-1900")).toBeUndefined();
    expect(parseMonthFirst("02-29-2000")).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseMonthFirst("04-31-2000")).toBeUndefined();
    expect(parseMonthFirst("13-01-2000")).toBeUndefined();
    expect(parseMonthFirst("00-10-2000")).toBeUndefined();
    expect(parseDayFirst("31-12-1899")).toBeUndefined();
    expect(parseDayFirst("31-12-1999")).toEqual({ year: 1999, month: 12, day: 31 });
  });

  it("read the date in India, 5 h 30 min ahead of UTC", () => {
    expect(indianDateOf(Date.UTC(2024, 1, 28, 18, 29))).toEqual({ year: 2024, month: 2, day: 28 });
    expect(indianDateOf(Date.UTC(2024, 1, 28, 18, 30))).toEqual({ year: 2024, month: 2, day: 29 });
    expect(indianDateOf(Date.UTC(1969, 11, 31, 20, 0))).toEqual({ year: 1970, month: 1, day: 1 });
    for (let ms = Date.UTC(1950, 0, 1); ms < Date.UTC(2100, 0, 1); ms += 86_400_000 * 37 + 3_600_000) {
      const india = new Date(ms + 330 * 60_000);
      expect(indianDateOf(ms)).toEqual({ year: india.getUTCFullYear(), month: india.getUTCMonth() + 1, day: india.getUTCDate() });
    }
  });

  it("count an age in whole years, the birthday itself included", () => {
    const birth = { year: 2006, month: 3, day: 15 };
    expect(ageOn(birth, new Date(Date.UTC(2024, 2, 14, 18, 29)))).toBe(17);
    expect(ageOn(birth, new Date(Date.UTC(2024, 2, 14, 18, 30)))).toBe(18);
  });
});
