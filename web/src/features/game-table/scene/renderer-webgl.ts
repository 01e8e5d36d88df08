// The WebGL renderer's chunk. The platform's Content-Security-Policy forbids eval; unsafe-eval
// makes Pixi build its shaders and uniform uploads without it.
import "pixi.js/unsafe-eval";
export { WebGLRenderer } from "pixi.js";
