import { pointsDebts, settlePoints, toPoints, type DealResults, type SeatResult } from "@rummy/shared-rules";
import { describe, expect, it } from "vitest";
import { coveredPointsSettlement } from "./points-settlement.ts";

function results(winner: number, seats: { seat: number; points: number; value?: number; dropped?: boolean }[]): DealResults {
  return {
    winner,
    endedBy: "declaration",
    seats: seats.map(
      (s): SeatResult => ({
        seat: s.seat,
        outcome: s.seat === winner ? "winner" : s.dropped ? "dropped" : "lost",
        points: toPoints(s.points),
        hand: [],
        groups: null,
        arrangedBy: null,
        drop: null,
        valueCardPoints: s.value ?? 0,
      }),
    ),
  };
}

describe("points settlement within the stacks", () => {
  it("is settlePoints itself when every stack covers its loss", () => {
    const r = results(0, [{ seat: 0, points: 0 }, { seat: 1, points: 80 }, { seat: 2, points: 35 }]);
    const stacks = new Map([[0, 8_000n], [1, 8_000n], [2, 8_000n]]);
    const { settlement, capped } = coveredPointsSettlement(r, stacks, 100n, 10);
    expect(settlement).toEqual(settlePoints([0, 1, 2], pointsDebts(r), 100n, 10));
    expect(capped).toEqual([]);
  });

  it("cuts a 21-card loser's debts to its stack, pro rata, when value cards push it over", () => {
    // Seat 1 loses 120 to the winner and owes seat 2 value cards of 100: 220 against a stack of 120.
    const r = results(0, [{ seat: 0, points: 0 }, { seat: 1, points: 120 }, { seat: 2, points: 40, value: 100 }]);
    const stacks = new Map([[0, 12_000n], [1, 12_000n], [2, 12_000n]]);
    const { settlement, capped } = coveredPointsSettlement(r, stacks, 100n, 10);
    expect(capped).toEqual([1]);
    const seat1 = settlement.seats.find((s) => s.seat === 1)!;
    expect(seat1.lossPaise).toBeLessThanOrEqual(12_000n);
    expect(seat1.lossPaise).toBeGreaterThan(11_800n);
    for (const s of settlement.seats) expect(s.lossPaise).toBeLessThanOrEqual(stacks.get(s.seat)!);
    expect(settlement.lossesPaise).toBe(settlement.winningsPaise + settlement.feePaise);
  });

  it("repeats when cutting one payer leaves another owing beyond its stack", () => {
    // Seat 2 is owed value cards by seat 1 and owes the winner; with seat 1 cut, seat 2's net grows.
    const r = results(0, [{ seat: 0, points: 0 }, { seat: 1, points: 120 }, { seat: 2, points: 120, value: 30 }]);
    const stacks = new Map([[0, 12_000n], [1, 12_000n], [2, 9_500n]]);
    const { settlement } = coveredPointsSettlement(r, stacks, 100n, 10);
    for (const s of settlement.seats) expect(s.lossPaise).toBeLessThanOrEqual(stacks.get(s.seat)!);
  });
});
