import type { RoomSnapshot, SeatSnapshot, TournamentSnapshot } from "@rummy/shared-rules/contract/room";
import { describe, expect, it } from "vitest";
import { CardState, SeatState, TableState, TournamentState } from "./table-state.ts";

// One of each, typed by the contract: TypeScript refuses a missing or an extra field, so these
// keys are exactly the contract's, and the synced state must have the same ones.
const tournament: TournamentSnapshot = { id: "", name: "", round: 0, rounds: 0, deals: 0, tableNo: 0, qualifiers: 0 };
const seat: SeatSnapshot = {
  seat: 0, name: "", avatar: "", isBot: false, connected: false, chips: 0, status: "waiting", dropped: false,
  score: 0, handCount: 0, bankMs: 0, missedTurns: 0, melded: false, hand: [{ code: 0 }],
};
const snapshot: RoomSnapshot = {
  tableId: "", rummyType: "", gameType: "", variant: "", isPrivate: false, maxPlayers: 0, tablePoint: 0, tableFee: 0,
  phase: "waiting", nextDealAt: 0, dealNumber: 0, dealId: "", commitment: "", turnSeat: -1, turnNumber: 0, turnEndsAt: 0,
  deadline: 0, drawnFrom: "", openCard: -1, openCount: 0, closedCount: 0, cutJoker: -1, declarer: -1, meldDeadline: 0,
  seats: { "0": seat }, tournament,
};

const keys = (o: object) => Object.keys(o).sort();

describe("the synced table state is the contract's RoomSnapshot", () => {
  it("has the same fields, seat and tournament included", () => {
    const state = new TableState();
    const s = new SeatState();
    s.hand.push(new CardState());
    state.seats.set("0", s);
    state.tournament = new TournamentState();
    const json = state.toJSON() as Record<string, unknown>;
    expect(keys(json)).toEqual(keys(snapshot));
    expect(keys((json["seats"] as Record<string, object>)["0"] ?? {})).toEqual(keys(seat));
    expect(keys(json["tournament"] as object)).toEqual(keys(tournament));
  });
});
