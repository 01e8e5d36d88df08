import { describe, expect, it } from "vitest";
import { VARIANTS, type DealResults, type DealsMatch, type PoolMatch, type Seat } from "@rummy/shared-rules";
import { dealsStandings, poolStandings, tieBreakKeys, tieToBreak } from "./round-standings.ts";
import { roundsToPlay } from "./round-tables.ts";

function deals(chips: number[], winner: Seat): DealsMatch {
  return { kind: "deals", rules: VARIANTS.deals, dealsCount: 2, players: chips.map((c, seat) => ({ seat, chips: c })), dealsPlayed: 2, firstSeat: 0, tieBreak: null, winner };
}

describe("round table standings", () => {
  it("ranks a deals table: the winner, then chips, equal chips tied", () => {
    expect(dealsStandings(deals([100, 300, 20, 100], 1))).toEqual([
      { seat: 1, rank: 1, chips: 300 },
      { seat: 0, rank: 2, chips: 100 },
      { seat: 3, rank: 2, chips: 100 },
      { seat: 2, rank: 4, chips: 20 },
    ]);
  });

  it("asks for a tie-breaker only when a tie straddles the cut, or any tie at the final", () => {
    const s = dealsStandings(deals([100, 300, 20, 100], 1));
    expect(tieToBreak(s, 1, false)).toBeNull();
    expect(tieToBreak(s, 2, false)).toEqual([0, 3]);
    expect(tieToBreak(s, 3, false)).toBeNull();
    expect(tieToBreak(s, 3, true)).toEqual([0, 3]);
  });

  it("orders tied seats by their tie-breaker deal: winner first, then fewer points", () => {
    const results = { winner: 3, seats: [{ seat: 0, points: 40 }, { seat: 3, points: 0 }] } as unknown as DealResults;
    const keys = Object.fromEntries([...tieBreakKeys(results)].map(([seat, k]) => [String(seat), [k]]));
    const s = dealsStandings(deals([100, 300, 20, 100], 1), keys);
    expect(s.map((x) => [x.seat, x.rank])).toEqual([
      [1, 1],
      [3, 2],
      [0, 3],
      [2, 4],
    ]);
    expect(tieToBreak(s, 2, false)).toBeNull();
  });

  it("ranks a pool knock-out by who lasted longer, then score", () => {
    const match = {
      kind: "pool",
      rules: VARIANTS.pool101,
      players: [
        { seat: 0, score: 130, eliminated: true, rejoins: 0 },
        { seat: 1, score: 60, eliminated: false, rejoins: 0 },
        { seat: 2, score: 105, eliminated: true, rejoins: 0 },
      ],
      winner: 1,
    } as unknown as PoolMatch;
    expect(poolStandings(match, { "0": 5, "2": 3 })).toEqual([
      { seat: 1, rank: 1, chips: 41 },
      { seat: 0, rank: 2, chips: -29 },
      { seat: 2, rank: 3, chips: -4 },
    ]);
  });

  it("counts the rounds a knock-out plays until its final", () => {
    const k = (n: number) => [2, 1, 1][n - 1] ?? 1;
    expect(roundsToPlay(30, 6, k)).toBe(3);
    expect(roundsToPlay(10, 6, k, 2)).toBe(3);
    expect(roundsToPlay(2, 6, k, 3)).toBe(3);
    expect(roundsToPlay(7, 2, () => 1)).toBe(3);
    // 1,000 -> 167 tables -> 28 -> 5 -> one final table of 5.
    expect(roundsToPlay(1_000, 6, () => 1)).toBe(4);
  });
});
