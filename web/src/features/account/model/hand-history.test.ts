import { describe, expect, it } from "vitest";
import { cardLabel, describeStep, type HistoryEvent, type HistoryStep } from "./hand-history.ts";

const players = { nSeat: 0, aPlayers: [{ nSeat: 0, sName: "me", bBot: false }, { nSeat: 1, sName: "Bot Asha", bBot: true }] };
const view: HistoryStep["oView"] = { aHand: [], nOpenTop: null, nOpenCount: 0, nClosedCount: 0, nCut: 0, eDealPhase: "play", oTurn: null, aSeats: [] };
const step = (e: HistoryEvent): string[] => describeStep({ nStep: 1, aEvents: [e], oView: view }, players);

describe("hand history in words", () => {
  it.each([
    [{ type: "drew", seat: 1, from: "closed" }, "Bot Asha drew a card from the closed pile."],
    [{ type: "drew", seat: 0, from: "closed", card: 0 }, "You drew A♠ from the closed pile."],
    [{ type: "drew", seat: 1, from: "open", card: 25 }, "Bot Asha drew K♥ from the open pile."],
    [{ type: "discarded", seat: 1, card: 52 }, "Bot Asha discarded Joker."],
    [{ type: "dropped", seat: 0, kind: "first", points: 20 }, "You dropped (first drop, 20 points)."],
    [{ type: "settled", winner: 1 }, "Deal over: Bot Asha wins."],
    [{ type: "settled", winner: 0 }, "Deal over: You win."],
    [{ type: "hand", seat: 0, cards: [9, 22] }, "Your hand: 10♠ 10♥"],
  ] as [HistoryEvent, string][])("%o reads %s", (event, text) => expect(step(event)).toEqual([text]));

  it("names cards by rank and suit", () => expect([0, 12, 13, 38, 51, 52].map(cardLabel)).toEqual(["A♠", "K♠", "A♥", "K♦", "K♣", "Joker"]));
});
