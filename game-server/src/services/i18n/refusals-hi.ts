import { groupIndian } from "@rummy/shared-rules/money";
import { COMPLIANCE_ERRORS } from "../compliance/errors.ts";
import { hindiSentence } from "./sentences-hi.ts";

/**
 * Issue 21: the player's refusals in Hindi. English stays the services' words (SPEC.md's where it
 * has them); the API's error handler and the rooms answer with these when the player speaks Hindi.
 * Both read this catalogue, so it sits below them, in services. A refusal is keyed by its code; a
 * code whose English names a figure maps the English (the figures are read back out of it, so they
 * are the same figures the English names). Codes that carry a form's own sentence
 * (`payout/invalid`, `amount/*`) and plain texts without a code go by their sentence (sentences-hi.ts).
 * Anything not here is answered in English.
 */

type Hindi = string | ((english: string) => string | undefined);

/** `₹1,00,000` and plain numbers as the English wrote them. */
const figures = (english: string): string[] => [...english.matchAll(/₹?\d+(?:,\d+)*(?:\.\d+)?/g)].map((m) => m[0]);
const indianGrouped = (figure: string): string => figure.replace(/[\d,]+/, (digits) => groupIndian(digits.replace(/,/g, "")));
const withFigures = (render: (f: string[]) => string, count: number) => (english: string) => {
  const f = figures(english);
  return f.length >= count ? render(f) : undefined;
};

/** `Daily deposit limit …`: the period a deposit-limit refusal names. */
const LIMIT_PERIOD: Readonly<Record<string, string>> = { Daily: "दैनिक", Weekly: "साप्ताहिक", Monthly: "मासिक" };
const limitPeriod = (english: string) => LIMIT_PERIOD[/^(\w+) deposit limit/.exec(english)?.[1] ?? ""];

const withdrawalMinimum = withFigures(([min]) => `न्यूनतम निकासी राशि ${min} है`, 1);
// SPEC.md's English writes ₹200,000; the Hindi groups it the Indian way, as the web's form does.
const rtgsMinimum = withFigures(([min]) => `RTGS के लिए न्यूनतम राशि ${indianGrouped(min ?? "")} होनी चाहिए`, 1);
const debitRemarks = withFigures(([max]) => `डेबिट ट्रांज़ैक्शन टिप्पणी में केवल अक्षर, अंक और खाली जगह हो सकती है, अधिकतम ${max} अक्षर`, 1);

/** A KYC check's reasons (ours, the sandbox's and Zoop's fallbacks), without their last full stop. */
const KYC_REASONS: Readonly<Record<string, string>> = {
  "The name on the PAN does not match your profile name": "PAN पर लिखा नाम आपकी प्रोफ़ाइल के नाम से मेल नहीं खाता।",
  "PAN details do not match the records": "PAN विवरण रिकॉर्ड से मेल नहीं खाते।",
  "PAN verification failed": "PAN सत्यापन विफल रहा।",
  "Aadhaar number does not exist": "यह आधार नंबर मौजूद नहीं है।",
  "Aadhaar OTP could not be sent": "आधार OTP नहीं भेजा जा सका।",
  "Aadhaar OTP request has expired. Please request a new OTP": "आधार OTP अनुरोध की अवधि खत्म हो गई है। कृपया नया OTP मँगाएँ।",
  "Aadhaar verification failed": "आधार सत्यापन विफल रहा।",
  "Aadhaar record not found in DigiLocker": "DigiLocker में आधार रिकॉर्ड नहीं मिला।",
  "DigiLocker verification failed": "DigiLocker सत्यापन विफल रहा।",
  "The Aadhaar in DigiLocker does not match the number entered": "DigiLocker वाला आधार आपके दर्ज किए गए नंबर से मेल नहीं खाता।",
};
const KYC_REVIEW = " Your KYC is now under manual review.";

/**
 * `kyc/failed` (api/profile/kyc-routes.ts): the check's reason, and the review notice after the last
 * attempt. A provider's own wording we do not know is kept, inside a Hindi sentence.
 */
function kycFailed(english: string): string {
  const review = english.endsWith(KYC_REVIEW);
  const reason = (review ? english.slice(0, -KYC_REVIEW.length) : english).replace(/\.$/, "");
  const hindi = KYC_REASONS[reason] ?? `KYC सत्यापन विफल: ${reason}।`;
  return review ? `${hindi} अब आपका KYC हाथ से जाँचा जा रहा है।` : hindi;
}

