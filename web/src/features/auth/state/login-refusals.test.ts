import { describe, expect, it } from "vitest";
import { ApiError } from "../../../shared/api/client.ts";
import { loginRetryAt, NOT_VERIFIED, otpStepOf, UNDER_ATTACK } from "./login-refusals.ts";

describe("otpStepOf", () => {
  it.each([
    [new ApiError(NOT_VERIFIED, 403, {}, "v-1"), "verify-mobile"],
    [new ApiError(UNDER_ATTACK, 403, {}, "v-2"), "second-factor"],
    [new ApiError("Your account has been blocked. Please contact support.", 403), null],
    [new ApiError("Invalid credentials", 400), null],
    [new ApiError(UNDER_ATTACK, 400), null],
    [new Error(UNDER_ATTACK), null],
  ])("%s -> %s", (error, step) => {
    expect(otpStepOf(error)).toBe(step);
  });
});

describe("loginRetryAt", () => {
  const now = 1_700_000_000_000;
  const throttled = (data: unknown) => new ApiError("Too many attempts. Please try again in 4 seconds.", 429, data);

  it("a throttled login may be tried again nRetryAfter seconds from now", () => {
    expect(loginRetryAt(throttled({ message: "...", code: "auth/throttled", nRetryAfter: 4 }), now)).toBe(now + 4000);
  });

  it.each([
    ["the per-address rate limit (no nRetryAfter)", throttled({ message: "Too many requests. Please try again in 60 seconds." })],
    ["a nonsense wait", throttled({ nRetryAfter: -3 })],
    ["no data", throttled(undefined)],
    ["another status", new ApiError("Invalid credentials", 400, { nRetryAfter: 4 })],
  ])("%s: no deadline", (_name, error) => {
    expect(loginRetryAt(error, now)).toBeNull();
  });
});
