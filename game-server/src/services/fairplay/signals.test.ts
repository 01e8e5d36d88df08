import { describe, expect, it } from "vitest";
import type { DealMove, DealRecord, SeatOutcome } from "./deal-record.ts";
import { detectSignals, dropSignals, feedingSignals, flowSignals, timingSignals } from "./signals.ts";

let dealNo = 0;

/** A deal between `players` (seat = index): the winner is paid `paise` by every other seat. */
function deal(players: string[], winner: string, opts: { dropped?: string[]; paise?: bigint; moves?: DealMove[] } = {}): DealRecord {
  const dealId = `d${++dealNo}`;
  const outcome = (p: string): SeatOutcome => (p === winner ? "winner" : opts.dropped?.includes(p) ? "dropped" : "lost");
  return {
    dealId,
    tableId: "t1",
    seats: players.map((userId, seat) => ({ seat, userId, outcome: outcome(userId) })),
    payments: players.filter((p) => p !== winner).map((p) => ({ fromUserId: p, toUserId: winner, amountPaise: opts.paise ?? 2000n })),
    moves: opts.moves ?? [],
  };
}

const repeat = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

describe("chip dumping: repeated drops and one-way money", () => {
  const dumping = repeat(40, () => deal(["giver", "taker"], "taker", { dropped: ["giver"], paise: 8000n }));
  // The giver plays others normally: drops about a fifth of the time, wins some.
  const elsewhere = repeat(40, (i) => deal(["giver", `x${i}`], i % 2 === 0 ? "giver" : `x${i}`, { dropped: i % 5 === 1 ? ["giver"] : [] }));

  it("flags the taker as gaining from the giver, with the deals as evidence", () => {
    const signals = detectSignals([...dumping, ...elsewhere]);
    const drops = signals.find((s) => s.kind === "repeated_drops");
    const flow = signals.find((s) => s.kind === "one_way_flow");
    expect(drops).toMatchObject({ userId: "taker", otherUserId: "giver", evidence: { deals: 40, count: 40 } });
    expect(drops?.evidence.dealIds).toEqual(dumping.map((d) => d.dealId));
    expect(drops?.score).toBeGreaterThan(6);
    expect(flow).toMatchObject({ userId: "taker", otherUserId: "giver", evidence: { deals: 40, count: 40, amountPaise: String(40n * 8000n) } });
    expect(signals.every((s) => s.otherUserId !== null && [s.userId, s.otherUserId].sort().join() === "giver,taker")).toBe(true);
  });

  it("does not flag an even rivalry, nor a much better player beating a weaker one", () => {
    const even = repeat(60, (i) => deal(["a", "b"], i % 2 ? "a" : "b", { dropped: i % 4 === 0 ? [i % 2 ? "b" : "a"] : [] }));
    expect(detectSignals(even)).toEqual([]);
    const lopsided = repeat(60, (i) => deal(["strong", "weak"], i % 3 === 0 ? "weak" : "strong", { dropped: i % 4 === 0 ? ["weak"] : [] }));
    expect(flowSignals(lopsided)).toEqual([]);
    expect(dropSignals(lopsided)).toEqual([]);
  });

  it("says nothing about a pair that met a few times", () => {
    expect(detectSignals(dumping.slice(0, 5))).toEqual([]);
  });
});

/** Turns in order: each entry is [seat, drew from, think ms]. */
function turns(list: [number, "open" | "closed", number][]): DealMove[] {
  let clock = 0;
  return list.flatMap(([seat, from, think]) => {
    const draw: DealMove = { seat, type: "draw", from, nowMs: (clock += 800) };
    const discard: DealMove = { seat, type: "discard", nowMs: (clock += think) };
    return [draw, discard];
  });
}

describe("discard feeding", () => {
  it("flags a player who picks up one opponent's discards far more than anyone else's", () => {
    // Seats: 0 feeder, 1 partner, 2 other. The partner picks the feeder's discard 3 times in 4;
    // the other player's discards (seat 2 before seat 0, and seat 2's before the partner elsewhere) rarely.
    const fed = repeat(12, () =>
      deal(["feeder", "partner", "other"], "partner", {
        moves: turns(repeat(8, (i) => [[0, "closed", 3000], [1, i % 4 === 3 ? "closed" : "open", 2500], [2, "closed", 4000]] as [number, "open" | "closed", number][]).flat()),
      }),
    );
    const partnerElsewhere = repeat(12, (i) =>
      deal([`y${i}`, "partner"], `y${i}`, { moves: turns(repeat(8, (j) => [[0, "closed", 3000], [1, j === 0 ? "open" : "closed", 2500]] as [number, "open" | "closed", number][]).flat()) }),
    );
    const signals = feedingSignals([...fed, ...partnerElsewhere]);
    expect(signals).toHaveLength(1);
    expect(signals[0]).toMatchObject({ kind: "discard_feeding", userId: "partner", otherUserId: "feeder", evidence: { deals: 96, count: 72 } });
  });

  it("does not flag a player who simply picks from the open pile often", () => {
    const openLover = repeat(20, (i) => deal(["a", "b", "c"], "b", { moves: turns(repeat(6, () => [[0, "closed", 3000], [1, i % 2 ? "open" : "closed", 2500], [2, "closed", 3500]] as [number, "open" | "closed", number][]).flat()) }));
    const elsewhere = repeat(20, (i) => deal([`z${i}`, "b"], "b", { moves: turns(repeat(6, () => [[0, "closed", 3000], [1, i % 2 ? "open" : "closed", 2500]] as [number, "open" | "closed", number][]).flat()) }));
    expect(feedingSignals([...openLover, ...elsewhere])).toEqual([]);
  });
});

describe("action timing", () => {
  it("flags draw-to-discard times too alike for a person, and not a person's", () => {
    const machine = repeat(10, (i) => deal(["bot", `h${i}`], "bot", { moves: turns(repeat(6, (j) => [[0, "closed", 1500 + ((i + j) % 3) * 10], [1, "closed", 1000 + ((i * 7 + j * 13) % 9) * 900]] as [number, "open" | "closed", number][]).flat()) }));
    const signals = timingSignals(machine);
    expect(signals.map((s) => s.userId)).toEqual(["bot"]);
    expect(signals[0]?.evidence).toMatchObject({ count: 60, deals: 10, medianMs: 1510 });
    expect(signals[0]?.otherUserId).toBeNull();
  });

  it("needs enough timings before it judges", () => {
    const few = [deal(["bot", "h"], "bot", { moves: turns(repeat(10, () => [0, "closed", 1500] as [number, "open" | "closed", number])) })];
    expect(timingSignals(few)).toEqual([]);
  });
});
