/**
 * Mouse and touch on the table, with one set of pointer events on the canvas's wrapper: a tap
 * selects a card or picks from a pile, a drag moves cards between groups, discards on the open
 * deck, puts a card in the finish slot, or draws from a pile into the hand. Hit tests use the
 * same layout the scene draws, so what is under the finger is what the player sees.
 */
import { useEffect, type RefObject } from "react";
import type { TableController } from "../model/controller.ts";
import { handCards } from "../model/hand.ts";
import { TABLE_NOTICES } from "../model/notices.ts";
import { dragAtom, selectionAtom } from "../model/table-store.ts";
import { cardRect, dropZoneAt, handCardAt, pileAt, type DropZone, type Point, type TableLayout } from "./layout.ts";
import { GHOST_ID, type Motion } from "./motion.ts";

type Pending =
  | { readonly kind: "card"; readonly id: string; readonly start: Point; readonly pointerId: number }
  | { readonly kind: "pile"; readonly pile: "closed" | "open" | "finish"; readonly start: Point; readonly pointerId: number };

interface Dragging {
  readonly kind: "cards" | "pile";
  readonly ids: readonly string[];
  readonly from: "closed" | "open" | null;
}

function overOf(zone: DropZone | null): "open" | "finish" | "closed" | "hand" | null {
  return zone ? zone.kind : null;
}

function commitDrop(controller: TableController, drag: Dragging, zone: DropZone | null): void {
  if (!zone) return;
  if (drag.kind === "pile") {
    if (zone.kind === "hand" && drag.from) controller.draw(drag.from);
    return;
  }
  const [first] = drag.ids;
  if (zone.kind === "hand") controller.move(drag.ids, zone.target);
  else if (zone.kind === "open" && first !== undefined) {
    if (drag.ids.length === 1) controller.discard(first);
    else controller.notify("error", TABLE_NOTICES.discardOne);
  } else if (zone.kind === "finish" && first !== undefined) {
    if (drag.ids.length === 1) controller.requestDeclare(first);
    else controller.notify("error", TABLE_NOTICES.finishOne);
  }
}

/**
 * One pointer at a time: a press becomes a tap or, past a few pixels, a drag. Positions are in
 * the wrapper's coordinates, the layout's.
 */
export class PointerGestures {
  private pending: Pending | null = null;
  private dragging: Dragging | null = null;
  private lastOver: string | null = null;

  constructor(
    private readonly layout: () => TableLayout | null,
    private readonly controller: TableController,
    private readonly motion: Motion,
  ) {}

  /** The mouse cursor for a pointer at `p`: a hand over what can be pressed, a fist while dragging. */
  cursorAt(p: Point): string {
    if (this.dragging) return "grabbing";
    const layout = this.layout();
    if (!layout) return "";
    return handCardAt(layout, this.controller.store.get(selectionAtom), p) || pileAt(layout, p) ? "pointer" : "";
  }

  /** A press at `p`: returns true when it landed on something the table handles. */
  down(p: Point, pointerId: number): boolean {
    const layout = this.layout();
    if (!layout || this.pending || this.dragging) return false;
    const slot = handCardAt(layout, this.controller.store.get(selectionAtom), p);
    if (slot) this.pending = { kind: "card", id: slot.id, start: p, pointerId };
    else {
      const pile = pileAt(layout, p);
      if (pile) this.pending = { kind: "pile", pile, start: p, pointerId };
    }
    return this.pending !== null;
  }

  move(p: Point, pointerId: number, touch: boolean): void {
    const layout = this.layout();
    if (!layout || !this.pending || pointerId !== this.pending.pointerId) return;
    if (!this.dragging) {
      if (Math.hypot(p.x - this.pending.start.x, p.y - this.pending.start.y) < (touch ? 10 : 6)) return;
      this.startDrag(p, layout, this.pending);
    }
    const active = this.dragging;
    if (!active) return;
    this.motion.movePointer(p);
    const over = overOf(dropZoneAt(layout, this.controller.arrangement.groups, p, new Set(active.ids)));
    if (over !== this.lastOver) {
      this.lastOver = over;
      this.controller.store.set(dragAtom, { ids: active.ids, over, pile: active.from });
    }
  }

