import type { Translation } from "../../../shared/i18n/i18n.ts";
import type en from "./en-speech.ts";

/**
 * Hindi of what the table says in words (part of the `game-table` namespace, see hi.ts). Cards use
 * the suit names Indian players say at the table: हुकुम, पान, ईंट, चिड़ी; इक्का, गुलाम, बेगम, बादशाह.
 */
const speech: Translation<typeof en> = {
  card: "{{suit}} का {{rank}}",
  printedJoker: "प्रिंटेड जोकर",
  ranks: { A: "इक्का", J: "गुलाम", Q: "बेगम", K: "बादशाह" },
  suits: { S: "हुकुम", H: "पान", D: "ईंट", C: "चिड़ी" },
  jokerMark: ", जोकर",
  selectedMark: " (चुना हुआ)",
  onCard: "{{card}} पर।",
  onSelectedCard: "{{card}} पर, चुना हुआ।",
  you: "आप",
  seat: "सीट {{number}}",
  deal: "डील {{deal}} के पत्ते बँट गए।",
  myTurn: "आपकी बारी: बंद या खुले डेक से एक पत्ता उठाएँ।",
  turn: "{{name}} की बारी।",
  pickedOpen: "{{name}} ने खुले डेक से {{card}} उठाया।",
  pickedClosed: "{{name}} ने बंद डेक से पत्ता उठाया।",
  pickedClosedCard: "{{name}} ने बंद डेक से पत्ता उठाया: {{card}}।",
  discarded: "{{name}} ने {{card}} फेंका।",
  dropped: "{{name}} ने ड्रॉप किया।",
  wrongShow: "{{name}} ने गलत शो किया।",
  declared: "{{name}} ने डिक्लेयर किया।",
  turn_you: "आपकी बारी।",
  pickedOpen_you: "आपने खुले डेक से {{card}} उठाया।",
  pickedClosed_you: "आपने बंद डेक से पत्ता उठाया।",
  pickedClosedCard_you: "आपने बंद डेक से पत्ता उठाया: {{card}}।",
  discarded_you: "आपने {{card}} फेंका।",
  dropped_you: "आपने ड्रॉप किया।",
  wrongShow_you: "आपने गलत शो किया।",
  declared_you: "आपने डिक्लेयर किया।",
  won: "आप यह डील जीत गए।",
  over: "डील खत्म हुई: नतीजे देखें।",
  title: {
    modes: { point: "पॉइंट्स रमी", pool: "पूल रमी", deal: "डील्स रमी", point21: "21 पत्तों की रमी", point10: "10 पत्तों की रमी", point27: "27 पत्तों की रमी" },
    rummy: "रमी",
    pool: "{{mode}} {{limit}}",
    deals: "{{mode}} · {{deals}} डील",
    points: "{{mode}} · {{stake}} प्रति पॉइंट",
    chips: "{{amount}} चिप्स",
  },
};
export default speech;
