import { describe, expect, it } from "vitest";
import { paiseFromRupeeString, rupeeString } from "../amount.ts";
import { statusFromBank } from "./rbl.ts";
import { SANDBOX_OTHER_PERSON, sandboxScenario, sandboxVpaOwner } from "./sandbox.ts";

describe("payout providers", () => {
  it.each([
    ["50100012340001", "success"],
    ["50100012340002", "failure"],
    ["50100012340003", "slow"],
    ["50100012340004", "reversal"],
    ["50100012340005", "lost_reply"],
    ["50100012340006", "rejected"],
    ["50100012340009", "stuck"],
    ["fail@okbank", "failure"],
    ["reverse@upi", "reversal"],
    ["player@okbank", "success"],
  ])("sandbox bank outcome for %s is %s", (target, scenario) => {
    expect(sandboxScenario(target)).toBe(scenario);
  });

  it("sandbox UPI directory: unknown… does not exist, other… is someone else, anything else is the name asked about", () => {
    expect(sandboxVpaOwner("unknown.id@okicici", "Test Player")).toMatchObject({ exists: false });
    expect(sandboxVpaOwner("Other.Person@okicici", "Test Player")).toEqual({ exists: true, registeredName: SANDBOX_OTHER_PERSON });
    expect(sandboxVpaOwner("slow.payer@oksbi", "Test Player")).toEqual({ exists: true, registeredName: "TEST PLAYER" });
  });

  it.each([
    ["SUCCESS", "success"],
    ["Success", "success"],
    ["FAILURE", "failed"],
    ["REVERSED", "reversed"],
    ["NOT FOUND", "not_found"],
    ["In Progress", "pending"],
    ["Initiated", "pending"],
    ["something new", "pending"],
  ])("the bank's %s is %s (never a guessed failure)", (word, status) => {
    expect(statusFromBank(word)).toBe(status);
  });

  it("writes and reads rupee strings exactly", () => {
    expect(rupeeString(12_345n)).toBe("123.45");
    expect(rupeeString(5n)).toBe("0.05");
    expect(paiseFromRupeeString("200000.01")).toBe(20_000_001n);
    expect(paiseFromRupeeString("1.5")).toBe(150n);
    expect(paiseFromRupeeString("1.555")).toBeNull();
  });
});
