import { describe, expect, it } from "vitest";
import { VARIANTS } from "../variant.ts";
import { toPoints } from "../settlement.ts";
import type { DealResults, SeatResult } from "../deal/types.ts";
import { canRejoin, autoSplitOffered, dropsLeft, endPoolBySplit, manualSplitAllowed, nextPoolDeal, recordPoolDeal, rejoin, startPool, type PoolMatch } from "./pool.ts";
import { nextDealsDeal, recordDealsDeal, startDeals } from "./deals.ts";
import { compareToss, firstSeatForDeal, toss } from "./seating.ts";
import { pointsDebts } from "./points.ts";
import { parseCard } from "../card.ts";

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

describe("toss and seating", () => {
  it("orders by rank, then suit S > H > D > C", () => {
    const c = (t: string) => parseCard(t) as number;
    expect(compareToss(c("KC"), c("QS"))).toBeLessThan(0);
    expect(compareToss(c("7S"), c("7H"))).toBeLessThan(0);
    expect(compareToss(c("2D"), c("AS"))).toBeLessThan(0);
  });

  it("is deterministic and gives distinct cards", () => {
    const t = toss("ab".repeat(32), "table-1", 6);
    expect(toss("ab".repeat(32), "table-1", 6)).toEqual(t);
    expect(new Set(t.cards).size).toBe(6);
    expect([...t.order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    for (let i = 1; i < 6; i++) expect(compareToss(t.cards[t.order[i - 1] ?? 0] ?? 0, t.cards[t.order[i] ?? 0] ?? 0)).toBeLessThan(0);
  });

  it.each([
    [null, [0, 1, 2], 0, 0],
    [0, [0, 1, 2], 0, 1],
    [2, [0, 1, 2], 0, 0],
    [1, [0, 2, 4], 0, 2],
    [4, [0, 2, 4], 0, 0],
  ])("after first seat %s among %j the next deal starts at %i", (previous, seats, tossWinner, expected) => {
    expect(firstSeatForDeal(previous, seats, tossWinner)).toBe(expected);
  });
});

describe("pool rummy", () => {
  const rules = VARIANTS.pool101;

  it("winner scores 0, others add points, 101 eliminates, rotation moves clockwise", () => {
    let m = startPool(rules, [0, 1, 2], 1);
    expect(nextPoolDeal(m)).toEqual({ seats: [0, 1, 2], firstSeat: 1 });
    let r = recordPoolDeal(m, results(0, { 1: 60, 2: 80, 0: 0 }, [1, 2, 0]));
    m = r.match;
    expect(m.players.map((p) => p.score)).toEqual([0, 60, 80]);
    expect(nextPoolDeal(m).firstSeat).toBe(2);
    r = recordPoolDeal(m, results(1, { 2: 40, 0: 20, 1: 0 }, [2, 0, 1]));
    m = r.match;
    expect(m.players.map((p) => [p.score, p.eliminated])).toEqual([
      [20, false],
      [60, false],
      [120, true],
    ]);
    expect(r.events).toContainEqual({ type: "eliminated", seat: 2, score: 120 });
    expect(nextPoolDeal(m)).toEqual({ seats: [0, 1], firstSeat: 0 });
  });

  it("the last player left wins", () => {
    const m = recordPoolDeal(withScores(startPool(rules, [0, 1], 0), { 0: 30, 1: 90 }), results(0, { 0: 0, 1: 15 }));
    expect(m.match.winner).toBe(0);
    expect(m.events.at(-1)).toEqual({ type: "won", seat: 0 });
  });

  it.each([
    ["nobody remaining above 79: rejoin at highest + 1", { 0: 70, 1: 79, 2: 110 }, 2, null, 80],
    ["someone remaining above 79: closed", { 0: 70, 1: 80, 2: 110 }, 2, "match/rejoin_closed", 0],
    ["not eliminated", { 0: 70, 1: 60, 2: 50 }, 2, "match/not_eliminated", 0],
  ] as const)("%s", (_name, scores, seat, code, score) => {
    const m = withScores(startPool(rules, [0, 1, 2], 0), scores);
    expect(canRejoin(m, seat)?.code ?? null).toBe(code);
    const step = rejoin(m, seat);
    if (step.ok) {
      expect(step.match.players[seat]).toMatchObject({ score, eliminated: false, rejoins: 1 });
      expect(nextPoolDeal(step.match).seats).toContain(seat);
    }
  });

  it.each([
    [{ 0: 80, 1: 95 }, true],
    [{ 0: 79, 1: 95 }, false],
  ])("auto split offered when all remaining are at least 80: %j", (scores, offered) => {
    expect(autoSplitOffered(withScores(startPool(rules, [0, 1], 0), scores))).toBe(offered);
  });

  it.each([
    [0, 5],
    [1, 4],
    [20, 4],
    [21, 3],
    [80, 1],
    [81, 0],
    [100, 0],
  ])("drops left at score %i: %i", (score, left) => {
    expect(dropsLeft(rules, score)).toBe(left);
  });

  it("manual split needs 2 or 3 left out of a bigger table", () => {
    const six = startPool(rules, [0, 1, 2, 3, 4, 5], 0);
    expect(manualSplitAllowed(six)).toBe(false);
    const three = withScores(six, { 0: 120, 1: 130, 2: 140 });
    expect(manualSplitAllowed(three)).toBe(true);
    expect(manualSplitAllowed(startPool(rules, [0, 1], 0))).toBe(false);
    const ended = endPoolBySplit(three);
    expect(ended.ok && ended.match.splitBetween).toEqual([3, 4, 5]);
    expect(endPoolBySplit(six).ok).toBe(false);
  });
});

describe("deals rummy", () => {
  const rules = VARIANTS.deals;

  it("each player starts with 80 x deals chips; the winner takes losers' points", () => {
    let m = startDeals(rules, [0, 1], 0);
    expect(m.players.map((p) => p.chips)).toEqual([160, 160]);
    m = recordDealsDeal(m, results(0, { 0: 0, 1: 35 })).match;
    expect(m.players.map((p) => p.chips)).toEqual([195, 125]);
    const last = recordDealsDeal(m, results(1, { 1: 0, 0: 20 }, [1, 0]));
    expect(last.match.winner).toBe(0);
  });

  it("a tie on chips plays one more deal between the tied players", () => {
    let m = startDeals(rules, [0, 1, 2], 0, 2);
    m = recordDealsDeal(m, results(0, { 0: 0, 1: 30, 2: 10 })).match;
    const r = recordDealsDeal(m, results(1, { 1: 0, 0: 30, 2: 10 }, [1, 2, 0]));
    expect(r.match.players.map((p) => p.chips)).toEqual([170, 170, 140]);
    expect(r.match.tieBreak).toEqual([0, 1]);
    expect(r.events.at(-1)).toEqual({ type: "tie_break", seats: [0, 1] });
    expect(nextDealsDeal(r.match)).toEqual({ seats: [0, 1], firstSeat: 0 });
    const decided = recordDealsDeal(r.match, results(1, { 0: 0, 1: 0 }));
    expect(decided.match.winner).toBe(1);
  });
});

describe("points rummy debts", () => {
  it("losers owe the winner; value cards are owed by every other seat that did not drop", () => {
    const r = results(0, { 0: 0, 1: 40, 2: 20 });
    const seats = r.seats.map((s) => (s.seat === 1 ? { ...s, valueCardPoints: 30 } : s.seat === 2 ? { ...s, outcome: "dropped" as const } : s));
    expect(pointsDebts({ ...r, seats })).toEqual([
      { from: 1, to: 0, points: 40 },
      { from: 2, to: 0, points: 20 },
      { from: 0, to: 1, points: 30 },
    ]);
  });
});
