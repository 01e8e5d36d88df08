import { describe, expect, it } from "vitest";
import { seatRound } from "./seating.ts";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${String(i).padStart(3, "0")}`);

describe("seatRound", () => {
  it.each([
    // players, seats, table sizes, byes
    [2, 2, [2], 0],
    [3, 2, [2], 1],
    [8, 2, [2, 2, 2, 2], 0],
    [7, 3, [3, 2, 2], 0],
    [6, 3, [3, 3], 0],
    [4, 3, [2, 2], 0],
    [5, 3, [3, 2], 0],
    [7, 6, [4, 3], 0],
    [6, 6, [6], 0],
    [13, 6, [5, 4, 4], 0],
    [30, 6, [6, 6, 6, 6, 6], 0],
    [31, 6, [6, 5, 5, 5, 5, 5], 0],
    [1000, 6, [...Array<number>(165).fill(6), 5, 5], 0],
  ])("%i players at %i-seat tables", (n, seats, sizes, byeCount) => {
    const s = seatRound(ids(n), seats, "ab12");
    expect(s.tables.map((t) => t.length)).toEqual(sizes);
    expect(s.byes).toHaveLength(byeCount);
    const lengths = s.tables.map((t) => t.length);
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(seats);
    expect([...s.tables.flat(), ...s.byes].sort()).toEqual(ids(n));
  });

  it("is a function of the seed and the set of players, not of their order", () => {
    const a = seatRound(ids(12), 3, "seed-1");
    expect(seatRound([...ids(12)].reverse(), 3, "seed-1")).toEqual(a);
    expect(seatRound(ids(12), 3, "seed-2")).not.toEqual(a);
  });

  it("leaves a lone player over as a bye and refuses impossible table sizes", () => {
    expect(seatRound(["only"], 6, "s")).toEqual({ tables: [], byes: ["only"] });
    expect(() => seatRound(ids(4), 7, "s")).toThrow(/2\.\.6/);
  });
});
