import { describe, expect, it } from "vitest";
import { roundOutcome } from "./round-result.ts";

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

  it("refuses a tie at the cut (a tie-breaker deal decides it, never a coin) but not one below it", () => {
    expect(roundOutcome([{ tableNo: 4, standings: [s("a", 1, 80), s("b", 1, 80), s("c", 3, 0)] }, { tableNo: 5, standings: [s("d", 1, 1), s("e", 2, 0)] }], [], 1)).toEqual({
      ok: false,
      tieAt: { tableNo: 4, userIds: ["a", "b"] },
    });
    const below = roundOutcome([{ tableNo: 1, standings: [s("a", 1, 80), s("b", 2, 0), s("c", 2, 0)] }, { tableNo: 2, standings: [s("d", 1, 1), s("e", 2, 0)] }], [], 1);
    expect(below).toMatchObject({ ok: true, qualified: ["a", "d"] });
    expect(roundOutcome([{ tableNo: 1, standings: [s("a", 1, 80), s("b", 2, 5), s("c", 2, 5)] }], [], 1)).toMatchObject({ ok: false });
  });
});
