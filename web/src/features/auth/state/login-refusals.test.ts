import { describe, expect, it } from "vitest";
import { ApiError } from "../../../shared/api/client.ts";
import { loginRetryAt, otpStepOf } from "./login-refusals.ts";

const otp = { verification: "v-1", nExpiresIn: 120 };
const UNDER_ATTACK = "We have seen many failed login attempts on your account. Enter the OTP sent to your mobile number to log in.";

describe("otpStepOf", () => {
  it.each([
    [new ApiError("Mobile number not verified.", 403, { ...otp, code: "auth/unverified" }, "v-1"), "verify-mobile"],
    // By the code, whatever the sentence's language.
    [new ApiError("मोबाइल नंबर सत्यापित नहीं है।", 403, { ...otp, code: "auth/unverified" }, "v-1"), "verify-mobile"],
    [new ApiError(UNDER_ATTACK, 403, { ...otp, code: "auth/under_attack" }, "v-2"), "second-factor"],
    [new ApiError(UNDER_ATTACK, 403, otp, "v-2"), null],
    [new ApiError("Your account has been blocked. Please contact support.", 403, { message: "…", code: "auth/blocked" }), null],
    [new ApiError("Invalid credentials", 400), null],
    [new ApiError(UNDER_ATTACK, 400, { code: "auth/under_attack" }), null],
    [new ApiError("x", 403, { code: "toString" }), null],
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
