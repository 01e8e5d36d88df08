import { describe, expect, it } from "vitest";
import { i18n } from "../../../shared/i18n/i18n.ts";
import hindi from "../i18n/hi.ts";
import { LOBBY } from "../i18n/index.ts";
import { prizeLabel, spinCongratulation } from "./spin-wheel-modal.tsx";

const english = i18n.getFixedT("en", LOBBY);

describe("spin words", () => {
  it("the spin names chips while cash play is off and bonus rupees only while it is on", () => {
    expect(prizeLabel(20, "chips", english)).toBe("20 chips");
    expect(spinCongratulation(20, "chips", english)).toBe("Congratulations! You won 20 practice chips");
    expect(spinCongratulation(20, "chips", english)).not.toContain("₹");
    expect(prizeLabel(20, "bonus", english)).toBe("₹20");
    expect(spinCongratulation(20, "bonus", english)).toBe("Congratulations! You won ₹20 bonus");
  });

  it("reads in Hindi for a Hindi player, with the same figures", () => {
    i18n.addResourceBundle("hi", LOBBY, hindi, true, true);
    const t = i18n.getFixedT("hi", LOBBY);
    expect(prizeLabel(1500, "chips", t)).toBe("1,500 चिप्स");
    expect(spinCongratulation(20, "chips", t)).toBe("बधाई हो! आपने 20 प्रैक्टिस चिप्स जीते");
    expect(prizeLabel(20, "bonus", t)).toBe("₹20");
    expect(spinCongratulation(20, "bonus", t)).toBe("बधाई हो! आपने ₹20 बोनस जीता");
  });
});
