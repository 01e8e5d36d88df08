// The WebGL renderer's chunk. The platform's Content-Security-Policy forbids eval; unsafe-eval
// makes Pixi build its shaders and uniform uploads without it. Exported as `Renderer`, the name
// the loader (in the site's entry) reads: the entry names no Pixi class.
import "pixi.js/unsafe-eval";
export { WebGLRenderer as Renderer } from "pixi.js";
