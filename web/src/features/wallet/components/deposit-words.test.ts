import { afterEach, describe, expect, it } from "vitest";
import { applyLanguage, i18n } from "../../../shared/i18n/i18n.ts";
import { WALLET } from "../i18n/index.ts";
import hindi from "../i18n/hi.ts";
import { maximumMessage, minimumMessage, typedAmount, validateDeposit } from "../model/deposit-form.ts";
import { depositCredited, depositText } from "./deposit-words.ts";
import { walletT } from "./transaction-rows.tsx";

const receipt = { nAmount: 500, nGst: 109.38, nDepositCredit: 390.62, nPromotionBonus: 250, nFirstDepositBonus: 500 };
const upi = { mode: "upi", amount: "", mobile: "98765", notes: "" } as const;

describe("deposit words in both languages", () => {
  afterEach(() => applyLanguage("en"));

  it("English is SPEC.md's text, word for word", () => {
    const t = walletT();
    expect(depositCredited(receipt, "₹500.00")).toBe(
      "You paid ₹500.00: ₹390.62 added to your deposit balance, GST ₹109.38, first-deposit bonus ₹500.00 added to your locked bonus, offer bonus ₹250.00 added to your instant bonus.",
    );
    expect(depositCredited({ ...receipt, nPromotionBonus: 0, nFirstDepositBonus: 0 }, "₹500.00")).toBe("You paid ₹500.00: ₹390.62 added to your deposit balance, GST ₹109.38.");
    expect(depositCredited(null, "₹500.00")).toBe("Your payment of ₹500.00 is received");
    expect(depositText(t, maximumMessage(100000))).toBe("Maximum deposit amount is ₹1,00,000");
    expect(depositText(t, typedAmount("60000", { nMinimum: 99, nMaximum: 49_999 }).warning ?? undefined)).toBe("Maximum deposit amount is ₹49,999");
    expect(depositText(t, minimumMessage(99.5))).toBe("Minimum deposit amount is ₹100");
    const errors = validateDeposit(upi, null);
    expect(depositText(t, errors.amount)).toBe("Please enter an amount");
    expect(depositText(t, errors.mobile)).toBe("Please enter a valid 10-digit mobile number");
    expect(depositText(t, validateDeposit({ ...upi, mobile: "" }, null).mobile)).toBe("* Mobile number is required.");
    expect(depositText(t, undefined)).toBeUndefined();
  });

  it("Hindi names the same amounts in Hindi words", async () => {
    i18n.addResourceBundle("hi", WALLET, hindi, true, true);
    await applyLanguage("hi");
    expect(depositCredited(receipt, "₹500.00")).toBe(
      "आपने ₹500.00 का भुगतान किया: ₹390.62 आपके जमा बैलेंस में जुड़े, GST ₹109.38, पहली-जमा बोनस ₹500.00 आपके लॉक्ड बोनस में जुड़ा, ऑफ़र बोनस ₹250.00 आपके इंस्टेंट बोनस में जुड़ा।",
    );
    expect(depositText(walletT(), minimumMessage(100))).toBe("न्यूनतम जमा राशि ₹100 है");
    expect(depositText(walletT(), validateDeposit(upi, null).amount)).toBe("कृपया राशि दर्ज करें");
  });
});
