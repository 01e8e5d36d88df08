/**
 * Which Pixi renderer to ask for. WebGL on a real GPU is the fastest; but where the browser has
 * no usable GPU it emulates WebGL in software (SwiftShader, llvmpipe), which is many times slower
 * than Pixi's canvas 2D renderer, so there the canvas renderer is chosen. `?renderer=canvas` or
 * `?renderer=webgl` overrides the choice (stable screenshots, debugging). game.html's early script
 * (web/build/game-early.js) makes the same choice before the entry has arrived, to preload the
 * renderer's chunk, and remembers it under the same key: change both together.
 */
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

function cached(): RendererChoice | null {
  try {
    const value = localStorage.getItem(CACHE_KEY);
    return value === "canvas" || value === "webgl" ? value : null;
  } catch {
    return null;
  }
}

/**
 * The probe creates a WebGL context, which takes tens of milliseconds on the way to the first
 * frame, so its answer is remembered for this browser.
 */
export function chooseRenderer(search: string = window.location.search): RendererChoice {
  const wanted = new URLSearchParams(search).get("renderer");
  if (wanted === "canvas" || wanted === "webgl") return wanted;
  const known = cached();
  if (known) return known;
  const choice: RendererChoice = detectSoftwareGl() ? "canvas" : "webgl";
  try {
    localStorage.setItem(CACHE_KEY, choice);
  } catch {
    // Without storage the probe simply runs again next time.
  }
  return choice;
}
