import type { Translation } from "../../../shared/i18n/i18n.ts";
import type en from "./en.ts";

const POINTS_INFO = "पहले से तय वैल्यू वाले पॉइंट्स के लिए खेलें। एक विजेता पूरा प्राइज़ पूल जीतता है।";

const hi: Translation<typeof en> = {
  title: "लॉबी",
  tabs: { label: "लॉबी", practice: "प्रैक्टिस", cash: "कैश", tournaments: "टूर्नामेंट", more: "10 और 27 पत्ते" },
  tournamentsLater: "टूर्नामेंट जल्द आ रहे हैं: रजिस्ट्रेशन, टिकट और लाइव टेबल अगले अपडेट में यहाँ खुलेंगे। तब तक Points, Pool और Deals टेबल पर खेलें।",
  moreLabel: "10 और 27 पत्तों वाले प्रैक्टिस गेम",
  practiceLabel: "प्रैक्टिस गेम",
  privateTable: "प्राइवेट टेबल",
  dailyBonus: "डेली बोनस",
  loadingTables: "टेबल लोड हो रही हैं…",
  tryAgain: "फिर कोशिश करें",
  noTables: "अभी जॉइन करने के लिए कोई टेबल नहीं है। कृपया थोड़ी देर बाद आएँ।",
  footer: {
    label: "लॉबी सहायता",
    newTab: " (नए टैब में खुलता है)",
    howToPlay: "कैसे खेलें",
    reportProblem: "समस्या बताएँ",
    terms: "सेवा की शर्तें",
    privacy: "गोपनीयता नीति",
  },
  filter: { maxPlayers: "अधिकतम खिलाड़ी", summary: "अधिकतम खिलाड़ी: {{summary}}", all: "सभी", players: "{{count}} खिलाड़ी", reset: "रीसेट" },
  maintenanceBefore: "गेम अभी मेंटेनेंस में है। यह ",
  maintenanceAfter: " में वापस आएगा।",
  columns: { name: "नाम", maxPlayers: "अधिकतम खिलाड़ी", entryFee: "एंट्री फ़ीस", decks: "डेक", point: "पॉइंट", type: "टाइप", deals: "डील", play: "खेलें" },
  playTable: "{{name}} खेलें, {{players}} खिलाड़ी",
  practiceTables: "{{mode}} प्रैक्टिस टेबल",
  about: "{{mode}} के बारे में",
  practiceChips: "प्रैक्टिस चिप्स",
  joined: {
    button: "मेरे जॉइन किए गेम ({{count}})",
    title: "मेरे जॉइन किए गेम",
    caption: "जिन टेबलों पर आप बैठे हैं",
    loading: "लोड हो रहा है…",
    none: "आपने अभी तक कोई टेबल जॉइन नहीं की है।",
    columns: { game: "गेम", type: "टाइप", players: "खिलाड़ी", point: "पॉइंट / एंट्री", chips: "आपके चिप्स", table: "टेबल" },
    kinds: { tournament: "टूर्नामेंट", private: "प्राइवेट · {{code}}", cash: "कैश", practice: "प्रैक्टिस" },
    takeSeat: "सीट लें",
  },
  cash: {
    label: "कैश गेम",
    playersLabel: "टेबल पर खिलाड़ी",
    checking: "कैश गेम की स्थिति देखी जा रही है…",
    off: "कैश गेम बंद हैं। आप फिर भी प्रैक्टिस टेबल पर खेल सकते हैं।",
    offMoreBefore: "प्रैक्टिस टेबल 'प्रैक्टिस' टैब में खुली हैं। आपके अकाउंट में पहले से मौजूद पैसा आपका ही है: आप अब भी उसे ",
    withdraw: "निकाल",
    offMoreAfter: " सकते हैं।",
    select: "पॉइंट वैल्यू चुनें",
    options: {
      pool: "Pool {{point}} · एंट्री {{fee}}",
      deal: "{{deals}} डील · एंट्री {{fee}}",
      point: "{{point}} प्रति पॉइंट · बाय-इन {{fee}}",
    },
    playing: " · {{count}} खेल रहे हैं",
    occupancy: "इस स्टेक पर अभी {{count}} खिलाड़ी खेल रहे हैं। {{wait}} कोई न जुड़े तो आप पहली डील से पहले टेबल छोड़कर अपना पूरा बाय-इन वापस पा सकते हैं।",
    facts: { pool: "पूल", entryFee: "एंट्री फ़ीस", deals: "डील", pointValue: "पॉइंट वैल्यू", buyIn: "बाय-इन", decks: "डेक", maxPlayers: "अधिकतम खिलाड़ी" },
    play: "खेलें",
    confirmTitle: "कैश गेम खेलें",
    question: "क्या आप सच में यह गेम खेलना चाहते हैं?",
  },
  popupBlocked: {
    title: "आपकी टेबल तैयार है",
    open: "टेबल खोलें",
    text: "आपके ब्राउज़र ने गेम की विंडो खुलने से रोक दी। इसे यहाँ खोलें, या इस साइट के लिए पॉप-अप की अनुमति दें।",
  },
  modes: {
    point: { label: "Points", info: POINTS_INFO },
    pool: {
      label: "Pool",
      info: "तब तक खेलें जब तक स्कोर अधिकतम सीमा (101 या 201) तक न पहुँचे। डील जीतने वाले को 0 पॉइंट मिलते हैं और बाकी खिलाड़ियों के पॉइंट जुड़ते जाते हैं। तय एंट्री फ़ीस से प्राइज़ पूल बनता है।",
    },
    deal: {
      label: "Deals",
      info: "शुरुआत में मिले चिप्स के साथ पहले से तय संख्या की डील खेलें। डील जीतने वाला सारे चिप्स ले जाता है, और आख़िरी डील के बाद सबसे ज़्यादा चिप्स वाला खिलाड़ी जीतता है।",
    },
    point21: { label: "Points21", info: POINTS_INFO },
    point10: { label: "10 पत्ते", info: `${POINTS_INFO} हर खिलाड़ी को 10 पत्ते; दो सीक्वेंस से डिक्लेयर करें, जिनमें एक प्योर हो; हारने वाला ज़्यादा से ज़्यादा 80 पॉइंट देता है।` },
    point27: {
      label: "27 पत्ते",
      info: `${POINTS_INFO} 3 डेक से हर खिलाड़ी को 27 पत्ते, दो अपर और दो लोअर जोकर के साथ; तीन प्योर सीक्वेंस से डिक्लेयर करें (तनेला एक गिना जाता है); हारने वाला ज़्यादा से ज़्यादा 160 पॉइंट देता है।`,
    },
  },
};
export default hi;
