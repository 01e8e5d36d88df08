// The canvas 2D renderer's chunk (devices whose WebGL is software-emulated). unsafe-eval: Pixi's
// renderer start checks for eval, which the platform's Content-Security-Policy forbids.
import "pixi.js/unsafe-eval";
export { CanvasRenderer as Renderer } from "pixi.js";
