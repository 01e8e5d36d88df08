import { describe, expect, it } from "vitest";
import { validateForgot, validateLogin, validateOtp, validateRegister, type RegisterValues } from "./forms.ts";
import { MESSAGES } from "./messages.ts";
import { cleanMobile, cleanOtp, cleanUsername, usernameLiveHint } from "./rules.ts";

/** Every entry-flow message of SPEC.md section 5, as rows: input -> message at the field. */

describe("login form", () => {
  const ok = { identifier: "9876543210", password: "secret123" };
  it.each([
    ["empty identifier", { identifier: "" }, "identifier", MESSAGES.loginIdentifier],
    ["spaces only", { identifier: "   " }, "identifier", MESSAGES.loginIdentifier],
    ["neither email nor mobile", { identifier: "player" }, "identifier", MESSAGES.loginIdentifier],
    ["9-digit mobile", { identifier: "987654321" }, "identifier", MESSAGES.loginIdentifier],
    ["empty password", { password: "" }, "password", MESSAGES.password],
    ["7-character password", { password: "abcdefg" }, "password", MESSAGES.password],
  ])("%s", (_name, patch, field, message) => {
    expect(validateLogin({ ...ok, ...patch })).toEqual({ [field]: message });
  });

  it.each([["9876543210"], ["player@example.com"], [" Player@Example.IN "]])("accepts %s", (identifier) => {
    expect(validateLogin({ ...ok, identifier })).toEqual({});
  });

  it("accepts an 8-character password", () => expect(validateLogin({ ...ok, password: "abcdefgh" })).toEqual({}));
});

describe("register form", () => {
  const ok: RegisterValues = {
    username: "ravi",
    email: "ravi@example.com",
    mobile: "9876543210",
    password: "Secret@123",
    gender: "male",
    referral: "",
    agreed: true,
  };
  it.each([
    ["empty username", { username: "" }, "username", MESSAGES.username],
    ["1-character username", { username: "r" }, "username", MESSAGES.username],
    ["11-character username", { username: "abcdefghijk" }, "username", MESSAGES.username],
    ["username of spaces", { username: "   " }, "username", MESSAGES.username],
    ["2-character username (the server's 3-character minimum)", { username: "ab" }, "username", MESSAGES.usernameLive],
    ["username with a symbol", { username: "ravi_k" }, "username", MESSAGES.usernameCharacters],
    ["empty email", { email: "" }, "email", MESSAGES.email],
    ["email without @", { email: "ravi.example.com" }, "email", MESSAGES.email],
    ["email with a 5-letter suffix", { email: "ravi@example.games" }, "email", MESSAGES.email],
    ["email with a 1-letter suffix", { email: "ravi@example.c" }, "email", MESSAGES.email],
    ["email over 320 characters", { email: `${"a".repeat(310)}@example.com` }, "email", MESSAGES.email],
    ["empty mobile", { mobile: "" }, "mobile", MESSAGES.mobile],
    ["mobile starting with 5", { mobile: "5876543210" }, "mobile", MESSAGES.mobile],
    ["mobile with letters", { mobile: "98765abcde" }, "mobile", MESSAGES.mobile],
    ["9-digit mobile", { mobile: "987654321" }, "mobile", MESSAGES.mobileLength],
    ["empty password", { password: "" }, "password", MESSAGES.password],
    ["7-character password", { password: "Secret1" }, "password", MESSAGES.password],
    ["17-character password", { password: "Secret@1234567890" }, "password", MESSAGES.password],
    ["password without a special character", { password: "Secret1234" }, "password", MESSAGES.passwordStrength],
    ["password without a number", { password: "Secret@abc" }, "password", MESSAGES.passwordStrength],
  ])("%s", (_name, patch, field, message) => {
    expect(validateRegister({ ...ok, ...patch })).toEqual({ [field]: message });
  });

  it.each([
    ["3-character username", { username: "abc" }],
    ["10-character username", { username: "abcdefghij" }],
    ["4-letter email suffix", { email: "ravi@example.info" }],
    ["mobile starting with 6", { mobile: "6000000000" }],
    ["16-character password", { password: "Secret@123456789" }],
  ])("accepts a %s", (_name, patch) => expect(validateRegister({ ...ok, ...patch })).toEqual({}));

  it("shows every message at once for an empty form", () => {
    expect(validateRegister({ ...ok, username: "", email: "", mobile: "", password: "" })).toEqual({
      username: MESSAGES.username,
      email: MESSAGES.email,
      mobile: MESSAGES.mobile,
      password: MESSAGES.password,
    });
  });

  it.each([
    ["", null],
    ["a", MESSAGES.usernameLive],
    ["ab", MESSAGES.usernameLive],
    ["abc", null],
  ])("live username hint for %j", (value, expected) => expect(usernameLiveHint(value)).toBe(expected));
});

describe("OTP and reset", () => {
  it.each([
    ["", { otp: "Enter the 4-digit OTP" }],
    ["123", { otp: "Enter the 4-digit OTP" }],
    ["1234", {}],
  ])("otp %j", (otp, expected) => expect(validateOtp(otp, null)).toEqual(expected));

  it.each([
    ["short", { password: MESSAGES.password }],
    ["NoDigits@", { password: MESSAGES.passwordStrength }],
    ["NewPass@1", {}],
  ])("new password %j in reset mode", (password, expected) => expect(validateOtp("1234", password)).toEqual(expected));

  it.each([
    ["", { identifier: MESSAGES.forgotIdentifier }],
    ["98765", { identifier: MESSAGES.forgotIdentifier }],
    ["ravi@", { identifier: MESSAGES.forgotIdentifier }],
    ["9876543210", {}],
    ["ravi@example.com", {}],
  ])("forgot password identifier %j", (identifier, expected) => expect(validateForgot(identifier)).toEqual(expected));
});

describe("input cleaning while typing", () => {
  it("strips spaces from the username, non-digits from mobile and OTP, and caps their length", () => {
    expect(cleanUsername(" ra vi ")).toBe("ravi");
    expect(cleanMobile("98-765 43210 99")).toBe("9876543210");
    expect(cleanOtp("1a2b3c4d5")).toBe("1234");
  });
});
