/**
 * Everything that moves every frame, outside React: cards easing to their new places after a
 * change, and cards following the pointer during a drag. React sets where a card belongs; this
 * moves the Pixi object there. One ticker callback drives it all (`MotionDriver`).
 */
import type { Container } from "pixi.js";
import type { Point } from "./layout.ts";

interface Tween {
  readonly fromX: number;
  readonly fromY: number;
  readonly toX: number;
  readonly toY: number;
  readonly start: number;
  readonly duration: number;
}

export interface DragVisual {
  readonly ids: readonly string[];
  /** Pointer position minus the grabbed card's top-left corner. */
  readonly grab: Point;
  /** Horizontal spacing when several cards are dragged together. */
  readonly spread: number;
}

const TWEEN_MS = 150;

/** The card shown under the finger while drawing from a pile by dragging. */
export const GHOST_ID = "__pile-ghost__";

function easeOut(t: number): number {
  return 1 - (1 - t) ** 3;
}

export class Motion {
  private readonly containers = new Map<string, Container>();
  private readonly tweens = new Map<string, Tween>();
  private readonly homes = new Map<string, Point>();
  /** Cards already shown somewhere: the next place eases, the first one jumps. */
  private readonly placed = new Set<string>();
  private drag: DragVisual | null = null;
  private pointer: Point = { x: 0, y: 0 };
  /** Frame intervals (ms) while dragging, for the bench: what the player sees. */
  readonly dragFrames: number[] = [];
  /** Work per frame (ms) while dragging, from the frame's first ticker callback to the end of its render. */
  readonly dragWork: number[] = [];
  private lastFrame = 0;
  private frameStart = 0;

  constructor(private readonly now: () => number = () => performance.now()) {}

  register(id: string, container: Container | null): void {
    if (container) this.containers.set(id, container);
    else {
      this.containers.delete(id);
      this.tweens.delete(id);
      this.homes.delete(id);
      this.placed.delete(id);
    }
  }

  /** Sends a card to its place, easing from where it is now (jumping there the first time). */
  place(id: string, x: number, y: number): void {
    const c = this.containers.get(id);
    this.homes.set(id, { x, y });
    if (!c) return;
    if (this.drag?.ids.includes(id)) return;
    const known = this.tweens.get(id);
    if (known && known.toX === x && known.toY === y) return;
    if (!this.placed.has(id)) {
      this.placed.add(id);
      c.position.set(x, y);
      return;
    }
    if (c.x === x && c.y === y) return;
    this.tweens.set(id, { fromX: c.x, fromY: c.y, toX: x, toY: y, start: this.now(), duration: TWEEN_MS });
  }

  startDrag(visual: DragVisual, pointer: Point): void {
    this.drag = visual;
    this.pointer = pointer;
    this.dragFrames.length = 0;
    this.dragWork.length = 0;
    this.lastFrame = 0;
    visual.ids.forEach((id, i) => {
      this.tweens.delete(id);
      const c = this.containers.get(id);
      if (c) c.zIndex = 1000 + i;
    });
  }

  movePointer(pointer: Point): void {
    this.pointer = pointer;
  }

  /** Ends a drag; the cards ease back to wherever React places them next. */
  endDrag(): void {
    const drag = this.drag;
    this.drag = null;
    if (!drag) return;
    for (const id of drag.ids) {
      const c = this.containers.get(id);
      if (c) c.zIndex = 0;
      const home = this.homes.get(id);
      if (home) this.place(id, home.x, home.y);
    }
  }

  get dragging(): DragVisual | null {
    return this.drag;
  }

  /** Something is moving: the scene should draw every frame. */
  get busy(): boolean {
    return this.drag !== null || this.tweens.size > 0;
  }

  /** Called first thing in a frame (a high-priority ticker callback). */
  frameStarted(): void {
    this.frameStart = this.now();
  }

  /** Called when the frame's render is done (the renderer's postrender runner). */
  frameRendered(): void {
    if (this.drag && this.frameStart > 0 && this.dragWork.length < 10_000) this.dragWork.push(this.now() - this.frameStart);
  }

  tick(): void {
    const now = this.now();
    if (this.drag) {
      if (this.lastFrame > 0 && this.dragFrames.length < 10_000) this.dragFrames.push(now - this.lastFrame);
      this.lastFrame = now;
      const { ids, grab, spread } = this.drag;
      ids.forEach((id, i) => this.containers.get(id)?.position.set(this.pointer.x - grab.x + i * spread, this.pointer.y - grab.y));
    }
    for (const [id, t] of this.tweens) {
      const c = this.containers.get(id);
      if (!c) {
        this.tweens.delete(id);
        continue;
      }
      const k = Math.min(1, (now - t.start) / t.duration);
      const e = easeOut(k);
      c.position.set(t.fromX + (t.toX - t.fromX) * e, t.fromY + (t.toY - t.fromY) * e);
      if (k >= 1) this.tweens.delete(id);
    }
  }
}
