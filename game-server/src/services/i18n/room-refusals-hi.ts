import type { Language } from "./language.ts";
import { hindiMessage } from "./refusals-hi.ts";

/**
 * Issue 21: a table's refusals (the room's `error` message, rooms/PROTOCOL.md) in Hindi. The
 * English is the room's and the rules engine's own words and stays as it is; several codes carry
 * more than one fixed sentence (`deal/must_draw_first` before a discard or a declare), so a fixed
 * sentence is keyed by its English. A sentence built around a value (`it is seat 3's turn`) falls
 * back to its code's Hindi. A wallet code (a rejoin's buy-in) is the API's catalogue's.
 */
const BY_TEXT: Readonly<Record<string, string>> = {
  // The room's own (rooms/table-room.ts, log-outage.ts, points-flow.ts, match-offers.ts, table-flow.ts).
  "You do not hold a seat at this table.": "इस टेबल पर आपकी कोई सीट नहीं है।",
  "No deal is being played.": "अभी कोई डील नहीं चल रही है।",
  "Too many messages: slow down.": "बहुत ज़्यादा संदेश: कृपया थोड़ा धीरे।",
  "Your move was not made: the game server cannot save moves right now. Nothing changed; try again in a moment.":
    "आपकी चाल नहीं चली गई: गेम सर्वर अभी चालें सहेज नहीं पा रहा है। कुछ नहीं बदला; थोड़ी देर में फिर कोशिश करें।",
  "Your move could not be confirmed: the game server cannot save moves right now. The table will show what was saved as soon as it can; try again in a moment.":
    "आपकी चाल की पुष्टि नहीं हो सकी: गेम सर्वर अभी चालें सहेज नहीं पा रहा है। जो सहेजा गया, टेबल जल्द से जल्द वही दिखाएगी; थोड़ी देर में फिर कोशिश करें।",
  "Points tables have no rejoin or split.": "पॉइंट्स टेबल पर रीजॉइन या स्प्लिट नहीं होता।",
  "There is no rejoin offer for you now.": "अभी आपके लिए रीजॉइन का कोई ऑफ़र नहीं है।",
  "A tournament table has no split.": "टूर्नामेंट टेबल पर स्प्लिट नहीं होता।",
  "A split can only be agreed between deals.": "स्प्लिट पर सहमति केवल दो डील के बीच हो सकती है।",
  "A split is not open at this point of the match.": "मैच के इस मोड़ पर स्प्लिट नहीं हो सकता।",
  "There is no split to answer.": "जवाब देने के लिए कोई स्प्लिट नहीं है।",
  // The room's notices to one seat (match-flow.ts, points-flow.ts).
  "You stay in the tournament: your seat is dropped every deal until this table's match ends.":
    "आप टूर्नामेंट में बने रहेंगे: इस टेबल का मैच खत्म होने तक हर डील में आपकी सीट ड्रॉप होती रहेगी।",
  "You are out of the match; your entry fee stays in the prize pool.": "आप मैच से बाहर हैं; आपकी एंट्री फ़ीस इनाम राशि में ही रहेगी।",
  "Insufficient Rummy chips": "पर्याप्त रमी चिप्स नहीं हैं",

  // The rules engine's (shared-rules deal/ and match/).
  "the turn's time is up": "आपकी बारी का समय खत्म हो गया",
  "the meld phase's time is up": "मेल्ड का समय खत्म हो गया",
  "the turn has time left": "बारी का समय अभी बाकी है",
  "the meld phase has time left": "मेल्ड का समय अभी बाकी है",
  "nothing is waiting on a clock": "अभी किसी समय-सीमा का इंतज़ार नहीं है",
  "every group is a non-empty list of cards": "हर ग्रुप में कम से कम एक पत्ता होना चाहिए",
  "the groups must hold exactly the cards in your hand": "ग्रुप में ठीक वही पत्ते होने चाहिए जो आपके हाथ में हैं",
  "one card per turn: discard or declare now": "एक बारी में एक ही पत्ता: अब पत्ता फेंकें या डिक्लेयर करें",
  "a drop comes before drawing; discard or declare now": "ड्रॉप पत्ता उठाने से पहले होता है; अब पत्ता फेंकें या डिक्लेयर करें",
  "the open deck is empty": "खुली गड्डी खाली है",
  "a joker cannot be picked from the open deck": "खुली गड्डी से जोकर नहीं उठाया जा सकता",
  "draw a card before discarding": "पत्ता फेंकने से पहले एक पत्ता उठाएँ",
  "draw a card before declaring": "डिक्लेयर करने से पहले एक पत्ता उठाएँ",
  "that card is not in your hand": "वह पत्ता आपके हाथ में नहीं है",
  "the finish card is not in your hand": "फ़िनिश पत्ता आपके हाथ में नहीं है",
  "a card picked from the open deck cannot be discarded in the same turn": "खुली गड्डी से उठाया पत्ता उसी बारी में फेंका नहीं जा सकता",
  "a card picked from the open deck cannot be the finish card in the same turn": "खुली गड्डी से उठाया पत्ता उसी बारी में फ़िनिश पत्ता नहीं हो सकता",
  "only players still in the hand submit melds": "मेल्ड केवल वही खिलाड़ी भेजते हैं जो अभी हाथ में हैं",
  "your groups are already submitted": "आपके ग्रुप पहले ही भेजे जा चुके हैं",
  "a deals match has no rejoin": "डील्स मैच में रीजॉइन नहीं होता",
  "a deals match has no split": "डील्स मैच में स्प्लिट नहीं होता",
  "a split is not open at this point of the match": "मैच के इस मोड़ पर स्प्लिट नहीं हो सकता",
};

