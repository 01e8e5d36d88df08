import { describe, expect, it } from "vitest";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { TABLE } from "../i18n/index.ts";
import hindi from "../i18n/hi.ts";
import { cards, playView } from "../testing/fixtures.ts";
import { cardWords, describeMoment } from "./moment-words.ts";
import type { Moment } from "./moments.ts";

const [sevenOfHearts, aceOfSpades, printedJoker] = [...cards("7H AS"), 52];
const MOMENTS: readonly [Moment, string][] = [
  [{ type: "deal", dealNumber: 3 }, "Deal 3 is dealt."],
  [{ type: "my-turn" }, "Your turn: pick a card from the closed or the open deck."],
  [{ type: "turn", seat: 1 }, "Bala's turn."],
  [{ type: "drew", seat: 1, from: "open", card: aceOfSpades ?? 0 }, "Bala picked the ace of spades from the open deck."],
  [{ type: "drew", seat: 1, from: "closed", card: null }, "Bala picked from the closed deck."],
  [{ type: "drew", seat: 0, from: "closed", card: sevenOfHearts ?? 0 }, "You picked from the closed deck: the 7 of hearts."],
  [{ type: "discarded", seat: 0, card: printedJoker ?? 52 }, "You discarded the printed joker."],
  [{ type: "turn", seat: 0 }, "Your turn."],
  [{ type: "dropped", seat: 1 }, "Bala dropped."],
  [{ type: "dropped", seat: 0 }, "You dropped."],
  [{ type: "wrong-show", seat: 1 }, "Bala made a wrong show."],
  [{ type: "declared", seat: 1 }, "Bala declared."],
  [{ type: "results", won: true }, "You won the deal."],
  [{ type: "results", won: false }, "The deal is over: see the results."],
];

describe("the table's spoken moments (the screen reader's live region)", () => {
  it.each(MOMENTS)("%o in English reads %s", (moment, text) => {
    expect(describeMoment(playView(), moment, i18n.getFixedT("en", TABLE))).toBe(text);
  });

  it("in Hindi every moment and every card is Hindi, names and figures kept", () => {
    i18n.addResourceBundle("hi", TABLE, hindi, true, true);
    const t = i18n.getFixedT("hi", TABLE);
    expect(cardWords(sevenOfHearts ?? 0, t)).toBe("पान का 7");
    expect(cardWords(aceOfSpades ?? 0, t)).toBe("हुकुम का इक्का");
    expect(describeMoment(playView(), { type: "discarded", seat: 1, card: aceOfSpades ?? 0 }, t)).toBe("Bala ने हुकुम का इक्का फेंका।");
    // The player's own moves: one word, "आपने", as Hindi writes it, never "आप ने".
    expect(describeMoment(playView(), { type: "discarded", seat: 0, card: aceOfSpades ?? 0 }, t)).toBe("आपने हुकुम का इक्का फेंका।");
    expect(describeMoment(playView(), { type: "drew", seat: 0, from: "closed", card: sevenOfHearts ?? 0 }, t)).toBe("आपने बंद डेक से पत्ता उठाया: पान का 7।");
    for (const [moment] of MOMENTS) {
      const words = describeMoment(playView(), moment, t).replace("Bala", "");
      expect(words).toMatch(/[\u0900-\u097F]/);
      expect(words, JSON.stringify(moment)).not.toMatch(/[A-Za-z]{2,}/);
      expect(words, JSON.stringify(moment)).not.toMatch(/आप (ने|की|का|के)/);
    }
    for (const code of cards("AS 2H 10D JC QS KH")) expect(cardWords(code, t)).not.toMatch(/[A-Za-z]{2,}/);
  });
});
