import { describe, expect, it } from "vitest";
import { applyTieBreaks, roundOutcome, tableTieBreaks } from "./round-result.ts";

const s = (userId: string, rank: number, chips: number) => ({ userId, rank, chips });

describe("roundOutcome", () => {
  it("takes the top K of each table and ranks the rest by table rank, then chips", () => {
    const out = roundOutcome(
      [
        { tableNo: 1, standings: [s("a", 2, 50), s("b", 1, 120), s("c", 3, 10)] },
        { tableNo: 2, standings: [s("d", 1, 160), s("e", 2, 80)] },
      ],
      ["z"],
      1,
    );
    expect(out).toEqual({ ok: true, qualified: ["z", "b", "d"], eliminated: [s("e", 2, 80), s("a", 2, 50), s("c", 3, 10)], final: false });
  });

  it("ranks the whole final table by its finishing order", () => {
    const out = roundOutcome([{ tableNo: 1, standings: [s("a", 3, 0), s("b", 1, 240), s("c", 2, 0)] }], [], 1);
    expect(out).toEqual({ ok: true, qualified: [], eliminated: [s("b", 1, 240), s("c", 2, 0), s("a", 3, 0)], final: true });
  });

  it("asks for a tie-breaker deal at a tie across the cut (never a coin) but not for one below it", () => {
    expect(roundOutcome([{ tableNo: 4, standings: [s("b", 1, 80), s("a", 1, 80), s("c", 3, 0)] }, { tableNo: 5, standings: [s("d", 1, 1), s("e", 2, 0)] }], [], 1)).toEqual({
      ok: false,
      tieBreaks: [{ tableNo: 4, rank: 1, userIds: ["a", "b"] }],
    });
    const below = roundOutcome([{ tableNo: 1, standings: [s("a", 1, 80), s("b", 2, 0), s("c", 2, 0)] }, { tableNo: 2, standings: [s("d", 1, 1), s("e", 2, 0)] }], [], 1);
    expect(below).toMatchObject({ ok: true, qualified: ["a", "d"] });
    // A tie wholly above the cut changes no one's fate either.
    expect(roundOutcome([{ tableNo: 1, standings: [s("a", 1, 9), s("b", 1, 9), s("c", 3, 0)] }, { tableNo: 2, standings: [s("d", 1, 1), s("e", 2, 0)] }], [], 2)).toMatchObject({ ok: true, qualified: ["a", "b", "d"] });
  });

  it("names every tie of the round at once, and every tie of the final table", () => {
    const out = roundOutcome(
      [
        { tableNo: 1, standings: [s("a", 1, 80), s("b", 2, 40), s("c", 2, 40), s("x", 4, 0)] },
        { tableNo: 2, standings: [s("d", 1, 80), s("e", 1, 80), s("f", 1, 80)] },
      ],
      [],
      2,
    );
    expect(out).toEqual({ ok: false, tieBreaks: [{ tableNo: 1, rank: 2, userIds: ["b", "c"] }, { tableNo: 2, rank: 1, userIds: ["d", "e", "f"] }] });
    expect(roundOutcome([{ tableNo: 1, standings: [s("a", 1, 9), s("b", 1, 9), s("c", 3, 2), s("d", 3, 2)] }], [], 1)).toEqual({
      ok: false,
      tieBreaks: [
        { tableNo: 1, rank: 1, userIds: ["a", "b"] },
        { tableNo: 1, rank: 3, userIds: ["c", "d"] },
      ],
    });
  });

  it("closes the round with the tie-breaker deal's order: the loser is placed as the table's next rank", () => {
    const tables = [
      { tableNo: 1, standings: [s("a", 1, 80), s("b", 1, 80), s("c", 3, 0)], tieBreaks: [["b", "a"]] },
      { tableNo: 2, standings: [s("d", 1, 100), s("e", 2, 90)] },
    ];
    expect(roundOutcome(tables, [], 1)).toEqual({ ok: true, qualified: ["b", "d"], eliminated: [s("e", 2, 90), s("a", 2, 80), s("c", 3, 0)], final: false });
    // At the final each decided tie fixes its places.
    const final = roundOutcome([{ tableNo: 1, standings: [s("a", 1, 9), s("b", 1, 9), s("c", 3, 2), s("d", 3, 2)], tieBreaks: [["d", "c"], ["b", "a"]] }], [], 1);
    expect(final).toMatchObject({ ok: true, final: true });
    expect(final.ok && final.eliminated.map((x) => [x.userId, x.rank])).toEqual([["b", 1], ["a", 2], ["d", 3], ["c", 4]]);
    // Only the undecided tie is still asked for.
    expect(roundOutcome([{ tableNo: 1, standings: [s("a", 1, 9), s("b", 1, 9), s("c", 3, 2), s("d", 3, 2)], tieBreaks: [["b", "a"]] }], [], 1)).toEqual({
      ok: false,
      tieBreaks: [{ tableNo: 1, rank: 3, userIds: ["c", "d"] }],
    });
  });

  it("reads ranks as competition ranks, so a dense report does not hide or invent a tie", () => {
    // 1, 1, 2 is 1, 1, 3: after the deal the loser of the tie (2nd) stays ahead of c.
    expect(applyTieBreaks([s("a", 1, 5), s("b", 1, 5), s("c", 2, 0)], [["a", "b"]]).map((x) => [x.userId, x.rank])).toEqual([["a", 1], ["b", 2], ["c", 3]]);
    expect(tableTieBreaks({ tableNo: 1, standings: [s("a", 1, 5), s("b", 1, 5), s("c", 2, 0)], tieBreaks: [["a", "b"]] }, 2, false)).toEqual([]);
  });

  it("refuses a tie-breaker order that is not exactly one tied group", () => {
    const standings = [s("a", 1, 5), s("b", 1, 5), s("c", 3, 0)];
    expect(() => applyTieBreaks(standings, [["a", "c"]])).toThrow(/not one tied group/);
    expect(() => applyTieBreaks(standings, [["a"]])).toThrow(/not one tied group/);
    expect(() => applyTieBreaks(standings, [["a", "a"]])).toThrow(/not one tied group/);
    expect(() => applyTieBreaks(standings, [["a", "b", "z"]])).toThrow(/not one tied group/);
  });
});
