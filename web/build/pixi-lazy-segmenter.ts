import type { Plugin } from "vite";

const MODULE = /[\\/]pixi\.js[\\/]lib[\\/]scene[\\/]text[\\/]canvas[\\/]CanvasTextMetrics\.mjs$/;
const EAGER = "const segmenter = new Intl.Segmenter();\n    return (s) => {\n      const segments = segmenter.segment(s);";
const LAZY = "let segmenter = null;\n    return (s) => {\n      const segments = (segmenter ??= new Intl.Segmenter()).segment(s);";

/**
 * Pixi makes its grapheme splitter's Intl.Segmenter as CanvasTextMetrics' module loads, on the way
 * to the table's first frame; a browser's first Intl object sets up ICU, 140-250 ms of the main
 * thread at bench:phone's low-end CPU x6. This makes it on the splitter's first call instead, which
 * the table never makes in Chromium: it measures and draws letter spacing natively
 * (CanvasTextMetrics.experimentalLetterSpacing, set in web/build/pixi-slim.mjs) and wraps no text.
 * The build fails if Pixi's code changes shape.
 */
export function pixiLazySegmenter(): Plugin {
  return {
    name: "rummy:pixi-lazy-segmenter",
    enforce: "pre",
    transform(code, id) {
      if (!MODULE.test(id)) return null;
      if (!code.includes(EAGER)) return this.error(`${id} no longer makes its Intl.Segmenter as web/build/pixi-lazy-segmenter.ts expects`);
      return { code: code.replace(EAGER, LAZY), map: null };
    },
  };
}
