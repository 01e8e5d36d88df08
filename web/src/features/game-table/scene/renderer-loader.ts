/**
 * Fetches the one Pixi renderer this device uses (scene/renderer-choice.ts), each in its own
 * chunk: a phone with a GPU never downloads the canvas renderer, nor a software-GL one WebGL.
 * The /game entry calls it before the table's chunk has arrived, so both download together.
 */
import type { CanvasRenderer, WebGLRenderer } from "pixi.js";
import type { RendererChoice } from "./renderer-choice.ts";

export type RendererClass = typeof WebGLRenderer | typeof CanvasRenderer;

const loading = new Map<RendererChoice, Promise<RendererClass>>();

export function loadRenderer(choice: RendererChoice): Promise<RendererClass> {
  let renderer = loading.get(choice);
  if (!renderer) {
    // Two statements, not one conditional expression: Vite wraps a dynamic import in a preload of
    // its chunk's dependencies, and for `a ? import(x) : import(y)` it preloaded y's chunk for both.
    if (choice === "canvas") renderer = import("./renderer-canvas.ts").then((m) => m.Renderer);
    else renderer = import("./renderer-webgl.ts").then((m) => m.Renderer);
    loading.set(choice, renderer);
  }
  return renderer;
}
