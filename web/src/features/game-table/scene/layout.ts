/**
 * Where everything sits on the table, as a pure function of the screen size, the seats and the
 * hand's groups. The scene draws from it, the drag code hit-tests against it and the test hook
 * publishes it, so the three never disagree. Units are CSS pixels from the canvas's top left.
 */
import type { DropTarget, Group } from "../model/hand.ts";

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface CardSize {
  readonly w: number;
  readonly h: number;
}

export type SeatSide = "bottom" | "left" | "top" | "right";

export interface SeatSlot {
  readonly seat: number;
  /** Position counted clockwise from this client's seat (0 is the bottom, the player). */
  readonly rel: number;
  readonly x: number;
  readonly y: number;
  readonly side: SeatSide;
}

export interface HandSlot {
  readonly id: string;
  readonly group: number;
  readonly index: number;
  /** Top-left corner of the card when it is not selected. */
  readonly x: number;
  readonly y: number;
}

export interface GroupBox {
  readonly group: number;
  readonly x: number;
  readonly width: number;
}

export interface TableLayout {
  readonly width: number;
  readonly height: number;
  readonly compact: boolean;
  readonly topInset: number;
  readonly card: CardSize;
  readonly smallCard: CardSize;
  readonly avatarRadius: number;
  readonly felt: { readonly cx: number; readonly cy: number; readonly rx: number; readonly ry: number };
  /** Top-left corners of the piles. */
  readonly closed: Point;
  readonly open: Point;
  readonly finish: Point;
  readonly cut: Point;
  readonly seats: readonly SeatSlot[];
  readonly hand: {
    readonly top: number;
    readonly step: number;
    readonly gap: number;
    readonly lift: number;
    readonly slots: readonly HandSlot[];
    readonly groups: readonly GroupBox[];
    readonly labelY: number;
  };
  /** Bottom edge of the space for the action buttons above the hand. */
  readonly actionsBottom: number;
  /** Left edge for the turn prompt, right of the player's own seat. */
  readonly promptLeft: number;
  /** Width of a seat's name plate. */
  readonly plateWidth: number;
}

/** Seat positions as fractions of the play area, by seat count, clockwise from the player. */
const SEAT_SPOTS: Readonly<Record<number, readonly (readonly [number, number, SeatSide])[]>> = {
  2: [
    [0.5, 1, "bottom"],
    [0.5, 0.08, "top"],
  ],
  3: [
    [0.5, 1, "bottom"],
    [0.2, 0.12, "top"],
    [0.8, 0.12, "top"],
  ],
  4: [
    [0.5, 1, "bottom"],
    [0.07, 0.42, "left"],
    [0.5, 0.08, "top"],
    [0.93, 0.42, "right"],
  ],
  5: [
    [0.5, 1, "bottom"],
    [0.07, 0.45, "left"],
    [0.3, 0.08, "top"],
    [0.7, 0.08, "top"],
    [0.93, 0.45, "right"],
  ],
  6: [
    [0.5, 1, "bottom"],
    [0.07, 0.5, "left"],
    [0.22, 0.1, "top"],
    [0.5, 0.06, "top"],
    [0.78, 0.1, "top"],
    [0.93, 0.5, "right"],
  ],
};

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}

export interface LayoutInput {
  readonly width: number;
  readonly height: number;
  readonly maxSeats: number;
  /** Seat drawn at the bottom: the player's, or seat 0 for a spectator. */
  readonly bottomSeat: number;
  readonly groups: readonly Group[];
}

/**
 * Cards of a group overlap by `step`; the last card of a group shows whole (`ends`), then an
 * empty `gap` separates the groups. When the hand is too wide, steps and gaps shrink first,
 * then the groups' last cards start to overlap too.
 */
function handLayout(input: LayoutInput, card: CardSize, compact: boolean) {
  const { width, height, groups } = input;
  const labelH = compact ? 16 : 22;
  const top = height - card.h - labelH - (compact ? 4 : 10);
  const count = groups.reduce((n, g) => n + g.length, 0);
  const g = groups.length;
  let step = card.w * 0.6;
  let gap = card.w * 0.4;
  let ends = card.w;
  const available = width - (compact ? 24 : 48);
  const spread = () => (count - g) * step + Math.max(0, g - 1) * gap;
  if (count > 0 && spread() + g * ends > available) {
    const scale = Math.max(0.45, (available - g * ends) / Math.max(1, spread()));
    step *= scale;
    gap *= scale;
    if (spread() + g * ends > available) ends = Math.max(step, (available - spread()) / g);
  }
  const total = count > 0 ? spread() + (g - 1) * ends + card.w : 0;
  let x = Math.round((width - total) / 2);
  const slots: HandSlot[] = [];
  const boxes: GroupBox[] = [];
  groups.forEach((group, gi) => {
    const start = x;
    group.forEach((c, index) => {
      slots.push({ id: c.id, group: gi, index, x: Math.round(x), y: top });
      if (index < group.length - 1) x += step;
    });
    const last = gi === groups.length - 1;
    boxes.push({ group: gi, x: Math.round(start), width: Math.round(x - start + (last ? card.w : ends)) });
    x += ends + gap;
  });
  return { top, step, gap, lift: Math.round(card.h * 0.18), slots, groups: boxes, labelY: top + card.h + (compact ? 2 : 4) };
}

