/**
 * Issue 21: the success sentences of the API's replies (`ok(message, …)`) in Hindi. A fixed sentence
 * is keyed by its English; one that names figures or dates (a receipt, a limit's date, a countdown)
 * is matched by its pattern, and its Hindi names the same figures, read back out of the English.
 */
export const HINDI_SUCCESS: Readonly<Record<string, string>> = {
  "Logged in successfully.": "सफलतापूर्वक लॉगिन हो गया।",
  "Logged out successfully.": "सफलतापूर्वक लॉगआउट हो गया।",
  "Registered successfully. OTP sent to your mobile number.": "रजिस्ट्रेशन सफल रहा। आपके मोबाइल नंबर पर OTP भेजा गया है।",
  "OTP sent successfully.": "OTP सफलतापूर्वक भेजा गया।",
  "OTP verified successfully.": "OTP सफलतापूर्वक सत्यापित हुआ।",
  "Password reset successfully.": "पासवर्ड सफलतापूर्वक रीसेट हो गया।",
  "Password changed successfully, Logging you out.": "पासवर्ड सफलतापूर्वक बदल गया, आपको लॉगआउट किया जा रहा है।",
  "If this email belongs to an account that is not verified yet, a verification link has been sent.":
    "अगर यह ईमेल किसी ऐसे खाते का है जो अभी सत्यापित नहीं है, तो उस पर सत्यापन लिंक भेज दिया गया है।",
  "Profile updated successfully.": "प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई।",
  "Bank details saved successfully.": "बैंक विवरण सफलतापूर्वक सहेजे गए।",
  "Agent joined successfully.": "एजेंट सफलतापूर्वक जुड़ गया।",
  "UPI ID verified.": "UPI ID सत्यापित हो गई।",
  "PAN verified successfully.": "PAN सफलतापूर्वक सत्यापित हुआ।",
  "OTP sent to the mobile number linked with your Aadhaar.": "आपके आधार से जुड़े मोबाइल नंबर पर OTP भेजा गया है।",
  "Aadhaar KYC status updated": "आधार KYC की स्थिति अपडेट हो गई",
  "Waiting for DigiLocker consent.": "DigiLocker की सहमति की प्रतीक्षा है।",
  "Report submitted successfully.": "रिपोर्ट सफलतापूर्वक भेज दी गई।",
  "Your query has been raised successfully.": "आपका सवाल सफलतापूर्वक दर्ज हो गया।",
  "Request cancelled successfully.": "अनुरोध सफलतापूर्वक रद्द हो गया।",
  "Your limits are updated.": "आपकी सीमाएँ अपडेट हो गईं।",
  "You excluded yourself permanently. Withdrawals stay open; support can reopen your account.":
    "आपने खुद को हमेशा के लिए खेल से दूर कर लिया है। निकासी खुली रहती है; सपोर्ट आपका खाता फिर खोल सकता है।",
  "Payment Failed": "भुगतान विफल",
  "Payment is pending": "भुगतान लंबित है",
  "Your withdrawal request is submitted. It will be processed within 24 hours.": "आपका निकासी अनुरोध भेज दिया गया है। इसे 24 घंटों के भीतर पूरा किया जाएगा।",
  "Your withdrawal is successful. The amount has been sent to your account.": "आपकी निकासी सफल रही। राशि आपके खाते में भेज दी गई है।",
  "Your withdrawal is being processed. It will be completed within 24 hours.": "आपकी निकासी पर काम चल रहा है। यह 24 घंटों के भीतर पूरी होगी।",
  "The bank returned this withdrawal. The amount is back in your winnings.": "बैंक ने यह निकासी लौटा दी। राशि आपकी जीत की रकम में वापस आ गई है।",
  "Your bank payment is submitted. Your account will be credited when the bank confirms it.": "आपका बैंक भुगतान भेज दिया गया है। बैंक की पुष्टि होते ही आपके खाते में राशि जुड़ जाएगी।",
  "Your bank payment is being processed.": "आपके बैंक भुगतान पर काम चल रहा है।",
  "Adding cash is switched off, so there are no deposit offers right now.": "कैश जोड़ना बंद है, इसलिए अभी कोई जमा ऑफ़र नहीं है।",
  "Your deposit limits are updated.": "आपकी जमा सीमाएँ अपडेट हो गईं।",
  "Withdrawal request failed": "निकासी अनुरोध विफल रहा",
  "You haven't yet joined any Tables.": "आप अभी किसी टेबल पर नहीं बैठे हैं।",
  "Currently, No promotional offers available.": "अभी कोई प्रमोशनल ऑफ़र उपलब्ध नहीं है।",
  "No Qualifiers Found.": "कोई क्वालिफ़ायर नहीं मिला।",
};

