/**
 * Stands in for Pixi's `getMaxFragmentPrecision` in the built app (web/vite.config.ts). Pixi asks
 * it whenever a GL program is built, and the canvas renderer builds one too (its batcher's default
 * shader, never compiled); Pixi's own answer comes from a throwaway WebGL context, which on a
 * canvas device (software GL) costs tens of milliseconds on the way to the first frame. The canvas
 * renderer says the answer first (web/build/pixi-auto-renderer.mjs); WebGL asks its GPU as Pixi does.
 */
import { getTestContext } from "pixi.js-lib/rendering/renderers/gl/shader/program/getTestContext.mjs";

let maxFragmentPrecision = null;

/** The precision to report without probing: the canvas renderer runs no shader at all. */
export function presetMaxFragmentPrecision(precision) {
  maxFragmentPrecision ??= precision;
}

export function getMaxFragmentPrecision() {
  if (!maxFragmentPrecision) {
    maxFragmentPrecision = "mediump";
    const gl = getTestContext();
    if (gl?.getShaderPrecisionFormat) {
      const format = gl.getShaderPrecisionFormat(gl.FRAGMENT_SHADER, gl.HIGH_FLOAT);
      maxFragmentPrecision = format?.precision ? "highp" : "mediump";
    }
  }
  return maxFragmentPrecision;
}
