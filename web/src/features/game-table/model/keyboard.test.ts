import { describe, expect, it } from "vitest";
import { keyToAction, type KeyInput } from "./keyboard.ts";

function key(k: string, extra: Partial<KeyInput> = {}): KeyInput {
  return { key: k, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, targetTag: "DIV", ...extra };
}

describe("keyToAction", () => {
  it.each([
    ["ArrowLeft", { type: "focus", step: -1 }],
    ["ArrowRight", { type: "focus", step: 1 }],
    ["ArrowUp", { type: "focus-group", step: -1 }],
    ["Home", { type: "focus-edge", edge: "first" }],
    [" ", { type: "toggle-select" }],
    ["Enter", { type: "toggle-select" }],
    ["c", { type: "draw", from: "closed" }],
    ["O", { type: "draw", from: "open" }],
    ["d", { type: "discard" }],
    ["Delete", { type: "discard" }],
    ["g", { type: "group" }],
    ["s", { type: "sort" }],
    ["a", { type: "auto-arrange" }],
    ["f", { type: "declare" }],
    ["x", { type: "drop" }],
    ["m", { type: "mute" }],
    ["?", { type: "help" }],
    ["Escape", { type: "clear-selection" }],
  ])("%s", (k, action) => {
    expect(keyToAction(key(k))).toEqual(action);
  });

  it("moves the card with Shift and the arrows", () => {
    expect(keyToAction(key("ArrowLeft", { shiftKey: true }))).toEqual({ type: "nudge", step: -1 });
    expect(keyToAction(key("ArrowRight", { shiftKey: true }))).toEqual({ type: "nudge", step: 1 });
  });

  it("leaves browser shortcuts, typing and button presses alone", () => {
    expect(keyToAction(key("c", { ctrlKey: true }))).toBeNull();
    expect(keyToAction(key("s", { metaKey: true }))).toBeNull();
    expect(keyToAction(key("Enter", { targetTag: "BUTTON" }))).toBeNull();
    expect(keyToAction(key(" ", { targetTag: "BUTTON" }))).toBeNull();
    expect(keyToAction(key("d", { targetTag: "input" }))).toBeNull();
    expect(keyToAction(key("Escape", { targetTag: "BUTTON" }))).toEqual({ type: "clear-selection" });
  });

  it("keeps the shortcuts working after a button was clicked", () => {
    expect(keyToAction(key("c", { targetTag: "BUTTON" }))).toEqual({ type: "draw", from: "closed" });
    expect(keyToAction(key("ArrowLeft", { targetTag: "BUTTON" }))).toEqual({ type: "focus", step: -1 });
  });

  it("gives a dialog every key but Escape", () => {
    expect(keyToAction(key("d", { inDialog: true }))).toBeNull();
    expect(keyToAction(key("Escape", { inDialog: true }))).toEqual({ type: "clear-selection" });
  });

  it("ignores keys it does not know", () => {
    expect(keyToAction(key("q"))).toBeNull();
    expect(keyToAction(key("F5"))).toBeNull();
  });
});
