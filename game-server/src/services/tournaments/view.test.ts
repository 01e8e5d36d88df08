import { describe, expect, it } from "vitest";
import type { PrizeRow, TournamentRow } from "./repository.ts";
import { specState, tournamentView } from "./view.ts";

const base: TournamentRow = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Evening",
  format: "knockout_deals",
  seatsPerTable: 6,
  minPlayers: 2,
  maxPlayers: 4,
  maxWaitlist: 2,
  entryKind: "cash",
  entryFeePaise: 5_000n,
  ticketTemplate: null,
  registrationOpensAt: new Date("2026-01-01T10:00:00Z"),
  registrationClosesAt: new Date("2026-01-01T12:00:00Z"),
  startsAt: new Date("2026-01-01T12:00:00Z"),
  strategicTimeMs: 30_000,
  prizeMode: "share",
  guaranteedPaise: 0n,
  rakeBp: 1_000,
  botFillTo: null,
  seriesKey: null,
  recurrenceMinutes: null,
  state: "registering",
  cancelReason: null,
  createdAt: new Date("2026-01-01T00:00:00Z"),
  updatedAt: new Date("2026-01-01T00:00:00Z"),
};
const prize = (rankFrom: number, rankTo: number, shareBp: number): PrizeRow => ({ tournamentId: base.id, rankFrom, rankTo, roundNo: null, kind: "cash", amountPaise: 0n, shareBp, ticketTemplate: null, ticketValuePaise: 0n });
const at = (iso: string) => new Date(iso);

describe("specState", () => {
  it.each([
    ["scheduled", "2026-01-01T09:00:00Z", "scheduled"],
    ["scheduled", "2026-01-01T10:30:00Z", "upcoming"], // the window opened before the clock's pass
    ["registering", "2026-01-01T11:00:00Z", "upcoming"],
    ["seating", "2026-01-01T12:00:01Z", "running"],
    ["running", "2026-01-01T13:00:00Z", "running"],
    ["cancelled", "2026-01-01T13:00:00Z", "cancelled"],
  ] as const)("%s at %s is %s", (state, now, expected) => {
    expect(specState({ ...base, state }, at(now))).toBe(expected);
  });
});

describe("tournamentView", () => {
  const view = (joined: number, waitlisted: number, now = "2026-01-01T11:00:00Z") =>
    tournamentView({ tournament: base, rounds: [], prizes: [prize(1, 1, 7_000), prize(2, 2, 3_000)], counts: { joined, waitlisted, lastPosition: waitlisted }, mine: null, now: at(now) });

  it("shows the pool as it stands: entries less rake, split by share, in rupees", () => {
    const v = view(3, 0);
    expect(v.nTotalWinning).toBe(135); // 3 × ₹50 less 10%
    expect(v.aRoundInfo).toEqual([{ nRound: 1, sVariant: "deals", nDeals: 2, nQualifiers: 1, aWinning: [expect.objectContaining({ nFrom: 1, nAmount: 94.5 }), expect.objectContaining({ nFrom: 2, nAmount: 40.5 })] }]);
  });

  it.each([
    [0, 0, "2026-01-01T11:00:00Z", true],
    [4, 1, "2026-01-01T11:00:00Z", true], // full: the waitlist still takes one
    [4, 2, "2026-01-01T11:00:00Z", false],
    [1, 0, "2026-01-01T09:00:00Z", false], // before the window
    [1, 0, "2026-01-01T12:00:00Z", false], // at the start
  ])("canJoin with %i joined and %i waiting at %s is %s", (joined, waiting, now, expected) => {
    expect(view(joined, waiting, now).canJoin).toBe(expected);
  });
});
