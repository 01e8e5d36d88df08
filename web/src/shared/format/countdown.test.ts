import { describe, expect, it } from "vitest";
import { formatHoursMinutesSeconds, formatMinutesSeconds, secondsUntil } from "./countdown.ts";

describe("mm:ss", () => {
  it.each([
    [180, "03:00"],
    [179, "02:59"],
    [61, "01:01"],
    [9, "00:09"],
    [0, "00:00"],
    [-5, "00:00"],
    [0.2, "00:01"],
    [3600, "60:00"],
  ])("%s s -> %s", (input, expected) => expect(formatMinutesSeconds(input)).toBe(expected));
});

describe("hh:mm:ss", () => {
  it.each([
    [0, "00:00:00"],
    [59, "00:00:59"],
    [3725, "01:02:05"],
    [86_400 + 1, "24:00:01"],
    [Number.NaN, "00:00:00"],
  ])("%s s -> %s", (input, expected) => expect(formatHoursMinutesSeconds(input)).toBe(expected));
});

describe("secondsUntil", () => {
  it("rounds up and stops at zero", () => {
    expect(secondsUntil(10_500, 0)).toBe(11);
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(0, 5000)).toBe(0);
  });
});
