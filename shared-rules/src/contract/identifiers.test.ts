import { describe, expect, it } from "vitest";
import { checkEmail, checkIdentifier, checkMobile, checkProfileEmail, checkProfileMobile } from "./identifiers.ts";

// SPEC.md section 5's mobile and e-mail rules, word for word: the web's forms and the server's
// request schemas both call these, so the two sides cannot disagree.
const message = (checked: { ok: boolean; message?: string }) => (checked.ok ? null : checked.message);

describe("registration mobile and e-mail (SPEC.md section 5 Registration)", () => {
  it.each([
    ["9876543210", null],
    ["+919876543210", null],
    ["", "Enter a valid Mobile number"],
    ["5876543210", "Enter a valid Mobile number"],
    ["98765abcde", "Enter a valid Mobile number"],
    ["987654321", "Mobile number should be 10 digit."],
  ])("mobile %j -> %j", (raw, expected) => {
    expect(message(checkMobile(raw))).toBe(expected);
  });

  it.each([
    ["Ravi@Example.com", null],
    ["ravi.example.com", "Enter a valid Email id"],
    ["ravi@example.games", "Enter a valid Email id"],
    ["ravi@example.c", "Enter a valid Email id"],
    [`${"a".repeat(310)}@example.com`, "Enter a valid Email id"],
  ])("e-mail %j -> %j", (raw, expected) => {
    expect(message(checkEmail(raw))).toBe(expected);
  });

  it("an e-mail is lowercased and a mobile loses its +91", () => {
    expect(checkEmail(" Ravi@Example.COM ")).toEqual({ ok: true, value: "ravi@example.com" });
    expect(checkMobile("+91 98765-43210")).toEqual({ ok: true, value: "9876543210" });
  });

  it("forgot password takes either, with its own message", () => {
    expect(checkIdentifier("9876543210", "Enter a valid Email id or Mobile number")).toEqual({ ok: true, value: { kind: "mobile", mobile: "9876543210" } });
    expect(message(checkIdentifier("98765", "Enter a valid Email id or Mobile number"))).toBe("Enter a valid Email id or Mobile number");
  });
});

describe("profile mobile and e-mail (SPEC.md section 5 Profile)", () => {
  it.each([
    ["", "Please enter your Email"],
    ["  ", "Please enter your Email"],
    ["ravi@", "Please enter valid Email"],
    [`${"a".repeat(360)}@example.com`, "Please enter valid Email"],
    [`${"a".repeat(330)}@example.com`, null],
  ])("e-mail %j -> %j", (raw, expected) => {
    expect(message(checkProfileEmail(raw))).toBe(expected);
  });

  it.each([
    ["", "Please enter Mobile Number"],
    ["5876543210", "Please enter valid Mobile Number"],
    ["98765", "Please enter valid Mobile Number"],
    ["9876543210", null],
  ])("mobile %j -> %j", (raw, expected) => {
    expect(message(checkProfileMobile(raw))).toBe(expected);
  });
});
