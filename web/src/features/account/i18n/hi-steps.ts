import type { Translation } from "../../../shared/i18n/i18n.ts";
import type en from "./en-steps.ts";

/** Hindi of the hand history's step lines (part of the `account` namespace, see hi.ts). */
const steps: Translation<typeof en> = {
  you: "आप",
  seat: "सीट {{number}}",
  joker: "जोकर",
  aCard: "एक पत्ता",
  timedOut: " (समय खत्म)",
  dealt: "पत्ते बँट गए। कट जोकर {{cut}}, खुला पत्ता {{open}}।",
  hand: "आपके पत्ते: {{cards}}",
  drewOpen: "{{name}} ने खुले ढेर से {{card}} उठाया{{timedOut}}।",
  drewClosed: "{{name}} ने बंद ढेर से {{card}} उठाया{{timedOut}}।",
  discarded: "{{name}} ने {{card}} फेंका{{timedOut}}।",
  dropped: "{{name}} ने ड्रॉप किया ({{kind}} ड्रॉप, {{points}} पॉइंट)।",
  drops: { first: "पहला", middle: "बीच का" },
  wrongShow: "{{name}} ने गलत शो किया ({{points}} पॉइंट)।",
  declared: "{{name}} ने डिक्लेयर किया।",
  melded: "{{name}} ने अपने मेल्ड दिखाए।",
  drewOpen_you: "आपने खुले ढेर से {{card}} उठाया{{timedOut}}।",
  drewClosed_you: "आपने बंद ढेर से {{card}} उठाया{{timedOut}}।",
  discarded_you: "आपने {{card}} फेंका{{timedOut}}।",
  dropped_you: "आपने ड्रॉप किया ({{kind}} ड्रॉप, {{points}} पॉइंट)।",
  wrongShow_you: "आपने गलत शो किया ({{points}} पॉइंट)।",
  declared_you: "आपने डिक्लेयर किया।",
  melded_you: "आपने अपने मेल्ड दिखाए।",
  ranOut_you: "आपका समय खत्म हो गया।",
  reshuffled: "खुले ढेर के पत्ते फेंटकर बंद ढेर में डाल दिए गए।",
  ranOut: "{{name}} का समय खत्म हो गया।",
  youWin: "डील खत्म: आप जीते।",
  wins: "डील खत्म: {{name}} जीते।",
};
export default steps;
