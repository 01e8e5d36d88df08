import { Container, Graphics, Text, Ticker, updateRenderGroupTransforms } from "pixi.js";
import { describe, expect, it } from "vitest";
import { drawOnChange, HEARTBEAT_MS, sceneChanged, type ChangeMarks } from "./draw-on-change.ts";

/**
 * What Pixi's renderer does to a scene's marks as it draws: its own updateRenderGroupTransforms
 * (which clears the moved containers), then what RenderGroupSystem does with the instructions
 * (structure rebuilt, every view collected and its didViewUpdate cleared).
 */
function drawn(stage: Container): void {
  const group = stage.renderGroup;
  // No GPU here: the pipes that would upload a changed view accept it and do nothing.
  group.instructionSet.renderPipes = new Proxy({}, { get: () => ({ updateRenderable() {} }) });
  updateRenderGroupTransforms(group, true);
  group.structureDidChange = false;
  const clearViews = (c: Container) => {
    (c as { didViewUpdate: boolean }).didViewUpdate = false;
    c.children.forEach(clearViews);
  };
  clearViews(stage);
  group.childrenRenderablesToUpdate.index = 0;
}

function scene() {
  const stage = new Container();
  stage.enableRenderGroup();
  const seat = new Container();
  const ring = new Graphics();
  const clock = new Text({ text: "15s" });
  seat.addChild(ring, clock);
  stage.addChild(seat);
  return { stage, seat, ring, clock };
}

describe("sceneChanged reads Pixi's own marks", () => {
  it("a drawn, still scene has no change; a move, a redrawn Graphics, a new text and a new child each are one", () => {
    const { stage, seat, ring, clock } = scene();
    expect(sceneChanged(stage.renderGroup as ChangeMarks)).toBe(true);
    drawn(stage);
    expect(sceneChanged(stage.renderGroup as ChangeMarks)).toBe(false);

    seat.x = 40;
    expect(sceneChanged(stage.renderGroup as ChangeMarks)).toBe(true);
    drawn(stage);

    ring.clear().circle(0, 0, 20).stroke({ width: 5, color: 0x2ecc71 });
    expect(sceneChanged(stage.renderGroup as ChangeMarks)).toBe(true);
    drawn(stage);

    clock.text = "14s";
    expect(sceneChanged(stage.renderGroup as ChangeMarks)).toBe(true);
    drawn(stage);

    seat.addChild(new Container());
    expect(sceneChanged(stage.renderGroup as ChangeMarks)).toBe(true);
    drawn(stage);
    expect(sceneChanged(stage.renderGroup as ChangeMarks)).toBe(false);
  });

  it("marks it does not know count as a change, so an unknown Pixi draws every tick", () => {
    expect(sceneChanged(undefined)).toBe(true);
    expect(sceneChanged({ structureDidChange: false })).toBe(true);
  });
});

describe("drawOnChange", () => {
  function app() {
    const { stage, seat } = scene();
    const ticker = new Ticker();
    ticker.autoStart = false;
    ticker.stop();
    const renders: number[] = [];
    let clock = 0;
    const fake = {
      stage,
      ticker,
      render() {
        renders.push(clock);
        drawn(stage);
      },
    };
    ticker.add(fake.render, fake);
    return { fake, seat, ticker, renders, at: (ms: number) => (clock = ms), now: () => clock };
  }

  it("draws a change once, a still scene once a heartbeat, and every tick while busy", () => {
    const { fake, seat, ticker, renders, at, now } = app();
    let busy = false;
    const undo = drawOnChange(fake as never, () => busy, now);

    ticker.update(at(0));
    expect(renders).toEqual([0]);
    for (const ms of [16, 33, 50, 500]) ticker.update(at(ms));
    expect(renders).toEqual([0]);

    seat.y = 10;
    ticker.update(at(516));
    ticker.update(at(533));
    expect(renders).toEqual([0, 516]);

    ticker.update(at(516 + HEARTBEAT_MS));
    expect(renders).toEqual([0, 516, 516 + HEARTBEAT_MS]);

    busy = true;
    ticker.update(at(1600));
    ticker.update(at(1616));
    expect(renders).toEqual([0, 516, 516 + HEARTBEAT_MS, 1600, 1616]);

    // Undone, the application draws on every tick again.
    busy = false;
    undo();
    ticker.update(at(1633));
    ticker.update(at(1650));
    expect(renders.slice(-2)).toEqual([1633, 1650]);
  });
});
