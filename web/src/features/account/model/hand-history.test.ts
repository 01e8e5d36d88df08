import { describe, expect, it } from "vitest";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { ACCOUNT } from "../i18n/index.ts";
import hindi from "../i18n/hi.ts";
import { cardLabel, describeStep, type HistoryEvent, type HistoryStep } from "./hand-history.ts";

const players = { nSeat: 0, aPlayers: [{ nSeat: 0, sName: "me", bBot: false }, { nSeat: 1, sName: "Bot Asha", bBot: true }] };
const view: HistoryStep["oView"] = { aHand: [], nOpenTop: null, nOpenCount: 0, nClosedCount: 0, nCut: 0, eDealPhase: "play", oTurn: null, aSeats: [] };
const english = i18n.getFixedT("en", ACCOUNT);
const step = (e: HistoryEvent, t = english): string[] => describeStep({ nStep: 1, aEvents: [e], oView: view }, players, t);

describe("hand history in words", () => {
  it.each([
    [{ type: "drew", seat: 1, from: "closed" }, "Bot Asha drew a card from the closed pile."],
    [{ type: "drew", seat: 0, from: "closed", card: 0 }, "You drew A♠ from the closed pile."],
    [{ type: "drew", seat: 1, from: "open", card: 25 }, "Bot Asha drew K♥ from the open pile."],
    [{ type: "drew", seat: 1, from: "closed", auto: true }, "Bot Asha drew a card from the closed pile (timed out)."],
    [{ type: "discarded", seat: 1, card: 52 }, "Bot Asha discarded Joker."],
    [{ type: "dropped", seat: 0, kind: "first", points: 20 }, "You dropped (first drop, 20 points)."],
    [{ type: "dealt", cut: 5, openCard: 13 }, "Cards dealt. Cut joker 6♠, open card A♥."],
    [{ type: "reshuffled" }, "The open pile was reshuffled into the closed pile."],
    [{ type: "settled", winner: 1 }, "Deal over: Bot Asha wins."],
    [{ type: "settled", winner: 0 }, "Deal over: You win."],
    [{ type: "hand", seat: 0, cards: [9, 22] }, "Your hand: 10♠ 10♥"],
  ] as [HistoryEvent, string][])("%o reads %s", (event, text) => expect(step(event)).toEqual([text]));

  it("names cards by rank and suit", () => expect([0, 12, 13, 38, 51, 52].map((c) => cardLabel(c, english))).toEqual(["A♠", "K♠", "A♥", "K♦", "K♣", "Joker"]));

  it("reads in Hindi for a Hindi player: every kind of step, no English word left", () => {
    i18n.addResourceBundle("hi", ACCOUNT, hindi, true, true);
    const t = i18n.getFixedT("hi", ACCOUNT);
    expect(step({ type: "drew", seat: 0, from: "open", card: 25 }, t)).toEqual(["आपने खुले ढेर से K♥ उठाया।"]);
    expect(step({ type: "dropped", seat: 1, kind: "middle", points: 40 }, t)).toEqual(["Bot Asha ने ड्रॉप किया (बीच का ड्रॉप, 40 पॉइंट)।"]);
    const kinds: HistoryEvent[] = [
      { type: "dealt", cut: 52, openCard: 1 },
      { type: "hand", seat: 0, cards: [52] },
      { type: "drew", seat: 0, from: "closed" },
      { type: "discarded", seat: 0, card: 3, auto: true },
      { type: "dropped", seat: 0, kind: "first", points: 20 },
      { type: "wrong_show", seat: 0, points: 80 },
      { type: "declared", seat: 0 },
      { type: "melded", seat: 0 },
      { type: "reshuffled" },
      { type: "timed_out", seat: 0 },
      { type: "settled", winner: 0 },
    ];
    for (const e of kinds) {
      const [line] = step(e, t);
      expect(line, e.type).toMatch(/[\u0900-\u097F]/);
      expect(line, e.type).not.toMatch(/[a-z]{2,}/);
      // The pronoun and its postposition are one word: "आपने", "आपका".
      expect(line, e.type).not.toMatch(/आप (ने|का|की|के)(?=[\s।]|$)/u);
    }
  });
});
