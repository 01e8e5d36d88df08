/**
 * Pixi loads its browser extensions and its renderer with dynamic imports when the application
 * starts: chunks fetched one after another on the way to the first frame. Importing them here
 * puts them in the table's chunk, so those imports resolve at once.
 */
import "pixi.js/browser";
import { CanvasRenderer, WebGLRenderer } from "pixi.js";

/** The renderers this chunk carries (referenced so the bundler keeps them). */
export const PRELOADED_RENDERERS = [CanvasRenderer.name, WebGLRenderer.name] as const;
