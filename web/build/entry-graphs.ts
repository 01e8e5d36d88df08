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
 * two pages only.
 */
export function entryGraphs(here: string) {
  const site = new Set<string>();
  const game = new Set<string>();
  const entries = new Set([resolve(here, "index.html"), resolve(here, "game.html"), resolve(here, "src/main.tsx"), resolve(here, "src/game-main.tsx")]);
  const plugin: Plugin = {
    name: "rummy:entry-graphs",
    apply: "build",
    buildEnd() {
      const walk = (from: string, into: Set<string>, lazyToo: boolean) => {
        const stack = [from];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (into.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) this.error(`the entry graph reached ${id}, which the build does not know`);
          into.add(id);
          stack.push(...info.importedIds, ...(lazyToo ? info.dynamicallyImportedIds : []));
        }
      };
      walk(resolve(here, "index.html"), site, false);
      walk(resolve(here, "game.html"), game, true);
    },
  };
  const grouped = (id: string) => site.has(id) && !entries.has(id) && !REEXPORTED_ONLY.test(id);
  return { plugin, game: (id: string) => game.has(id), both: (id: string) => grouped(id) && game.has(id), siteOnly: (id: string) => grouped(id) && !game.has(id) };
}
