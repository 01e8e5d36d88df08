/**
 * Which Pixi renderer to ask for. WebGL on a real GPU is the fastest; but where the browser has
 * no usable GPU it emulates WebGL in software (SwiftShader, llvmpipe), which is many times slower
 * than Pixi's canvas 2D renderer, so there the canvas renderer is chosen. `?renderer=canvas` or
 * `?renderer=webgl` overrides the choice (stable screenshots, debugging).
 *
 * Telling the two apart takes a WebGL context, and creating one cost a throttled phone's first
 * table about 120 ms of main thread (issue 22, `bench:phone`'s mid profile), so it is never done
 * on the way to a first frame: the probe (webgl-probe.ts) asks once per browser, after a page's
 * first screen (the lobby's, which every player sees before a table, and the game window's) when
 * the page is idle, and remembers the answer. Until then a window draws with the canvas renderer,
 * which every browser can run and which is the smaller download. game.html's early script
 * (web/build/game-early.js) reads the same key to preload the renderer's chunk: change both
 * together.
 */
import { readStorage, RENDERER_CHOICE_KEY } from "../../../shared/session/storage-keys.ts";

export type RendererChoice = "webgl" | "canvas";

/** The probe's remembered answer, if any. */
function rememberedRenderer(): RendererChoice | null {
  const value = readStorage(RENDERER_CHOICE_KEY);
  return value === "canvas" || value === "webgl" ? value : null;
}

/** This window's renderer: `?renderer=`, else the probe's remembered answer, else the canvas renderer. */
export function chooseRenderer(search: string = window.location.search): RendererChoice {
  const wanted = new URLSearchParams(search).get("renderer");
  if (wanted === "canvas" || wanted === "webgl") return wanted;
  return rememberedRenderer() ?? "canvas";
}
