/**
 * The WebGL probe behind renderer-choice.ts: whether this browser's WebGL runs on a GPU or is
 * emulated in software (SwiftShader, llvmpipe), where Pixi's canvas renderer is many times faster.
 * It takes a WebGL context, so it runs only when a page is idle after its first screen, once per
 * browser. Its own module, imported when it is wanted (the lobby's routes, the game window after
 * its first draw), so neither `/` nor a first table downloads it on the way to its first screen.
 */
import { whenIdleAfterFirstScreen } from "../../../shared/first-screen.ts";
import { readStorage, RENDERER_CHOICE_KEY, writeStorage } from "../../../shared/session/storage-keys.ts";

/**
 * Whether an answer is remembered. Read here, not through renderer-choice.ts: that module is the
 * game window's, and importing it would make it a chunk of its own, one more request on the
 * game window's way to its first frame.
 */
const answered = (): boolean => ["canvas", "webgl"].includes(readStorage(RENDERER_CHOICE_KEY) ?? "");

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

/** How long the probe may wait for the page to go idle before it runs anyway (ms). */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Probes this browser's WebGL once, after the page's load and first screen and when it is idle, and
 * remembers which renderer its next tables use. Nothing to do once an answer is remembered (or
 * where storage is refused: the canvas renderer is then always used). Returns its cancel.
 */
export function probeRendererWhenIdle(): () => void {
  if (answered()) return () => undefined;
  return whenIdleAfterFirstScreen(() => {
    // No storage: nothing is remembered, and every table draws with the canvas renderer.
    if (!answered()) writeStorage(RENDERER_CHOICE_KEY, detectSoftwareGl() ? "canvas" : "webgl");
  }, IDLE_TIMEOUT_MS);
}
