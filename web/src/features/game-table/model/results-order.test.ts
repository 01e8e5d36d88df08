import { describe, expect, it } from "vitest";
import { resultsInOrder } from "./results-order.ts";
import type { ResultRow } from "./types.ts";

type Row = Pick<ResultRow, "seat" | "outcome">;
const row = (seat: number, outcome: ResultRow["outcome"] = "lost"): Row => ({ seat, outcome });
const seats = (rows: readonly Row[]) => rows.map((r) => r.seat);

describe("results rows: the winner, then the player's own row, then the others by seat", () => {
  it.each([
    // [rows by seat, winner seat, my seat, expected order]
    [6, 4, 2, [4, 2, 0, 1, 3, 5]],
    [6, 2, 2, [2, 0, 1, 3, 4, 5]],
    [6, 0, 5, [0, 5, 1, 2, 3, 4]],
    [2, 1, 0, [1, 0]],
    [2, 0, 0, [0, 1]],
    // A spectator (no seat) sees the winner first, then everyone by seat.
    [4, 3, null, [3, 0, 1, 2]],
  ] as const)("%i seats, winner %i, me %s", (count, winner, me, expected) => {
    const rows = Array.from({ length: count }, (_, seat) => row(seat, seat === winner ? "winner" : seat % 2 === 0 ? "lost" : "dropped"));
    expect(seats(resultsInOrder(rows, me))).toEqual(expected);
    // The winner and my row are the first two (one when I won).
    expect(resultsInOrder(rows, me)[0]?.outcome).toBe("winner");
  });

  it("keeps every row once and does not change its input", () => {
    const rows = [row(3), row(1, "winner"), row(0, "wrong_show"), row(2)];
    const copy = [...rows];
    const ordered = resultsInOrder(rows, 2);
    expect(seats(ordered)).toEqual([1, 2, 0, 3]);
    expect(rows).toEqual(copy);
  });

  it("with no winner (everyone dropped out of a cancelled deal) puts my row first", () => {
    expect(seats(resultsInOrder([row(0), row(1), row(2)], 2))).toEqual([2, 0, 1]);
  });
});
