import { describe, expect, it } from "vitest";
import { seatCounts, seatRound } from "./seating.ts";

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

  it("draws the same seating as it always has for a seed (a stored round's seed keeps its meaning)", () => {
    expect(seatRound(ids(12), 3, "seed-1").tables).toEqual([
      ["p002", "p000", "p010"],
      ["p004", "p008", "p006"],
      ["p003", "p005", "p011"],
      ["p007", "p001", "p009"],
    ]);
  });

  it("has the shape seatCounts gives from the player count alone", () => {
    for (let n = 0; n <= 200; n++) {
      for (let seats = 2; seats <= 6; seats++) {
        const s = seatRound(ids(n), seats, `s${n}`);
        expect(seatCounts(n, seats)).toEqual({ tables: s.tables.map((t) => t.length), byes: s.byes.length });
      }
    }
  });

  it("leaves a lone player over as a bye and refuses impossible table sizes", () => {
    expect(seatRound(["only"], 6, "s")).toEqual({ tables: [], byes: ["only"] });
    expect(() => seatRound(ids(4), 7, "s")).toThrow(/2\.\.6/);
  });
});

describe("seatRound with pairs to avoid (fair play: linked accounts)", () => {
  const sharesTable = (tables: string[][], a: string, b: string) => tables.some((t) => t.includes(a) && t.includes(b));

  it("parts every avoidable pair, keeps table sizes, and seats everyone once", () => {
    for (let seed = 0; seed < 200; seed++) {
      const players = ids(6 + (seed % 40));
      const avoid: [string, string][] = [
        [players[0]!, players[1]!],
        [players[2]!, players[3]!],
        [players[1]!, players[4]!],
      ];
      const plain = seatRound(players, 2 + (seed % 5), `s${seed}`);
      const parted = seatRound(players, 2 + (seed % 5), `s${seed}`, avoid);
      if (plain.tables.length < 2) continue;
      expect(parted.tables.map((t) => t.length)).toEqual(plain.tables.map((t) => t.length));
      expect(parted.byes).toEqual(plain.byes);
      expect([...parted.tables.flat(), ...parted.byes].sort()).toEqual([...players].sort());
      expect(parted.unavoidable).toBeUndefined();
      for (const [a, b] of avoid) expect(sharesTable(parted.tables, a, b)).toBe(false);
    }
  });

  it("changes nothing without pairs to avoid, and is deterministic with them", () => {
    expect(seatRound(ids(12), 3, "seed-1", [])).toEqual(seatRound(ids(12), 3, "seed-1"));
    const avoid: [string, string][] = [["p000", "p001"]];
    expect(seatRound(ids(12), 3, "seed-1", avoid)).toEqual(seatRound([...ids(12)].reverse(), 3, "seed-1", avoid));
  });

  it("reports a pair it cannot part (one table for everyone)", () => {
    const s = seatRound(ids(4), 6, "s", [["p000", "p001"]]);
    expect(s.tables).toHaveLength(1);
    expect(s.unavoidable).toEqual([["p000", "p001"]]);
  });
});
