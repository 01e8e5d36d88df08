import { describe, expect, it } from "vitest";
import type { Container } from "pixi.js";
import { Motion } from "./motion.ts";

function sprite(): Container {
  const c = { x: 0, y: 0, zIndex: 0, position: { set: (x: number, y: number) => Object.assign(c, { x, y }) } };
  return c as unknown as Container;
}

describe("Motion", () => {
  it("puts a card in place at once the first time, then eases it to a new place", () => {
    let now = 0;
    const motion = new Motion(() => now);
    const card = sprite();
    motion.register("a", card);
    motion.place("a", 100, 50);
    expect([card.x, card.y]).toEqual([100, 50]);
    motion.place("a", 200, 50);
    now = 75;
    motion.tick();
    expect(card.x).toBeGreaterThan(100);
    expect(card.x).toBeLessThan(200);
    expect(motion.busy).toBe(true);
    now = 200;
    motion.tick();
    expect(card.x).toBe(200);
    expect(motion.busy).toBe(false);
  });

  it("moves dragged cards with the pointer, then sends them home", () => {
    let now = 0;
    const motion = new Motion(() => now);
    const [a, b] = [sprite(), sprite()];
    motion.register("a", a);
    motion.register("b", b);
    motion.place("a", 10, 10);
    motion.place("b", 40, 10);
    motion.startDrag({ ids: ["a", "b"], grab: { x: 5, y: 5 }, spread: 20 }, { x: 300, y: 200 });
    now = 16;
    motion.tick();
    expect([a.x, a.y, b.x]).toEqual([295, 195, 315]);
    motion.movePointer({ x: 400, y: 100 });
    now = 33;
    motion.tick();
    expect([a.x, a.y]).toEqual([395, 95]);
    expect(motion.dragFrames).toEqual([17]);
    motion.endDrag();
    now = 400;
    motion.tick();
    expect([a.x, a.y, b.x, b.y]).toEqual([10, 10, 40, 10]);
  });
});
