/**
 * Fetches the one Pixi renderer this device uses (scene/renderer-choice.ts), each in its own
 * chunk: a phone with a GPU never downloads the canvas renderer, nor a software-GL one WebGL.
 * The /game entry calls it before the table's chunk has arrived, so both download together.
 */
import type { CanvasRenderer, WebGLRenderer } from "pixi.js";
import type { RendererChoice } from "./renderer-choice.ts";

export type RendererClass = typeof WebGLRenderer | typeof CanvasRenderer;

/**
 * One loader per renderer, kept apart: Vite wraps each dynamic import in a preload of its chunk's
 * dependencies, and when the two imports sat in one function (a conditional, or an if/else the
 * minifier turned into one) the wrapper preloaded the WebGL chunk for canvas devices too.
 */
const LOADERS: Readonly<Record<RendererChoice, () => Promise<RendererClass>>> = {
  canvas: () => import("./renderer-canvas.ts").then((m) => m.Renderer),
  webgl: () => import("./renderer-webgl.ts").then((m) => m.Renderer),
};

const loading = new Map<RendererChoice, Promise<RendererClass>>();

export function loadRenderer(choice: RendererChoice): Promise<RendererClass> {
  let renderer = loading.get(choice);
  if (!renderer) {
    renderer = LOADERS[choice]();
    loading.set(choice, renderer);
  }
  return renderer;
}
