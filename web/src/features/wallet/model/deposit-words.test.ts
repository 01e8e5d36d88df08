import { describe, expect, it } from "vitest";
import { prizeLabel, spinCongratulation } from "../../lobby/components/spin-wheel-modal.tsx";
import { DEPOSIT_MESSAGES } from "./deposit-form.ts";

describe("money words", () => {
  it("the success toast names what was paid, the GST and each balance a bonus went to", () => {
    const receipt = { nAmount: 500, nGst: 109.38, nDepositCredit: 390.62, nPromotionBonus: 250, nFirstDepositBonus: 500 };
    expect(DEPOSIT_MESSAGES.credited(receipt)).toBe(
      "You paid ₹500.00: ₹390.62 added to your deposit balance, GST ₹109.38, first-deposit bonus ₹500.00 added to your locked bonus, offer bonus ₹250.00 added to your instant bonus.",
    );
    expect(DEPOSIT_MESSAGES.credited({ ...receipt, nPromotionBonus: 0, nFirstDepositBonus: 0 })).toBe("You paid ₹500.00: ₹390.62 added to your deposit balance, GST ₹109.38.");
  });

  it("the spin names chips while cash play is off and bonus rupees only while it is on", () => {
    expect(prizeLabel(20, "chips")).toBe("20 chips");
    expect(spinCongratulation(20, "chips")).toBe("Congratulations! You won 20 practice chips");
    expect(spinCongratulation(20, "chips")).not.toContain("₹");
    expect(prizeLabel(20, "bonus")).toBe("₹20");
    expect(spinCongratulation(20, "bonus")).toBe("Congratulations! You won ₹20 bonus");
  });
});
