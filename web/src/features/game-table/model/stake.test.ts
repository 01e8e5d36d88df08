import { describe, expect, it } from "vitest";
import { signedStake, stake } from "./stake.ts";

describe("amounts at the table", () => {
  it.each([
    [12, false, "₹12.00"],
    [0.05, false, "₹0.05"],
    [-4, false, "−₹4.00"],
    [12, true, "12.00 chips"],
    [-4, true, "−4.00 chips"],
    [123_456.5, false, "₹1,23,456.50"],
    [0.1 + 0.2, true, "0.30 chips"],
  ])("%d (practice %s) reads %s", (amount, practice, text) => expect(stake(amount, practice)).toBe(text));

  it.each([
    [15.3, false, "+₹15.30"],
    [-17, true, "−17.00 chips"],
    [0, false, "₹0.00"],
  ])("a result of %d (practice %s) reads %s", (amount, practice, text) => expect(signedStake(amount, practice)).toBe(text));
});
