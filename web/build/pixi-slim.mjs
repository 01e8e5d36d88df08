/**
 * What `pixi.js` is in the built web app (web/vite.config.ts maps the bare import here): only the
 * parts the card table and @pixi/react use, imported from their own modules. The package's index
 * pulls every feature in (WebGPU, filters, HTML text, accessibility, asset loaders…) as side
 * effects. A name missing here fails the build, so add it when the table starts to use it.
 * Renderers are not here: scene/renderer-loader.ts fetches the one this device uses.
 */
import "pixi.js-lib/rendering/init.mjs";
import { CanvasTextMetrics } from "pixi.js-lib/scene/text/canvas/CanvasTextMetrics.mjs";

// Letter spacing by the canvas itself where the browser has it (Chromium does), not by Pixi
// splitting each text into graphemes with Intl.Segmenter, whose first use costs a phone's main
// thread a few hundred milliseconds before the first frame (web/build/pixi-lazy-segmenter.ts).
CanvasTextMetrics.experimentalLetterSpacing = true;

export { Application } from "pixi.js-lib/app/Application.mjs";
export { extensions, ExtensionType } from "pixi.js-lib/extensions/Extensions.mjs";
export { Filter } from "pixi.js-lib/filters/Filter.mjs";
export { Container } from "pixi.js-lib/scene/container/Container.mjs";
export { Graphics } from "pixi.js-lib/scene/graphics/shared/Graphics.mjs";
export { Sprite } from "pixi.js-lib/scene/sprite/Sprite.mjs";
export { Texture } from "pixi.js-lib/rendering/renderers/shared/texture/Texture.mjs";
export { CanvasSource } from "pixi.js-lib/rendering/renderers/shared/texture/sources/CanvasSource.mjs";
export { Text } from "pixi.js-lib/scene/text/Text.mjs";
export { TextStyle } from "pixi.js-lib/scene/text/TextStyle.mjs";
export { UPDATE_PRIORITY } from "pixi.js-lib/ticker/const.mjs";
export { WebGLRenderer } from "pixi.js-lib/rendering/renderers/gl/WebGLRenderer.mjs";
export { CanvasRenderer } from "pixi.js-lib/rendering/renderers/canvas/CanvasRenderer.mjs";