/** A code whose English names a value (a seat, a phase, a message type): its Hindi without it. */
const BY_CODE: Readonly<Record<string, string>> = {
  "room/bad_message": "यह संदेश अमान्य है।",
  "deal/unknown_seat": "यह सीट इस डील में नहीं है",
  "deal/not_in_phase": "डील अभी इस चाल के चरण में नहीं है",
  "deal/not_playing": "आप इस हाथ से बाहर हैं",
  "deal/not_your_turn": "अभी आपकी बारी नहीं है",
  "deal/bad_groups": "पत्तों के ग्रुप सही नहीं हैं",
  "deal/bad_action": "यह चाल अमान्य है",
};

/** Why a table was closed (TableFlow.abandon's `why`), in Hindi. */
const CLOSED_BECAUSE: readonly (readonly [RegExp, (m: RegExpExecArray) => string])[] = [
  [/^the deal could not start$/, () => "डील शुरू नहीं हो सकी"],
  [/^the deal could not be settled$/, () => "डील का हिसाब नहीं हो सका"],
  [/^the tournament was cancelled(?: \((.+)\))?$/, (m) => `टूर्नामेंट रद्द कर दिया गया${m[1] ? ` (${m[1]})` : ""}`],
];
const CLOSED = /^This table was closed because (.+); every stake was returned\.$/;

/**
 * A notice the room sends one player (leaving, stood up, table closed) in the player's language;
 * English as given, or when no Hindi is known.
 */
export function roomNoticeText(language: Language | null | undefined, english: string): string {
  if (language !== "hi") return english;
  const fixed = BY_TEXT[english];
  if (fixed) return fixed;
  const why = CLOSED.exec(english)?.[1];
  if (why === undefined) return english;
  for (const [pattern, hindi] of CLOSED_BECAUSE) {
    const m = pattern.exec(why);
    if (m) return `यह टेबल बंद कर दी गई क्योंकि ${hindi(m)}; हर दांव वापस कर दिया गया।`;
  }
  return english;
}

/** The sentence of a table's refusal in the player's language; English as given, or when no Hindi is known. */
export function roomRefusalText(language: Language | null | undefined, code: string, english: string): string {
  if (language !== "hi") return english;
  return BY_TEXT[english] ?? BY_CODE[code] ?? hindiMessage(english, code) ?? english;
}

