import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { TABLE } from "../i18n/index.ts";
import hindi from "../i18n/hi.ts";
import { pointsStake, signedStake, stake } from "./stake.ts";

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

  it.each([
    // 7 × 0.1 and 80 × 0.35 are 0.7000000000000001 and 27.999999999999996 as floats.
    [7, 0.1, false, "₹0.70"],
    [80, 0.35, false, "₹28.00"],
    [20, 0.05, true, "1.00 chips"],
    [40, 1234.56, false, "₹49,382.40"],
  ])("%d points at %d a point (practice %s) read %s", (points, pointValue, practice, text) => expect(pointsStake(points, pointValue, practice)).toBe(text));

  describe("in Hindi", () => {
    afterEach(() => i18n.changeLanguage("en"));
    it("practice chips are चिप्स and rupees stay rupees", async () => {
      i18n.addResourceBundle("hi", TABLE, hindi, true, true);
      await i18n.changeLanguage("hi");
      expect(stake(12, true)).toBe("12.00 चिप्स");
      expect(signedStake(-17, true)).toBe("−17.00 चिप्स");
      expect(stake(123_456.5, false)).toBe("₹1,23,456.50");
    });
  });
});
