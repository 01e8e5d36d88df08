import type { Translation } from "../../i18n/i18n.ts";
import type en from "./en.ts";

const hi: Translation<typeof en> = {
  tryAgain: "फिर से कोशिश करें",
  clipboard: { copied: "क्लिपबोर्ड पर कॉपी हो गया!", failed: "कॉपी नहीं हो सका। कृपया टेक्स्ट चुनकर खुद कॉपी करें।" },
  account: {
    nav: "मेरा खाता",
    links: {
      myProfile: "मेरी प्रोफ़ाइल",
      depositCash: "कैश जमा करें",
      withdraw: "निकासी",
      passbook: "पासबुक",
      gameTransactions: "गेम लेन-देन",
      tournamentTransactions: "टूर्नामेंट लेन-देन",
      bonus: "बोनस",
      offers: "ऑफ़र",
      invite: "आमंत्रित करें",
      changePassword: "पासवर्ड बदलें",
      reportProblem: "समस्या बताएँ",
      reportedProblems: "बताई गई समस्याएँ",
    },
  },
  pager: {
    label: "{{noun}} के पेज",
    rows: "पंक्तियाँ",
    rowsPerPage: "हर पेज पर पंक्तियाँ",
    showing: "{{total}} में से {{from}}–{{to}}",
    none: "कोई {{noun}} नहीं",
    previous: "पिछला",
    next: "अगला",
    page: "पेज {{page}} / {{pages}}",
  },
};
export default hi;
