import { describe, expect, it } from "vitest";
import { VARIANTS } from "../variant.ts";
import { toPoints } from "../settlement.ts";
import type { DealResults, SeatResult } from "../deal/types.ts";
import {
  contenders,
  matchEntries,
  matchKindOf,
  matchOver,
  matchPrizes,
  matchSeats,
  nextMatchDeal,
  paidIn,
  publicMatch,
  recordMatchDeal,
  rejoinMatch,
  rejoinOffer,
  rejoinsOf,
  splitMatch,
  splitProposable,
  splits,
  splitShares,
  startMatch,
  type Match,
} from "./match.ts";
import { recordPoolDeal, startPool, type PoolMatch } from "./pool.ts";
import { recordDealsDeal, startDeals } from "./deals.ts";

/** Deal results from `{seat: points}` with the winner scoring 0; seats listed in turn order. */
function results(winner: number, points: Record<number, number>, order?: number[]): DealResults {
  const seats = order ?? Object.keys(points).map(Number);
  return {
    winner,
    endedBy: "declaration",
    seats: seats.map(
      (seat): SeatResult => ({
        seat,
        outcome: seat === winner ? "winner" : "lost",
        points: toPoints(seat === winner ? 0 : (points[seat] ?? 0)),
        hand: [],
        groups: null,
        arrangedBy: null,
        drop: null,
        valueCardPoints: 0,
      }),
    ),
  };
}

function withScores(match: PoolMatch, scores: Record<number, number>): PoolMatch {
  return { ...match, players: match.players.map((p) => ({ ...p, score: scores[p.seat] ?? p.score, eliminated: (scores[p.seat] ?? p.score) >= 101 })) };
}

const FEE = 10_000n;

