/**
 * Which Pixi renderer to ask for. WebGL on a real GPU is the fastest; but where the browser has
 * no usable GPU it emulates WebGL in software (SwiftShader, llvmpipe), which is many times slower
 * than Pixi's canvas 2D renderer, so there the canvas renderer is chosen. `?renderer=canvas` or
 * `?renderer=webgl` overrides the choice (stable screenshots, debugging).
 *
 * Telling the two apart takes a WebGL context, and creating one cost a throttled phone's first
 * table about 120 ms of main thread (issue 22, `bench:phone`'s mid profile), so it is never done
 * on the way to a first frame: `probeRendererWhenIdle` asks once per browser, after a page's first
 * screen (the lobby's, which every player sees before a table, and the game window's) when the
 * page is idle, and remembers the answer. Until then a window draws with the canvas renderer,
 * which every browser can run and which is the smaller download. game.html's early script
 * (web/build/game-early.js) reads the same key to preload the renderer's chunk: change both
 * together.
 */
import { whenIdleAfterFirstScreen } from "../../../shared/first-screen.ts";

export type RendererChoice = "webgl" | "canvas";

const SOFTWARE_GL = /swiftshader|llvmpipe|softpipe|software|basic render/i;

function detectSoftwareGl(): boolean {
  try {
    const canvas = document.createElement("canvas");
    const gl = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
    if (!gl) return true;
    const info = gl.getExtension("WEBGL_debug_renderer_info");
    const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : String(gl.getParameter(gl.RENDERER));
    gl.getExtension("WEBGL_lose_context")?.loseContext();
    return SOFTWARE_GL.test(renderer);
  } catch {
    return true;
  }
}

const CACHE_KEY = "rummy.table.renderer.v1";

function remembered(): RendererChoice | null {
  try {
    const value = localStorage.getItem(CACHE_KEY);
    return value === "canvas" || value === "webgl" ? value : null;
  } catch {
    return null;
  }
}

/** This window's renderer: `?renderer=`, else the probe's remembered answer, else the canvas renderer. */
export function chooseRenderer(search: string = window.location.search): RendererChoice {
  const wanted = new URLSearchParams(search).get("renderer");
  if (wanted === "canvas" || wanted === "webgl") return wanted;
  return remembered() ?? "canvas";
}

/** How long the probe may wait for the page to go idle before it runs anyway (ms). */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Probes this browser's WebGL once, after the page's load and first screen and when it is idle, and
 * remembers which renderer its next tables use. Nothing to do once an answer is remembered (or
 * where storage is refused: the canvas renderer is then always used). Returns its cancel.
 */
export function probeRendererWhenIdle(): () => void {
  if (remembered()) return () => undefined;
  return whenIdleAfterFirstScreen(() => {
    if (remembered()) return;
    try {
      localStorage.setItem(CACHE_KEY, detectSoftwareGl() ? "canvas" : "webgl");
    } catch {
      // No storage: every table draws with the canvas renderer.
    }
  }, IDLE_TIMEOUT_MS);
}