/** `tournament/cash_refused` carries the cash gate's own sentence: its Hindi is the gate code's. */
function cashGateHindi(english: string): string {
  const code = Object.entries(COMPLIANCE_ERRORS).find(([, sentence]) => sentence === english)?.[0];
  const gate = code === undefined ? undefined : HINDI_BY_CODE[code];
  const hindi = typeof gate === "function" ? gate(english) : gate;
  return hindi ?? "आप अभी कैश टूर्नामेंट नहीं खेल सकते।";
}

export const HINDI_BY_CODE: Readonly<Record<string, Hindi>> = {
  "auth/missing_token": "प्रमाणीकरण त्रुटि, कृपया फिर से लॉगिन करें",
  "auth/invalid_token": "प्रमाणीकरण त्रुटि, कृपया फिर से लॉगिन करें",
  "auth/same_password": "मौजूदा और नया पासवर्ड एक जैसे नहीं हो सकते",
  "auth/wrong_password": "मौजूदा पासवर्ड गलत है।",
  "auth/blocked": "आपका खाता ब्लॉक कर दिया गया है। कृपया सपोर्ट से संपर्क करें।",
  "auth/no_account": "माफ़ कीजिए, इस ईमेल/मोबाइल नंबर से कोई खाता नहीं मिला",
  "auth/invalid_referral": "अमान्य रेफ़रल कोड।",
  "auth/invalid_credentials": "गलत लॉगिन विवरण",
  "auth/unverified": "मोबाइल नंबर सत्यापित नहीं है।",
  "auth/under_attack": "हमें आपके खाते पर लॉगिन की कई असफल कोशिशें दिखी हैं। लॉगिन करने के लिए अपने मोबाइल नंबर पर भेजा गया OTP डालें।",
  "auth/userName_taken": "यह यूज़रनेम पहले से लिया जा चुका है।",
  "auth/email_taken": "इस ईमेल से एक खाता पहले से मौजूद है।",
  "auth/mobile_taken": "इस मोबाइल नंबर से एक खाता पहले से मौजूद है।",

  "compliance/money_games_off": (english) =>
    english.includes("Adding cash") ? "कैश गेम बंद हैं। अभी कैश नहीं जोड़ा जा सकता।" : "कैश गेम बंद हैं। आप अब भी प्रैक्टिस टेबल खेल सकते हैं।",
  "compliance/withdrawals_off": "अभी निकासी रुकी हुई है। कृपया बाद में फिर कोशिश करें।",
  "compliance/blocked": "आपका खाता ब्लॉक कर दिया गया है। कृपया सपोर्ट से संपर्क करें।",
  "compliance/restricted_state": "हम आपके स्थान पर उपलब्ध नहीं हैं",
  "compliance/location_unknown": "हम आपके स्थान की पुष्टि नहीं कर सके। कृपया लोकेशन की अनुमति दें और फिर कोशिश करें।",
  "compliance/location_stale": "आपकी लोकेशन जाँच की अवधि खत्म हो गई है। कृपया लोकेशन की अनुमति दें और फिर कोशिश करें।",
  "compliance/no_dob": (english) =>
    english.includes("add cash") ? "कैश जोड़ने के लिए मेरी प्रोफ़ाइल में अपनी जन्म तिथि जोड़ें।" : "कैश गेम खेलने के लिए मेरी प्रोफ़ाइल में अपनी जन्म तिथि जोड़ें।",
  "compliance/under_age": (english) =>
    english.includes("add cash") ? "कैश जोड़ने के लिए आपकी उम्र 18 वर्ष या उससे अधिक होनी चाहिए।" : "कैश गेम खेलने के लिए आपकी उम्र 18 वर्ष या उससे अधिक होनी चाहिए।",
  "compliance/basic_kyc": "कैश जोड़ने के लिए मेरी प्रोफ़ाइल (KYC) में अपना PAN सत्यापित करें।",
  "compliance/full_kyc": "निकासी के लिए अपना KYC (PAN और आधार) पूरा करें।",

  "deposit/amount": "राशि 0 से अधिक होनी चाहिए",
  "deposit/maximum": withFigures(([max]) => `अधिकतम जमा राशि ${max} है`, 1),
  "deposit/minimum": withFigures(([min]) => `न्यूनतम जमा राशि ${min} है`, 1),
  "deposit/mobile": "कृपया सही मोबाइल नंबर दर्ज करें",
  "deposit/note": "लेन-देन नोट में केवल अक्षर, अंक और खाली जगह हो सकती है, अधिकतम 150 अक्षर",
  "deposit/promotion_gone": "यह प्रमोशन अब उपलब्ध नहीं है।",
  "deposit/promotion_range": withFigures(([from, to]) => `यह प्रमोशन ${from} से ${to} तक की जमा पर लागू है।`, 2),
  "deposit/provider": "पेमेंट गेटवे त्रुटि। कृपया फिर कोशिश करें।",
  "deposit/not_found": "लेन-देन नहीं मिला",
  "deposit/bank_refused": (english) => `भुगतान विफल: ${english.replace(/^Payment Failed: /, "")}`,
  "deposit/sandbox_in_production": "यह केवल प्रैक्टिस डेमो है: यहाँ कैश नहीं जोड़ा जा सकता। प्रैक्टिस टेबल लॉबी में खुली हैं।",
  "deposit/gateway_link_spent": "यह भुगतान लिंक इस्तेमाल हो चुका है या इसकी अवधि खत्म हो गई है। कृपया कैश जमा करें से फिर शुरू करें।",
  "deposit/gateway_link_amount": withFigures(([amount]) => `यह भुगतान लिंक ${amount} के लिए है। दूसरी राशि देने के लिए कैश जमा करें से फिर शुरू करें।`, 1),
  "deposit/daily_limit": withFigures(([limit, left]) => `यह जमा आपकी दैनिक जमा सीमा ${limit} से अधिक है। आज आप ${left} और जोड़ सकते हैं।`, 2),
  "deposit/weekly_limit": withFigures(([limit, left]) => `यह जमा आपकी साप्ताहिक जमा सीमा ${limit} से अधिक है। इस सप्ताह आप ${left} और जोड़ सकते हैं।`, 2),
  "deposit/monthly_limit": withFigures(([limit, left]) => `यह जमा आपकी मासिक जमा सीमा ${limit} से अधिक है। इस महीने आप ${left} और जोड़ सकते हैं।`, 2),
  "deposit/limit_invalid": (english) => {
    const period = limitPeriod(english);
    return period === undefined ? undefined : `${period} जमा सीमा शून्य से कम नहीं हो सकती`;
  },
  "deposit/limit_above_ceiling": (english) => {
    const period = limitPeriod(english);
    return period === undefined ? undefined : withFigures(([max]) => `${period} जमा सीमा अधिकतम ${max} हो सकती है`, 1)(english);
  },

  "kyc/aadhaar_done": "आपका आधार पहले से सत्यापित है।",
  "kyc/aadhaar_mismatch": "आधार नंबर OTP अनुरोध से मेल नहीं खाता।",
  "kyc/wrong_otp": "अमान्य OTP।",
  "kyc/consent_denied": "उपयोगकर्ता ने सहमति नहीं दी",
  "kyc/full_name_required": "KYC से पहले अपनी प्रोफ़ाइल में अपना पूरा नाम अपडेट करें।",
  "kyc/underage": "आपकी उम्र कम से कम 18 वर्ष होनी चाहिए।",
  "kyc/dob_mismatch": "जन्म तिथि आपकी प्रोफ़ाइल से मेल नहीं खाती।",
  "kyc/pan_done": "आपका PAN पहले से सत्यापित है।",
  "kyc/pan_taken": "यह PAN पहले से किसी दूसरे खाते से जुड़ा है।",
  "kyc/suspended": "2 असफल प्रयासों के बाद आपका KYC हाथ से जाँचा जा रहा है। हम 72 घंटों के भीतर आपको बताएँगे।",
  "kyc/approved": "आपका KYC पहले से सत्यापित है।",
  "kyc/request_not_found": "KYC अनुरोध नहीं मिला। कृपया फिर से शुरू करें।",
  "kyc/request_done": "यह KYC अनुरोध पहले ही पूरा हो चुका है। कृपया फिर से शुरू करें।",
  "kyc/failed": kycFailed,
  "kyc/unavailable": "गेटवे त्रुटि",

  "lobby/maintenance": "गेम अभी रखरखाव में है।",
  "lobby/busy": (english) => (english.includes("private") ? "प्राइवेट टेबल नहीं बन सकी। कृपया फिर कोशिश करें।" : "अभी टेबल व्यस्त हैं। कृपया फिर कोशिश करें।"),
  "lobby/overloaded": "अभी टेबल बहुत व्यस्त हैं। कृपया कुछ सेकंड बाद फिर कोशिश करें।",
  "lobby/private_not_found": "अमान्य प्राइवेट टेबल कोड।",
  "lobby/table_full": "यह प्राइवेट टेबल भर चुकी है।",
  "lobby/no_such_table": (english) => (english.includes("lobby") ? "ऐसी कोई टेबल नहीं है। कृपया लॉबी से कोई टेबल चुनें।" : "ऐसी कोई टेबल नहीं है।"),
  "lobby/bad_point_value": "कृपया स्लाइडर से पॉइंट वैल्यू चुनें।",
  // services/tables/options.ts: test options on a join (the web sends none); zod's own detail stays as written.
  "lobby/bad_options": (english) =>
    english.startsWith("room options: ")
      ? `टेबल के विकल्प अमान्य हैं: ${english.slice("room options: ".length)}`
      : english.includes("cash tables")
        ? "कैश टेबल पर टेबल के विकल्प कभी स्वीकार नहीं किए जाते।"
        : "टेबल के विकल्प स्वीकार नहीं किए जाते: हर टेबल का शफ़ल और टाइमर सर्वर तय करता है।",
  "tables/no_such_deal": "डील नहीं मिली।",
  "tables/not_revealed": "डील का निपटारा होने के बाद ही सीड दिखाया जाता है।",
  "history/no_such_deal": "आपके इतिहास में ऐसा कोई गेम नहीं है।",
  "history/unreplayable": "यह डील रद्द कर दी गई थी, इसलिए इसकी चालें दोबारा नहीं देखी जा सकतीं।",
  "fairplay/linked_at_table": "आप इस टेबल पर नहीं बैठ सकते: आपके खाते से जुड़ा एक खाता पहले से वहाँ बैठा है।",
  "fairplay/invalid_report": (english) =>
    english.includes("200 characters")
      ? "कृपया अपनी टिप्पणी 200 अक्षरों के भीतर रखें।"
      : english.includes("yourself")
        ? "आप खुद की रिपोर्ट नहीं कर सकते।"
        : "कृपया वह टेबल या खिलाड़ी चुनें जिसकी आप रिपोर्ट कर रहे हैं।",
  "fairplay/report_target_not_found": "आप केवल उसी टेबल की रिपोर्ट कर सकते हैं जिस पर आप खेले, या उसी खिलाड़ी की जिसके साथ आप खेले।",
  "fairplay/too_many_reports": withFigures(([count]) => `आप दिन में अधिकतम ${count} रिपोर्ट भेज सकते हैं। कृपया कल फिर कोशिश करें।`, 1),
  // The operator's fair-play calls.
  "fairplay/signal_not_found": "ऐसा कोई फ़ेयर-प्ले सिग्नल नहीं मिला।",
  "fairplay/nothing_to_reverse": "इन डील में पलटने के लिए अब कुछ बाकी नहीं है।",
  "fairplay/insufficient_funds": "इस खाते में अब वह जीत की राशि नहीं है जिसे वापस लेना है।",

  "otp/missing_verification": "वेरिफ़िकेशन ID ज़रूरी है। कृपया नया OTP मँगाएँ।",
  "otp/unknown": "अमान्य या समाप्त OTP सत्र। कृपया नया OTP मँगाएँ।",
  "otp/wrong": "अमान्य OTP।",
  "otp/exhausted": (english) => (english === "Invalid OTP." ? "अमान्य OTP।" : "बहुत ज़्यादा गलत प्रयास। कृपया नया OTP मँगाएँ।"),
  "otp/expired": "OTP की अवधि खत्म हो गई है। कृपया नया OTP मँगाएँ।",
  "otp/countdown": withFigures(([seconds]) => `नया OTP मँगाने से पहले कृपया ${seconds} सेकंड प्रतीक्षा करें।`, 1),
  "otp/send_limit": "OTP की सीमा पूरी हो गई। कृपया बाद में फिर कोशिश करें।",

  "profile/not_found": "खाता नहीं मिला।",
  "profile/agent_set": "आप पहले ही एक एजेंट से जुड़ चुके हैं।",
  "profile/kyc_locked": "KYC मंज़ूर होने के बाद प्रोफ़ाइल विवरण नहीं बदले जा सकते।",
  "profile/mobile_locked": "सत्यापित होने के बाद मोबाइल नंबर नहीं बदला जा सकता।",
  "profile/password_required": "कम से कम 6 अक्षर होने चाहिए",
  "profile/invalid_credentials": "गलत लॉगिन विवरण",
  "profile/userName_taken": "यह यूज़रनेम पहले से लिया जा चुका है।",
  "profile/email_taken": "इस ईमेल से एक खाता पहले से मौजूद है।",
  "profile/mobile_taken": "इस मोबाइल नंबर से एक खाता पहले से मौजूद है।",
  "bank/locked": "बैंक विवरण पहले से सहेजे गए हैं और बदले नहीं जा सकते।",
  "bank/pan_required": "बैंक विवरण जोड़ने से पहले अपना PAN सत्यापित करें।",
  "bank/name_mismatch": "खाताधारक का नाम आपके PAN पर लिखे नाम से मेल खाना चाहिए।",
  "upi/pan_required": "UPI ID जोड़ने से पहले अपना PAN सत्यापित करें।",
  "upi/taken": "यह UPI ID पहले से किसी दूसरे खाते से जुड़ी है।",
  "upi/unavailable": "हम अभी यह UPI ID जाँच नहीं सके। कृपया कुछ मिनट बाद फिर कोशिश करें।",
  "upi/not_found": "यह UPI ID मौजूद नहीं है। कृपया जाँचकर फिर कोशिश करें।",
  "upi/name_mismatch": "इस UPI ID पर दर्ज नाम आपके PAN के नाम से मेल नहीं खाता। आप केवल अपनी UPI ID पर निकासी कर सकते हैं।",

  "spin/already_spun": "आप आज का स्पिन इस्तेमाल कर चुके हैं। कल फिर आएँ।",

  "support/not_found": "टिकट नहीं मिला।",
  "support/not_in_review": "केवल समीक्षा में चल रहे अनुरोध ही रद्द किए जा सकते हैं।",
  "support/bad_multipart": "अपलोड अधूरा या खराब था। कृपया फिर कोशिश करें।",
  "support/too_many_files": "कृपया केवल 4 फ़ाइलें चुनें",
  "support/wrong_type": "कृपया फ़ोटो या वीडियो चुनें",
  "support/image_too_big": "फ़ोटो का आकार 4 MB से कम होना चाहिए",
  "support/not_multipart": "अटैचमेंट multipart/form-data के रूप में भेजे जाने चाहिए।",
  "support/unknown_category": "कृपया एक समस्या चुनें",
  "support/too_big": (english) => (english.startsWith("Image") ? "फ़ोटो का आकार 4 MB से कम होना चाहिए" : "वीडियो का आकार 15 MB से कम होना चाहिए"),

  /** A payout form's own sentence: those naming a figure here, the rest by their text (sentences-hi.ts). */
  "payout/invalid": (english) =>
    english.startsWith("For RTGS") ? rtgsMinimum(english) : english.startsWith("Minimum withdrawal") ? withdrawalMinimum(english) : english.startsWith("Debit Trans. Remarks") ? debitRemarks(english) : undefined,
  "payout/not_found": "निकासी की स्थिति जाँची नहीं जा सकी",
  "payout/pan_required": "निकासी से पहले अपना PAN सत्यापित करें।",
  "payout/no_bank": "बैंक में निकासी से पहले मेरा खाता में अपना बैंक खाता जोड़ें।",
  "payout/bank_name_mismatch": "आपके सहेजे गए बैंक खाते के धारक का नाम आपके PAN के नाम से मेल नहीं खाता। कृपया सपोर्ट से संपर्क करें।",
  "payout/bank_mismatch": (english) => {
    const last4 = /ending (\w+)\)/.exec(english)?.[1];
    return last4 ? `निकासी केवल आपके सहेजे गए बैंक खाते (खाता संख्या के आखिरी अंक ${last4}) में होती है। आपके दर्ज किए विवरण उससे मेल नहीं खाते।` : undefined;
  },
  "payout/vpa_unverified": "इस UPI ID पर निकासी से पहले इसे सत्यापित करें।",
  "payout/vpa_name_mismatch": "इस UPI ID पर दर्ज नाम आपके PAN के नाम से मेल नहीं खाता।",
  "withdrawal/minimum": withdrawalMinimum,
  "withdrawal/maximum": withFigures(([max]) => `एक बार में अधिकतम निकासी राशि ${max} है`, 1),
  "withdrawal/rtgs_minimum": rtgsMinimum,
  "withdrawal/count": withFigures(([count]) => `आप दिन में अधिकतम ${count} बार निकासी कर सकते हैं। कृपया कल फिर कोशिश करें।`, 1),
  "withdrawal/daily_amount": withFigures(([cap, left]) => `निकासी की सीमा ${cap} प्रति दिन है। आज आप ${left} और निकाल सकते हैं।`, 2),

  "tournament/not_found": "टूर्नामेंट नहीं मिला।",
  "tournament/registration_closed": "इस टूर्नामेंट का पंजीकरण बंद हो गया है।",
  "tournament/full": "यह टूर्नामेंट भर चुका है।",
  "tournament/already_registered": "आप इस टूर्नामेंट में पहले से पंजीकृत हैं।",
  "tournament/insufficient_chips": "पर्याप्त रमी चिप्स नहीं हैं",
  "tournament/no_ticket": "इस टूर्नामेंट में शामिल होने के लिए टिकट चाहिए।",
  "tournament/maintenance": "गेम अभी रखरखाव में है।",
  "tournament/too_late": "यह टूर्नामेंट शुरू हो चुका है।",
  "tournament/not_registered": "आप इस टूर्नामेंट में पंजीकृत नहीं हैं।",
  "tournament/busy": "आपका पंजीकरण अभी प्रोसेस हो रहा है। कृपया फिर कोशिश करें।",
  "tournament/cash_off": "कैश गेम बंद हैं। आप अब भी प्रैक्टिस टेबल खेल सकते हैं।",
  "tournament/restricted_state": "हम आपके स्थान पर उपलब्ध नहीं हैं",
  "tournament/cash_refused": cashGateHindi,

  "wallet/insufficient_funds": "पर्याप्त रमी चिप्स नहीं हैं",
  "wallet/insufficient_withdrawable": "राशि निकाले जा सकने वाले बैलेंस से अधिक है",
  "wallet/invalid_amount": "राशि 0 से अधिक होनी चाहिए",
  "wallet/too_many_decimals": "राशि में अधिकतम 2 दशमलव अंक हो सकते हैं",
  "wallet/not_found": "लेन-देन नहीं मिला",
  "wallet/busy": "वॉलेट अभी व्यस्त है। कृपया फिर कोशिश करें।",
  "wallet/invalid_page": withFigures(([a, b, c]) => `पेज का आकार ${a}, ${b} या ${c} होना चाहिए`, 3),
  "wallet/invalid_request": "अमान्य वॉलेट अनुरोध",
  "wallet/idempotency_conflict": "यह अनुरोध पहले ही अलग विवरण के साथ किया जा चुका है",
  "wallet/not_pending": "यह लेन-देन पहले ही पूरा हो चुका है",
  "wallet/ref_closed": "यह टेबल या टूर्नामेंट पहले ही खत्म हो चुका है",

  // api/idempotency.ts: the money calls' Idempotency-Key.
  "idempotency/bad_key": withFigures(([min, max]) => `Idempotency-Key ${min} से ${max} प्रिंट होने योग्य अक्षरों की होनी चाहिए।`, 2),
  "idempotency/key_reused": "यह Idempotency-Key पहले ही किसी दूसरे अनुरोध के साथ इस्तेमाल हो चुकी है। नए अनुरोध के लिए नई key भेजें।",
  "idempotency/in_progress": "इस Idempotency-Key वाला अनुरोध अभी प्रोसेस हो रहा है। कृपया थोड़ी देर में फिर कोशिश करें।",

  // @fastify/rate-limit's refusal (app.ts): "Too many requests. Please try again in N seconds."
  "http/rate_limited": (english) => {
    const seconds = /^Too many requests\. Please try again in (\d+) seconds?\.$/.exec(english)?.[1];
    return seconds === undefined ? undefined : `बहुत ज़्यादा अनुरोध। कृपया ${seconds} सेकंड बाद फिर कोशिश करें।`;
  },
};

/** The Hindi of a reply: by its code, else by its sentence; undefined keeps the English. */
export function hindiMessage(english: string, code?: string): string | undefined {
  const entry = code === undefined ? undefined : HINDI_BY_CODE[code];
  if (typeof entry === "string") return entry;
  const fromCode = entry?.(english);
  return fromCode ?? hindiSentence(english);
}