describe("one match transition shape", () => {
  it("starts, deals and records a pool match exactly as pool.ts does", () => {
    const m = startMatch(VARIANTS.pool101, [0, 1, 2], 1);
    expect(m).toEqual(startPool(VARIANTS.pool101, [0, 1, 2], 1));
    expect(nextMatchDeal(m)).toEqual({ seats: [0, 1, 2], firstSeat: 1 });
    const r = results(0, { 1: 60, 2: 120, 0: 0 }, [1, 2, 0]);
    const recorded = recordMatchDeal(m, r);
    expect(recorded).toEqual(recordPoolDeal(m as PoolMatch, r));
    expect(matchSeats(recorded.match)).toEqual([
      { seat: 0, score: 0, eliminated: false },
      { seat: 1, score: 60, eliminated: false },
      { seat: 2, score: 120, eliminated: true },
    ]);
    expect(contenders(recorded.match)).toEqual([0, 1]);
    expect(matchOver(recorded.match)).toBe(false);
  });

  it("starts, deals and records a deals match exactly as deals.ts does, with the table's deal count", () => {
    const m = startMatch(VARIANTS.deals, [0, 1], 0, 3);
    expect(m).toEqual(startDeals(VARIANTS.deals, [0, 1], 0, 3));
    expect(startMatch(VARIANTS.deals, [0, 1], 0, null)).toEqual(startDeals(VARIANTS.deals, [0, 1], 0));
    const r = results(0, { 0: 0, 1: 35 });
    const recorded = recordMatchDeal(m, r);
    expect(recorded).toEqual(recordDealsDeal(startDeals(VARIANTS.deals, [0, 1], 0, 3), r));
    expect(matchSeats(recorded.match)).toEqual([
      { seat: 0, score: 275, eliminated: false },
      { seat: 1, score: 205, eliminated: false },
    ]);
    expect(contenders(recorded.match)).toEqual([0, 1]);
    expect(publicMatch(recorded.match)).toMatchObject({ kind: "deals", dealsPlayed: 1, dealsCount: 3, winner: null, tieBreak: null });
  });

  it("plays the kind its rule set names; points rules play no match", () => {
    expect(matchKindOf(VARIANTS.pool201)).toBe("pool");
    expect(matchKindOf(VARIANTS.deals)).toBe("deals");
    expect(matchKindOf(VARIANTS.points13)).toBeNull();
    expect(() => startMatch(VARIANTS.points13, [0, 1], 0)).toThrow();
  });

  it("a pool match is over with a winner or a split; a deals match with a winner", () => {
    const pool = startMatch(VARIANTS.pool101, [0, 1], 0);
    expect(matchOver(recordMatchDeal(withScores(pool as PoolMatch, { 0: 30, 1: 90 }), results(0, { 0: 0, 1: 15 })).match)).toBe(true);
    let deals: Match = startMatch(VARIANTS.deals, [0, 1], 0, 1);
    deals = recordMatchDeal(deals, results(1, { 1: 0, 0: 20 })).match;
    expect(matchOver(deals)).toBe(true);
    expect(() => nextMatchDeal(deals)).toThrow();
  });

  it("offers a rejoin to an eliminated pool seat at the highest remaining score + 1, never in a deals match", () => {
    const pool = withScores(startPool(VARIANTS.pool101, [0, 1, 2], 0), { 0: 70, 1: 79, 2: 110 });
    expect(rejoinOffer(pool, 2)).toEqual({ score: 80 });
    expect(rejoinOffer(pool, 1)).toBeNull();
    const step = rejoinMatch(pool, 2);
    expect(step.ok && rejoinsOf(step.match, 2)).toBe(1);
    if (step.ok) {
      expect(matchEntries(step.match)).toBe(4);
      expect(paidIn(step.match, FEE)).toEqual(new Map([[0, FEE], [1, FEE], [2, 2n * FEE]]));
    }
    const deals = startMatch(VARIANTS.deals, [0, 1], 0);
    expect(rejoinOffer(deals, 1)).toBeNull();
    expect(rejoinMatch(deals, 1)).toMatchObject({ ok: false, error: { code: "match/rejoin_closed" } });
    expect(paidIn(deals, FEE)).toEqual(new Map([[0, FEE], [1, FEE]]));
    expect(matchEntries(deals)).toBe(2);
  });

  it("splits a pool match only: by drops on a player's request, equally on the system's offer", () => {
    const six = startPool(VARIANTS.pool101, [0, 1, 2, 3, 4, 5], 0);
    const three = withScores(six, { 0: 120, 1: 130, 2: 140, 3: 20, 4: 50, 5: 90 });
    expect(splits(three)).toBe(true);
    expect(splitProposable(three, 3)).toBe(true);
    expect(splitProposable(three, 0)).toBe(false);
    expect(splitProposable(six, 3)).toBe(false);
    const ended = splitMatch(three);
    expect(ended.ok).toBe(true);
    if (!ended.ok) return;
    expect(matchOver(ended.match)).toBe(true);
    const manual = matchPrizes(ended.match, FEE, 15, "manual");
    const auto = matchPrizes(ended.match, FEE, 15, "auto");
    expect(manual.pool.prizePaise).toBe(51_000n);
    expect(manual.shares.reduce((a, s) => a + s.paise, 0n)).toBe(51_000n);
    expect(manual.shares).toEqual(splitShares(ended.match, FEE, 15, "manual"));
    expect(new Set(auto.shares.map((s) => s.paise))).toEqual(new Set([17_000n]));
    // Seat 3 (20 points) has more drops left than seat 5 (90), so a split by drops pays it more.
    expect((manual.shares.find((s) => s.seat === 3)?.paise ?? 0n) > (manual.shares.find((s) => s.seat === 5)?.paise ?? 0n)).toBe(true);
    const deals = startMatch(VARIANTS.deals, [0, 1, 2], 0);
    expect(splits(deals)).toBe(false);
    expect(splitProposable(deals, 0)).toBe(false);
    expect(splitMatch(deals)).toMatchObject({ ok: false, error: { code: "match/split_not_allowed" } });
  });

  it("pays the winner the whole prize pool", () => {
    let deals: Match = startMatch(VARIANTS.deals, [0, 1, 2], 0, 1);
    deals = recordMatchDeal(deals, results(2, { 2: 0, 0: 20, 1: 30 })).match;
    const { pool, shares } = matchPrizes(deals, FEE, 10, "auto");
    expect(pool).toEqual({ collectedPaise: 30_000n, feePaise: 3_000n, prizePaise: 27_000n });
    expect(shares).toEqual([{ seat: 2, paise: 27_000n }]);
    expect(() => matchPrizes(startMatch(VARIANTS.deals, [0, 1], 0), FEE, 10, "auto")).toThrow();
  });
});
