import type { Translation } from "../../../shared/i18n/i18n.ts";
import type en from "./en.ts";

const hi: Translation<typeof en> = {
  maintenance: {
    title: "मेंटेनेंस चल रहा है",
    message: "गेम पर अभी मेंटेनेंस का काम चल रहा है। यह {{countdown}} में वापस आएगा।",
    okay: "ठीक है",
  },
  takeSeat: {
    title: "अपनी सीट लें",
    message: "आपने पहले जिस टूर्नामेंट में हिस्सा लिया था, वह शुरू हो गया है। कृपया अपनी सीट लें।",
    cancel: "रद्द करें",
    takeSeat: "सीट लें",
  },
  header: {
    balance: "बैलेंस",
    balanceLoading: "बैलेंस लोड हो रहा है",
    balanceIs: "बैलेंस {{amount}}",
    addCash: "कैश जोड़ें",
    menu: "मेन्यू",
    nav: "मुख्य",
    welcome: "स्वागत है,",
    lobby: "लॉबी",
    myAccount: "मेरा खाता",
    logout: "लॉगआउट",
    logoutQuestion: "क्या आप सच में लॉगआउट करना चाहते हैं?",
  },
};
export default hi;
