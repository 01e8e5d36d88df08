import { resolve } from "node:path";
import type { Plugin } from "vite";

/**
 * Modules the site's entry reaches only through a package's index that re-exports them, and
 * that the site's own code never uses (tree-shaking drops them from `site`): react-i18next's
 * `<Trans>`, which only lazy pages and the table use. Grouped into `app` for the table's sake,
 * they would cost the home page ~4.5 KB of gzip for nothing.
 */
const REEXPORTED_ONLY = /[\\/]node_modules[\\/](react-i18next[\\/].*[\\/]Trans(WithoutContext)?\.js|html-parse-stringify[\\/])/;

/**
 * What each page's entry can bring in, read from the module graph once it is complete
 * (`buildEnd`, before chunking), for web/vite.config.ts's chunk groups: what the site's page (index.html:
 * the polyfill and src/main.tsx) imports statically, and everything the game window's page
 * (game.html: src/game-main.tsx and the table it loads) may import. The pages and their entry
 * modules stay in their own entry chunks (`index-*.js`, `game-main-*.js`). Rolldown's
 * `entriesAware` groups split by every lazy page too, into dozens of chunks; this splits by the
 * two pages only. It also tells which of Pixi's modules every table runs (`pixiForEveryTable`):
 * those the table imports, and those both renderers' classes import.
 */
export function entryGraphs(here: string, pixiLib: string) {
  const site = new Set<string>();
  const game = new Set<string>();
  const table = new Set<string>();
  const canvas = new Set<string>();
  const webgl = new Set<string>();
  const entries = new Set([resolve(here, "index.html"), resolve(here, "game.html"), resolve(here, "src/main.tsx"), resolve(here, "src/game-main.tsx")]);
  const plugin: Plugin = {
    name: "rummy:entry-graphs",
    apply: "build",
    buildEnd() {
      const walk = (from: string, into: Set<string>, lazyToo: boolean, walls: ReadonlySet<string> = new Set()) => {
        const stack = [from];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (into.has(id) || walls.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) this.error(`the entry graph reached ${id}, which the build does not know`);
          into.add(id);
          stack.push(...info.importedIds, ...(lazyToo ? info.dynamicallyImportedIds : []));
        }
      };
      walk(resolve(here, "index.html"), site, false);
      walk(resolve(here, "game.html"), game, true);
      // The renderers' classes are exported by pixi-slim.mjs, which the table imports too, but only
      // the renderer chunks use them: the table's own part stops at them.
      const renderers = { canvas: resolve(pixiLib, "rendering/renderers/canvas/CanvasRenderer.mjs"), webgl: resolve(pixiLib, "rendering/renderers/gl/WebGLRenderer.mjs") };
      walk(resolve(here, "src/features/game-table/game-table-page.tsx"), table, false, new Set(Object.values(renderers)));
      walk(renderers.canvas, canvas, false);
      walk(renderers.webgl, webgl, false);
    },
  };
  /** Pixi's own modules, the packages it imports, and the build's stand-ins for some of its modules (web/build/pixi-*.mjs). */
  const isPixi = (id: string) =>
    id.startsWith(pixiLib) || /[\\/]node_modules[\\/](@pixi[\\/]colord|earcut|eventemitter3|ismobilejs|parse-svg-path|tiny-lru)[\\/]/.test(id) || /[\\/]web[\\/]build[\\/]pixi-[\w-]+\.mjs$/.test(id);
  const grouped = (id: string) => site.has(id) && !entries.has(id) && !REEXPORTED_ONLY.test(id);
  return {
    plugin,
    game: (id: string) => game.has(id),
    both: (id: string) => grouped(id) && game.has(id),
    siteOnly: (id: string) => grouped(id) && !game.has(id),
    /** Pixi's code that every table downloads: what the table imports, and what both renderers do. */
    pixiForEveryTable: (id: string) => isPixi(id) && (table.has(id) || (canvas.has(id) && webgl.has(id))),
  };
}