export function computeLayout(input: LayoutInput): TableLayout {
  const width = Math.max(320, input.width);
  const height = Math.max(240, input.height);
  const compact = height < 500;
  const topInset = compact ? 34 : 44;
  const cardH = Math.round(clamp(height * 0.19, 64, 136));
  const card = { w: Math.round(cardH * 0.7), h: cardH };
  const smallCard = { w: Math.round(card.w * 0.5), h: Math.round(card.h * 0.5) };
  const avatarRadius = Math.round(clamp(height * 0.045, 17, 32));
  const hand = handLayout({ ...input, width, height }, card, compact);
  const actionsBottom = hand.top - hand.lift - (compact ? 4 : 8);
  const playTop = topInset + avatarRadius + 4;
  const playBottom = actionsBottom - (compact ? 34 : 48);
  const felt = {
    cx: width / 2,
    cy: (topInset + actionsBottom) / 2,
    rx: width * 0.44,
    ry: (actionsBottom - topInset) / 2 - 4,
  };
  const pileY = Math.round(felt.cy - card.h / 2 + (compact ? 6 : 10));
  const closed = { x: Math.round(felt.cx - card.w * 1.55), y: pileY };
  const open = { x: Math.round(felt.cx + card.w * 0.15), y: pileY };
  const finish = { x: Math.round(felt.cx + card.w * 1.55), y: pileY };
  const cut = { x: Math.round(closed.x - card.w * 0.55), y: Math.round(pileY + (card.h - card.w) / 2) };
  const spots = SEAT_SPOTS[clamp(input.maxSeats, 2, 6)] ?? SEAT_SPOTS[6] ?? [];
  const seats: SeatSlot[] = [];
  for (let rel = 0; rel < input.maxSeats; rel++) {
    const spot = spots[rel];
    if (!spot) continue;
    const [fx, fy, side] = spot;
    const seat = (input.bottomSeat + rel) % input.maxSeats;
    const y = side === "bottom" ? actionsBottom - avatarRadius - (compact ? 4 : 8) : playTop + fy * (playBottom - playTop);
    const x = side === "bottom" ? avatarRadius + (compact ? 10 : 16) : fx * width;
    seats.push({ seat, rel, x: Math.round(x), y: Math.round(y), side });
  }
  const plateWidth = Math.max(78, Math.round(avatarRadius * 4.2));
  const promptLeft = Math.round(avatarRadius * 2 + (compact ? 10 : 16) + 8 + plateWidth + 12);
  return { width, height, compact, topInset, card, smallCard, avatarRadius, felt, closed, open, finish, cut, seats, hand, actionsBottom, promptLeft, plateWidth };
}

export type DropZone =
  | { readonly kind: "hand"; readonly target: DropTarget }
  | { readonly kind: "open" }
  | { readonly kind: "finish" }
  | { readonly kind: "closed" };

function inside(p: Point, at: Point, size: CardSize, pad: number): boolean {
  return p.x >= at.x - pad && p.x <= at.x + size.w + pad && p.y >= at.y - pad && p.y <= at.y + size.h + pad;
}

/** What a pile occupies on screen; exported for hit tests of taps as well as drops. */
export function pileAt(layout: TableLayout, p: Point): "closed" | "open" | "finish" | null {
  const pad = layout.card.w * 0.25;
  if (inside(p, layout.open, layout.card, pad)) return "open";
  if (inside(p, layout.finish, layout.card, pad)) return "finish";
  if (inside(p, layout.closed, layout.card, pad)) return "closed";
  return null;
}

/**
 * Where dragged hand cards would land if released at `p`: a pile, a place in a group, or a new
 * group (in the gap between two groups, or past either end of the hand). Cards being dragged are
 * left out, so a card dropped back where it was stays there.
 */
export function dropZoneAt(layout: TableLayout, groups: readonly Group[], p: Point, dragging: ReadonlySet<string>): DropZone | null {
  const pile = pileAt(layout, p);
  if (pile) return { kind: pile };
  const { hand, card } = layout;
  if (p.y < hand.top - hand.lift - card.h * 0.5) return null;
  const first = hand.groups[0];
  const last = hand.groups[hand.groups.length - 1];
  if (!first || !last) return { kind: "hand", target: { kind: "new-group", at: 0 } };
  if (p.x < first.x - hand.gap * 0.3) return { kind: "hand", target: { kind: "new-group", at: 0 } };
  if (p.x > last.x + last.width + hand.gap * 0.3) return { kind: "hand", target: { kind: "new-group", at: groups.length } };
  for (const box of hand.groups) {
    const next = hand.groups[box.group + 1];
    const right = box.x + box.width;
    if (next && p.x > right + hand.gap * 0.2 && p.x < next.x - hand.gap * 0.2) {
      return { kind: "hand", target: { kind: "new-group", at: box.group + 1 } };
    }
    const groupRight = next ? (right + next.x) / 2 : Infinity;
    if (p.x <= groupRight) {
      const slots = hand.slots.filter((s) => s.group === box.group && !dragging.has(s.id));
      const before = slots.find((s) => p.x < s.x + Math.min(hand.step, card.w) / 2);
      return { kind: "hand", target: before ? { kind: "before", id: before.id } : { kind: "end", group: box.group } };
    }
  }
  return { kind: "hand", target: { kind: "new-group", at: groups.length } };
}

/** Where a hand card is drawn: its slot, lifted when selected. */
export function cardRect(layout: TableLayout, slot: HandSlot, selected: boolean): { x: number; y: number; w: number; h: number } {
  return { x: slot.x, y: slot.y - (selected ? layout.hand.lift : 0), w: layout.card.w, h: layout.card.h };
}

/**
 * The hand card under a point: later cards lie on top of earlier ones, so the last slot that
 * contains the point wins.
 */
export function handCardAt(layout: TableLayout, selection: ReadonlySet<string>, p: Point): HandSlot | null {
  const slots = layout.hand.slots;
  for (let i = slots.length - 1; i >= 0; i--) {
    const slot = slots[i];
    if (!slot) continue;
    const r = cardRect(layout, slot, selection.has(slot.id));
    if (p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h) return slot;
  }
  return null;
}
