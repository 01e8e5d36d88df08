import { describe, expect, it } from "vitest";
import { playView, seat } from "../testing/fixtures.ts";
import type { TournamentProgress } from "../../../shared/realtime/tournament-progress.ts";
import { creditedPrizeText, cutText, headerOf, headerParts, listedPrizeText, ordinal, roundScreenOf, standingsOf, type TournamentFacts, type TournamentPrize } from "./tournament-table.ts";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { TABLE } from "../i18n/index.ts";
import hindi from "../i18n/hi.ts";

/** The English catalogue: the words the table showed before Hindi. */
const say = i18n.getFixedT("en", TABLE);

const facts: TournamentFacts = {
  id: "tour-1",
  name: "Practice Knock-out",
  rounds: [
    { nRound: 1, nDeals: 2, nQualifiers: 2 },
    { nRound: 2, nDeals: 3, nQualifiers: 1 },
  ],
  lastClosedRound: 0,
  prizes: [
    { nFrom: 1, nTo: 1, nAmount: 1500, eType: "chips", sTicketName: null },
    { nFrom: 2, nTo: 3, nAmount: 250.5, eType: "cash", sTicketName: null },
    { nFrom: 4, nTo: 4, nAmount: 25, eType: "ticket", sTicketName: "Weekly Final Pass" },
  ],
};
const dealsView = (extra = {}) => playView({ info: { title: "Deals Rummy", pointValue: null, entryFee: null, practice: true, privateCode: null }, dealNumber: 2, ...extra });
const progress = (p: Partial<TournamentProgress>): TournamentProgress => ({ iTournamentId: "tour-1", qualifiedRound: null, nextRoundAt: null, position: null, outcome: "playing", prize: null, tableRank: null, cancelMessage: null, ...p });

describe("the tournament header", () => {
  it("from the room's tournament state: name, round r of n, deal k of N, table t", () => {
    const view = dealsView({ tournament: { id: "tour-1", name: "Sunday Knock-out", round: 2, rounds: 3, deals: 3, tableNo: 4, qualifiers: 2 } });
    const h = headerOf(view, null);
    expect(h?.name).toBe("Sunday Knock-out");
    expect(headerParts(say, h!)).toEqual(["Round 2 of 3", "Deal 2 of 3", "Table 4"]);
  });

  it("from the tournament calls when the room says nothing: the round after the last closed one", () => {
    expect(headerParts(say, headerOf(dealsView(), facts)!)).toEqual(["Round 1 of 2", "Deal 2 of 2"]);
    const second = headerOf(dealsView({ dealNumber: 0 }), { ...facts, lastClosedRound: 1 })!;
    expect(headerParts(say, second)).toEqual(["Round 2 of 2", "Best of 3 deals"]);
    expect(second.qualifiers).toBe(1);
  });

  it("rounds past the last defined one repeat it", () => {
    const h = headerOf(dealsView(), { ...facts, lastClosedRound: 2 })!;
    expect(h.deals).toBe(3);
    expect(headerParts(say, h)[0]).toBe("Round 3 of 3");
  });

  it("nothing to show before either source answers", () => {
    expect(headerOf(dealsView(), null)).toBeNull();
  });

  it("names the cut, and the final as the final", () => {
    expect(cutText(say, headerOf(dealsView(), facts)!)).toBe("Top 2 qualify");
    expect(cutText(say, { ...headerOf(dealsView(), facts)!, qualifiers: 1 })).toBe("Top 1 qualifies");
    expect(cutText(say, headerOf(dealsView(), { ...facts, lastClosedRound: 1 })!)).toMatch(/^Final/);
  });
});

describe("the table's standings", () => {
  const four = dealsView({ maxSeats: 4, mySeat: 2, seats: [seat(0, { score: 40 }), seat(1, { score: 120 }), seat(2, { score: 80 }), seat(3, { score: 10 })] });

  it("ranks by the round's chips with the top K inside the cut", () => {
    const rows = standingsOf(four, 2);
    expect(rows.map((r) => [r.name, r.rank, r.chips, r.inside])).toEqual([
      ["Bala", 1, 120, true],
      ["Chitra", 2, 80, true],
      ["Asha", 3, 40, false],
      ["Dev", 4, 10, false],
    ]);
    expect(rows.find((r) => r.me)?.name).toBe("Chitra");
    expect(rows.some((r) => r.tiedAtCut)).toBe(false);
  });

  it("marks players level on chips across the cut, sharing a rank", () => {
    const seats = [seat(0, { score: 50 }), seat(1, { score: 50 }), seat(2, { score: 90 })];
    const scoreboard = { kind: "deals" as const, deals: 2, rows: seats.map((s) => ({ seat: s.seat, name: s.name, perDeal: [s.score ?? 0], total: s.score ?? 0, eliminated: false })) };
    const rows = standingsOf(dealsView({ maxSeats: 3, seats, scoreboard }), 2);
    expect(rows.map((r) => [r.name, r.rank, r.tiedAtCut])).toEqual([
      ["Chitra", 1, false],
      ["Asha", 2, true],
      ["Bala", 2, true],
    ]);
  });

  it("before a deal is scored everyone is level, and that is no tie", () => {
    const level = dealsView({ seats: [seat(0, { score: 160 }), seat(1, { score: 160 })] });
    expect(standingsOf(level, 1).map((r) => [r.rank, r.inside, r.tiedAtCut])).toEqual([
      [1, true, false],
      [1, false, false],
    ]);
  });

  it("without a cut everyone is inside; empty seats are skipped", () => {
    const rows = standingsOf(dealsView({ seats: [seat(0, { score: 5 }), null] }), null);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.inside).toBe(true);
  });
});

