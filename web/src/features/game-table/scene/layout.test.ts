import { describe, expect, it } from "vitest";
import { EMPTY_ARRANGEMENT, reconcile, sortBySuit, type Arrangement } from "../model/hand.ts";
import { cards } from "../testing/fixtures.ts";
import { computeLayout, dropZoneAt, handCardAt, pileAt, type TableLayout } from "./layout.ts";

function arranged(text: string): Arrangement {
  return sortBySuit(reconcile(EMPTY_ARRANGEMENT, cards(text)), () => false);
}

const hand = arranged("AH 2H 3H 4S 5S 6S 7C 7D 7S 9H 10H JK QD KC");

function layoutAt(width: number, height: number, seats = 6): TableLayout {
  return computeLayout({ width, height, maxSeats: seats, bottomSeat: 2, groups: hand.groups });
}

describe("computeLayout", () => {
  it.each([
    [1318, 725],
    [740, 360],
    [1920, 1080],
  ])("fits a 14-card hand on a %dx%d screen", (width, height) => {
    const l = layoutAt(width, height);
    const xs = l.hand.slots.map((s) => s.x);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs) + l.card.w).toBeLessThanOrEqual(width);
    expect(l.hand.top + l.card.h).toBeLessThanOrEqual(height);
    expect(l.hand.slots).toHaveLength(14);
    expect(l.compact).toBe(height < 500);
  });

  it("puts the player's seat at the bottom and the others clockwise", () => {
    const l = layoutAt(1318, 725);
    expect(l.seats[0]).toMatchObject({ seat: 2, rel: 0, side: "bottom" });
    expect(l.seats.map((s) => s.seat)).toEqual([2, 3, 4, 5, 0, 1]);
    expect(l.seats[1]?.side).toBe("left");
    expect(layoutAt(1318, 725, 2).seats.map((s) => s.side)).toEqual(["bottom", "top"]);
  });

  it("keeps the piles apart and inside the felt", () => {
    const l = layoutAt(740, 360);
    expect(l.closed.x + l.card.w).toBeLessThan(l.open.x);
    expect(l.open.x + l.card.w).toBeLessThan(l.finish.x);
    expect(l.closed.y).toBeGreaterThan(l.topInset);
    expect(l.closed.y + l.card.h).toBeLessThan(l.actionsBottom);
  });
});

describe("hit tests", () => {
  const l = layoutAt(1318, 725);
  const centre = (r: { x: number; y: number }) => ({ x: r.x + l.card.w / 2, y: r.y + l.card.h / 2 });

  it("finds the top card under a point, lifted when selected", () => {
    const second = l.hand.slots[1];
    if (!second) throw new Error("no slot");
    expect(handCardAt(l, new Set(), { x: second.x + 2, y: second.y + 10 })?.id).toBe(second.id);
    expect(handCardAt(l, new Set([second.id]), { x: second.x + 2, y: second.y - l.hand.lift + 2 })?.id).toBe(second.id);
    expect(handCardAt(l, new Set(), { x: 5, y: 5 })).toBeNull();
  });

  it("names the piles", () => {
    expect(pileAt(l, centre(l.closed))).toBe("closed");
    expect(pileAt(l, centre(l.open))).toBe("open");
    expect(pileAt(l, centre(l.finish))).toBe("finish");
  });

  it("drops onto piles, into a group, between groups and past the ends", () => {
    const none = new Set<string>();
    expect(dropZoneAt(l, hand.groups, centre(l.open), none)).toEqual({ kind: "open" });
    const first = l.hand.slots[0];
    const box1 = l.hand.groups[1];
    const last = l.hand.groups[l.hand.groups.length - 1];
    if (!first || !box1 || !last) throw new Error("no groups");
    const y = l.hand.top + 20;
    expect(dropZoneAt(l, hand.groups, { x: first.x + 2, y }, none)).toEqual({ kind: "hand", target: { kind: "before", id: first.id } });
    expect(dropZoneAt(l, hand.groups, { x: box1.x - l.hand.gap / 2, y }, none)).toEqual({ kind: "hand", target: { kind: "new-group", at: 1 } });
    expect(dropZoneAt(l, hand.groups, { x: last.x + last.width + 40, y }, none)).toEqual({ kind: "hand", target: { kind: "new-group", at: hand.groups.length } });
    expect(dropZoneAt(l, hand.groups, { x: last.x + last.width - 4, y }, none)).toEqual({ kind: "hand", target: { kind: "end", group: hand.groups.length - 1 } });
    expect(dropZoneAt(l, hand.groups, { x: 40, y: l.topInset + 10 }, none)).toBeNull();
  });
});
