import { describe, expect, it } from "vitest";
import { istDayStart, istFiveAm, istHour, istMonthStart, istNextDay, istNextMonth } from "./clock.ts";
import { nextCheckDelayMs } from "./session.ts";

/** IST wall-clock instants, written as IST and compared as UTC. */
const ist = (iso: string) => new Date(`${iso}+05:30`);

describe("IST boundaries for limits", () => {
  it.each([
    ["2026-12-02T00:00:00", "2026-12-02T00:00:00", "2026-12-03T00:00:00", 0],
    ["2026-12-02T04:59:59", "2026-12-02T00:00:00", "2026-12-03T00:00:00", 4],
    ["2026-12-02T23:59:59", "2026-12-02T00:00:00", "2026-12-03T00:00:00", 23],
    ["2026-12-31T18:30:00", "2026-12-31T00:00:00", "2027-01-01T00:00:00", 18],
  ])("%s IST: day starts %s, next day %s, hour %i", (at, start, next, hour) => {
    expect(istDayStart(ist(at))).toEqual(ist(start));
    expect(istNextDay(ist(at))).toEqual(ist(next));
    expect(istHour(ist(at))).toBe(hour);
  });

  it("months and the night lock's end follow the IST calendar, not UTC's", () => {
    // 1 Jan 00:10 IST is still 31 Dec in UTC.
    expect(istMonthStart(ist("2027-01-01T00:10:00"))).toEqual(ist("2027-01-01T00:00:00"));
    expect(istNextMonth(ist("2026-12-31T23:59:00"))).toEqual(ist("2027-01-01T00:00:00"));
    expect(istFiveAm(ist("2026-12-02T01:30:00"))).toEqual(ist("2026-12-02T05:00:00"));
  });
});

describe("reality check schedule", () => {
  const start = new Date("2026-12-02T10:00:00Z");
  const after = (min: number) => new Date(start.getTime() + min * 60_000);
  it.each([
    [0, 60],
    [59, 1],
    [60, 0],
    [61, 29],
    [90, 0],
    [100, 20],
  ])("after %i minutes the next check is in %i minutes", (played, next) => {
    expect(nextCheckDelayMs(start, after(played), 60 * 60_000, 30 * 60_000)).toBe(next * 60_000);
  });
});
