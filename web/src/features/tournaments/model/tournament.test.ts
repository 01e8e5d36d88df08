import { describe, expect, it } from "vitest";
import { formatDateTime, formatDayMonthTime } from "../../../shared/ui/dates.ts";
import { botsLabel, breakFooter, breakSeconds, entriesLabel, entryFeeLabel, inTab, ordinal, prizeCurrency, prizeLabel, rankRange, registerQuestion, roundLabel, shortTournamentId, statusOf, toTournament, type Tournament } from "./tournament.ts";
import { tournamentReply } from "./tournament-fixture.ts";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { TOURNAMENTS } from "../i18n/index.ts";
import hindi from "../i18n/hi.ts";

/** The English catalogue: SPEC.md's words. */
const say = i18n.getFixedT("en", TOURNAMENTS);

const base = toTournament(
  tournamentReply({
    _id: "0b5d2c1e-aaaa-bbbb-cccc-1234abcd5678",
    sName: "Free Roll",
    eState: "upcoming",
    oEntryFee: { nAmount: 0, eCurrency: "FREE" },
    nJoined: 3,
    nTotalSeat: 6,
    nWaitlist: 0,
    canJoin: true,
    oParticipantData: null,
    nParticipantPosition: 0,
    aRoundInfo: [],
  }),
);
const t = (over: Partial<Tournament>): Tournament => ({ ...base, ...over });
const entry = (eStatus: string, iTableId: string | null = null) => ({ eStatus, iTableId, nWaitlistPosition: null });

describe("the Status button (SPEC.md section 4)", () => {
  it.each([
    ["canJoin with seats left", t({}), "register"],
    ["canJoin and full", t({ nJoined: 6 }), "waitlist"],
    ["canJoin and over-full", t({ nJoined: 7 }), "waitlist"],
    ["not joinable, scheduled", t({ canJoin: false, eState: "scheduled" }), "scheduled"],
    ["not joinable, upcoming", t({ canJoin: false, eState: "upcoming" }), "scheduled"],
    ["playing with a position", t({ canJoin: false, eState: "running", participant: entry("playing", "tb"), nParticipantPosition: 2 }), "take_seat"],
    ["playing without a position", t({ canJoin: false, eState: "running", participant: entry("playing", "tb") }), "running"],
    ["not joinable, running", t({ canJoin: false, eState: "running" }), "running"],
    ["registered before the start", t({ canJoin: false, participant: entry("registered") }), "withdraw"],
    ["waitlisted before the start", t({ canJoin: false, eState: "scheduled", participant: entry("waitlisted") }), "withdraw"],
    ["registered once running", t({ canJoin: false, eState: "running", participant: entry("registered") }), "running"],
    ["otherwise", t({ canJoin: false, eState: "finished" }), "withdraw"],
  ] as const)("%s: %s", (_, row, expected) => {
    expect(statusOf(row, null)).toBe(expected);
  });

  it("a take-seat event for this tournament wins, for another it does not", () => {
    expect(statusOf(t({ canJoin: false, eState: "running" }), base._id)).toBe("take_seat");
    expect(statusOf(t({}), "another")).toBe("register");
  });

  it.each([
    [t({}), "withdraw"],
    [t({ canJoin: false, eState: "scheduled" }), "withdraw"],
    [t({ canJoin: false, eState: "running" }), "running"],
    [t({ canJoin: false, eState: "running", participant: entry("playing", "tb"), nParticipantPosition: 1 }), "take_seat"],
  ] as const)("the Registered tab shows only Take Seat, Running or Withdraw (%#)", (row, expected) => {
    expect(statusOf(row, null, "registered")).toBe(expected);
  });
});

describe("tabs", () => {
  it("sorts by fee and entry", () => {
    const cash = t({ nEntryFee: 25, eCurrency: "INR" });
    expect([inTab(cash, "cash"), inTab(cash, "free"), inTab(base, "free"), inTab(base, "registered")]).toEqual([true, false, true, false]);
    expect(inTab(t({ participant: entry("registered") }), "registered")).toBe(true);
  });
});