/** A rupee figure as the English writes it: `₹1,00,000.50`, `₹1000.50`, `₹500`. */
const RUPEES = String.raw`₹[\d,]+(?:\.\d+)?`;

interface Patterned {
  readonly english: RegExp;
  readonly hindi: (figures: readonly (string | undefined)[]) => string;
}

const WITH_FIGURES: readonly Patterned[] = [
  {
    // A login source waiting out its delay (services/auth/login-throttle-policy.ts).
    english: /^Too many attempts\. Please try again in (\d+) (second|seconds|minutes)\.$/,
    hindi: ([count, unit]) => `बहुत ज़्यादा प्रयास। कृपया ${count} ${unit === "minutes" ? "मिनट" : "सेकंड"} बाद फिर कोशिश करें।`,
  },
  {
    english: /^OTP already sent\. You can request a new OTP in (\d+) seconds\.$/,
    hindi: ([seconds]) => `OTP पहले ही भेजा जा चुका है। आप ${seconds} सेकंड बाद नया OTP मँगा सकते हैं।`,
  },
  {
    // The deposit receipt (api/transactions/deposits.ts `creditedMessage`), bonuses when there are any.
    english: new RegExp(
      `^You paid (${RUPEES}): (${RUPEES}) added to your deposit balance, GST (${RUPEES})` +
        `(?:, first-deposit bonus (${RUPEES}) added to your locked bonus)?(?:, offer bonus (${RUPEES}) added to your instant bonus)?\\.$`,
    ),
    hindi: ([paid, credit, gst, firstBonus, offerBonus]) =>
      `आपने ${paid} चुकाए: ${credit} आपके जमा बैलेंस में जुड़े, GST ${gst}` +
      (firstBonus ? `, पहली जमा का बोनस ${firstBonus} आपके लॉक्ड बोनस में जुड़ा` : "") +
      (offerBonus ? `, ऑफ़र बोनस ${offerBonus} आपके इंस्टेंट बोनस में जुड़ा` : "") +
      "।",
  },
  {
    // SPEC.md's own wording of the same toast.
    english: new RegExp(`^Your account is credited with amount (${RUPEES})\\.?$`),
    hindi: ([amount]) => `आपके खाते में ${amount} जमा हो गए।`,
  },
  {
    english: /^Withdrawal request failed: (.+)\. The amount is back in your winnings\.$/,
    hindi: ([reason]) => `निकासी अनुरोध विफल रहा: ${reason}। राशि आपकी जीत की रकम में वापस आ गई है।`,
  },
  {
    english: /^Withdrawal request failed\. The amount is back in your winnings\.$/,
    hindi: () => "निकासी अनुरोध विफल रहा। राशि आपकी जीत की रकम में वापस आ गई है।",
  },
  {
    english: /^(Your lower limit applies now\. )?A higher limit applies after (\d+) hours, from (\S+)\.$/,
    hindi: ([lowered, hours, from]) => `${lowered ? "आपकी कम सीमा अभी से लागू है। " : ""}ज़्यादा सीमा ${hours} घंटे बाद, ${from} से लागू होगी।`,
  },
  {
    english: /^Lower limits apply now\. Higher limits apply from (.+ IST)\.$/,
    hindi: ([from]) => `कम सीमाएँ अभी से लागू हैं। ज़्यादा सीमाएँ ${from} से लागू होंगी।`,
  },
  {
    english: /^You cannot play, join tournaments or add cash until (.+ IST)\. Withdrawals stay open\.$/,
    hindi: ([until]) => `आप ${until} तक न खेल सकते हैं, न टूर्नामेंट में शामिल हो सकते हैं, न कैश जोड़ सकते हैं। निकासी खुली रहती है।`,
  },
];

/** The Hindi of a success sentence, or undefined to keep the English. */
export function hindiSuccess(english: string): string | undefined {
  const fixed = HINDI_SUCCESS[english];
  if (fixed !== undefined) return fixed;
  for (const { english: pattern, hindi } of WITH_FIGURES) {
    const m = pattern.exec(english);
    if (m) return hindi(m.slice(1));
  }
  return undefined;
}
