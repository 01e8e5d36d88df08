import { describe, expect, it } from "vitest";
import { prizeLabel, spinCongratulation } from "./spin-wheel-modal.tsx";

describe("spin words", () => {
  it("the spin names chips while cash play is off and bonus rupees only while it is on", () => {
    expect(prizeLabel(20, "chips")).toBe("20 chips");
    expect(spinCongratulation(20, "chips")).toBe("Congratulations! You won 20 practice chips");
    expect(spinCongratulation(20, "chips")).not.toContain("₹");
    expect(prizeLabel(20, "bonus")).toBe("₹20");
    expect(spinCongratulation(20, "bonus")).toBe("Congratulations! You won ₹20 bonus");
  });
});
