import { afterEach, describe, expect, it } from "vitest";
import { applyLanguage, i18n } from "../../../shared/i18n/i18n.ts";
import { WALLET } from "../i18n/index.ts";
import hindi from "../i18n/hi.ts";
import { DEPOSIT_MESSAGES } from "../model/deposit-form.ts";
import { depositCredited, depositText } from "./deposit-words.ts";
import { walletT } from "./transaction-rows.tsx";

const receipt = { nAmount: 500, nGst: 109.38, nDepositCredit: 390.62, nPromotionBonus: 250, nFirstDepositBonus: 500 };

describe("deposit words in both languages", () => {
  afterEach(() => applyLanguage("en"));

  it("English is SPEC.md's text, word for word", () => {
    expect(depositCredited(receipt, "₹500.00")).toBe(DEPOSIT_MESSAGES.credited(receipt));
    const plain = { ...receipt, nPromotionBonus: 0, nFirstDepositBonus: 0 };
    expect(depositCredited(plain, "₹500.00")).toBe(DEPOSIT_MESSAGES.credited(plain));
    expect(depositCredited(null, "₹500.00")).toBe(DEPOSIT_MESSAGES.creditedAmount("₹500.00"));
    expect(depositText(walletT(), DEPOSIT_MESSAGES.maximum(100000))).toBe("Maximum deposit amount is ₹1,00,000");
    expect(depositText(walletT(), DEPOSIT_MESSAGES.mobileInvalid)).toBe(DEPOSIT_MESSAGES.mobileInvalid);
    expect(depositText(walletT(), "A server reply")).toBe("A server reply");
  });

  it("Hindi names the same amounts in Hindi words", async () => {
    i18n.addResourceBundle("hi", WALLET, hindi, true, true);
    await applyLanguage("hi");
    expect(depositCredited(receipt, "₹500.00")).toBe(
      "आपने ₹500.00 का भुगतान किया: ₹390.62 आपके जमा बैलेंस में जुड़े, GST ₹109.38, पहली-जमा बोनस ₹500.00 आपके लॉक्ड बोनस में जुड़ा, ऑफ़र बोनस ₹250.00 आपके इंस्टेंट बोनस में जुड़ा।",
    );
    expect(depositText(walletT(), DEPOSIT_MESSAGES.minimum(100))).toBe("न्यूनतम जमा राशि ₹100 है");
    expect(depositText(walletT(), DEPOSIT_MESSAGES.amountRequired)).toBe("कृपया राशि दर्ज करें");
  });
});
