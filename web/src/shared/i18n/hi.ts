import type { Translation } from "./i18n.ts";
import type en from "./en.ts";

const hi: Translation<typeof en> = {
  language: { switchTo: "भाषा बदलकर {{language}} करें" },
  homeTitle: "{{brand}}: ऑनलाइन इंडियन रमी खेलें",
  failures: { serverUnavailable: "सर्वर उपलब्ध नहीं है।", unexpectedReply: "सर्वर से अनपेक्षित जवाब मिला।" },
  actions: { yes: "हाँ", no: "नहीं", close: "बंद करें", dismiss: "संदेश हटाएँ", show: "दिखाएँ", hide: "छिपाएँ", showPassword: "पासवर्ड दिखाएँ", hidePassword: "पासवर्ड छिपाएँ" },
  loading: "लोड हो रहा है, कृपया प्रतीक्षा करें",
  loadingPage: "पेज लोड हो रहा है",
  loadingShort: "लोड हो रहा है…",
  skipToContent: "सीधे मुख्य सामग्री पर जाएँ",
  authError: "लॉगिन की पुष्टि नहीं हो सकी, कृपया फिर से लॉगिन करें",
  brand: { home: "{{brand}} होम", lobby: "{{brand}} लॉबी" },
  publicHeader: {
    menu: "मेन्यू",
    nav: "मुख्य",
    howToPlay: "कैसे खेलें",
    faq: "सवाल-जवाब",
    contact: "संपर्क",
    goToLobby: "लॉबी में जाएँ",
    login: "लॉगिन",
    register: "रजिस्टर करें",
  },
  report: {
    who: "किसकी रिपोर्ट",
    table: "पूरी टेबल",
    reason: "कारण",
    reasons: {
      collusion: "खिलाड़ी मिलकर खेल रहे हैं",
      chip_dumping: "चिप डंपिंग (जान-बूझकर हारना)",
      cheating_software: "धोखाधड़ी का सॉफ़्टवेयर या बॉट",
      abuse: "चैट या नामों में अपशब्द",
      other: "कुछ और",
    },
    comment: "क्या हुआ (वैकल्पिक)",
    send: "रिपोर्ट भेजें",
    cancel: "रद्द करें",
    sent: "रिपोर्ट सफलतापूर्वक भेज दी गई।",
  },
  operator: {
    demo: "(डेमो)",
    demoTitle: "डेमो जानकारी: ऑपरेटर ने अभी असली संपर्क नहीं जोड़ा है",
    hours: "हर दिन, सुबह 10:00 से शाम 7:00 बजे (IST) तक",
  },
};
export default hi;