describe("formats", () => {
  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [22, "22nd"],
    [101, "101st"],
    [111, "111th"],
  ])("ordinal %i is %s", (n, text) => expect(ordinal(say, n)).toBe(text));

  it.each<[NonNullable<TournamentProgress["prize"]>, string]>([
    [{ eCurrency: "cash", nAmountPaise: 11340 }, "₹113.40"],
    [{ eCurrency: "cash", nAmountPaise: 150000 }, "₹1,500"],
    [{ eCurrency: "practice", nAmountPaise: 50000 }, "500 chips"],
    [{ eCurrency: "ticket", nAmountPaise: 2500 }, "a tournament ticket"],
  ])("a credited prize %o reads %s", (prize, text) => expect(creditedPrizeText(say, prize)).toBe(text));

  it.each<[TournamentPrize, string]>([
    [facts.prizes[0]!, "1.5k chips"],
    [facts.prizes[1]!, "₹250.50"],
    [facts.prizes[2]!, "Weekly Final Pass"],
  ])("a listed prize %o reads %s", (prize, text) => expect(listedPrizeText(say, prize)).toBe(text));
});

describe("the round screens", () => {
  it("none while the round is on", () => {
    expect(roundScreenOf(say, undefined, facts.prizes)).toBeNull();
    expect(roundScreenOf(say, progress({}), facts.prizes)).toBeNull();
  });

  it("the table's match over, the round not yet: the place at the table, waiting for the others", () => {
    expect(roundScreenOf(say, progress({ tableRank: { round: 1, rank: 2 } }), facts.prizes)).toEqual({
      kind: "waiting",
      title: "Your table has finished",
      lines: ["You finished 2nd at your table in round 1.", "Waiting for the other tables to finish the round…"],
    });
  });

  it("qualified with the place at the table of that round", () => {
    expect(roundScreenOf(say, progress({ outcome: "qualified", qualifiedRound: 1, tableRank: { round: 1, rank: 1 } }), facts.prizes)?.lines).toEqual(["You finished 1st at your table in round 1.", "You are through round 1 to round 2."]);
  });

  it("qualified names the rounds", () => {
    expect(roundScreenOf(say, progress({ outcome: "qualified", qualifiedRound: 1 }), facts.prizes)).toEqual({ kind: "qualified", title: "You qualified!", lines: ["You are through round 1 to round 2."] });
  });

  it("knocked out: the position and the prize listed for it, or none", () => {
    expect(roundScreenOf(say, progress({ outcome: "eliminated", position: 3 }), facts.prizes)?.lines).toEqual(["You finished 3rd.", "Your prize: ₹250.50"]);
    expect(roundScreenOf(say, progress({ outcome: "eliminated", position: 7 }), facts.prizes)?.lines).toEqual(["You finished 7th.", "No prize for this position."]);
  });

  it("finished: the credited prize wins over the listed one", () => {
    const s = roundScreenOf(say, progress({ outcome: "finished", position: 1, prize: { eCurrency: "practice", nAmountPaise: 150000 } }), facts.prizes);
    expect(s).toEqual({ kind: "finished", title: "You won the tournament!", lines: ["You finished 1st.", "Your prize: 1,500 chips"] });
  });
});

describe("the tournament table in Hindi", () => {
  it("says the header, cut and round screens in Hindi with the same figures", () => {
    i18n.addResourceBundle("hi", TABLE, hindi, true, true);
    const hi = i18n.getFixedT("hi", TABLE);
    expect(headerParts(hi, headerOf(dealsView(), facts)!)).toEqual(["राउंड 1 / 2", "डील 2 / 2"]);
    expect(cutText(hi, headerOf(dealsView(), facts)!)).toBe("टॉप 2 क्वालिफ़ाई करेंगे");
    expect(roundScreenOf(hi, progress({ outcome: "eliminated", position: 3 }), facts.prizes)?.lines).toEqual(["आप 3रा स्थान पर रहे।", "आपका इनाम: ₹250.50"]);
  });
});
