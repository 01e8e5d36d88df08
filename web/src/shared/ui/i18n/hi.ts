import type { Translation } from "../../i18n/i18n.ts";
import type en from "./en.ts";

const hi: Translation<typeof en> = {
  tryAgain: "फिर से कोशिश करें",
  clipboard: { copied: "क्लिपबोर्ड पर कॉपी हो गया!", failed: "कॉपी नहीं हो सका। कृपया टेक्स्ट चुनकर खुद कॉपी करें।" },
};
export default hi;
