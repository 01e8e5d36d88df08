import { describe, expect, it } from "vitest";
import { DEPOSIT_MESSAGES } from "./deposit-form.ts";

describe("money words", () => {
  it("the success toast names what was paid, the GST and each balance a bonus went to", () => {
    const receipt = { nAmount: 500, nGst: 109.38, nDepositCredit: 390.62, nPromotionBonus: 250, nFirstDepositBonus: 500 };
    expect(DEPOSIT_MESSAGES.credited(receipt)).toBe(
      "You paid ₹500.00: ₹390.62 added to your deposit balance, GST ₹109.38, first-deposit bonus ₹500.00 added to your locked bonus, offer bonus ₹250.00 added to your instant bonus.",
    );
    expect(DEPOSIT_MESSAGES.credited({ ...receipt, nPromotionBonus: 0, nFirstDepositBonus: 0 })).toBe("You paid ₹500.00: ₹390.62 added to your deposit balance, GST ₹109.38.");
  });
});
