import { describe, expect, it } from "vitest";
import { DELAY_TABLE_SECONDS, delayAfter, LOGIN_THROTTLE, sourceOf, throttledMessage } from "./login-throttle-policy.ts";

describe("delayAfter", () => {
  it.each([
    [1, 0],
    [4, 0],
    [5, 1],
    [6, 2],
    [7, 4],
    [14, 512],
    [15, 900],
    [1000, 900],
  ])("after %i counted attempts: %i s", (attempts, seconds) => {
    expect(delayAfter(attempts)).toBe(seconds);
  });

  it("the SQL table is the same schedule, ending at the cap", () => {
    expect(DELAY_TABLE_SECONDS).toEqual(Array.from({ length: DELAY_TABLE_SECONDS.length }, (_, i) => delayAfter(i + 1)));
    expect(DELAY_TABLE_SECONDS.at(-1)).toBe(LOGIN_THROTTLE.maxDelaySeconds);
    expect(DELAY_TABLE_SECONDS.filter((s) => s === LOGIN_THROTTLE.maxDelaySeconds)).toHaveLength(1);
  });
});

describe("sourceOf", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002::1", "2001:db8:1:2::/64"],
    ["::1", "::/64"],
    ["not an address", "not an address"],
  ])("%s -> %s", (ip, source) => {
    expect(sourceOf(ip)).toBe(source);
  });

  it("every address of one /64 is one source", () => {
    expect(sourceOf("2001:db8:1:2::1")).toBe(sourceOf("2001:db8:1:2:ffff:ffff:ffff:fffe"));
    expect(sourceOf("2001:db8:1:2::1")).not.toBe(sourceOf("2001:db8:1:3::1"));
  });
});

describe("throttledMessage", () => {
  it.each([
    [1, "Too many attempts. Please try again in 1 second."],
    [64, "Too many attempts. Please try again in 64 seconds."],
    [119, "Too many attempts. Please try again in 119 seconds."],
    [128, "Too many attempts. Please try again in 3 minutes."],
    [900, "Too many attempts. Please try again in 15 minutes."],
  ])("%i s", (seconds, text) => {
    expect(throttledMessage(seconds)).toBe(text);
  });
});
