/**
 * Stands in for Pixi's `autoDetectRenderer` in the built app (web/vite.config.ts). Pixi's own one
 * imports WebGPU, WebGL and canvas renderers on demand; the table has already chosen one per
 * device (scene/renderer-choice.ts) and started fetching it from the /game entry, so this only
 * waits for that renderer.
 */
import { loadRenderer } from "../src/features/game-table/scene/renderer-loader.ts";
import { presetMaxFragmentPrecision } from "./pixi-fragment-precision.mjs";

export async function autoDetectRenderer(options) {
  const preference = Array.isArray(options.preference) ? options.preference[0] : options.preference;
  // No shader ever runs on the canvas renderer: spare it Pixi's WebGL probe for one.
  if (preference === "canvas") presetMaxFragmentPrecision("mediump");
  const Renderer = await loadRenderer(preference === "canvas" ? "canvas" : "webgl");
  const renderer = new Renderer();
  await renderer.init(options);
  return renderer;
}
