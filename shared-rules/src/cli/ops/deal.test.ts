import { describe, expect, it } from "vitest";
import { respond } from "../dispatch.ts";

const seed = "0f".repeat(32);
const ask = (request: Record<string, unknown>) => respond(JSON.stringify(request)) as Record<string, unknown>;

describe("rules:eval deal op", () => {
  it("deals deterministically, in notation, with the commitment", () => {
    const a = ask({ op: "deal", variant: "points13", players: 6, seed });
    expect(a).toEqual(ask({ op: "deal", variant: "points13", players: 6, seed }));
    expect(a.ok).toBe(true);
    const hands = a.hands as string[][];
    expect(hands).toHaveLength(6);
    expect(hands.every((h) => h.length === 13)).toBe(true);
    expect(a.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(a.closedCount).toBe(106 - 78 - 2);
    expect(a.jokers).toContain("JK");
    expect(a.cut).toMatch(/^(10|[2-9AJQK])[SHDC]$|^JK$/);
  });

  it("a different deal id deals differently; 21-card with 6 players uses 3 decks", () => {
    expect(ask({ op: "deal", variant: "points13", players: 2, seed, dealId: "x" }).hands).not.toEqual(ask({ op: "deal", variant: "points13", players: 2, seed }).hands);
    expect(ask({ op: "deal", variant: "points21", players: 6, seed }).decks).toBe(3);
  });

  it.each([
    [{ op: "deal", variant: "points13", players: 6, seed: "xyz" }, /seed/],
    [{ op: "deal", variant: "nope", players: 6, seed }, /variant/],
    [{ op: "deal", variant: "points13", players: 9, seed }, /players/],
    [{ op: "deal", variant: "points13", players: 3, seed, firstSeat: 4 }, /firstSeat/],
    [{ op: "deal", variant: "points27", players: 6, seed }, /27 cards|deck/],
  ])("refuses bad input %j", (input, message) => {
    const r = ask(input);
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(message);
  });
});
