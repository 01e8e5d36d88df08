import { describe, expect, it } from "vitest";
import type { PlayerEvent } from "./events.ts";
import { applyTournamentEvent, type ProgressById } from "./tournament-progress.ts";

const T = "t-1";
const run = (...events: PlayerEvent[]): ProgressById => events.reduce(applyTournamentEvent, {});

describe("tournament progress from the player channel", () => {
  it("qualified, then the break: the next round's start as epoch ms", () => {
    const p = run({ type: "tournamentQualified", iTournamentId: T, nRound: 1 }, { type: "tournamentBreak", iTournamentId: T, nextRoundAt: "2026-11-25T10:00:00.000Z" })[T];
    expect(p).toMatchObject({ outcome: "qualified", qualifiedRound: 1, nextRoundAt: Date.parse("2026-11-25T10:00:00.000Z"), position: null });
  });

  it("knocked out with a position, then finished keeps the position", () => {
    const p = run({ type: "tournamentEliminated", iTournamentId: T, nPosition: 5 }, { type: "tournamentFinished", iTournamentId: T })[T];
    expect(p).toMatchObject({ outcome: "finished", position: 5 });
  });

  it("a prize names its position and amount", () => {
    const p = run({ type: "tournamentFinished", iTournamentId: T, nPosition: 1 }, { type: "prizeCredited", iTournamentId: T, nPosition: 1, eCurrency: "cash", nAmountPaise: 11340 })[T];
    expect(p).toMatchObject({ outcome: "finished", position: 1, prize: { eCurrency: "cash", nAmountPaise: 11340 } });
  });

  it("the next seat ends the break's countdown; tournaments are kept apart", () => {
    const s = run(
      { type: "tournamentBreak", iTournamentId: T, nextRoundAt: "2026-11-25T10:00:00.000Z" },
      { type: "tournamentQualified", iTournamentId: "other", nRound: 2 },
      { type: "resTakeTournamentSeat", iTournamentId: T, iTableId: "table-2" },
    );
    expect(s[T]?.nextRoundAt).toBeNull();
    expect(s["other"]?.qualifiedRound).toBe(2);
  });

  it("cancelled: the server's words kept, the break's countdown ended, other tournaments untouched", () => {
    const s = run(
      { type: "tournamentQualified", iTournamentId: T, nRound: 1 },
      { type: "tournamentBreak", iTournamentId: T, nextRoundAt: "2026-11-25T10:00:00.000Z" },
      { type: "tournamentQualified", iTournamentId: "other", nRound: 1 },
      { type: "tournamentCancelled", iTournamentId: T, sMessage: "Cup was cancelled: operator. Your entry was refunded." },
    );
    expect(s[T]).toMatchObject({ outcome: "cancelled", cancelMessage: "Cup was cancelled: operator. Your entry was refunded.", nextRoundAt: null });
    expect(s["other"]).toMatchObject({ outcome: "qualified", cancelMessage: null });
  });

  it("events without a tournament leave the state as it was", () => {
    const before = run({ type: "tournamentQualified", iTournamentId: T, nRound: 1 });
    expect(applyTournamentEvent(before, { type: "balanceChanged" })).toBe(before);
    expect(applyTournamentEvent(before, { type: "resTournamentGoingToStart", iTournamentId: T, sMessage: "soon" })).toBe(before);
  });

  it("the table's result: the player's place at the table in that round", () => {
    const p = run({ type: "tournamentRoundResult", iTournamentId: T, nRound: 2, nRank: 1 })[T];
    expect(p).toMatchObject({ outcome: "playing", tableRank: { round: 2, rank: 1 } });
  });

  it("a malformed break time gives no countdown rather than NaN", () => {
    expect(run({ type: "tournamentBreak", iTournamentId: T, nextRoundAt: "later" })[T]?.nextRoundAt).toBeNull();
  });
});