  /** The press ends: a drop, a tap, or (cancelled) nothing. Returns true when it was ours. */
  up(p: Point, pointerId: number, cancelled: boolean): boolean {
    const was = this.pending;
    if (!was || pointerId !== was.pointerId) return false;
    const drag = this.dragging;
    this.pending = null;
    this.dragging = null;
    const layout = this.layout();
    if (drag) {
      const zone = !cancelled && layout ? dropZoneAt(layout, this.controller.arrangement.groups, p, new Set(drag.ids)) : null;
      this.motion.endDrag();
      this.controller.store.set(dragAtom, null);
      commitDrop(this.controller, drag, zone);
    } else if (!cancelled) {
      if (was.kind === "card") this.controller.toggleSelect(was.id);
      else if (was.pile === "finish") this.controller.requestDeclare();
      else this.controller.draw(was.pile);
    }
    return true;
  }

  private startDrag(p: Point, layout: TableLayout, down: Pending): void {
    const { store } = this.controller;
    if (down.kind === "card") {
      // Dragging a selected card takes the other selected cards along, in hand order.
      const selection = store.get(selectionAtom);
      const order = handCards(this.controller.arrangement).map((c) => c.id);
      const others = selection.has(down.id) ? order.filter((id) => id !== down.id && selection.has(id)) : [];
      const ids = [down.id, ...others];
      const slot = layout.hand.slots.find((s) => s.id === down.id);
      const rect = slot ? cardRect(layout, slot, selection.has(down.id)) : { x: p.x, y: p.y };
      this.dragging = { kind: "cards", ids, from: null };
      this.motion.startDrag({ ids, grab: { x: down.start.x - rect.x, y: down.start.y - rect.y }, spread: layout.card.w * 0.3 }, p);
    } else {
      if (down.pile === "finish") return;
      this.dragging = { kind: "pile", ids: [GHOST_ID], from: down.pile };
      this.motion.startDrag({ ids: [GHOST_ID], grab: { x: layout.card.w / 2, y: layout.card.h / 2 }, spread: 0 }, p);
    }
    this.lastOver = null;
    store.set(dragAtom, { ids: this.dragging.ids, over: null, pile: this.dragging.from });
  }
}

/** Wires the gestures to the wrapper's pointer events (capturing the pointer while pressed). */
export function usePointerInput(target: RefObject<HTMLElement | null>, layoutRef: RefObject<TableLayout | null>, controller: TableController, motion: Motion): void {
  useEffect(() => {
    const el = target.current;
    if (!el) return;
    const gestures = new PointerGestures(() => layoutRef.current, controller, motion);
    // The wrapper's place is read once per press, not on every move: a drag's moves then do no
    // style or layout work (on a slow phone a forced layout per move cost more than the frame).
    let pressedRect: DOMRect | null = null;
    let cursor = el.style.cursor;
    const local = (e: PointerEvent): Point => {
      const r = pressedRect ?? el.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    const onDown = (e: PointerEvent) => {
      if (e.button !== 0) return;
      pressedRect = el.getBoundingClientRect();
      if (!gestures.down(local(e), e.pointerId)) {
        pressedRect = null;
        return;
      }
      el.setPointerCapture?.(e.pointerId);
      e.preventDefault();
    };
    const onMove = (e: PointerEvent) => {
      const p = local(e);
      gestures.move(p, e.pointerId, e.pointerType === "touch");
      if (e.pointerType !== "mouse") return;
      const next = gestures.cursorAt(p);
      if (next !== cursor) el.style.cursor = cursor = next;
    };
    const finish = (e: PointerEvent, cancelled: boolean) => {
      if (gestures.up(local(e), e.pointerId, cancelled)) el.releasePointerCapture?.(e.pointerId);
      pressedRect = null;
    };
    const onUp = (e: PointerEvent) => finish(e, false);
    const onCancel = (e: PointerEvent) => finish(e, true);
    el.addEventListener("pointerdown", onDown);
    el.addEventListener("pointermove", onMove);
    el.addEventListener("pointerup", onUp);
    el.addEventListener("pointercancel", onCancel);
    return () => {
      el.removeEventListener("pointerdown", onDown);
      el.removeEventListener("pointermove", onMove);
      el.removeEventListener("pointerup", onUp);
      el.removeEventListener("pointercancel", onCancel);
    };
  }, [target, layoutRef, controller, motion]);
}
