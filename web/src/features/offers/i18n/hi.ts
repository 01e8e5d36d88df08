import type { Translation } from "../../../shared/i18n/i18n.ts";
import type en from "./en.ts";

const hi: Translation<typeof en> = {
  title: "ऑफ़र",
  addCash: "कैश जोड़ें",
  none: "अभी कोई प्रमोशनल ऑफ़र उपलब्ध नहीं है।",
  off: "कैश जोड़ना बंद है, इसलिए अभी कोई जमा ऑफ़र नहीं है।",
  offPractice: "ऑफ़र जमा पर मिलने वाले बोनस हैं। प्रैक्टिस टेबल <lobby>लॉबी</lobby> में खुली हैं, जो प्रैक्टिस चिप्स से खेली जाती हैं।",
  loading: "ऑफ़र लोड हो रहे हैं…",
  firstDeposit: "केवल पहली जमा, लॉक्ड बोनस",
  valid: "{{from}} से {{to}} तक मान्य",
  expires: "। बोनस जमा होने के {{days}} दिन बाद समाप्त हो जाता है।",
  validEnd: "।",
  tiers: "जमा राशि के अनुसार बोनस",
  deposit: "जमा",
  bonus: "बोनस",
  upTo: "अधिकतम",
  noLimit: "कोई सीमा नहीं",
};
export default hi;
