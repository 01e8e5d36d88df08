/**
 * `window.__TABLE_TEST__`: what the end-to-end tests and the bench read to drive the table like
 * a player (where each card is on the page, what each group is labelled, the live points) and to
 * measure it. It exposes only what this player can see anyway. Installed when the page is opened
 * with `testHook=1` or `localStorage["rummy.testHook"] = "1"`.
 */
import { formatCard } from "@rummy/shared-rules";
import type { TableController } from "./model/controller.ts";
import { cardGroups } from "./model/hand.ts";
import { layoutAtom, selectionAtom, statusAtom } from "./model/table-store.ts";
import { cardRect, computeLayout, type TableLayout } from "./scene/layout.ts";
import type { Motion } from "./scene/motion.ts";

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

function enabled(): boolean {
  try {
    return new URLSearchParams(window.location.search).get("testHook") === "1" || localStorage.getItem("rummy.testHook") === "1";
  } catch {
    return false;
  }
}

function canvasOffset(): { x: number; y: number } {
  const r = document.querySelector(".gt-canvas")?.getBoundingClientRect();
  return { x: r?.left ?? 0, y: r?.top ?? 0 };
}

export function createTestHook(controller: TableController, motion: Motion) {
  const { store } = controller;
  // The published layout follows the hand one render later; the scene's hit tests do not, so the
  // hook lays the current hand out itself, as the pointer input does.
  const currentLayout = (): TableLayout | null => {
    const drawn = store.get(layoutAtom);
    const view = controller.view;
    if (!drawn) return null;
    return computeLayout({ width: drawn.width, height: drawn.height, maxSeats: view?.maxSeats ?? 6, bottomSeat: view?.mySeat ?? 0, groups: controller.arrangement.groups });
  };
  const page = (r: Rect): Rect => {
    const o = canvasOffset();
    return { x: r.x + o.x, y: r.y + o.y, w: r.w, h: r.h };
  };
  return {
    view: () => controller.view,
    status: () => store.get(statusAtom),
    groups: () => cardGroups(controller.arrangement).map((g) => g.map(formatCard)),
    labels: () => {
      const hints = controller.hints;
      return hints ? cardGroups(controller.arrangement).map((g) => hints.label(g)) : [];
    },
    points: () => controller.hints?.points(cardGroups(controller.arrangement)) ?? null,
    /** Every hand card with its page rectangle and the visible strip's centre (where to press). */
    cards: () => {
      const layout = currentLayout();
      if (!layout) return [];
      const selection = store.get(selectionAtom);
      const byId = new Map(controller.arrangement.groups.flat().map((c) => [c.id, c.card]));
      return layout.hand.slots.map((slot, i) => {
        const rect = page(cardRect(layout, slot, selection.has(slot.id)));
        const next = layout.hand.slots[i + 1];
        const visible = next && next.group === slot.group ? Math.min(layout.card.w, layout.hand.step) : layout.card.w;
        const code = byId.get(slot.id);
        return { id: slot.id, card: code === undefined ? "" : formatCard(code), group: slot.group, index: slot.index, selected: selection.has(slot.id), ...rect, cx: rect.x + visible / 2, cy: rect.y + rect.h * 0.3 };
      });
    },
    piles: () => {
      const layout = store.get(layoutAtom);
      if (!layout) return null;
      const size = { w: layout.card.w, h: layout.card.h };
      return { closed: page({ ...layout.closed, ...size }), open: page({ ...layout.open, ...size }), finish: page({ ...layout.finish, ...size }) };
    },
    /** Group boxes on the page: x range of each group and the y of the hand, for drops between groups. */
    groupBoxes: () => {
      const layout = currentLayout();
      if (!layout) return [];
      const o = canvasOffset();
      return layout.hand.groups.map((g) => ({ group: g.group, x: g.x + o.x, width: g.width, y: layout.hand.top + o.y, h: layout.card.h, gap: layout.hand.gap }));
    },
    dragFrames: () => [...motion.dragFrames],
    dragWork: () => [...motion.dragWork],
    dropConnection: () => controller.dropConnectionForTest(),
    firstDrawnMs: null as number | null,
    controller,
  };
}

export type TableTestHook = ReturnType<typeof createTestHook>;

declare global {
  interface Window {
    __TABLE_TEST__?: TableTestHook;
  }
}

export function installTestHook(controller: TableController, motion: Motion): () => void {
  if (!enabled()) return () => undefined;
  window.__TABLE_TEST__ = createTestHook(controller, motion);
  return () => {
    delete window.__TABLE_TEST__;
  };
}
