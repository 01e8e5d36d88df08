import { describe, expect, it } from "vitest";
import { chooseSeat, type OpenTable } from "./seat-choice.ts";

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("chooseSeat", () => {
  const table = (id: string, maxPlayers: number, users: string[]): OpenTable => ({ id, maxPlayers, takenSeats: users.map((_, i) => i), users });

  it("takes the first free seat of the first table without a linked account", () => {
    const tables = [table("t1", 2, ["partner"]), table("t2", 6, ["x", "y"]), table("t3", 6, [])];
    expect(chooseSeat(tables, new Set(["partner"]))).toEqual({ tableId: "t2", seat: 2 });
    expect(chooseSeat(tables, new Set())).toEqual({ tableId: "t1", seat: 1 });
    expect(chooseSeat([table("t1", 2, ["partner"])], new Set(["partner"]))).toBeNull();
    expect(chooseSeat([table("full", 2, ["a", "b"])], new Set())).toBeNull();
  });

  it("takes the nth free seat in the same order when asked, or the last one when there are fewer", () => {
    const tables = [table("t1", 2, ["partner"]), table("t2", 6, ["x", "y", "z", "w"]), table("t3", 2, ["v"])];
    expect(chooseSeat(tables, new Set(), 0)).toEqual({ tableId: "t1", seat: 1 });
    expect(chooseSeat(tables, new Set(), 2)).toEqual({ tableId: "t2", seat: 5 });
    expect(chooseSeat(tables, new Set(["partner"]), 1)).toEqual({ tableId: "t2", seat: 5 });
    expect(chooseSeat(tables, new Set(), 3)).toEqual({ tableId: "t3", seat: 1 });
    expect(chooseSeat(tables, new Set(), 9)).toEqual({ tableId: "t3", seat: 1 });
    expect(chooseSeat([table("full", 2, ["a", "b"])], new Set(), 3)).toBeNull();
  });

  it("never seats linked accounts together across 1,000 seatings with linked pairs in the queue", () => {
    const rnd = mulberry32(20);
    // A linked pair, a linked triangle (device shared by three), and 30 unlinked players.
    const links: [string, string][] = [["pairA", "pairB"], ["tri1", "tri2"], ["tri2", "tri3"], ["tri1", "tri3"]];
    const linkedTo = (u: string) => new Set(links.flatMap(([a, b]) => (a === u ? [b] : b === u ? [a] : [])));
    const players = ["pairA", "pairB", "tri1", "tri2", "tri3", ...Array.from({ length: 30 }, (_, i) => `p${i}`)];
    const tables: { id: string; maxPlayers: number; seats: Map<number, string> }[] = [];
    const seatedAt = new Map<string, string>();
    let seatings = 0;
    let linkedPairSeatedApartWhileBothIn = 0;
    while (seatings < 1_000) {
      // The queue: a random player not seated joins; sometimes a seated player leaves first.
      if (rnd() < 0.45 && seatedAt.size > 0) {
        const leaving = [...seatedAt.keys()][Math.floor(rnd() * seatedAt.size)]!;
        const t = tables.find((x) => x.id === seatedAt.get(leaving))!;
        for (const [seat, u] of t.seats) if (u === leaving) t.seats.delete(seat);
        seatedAt.delete(leaving);
      }
      const waiting = players.filter((p) => !seatedAt.has(p));
      const joiner = waiting[Math.floor(rnd() * waiting.length)]!;
      const open = tables.map((t) => ({ id: t.id, maxPlayers: t.maxPlayers, takenSeats: [...t.seats.keys()], users: [...t.seats.values()] }));
      let choice = chooseSeat(open, linkedTo(joiner));
      if (!choice) {
        tables.push({ id: `t${tables.length}`, maxPlayers: rnd() < 0.5 ? 2 : 6, seats: new Map() });
        choice = { tableId: tables.at(-1)!.id, seat: 0 };
      }
      const t = tables.find((x) => x.id === choice.tableId)!;
      expect(t.seats.has(choice.seat)).toBe(false);
      t.seats.set(choice.seat, joiner);
      seatedAt.set(joiner, t.id);
      seatings++;
      for (const x of tables) {
        const users = [...x.seats.values()];
        for (const [a, b] of links) expect(users.includes(a) && users.includes(b), `${a} and ${b} at ${x.id}`).toBe(false);
      }
      if (seatedAt.has("pairA") && seatedAt.has("pairB")) linkedPairSeatedApartWhileBothIn++;
    }
    // The pair really was in the lobby together, often: the check was exercised, not avoided.
    expect(linkedPairSeatedApartWhileBothIn).toBeGreaterThan(200);
  });
});
