import type { Translation } from "../../../shared/i18n/i18n.ts";
import type en from "./en.ts";

const hi: Translation<typeof en> = {
  updated: "पिछला अपडेट: {{date}}",
  footer: {
    helpline: "टोल-फ़्री हेल्पलाइन",
    follow: "{{name}} पर हमें फ़ॉलो करें",
    newTab: " (नए टैब में खुलता है)",
    nav: "फ़ुटर",
    groups: { play: "खेलें", policies: "नीतियाँ", compliance: "अनुपालन", company: "कंपनी" },
    links: {
      howToPlay: "कैसे खेलें",
      tutorials: "रमी ट्यूटोरियल",
      faq: "सवाल-जवाब",
      blog: "ब्लॉग",
      download: "डाउनलोड",
      referEarn: "रेफ़र करें और कमाएँ",
      terms: "सेवा की शर्तें",
      privacy: "गोपनीयता नीति",
      disclaimer: "अस्वीकरण",
      refunds: "रिफ़ंड और रद्दीकरण",
      withdrawal: "निकासी नीति",
      legality: "वैधता",
      kyc: "KYC नीति",
      onboarding: "ग्राहक ऑनबोर्डिंग",
      risk: "जोखिम निगरानी",
      tds: "TDS नीति",
      gst: "GST नीति",
      about: "हमारे बारे में",
      contact: "संपर्क करें",
      reportProblem: "समस्या बताएँ",
    },
    assurancesLabel: "निष्पक्ष खेल और सुरक्षा",
    assurances: { adult: "सिर्फ़ 18+", cards: "जाँचने लायक निष्पक्ष शफ़ल", id: "KYC-सत्यापित निकासी", lock: "एन्क्रिप्टेड कनेक्शन", scale: "ज़िम्मेदार खेल की सीमाएँ" },
    legal: "18 वर्ष और उससे अधिक उम्र के खिलाड़ियों के लिए। {{states}} में उपलब्ध नहीं। प्रैक्टिस चिप्स का कोई नकद मूल्य नहीं है। © {{year}} {{brand}}।",
  },
};
export default hi;