describe("formats", () => {
  it.each([
    [0, "FREE", "Free"],
    [0, "INR", "Free"],
    [25, "INR", "₹25.00"],
    [500, "PRACTICE", "500 chips"],
  ] as const)("entry fee %s %s -> %s", (nEntryFee, eCurrency, expected) => {
    expect(entryFeeLabel(say, { nEntryFee, eCurrency })).toBe(expected);
  });

  it.each([
    [999, "INR", "₹999"],
    [1000, "INR", "₹1k"],
    [1500, "INR", "₹1.5k"],
    [25000, "PRACTICE", "25k chips"],
  ] as const)("prize %s %s -> %s", (amount, currency, expected) => {
    expect(prizeLabel(say, amount, currency)).toBe(expected);
  });

  it("prize currency: chip prizes are chips even in a free roll, cash prizes rupees", () => {
    const prize = (eType: string) => ({ nFrom: 1, nTo: 1, nAmount: 5, eType, sTicketName: null });
    expect(prizeCurrency(t({ aRoundInfo: [{ nRound: 1, aWinning: [prize("chips")] }] }))).toBe("PRACTICE");
    expect(prizeCurrency(t({ eCurrency: "INR", aRoundInfo: [{ nRound: 1, aWinning: [prize("cash"), prize("ticket")] }] }))).toBe("INR");
    expect(prizeCurrency(t({ eCurrency: "INR" }))).toBe("INR");
  });

  it("entries and the waitlist", () => {
    expect(entriesLabel(say, { nJoined: 3, nTotalSeat: 6, nWaitlist: 0 })).toEqual({ seats: "3/6", waitlist: null });
    expect(entriesLabel(say, { nJoined: 6, nTotalSeat: 6, nWaitlist: 2 })).toEqual({ seats: "6/6", waitlist: "Waitlist: 2" });
    expect(entriesLabel(say, { nJoined: 8, nTotalSeat: 6, nWaitlist: 0 })).toEqual({ seats: "6/6", waitlist: "Waitlist: 2" });
  });

  it("the bots among the entries: parsed from nBots, labelled only when there are some", () => {
    const practice = toTournament(tournamentReply({ oEntryFee: { nAmount: 0, eCurrency: "PRACTICE" }, nJoined: 12, nBots: 3, nBotFillTo: 6 }));
    expect([practice.nBots, practice.nBotFillTo]).toEqual([3, 6]);
    expect([base.nBots, base.nBotFillTo]).toEqual([0, 0]);
    expect([botsLabel(say, 0), botsLabel(say, 1), botsLabel(say, 3)]).toEqual([null, "(1 bot)", "(3 bots)"]);
  });

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
  ])("ordinal %i -> %s", (n, expected) => {
    expect(ordinal(say, n)).toBe(expected);
  });

  it("rank ranges and rounds", () => {
    expect(rankRange(say, { nFrom: 1, nTo: 1 })).toBe("1st");
    expect(rankRange(say, { nFrom: 4, nTo: 10 })).toBe("4th - 10th");
    expect(roundLabel(say, { nRound: 1, aWinning: [] })).toBe("R1 (No Prizes)");
    const prize = { nAmount: 10, eType: "cash", sTicketName: null };
    expect(roundLabel(say, { nRound: 2, aWinning: [{ ...prize, nFrom: 1, nTo: 1 }, { ...prize, nFrom: 2, nTo: 3 }] })).toBe("R2 (3 Prizes)");
  });

  it.each([
    [0, 0],
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [30000, 30],
  ])("break of %i ms is %i s", (ms, s) => {
    expect(breakSeconds(ms)).toBe(s);
  });

  it("footer, id and questions", () => {
    expect(breakFooter(say, 15_500)).toBe("There will be 16 second(s) break between each tournament round.");
    expect(shortTournamentId(say, base._id)).toBe("ID: #abcd5678");
    expect(registerQuestion(say, null)).toBe("Are you sure you want to register in this tournament ?");
    expect(registerQuestion(say, 3)).toBe("Are you sure you want to register in this tournament in waitlist position 3 ?");
  });

  it("dates in India's time", () => {
    expect(formatDayMonthTime("2026-11-25T09:30:00Z")).toBe("03:00 PM | 25 November");
    expect(formatDayMonthTime("2026-01-31T19:00:00Z")).toBe("12:30 AM | 01 February");
    expect(formatDateTime("2026-11-25T18:45:00Z")).toBe("12:15 AM | 26 Nov 2026");
    expect(formatDateTime(null)).toBe("Not Available");
  });
});

describe("in Hindi", () => {
  it("names the same figures in Hindi words, ranks by Hindi's ordinal rules", () => {
    i18n.addResourceBundle("hi", TOURNAMENTS, hindi, true, true);
    const hi = i18n.getFixedT("hi", TOURNAMENTS);
    expect([1, 2, 3, 4, 6, 7].map((n) => ordinal(hi, n))).toEqual(["1ला", "2रा", "3रा", "4था", "6ठा", "7वाँ"]);
    expect(rankRange(hi, { nFrom: 4, nTo: 10 })).toBe("4था - 10वाँ");
    expect(entryFeeLabel(hi, { nEntryFee: 500, eCurrency: "PRACTICE" })).toBe("500 चिप्स");
    expect(botsLabel(hi, 3)).toBe("(3 बॉट)");
    expect(registerQuestion(hi, 3)).toBe("क्या आप सच में इस टूर्नामेंट में वेटलिस्ट की 3 जगह पर रजिस्टर करना चाहते हैं?");
    expect(roundLabel(hi, { nRound: 1, aWinning: [] })).toBe("R1 (कोई इनाम नहीं)");
  });
});
