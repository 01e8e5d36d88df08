import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { createServer, defineConfig, type AliasOptions, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import { compileHints } from "./build/compile-hints.ts";
import { entryGraphs } from "./build/entry-graphs.ts";
import { pixiLazySegmenter } from "./build/pixi-lazy-segmenter.ts";

// In development Vite serves the app and proxies the API and Colyseus to the game-server
// (`npm run dev`); in production the game-server serves `web/dist` itself
// (game-server/src/api/web-static.ts).
const target = process.env["GAME_SERVER_URL"] ?? "http://localhost:3000";

const here = dirname(fileURLToPath(import.meta.url));
const pixiLib = dirname(createRequire(import.meta.url).resolve("pixi.js"));
/** A package's folder, found from its CommonJS main (build/cjs/index.js in both Colyseus packages). */
const moduleRoot = (name: string) => resolve(dirname(createRequire(import.meta.url).resolve(name)), "../..");

const ALIASES: AliasOptions = [
  // The browser's rules engine has no zod (the server validates the rule sets).
  { find: /^@rummy\/shared-rules$/, replacement: resolve(here, "../shared-rules/src/browser.ts") },
  // Only the parts of PixiJS the table uses (web/build/pixi-slim.mjs).
  { find: /^pixi\.js$/, replacement: resolve(here, "build/pixi-slim.mjs") },
  { find: /^pixi\.js-lib\//, replacement: `${pixiLib}/` },
  // Colyseus' ES modules, not the CommonJS and UMD builds the "browser" condition picks: those are
  // whole files, tslib and the schema's encoder included; these let the bundle keep what the
  // client uses.
  { find: /^colyseus\.js$/, replacement: resolve(moduleRoot("colyseus.js"), "build/esm/index.mjs") },
  { find: /^@colyseus\/schema$/, replacement: resolve(moduleRoot("@colyseus/schema"), "build/esm/index.mjs") },
];

/**
 * Pixi's Application asks `autoDetectRenderer`, which imports WebGPU, WebGL and canvas renderers
 * on demand (three chunks, two of them never used, and WebGPU's code in the table's chunk). The
 * table picks one renderer per device itself: this points Pixi at web/build/pixi-auto-renderer.mjs.
 * Pixi's shader precision probe (a WebGL context of its own) becomes
 * web/build/pixi-fragment-precision.mjs, which the canvas renderer answers without a context.
 */
function pixiOneRenderer(): Plugin {
  return {
    name: "rummy:pixi-one-renderer",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer?.startsWith(pixiLib)) return null;
      if (source.endsWith("/autoDetectRenderer.mjs")) return resolve(here, "build/pixi-auto-renderer.mjs");
      if (source.endsWith("/getMaxFragmentPrecision.mjs")) return resolve(here, "build/pixi-fragment-precision.mjs");
      return null;
    },
  };
}

/**
 * Pages that start downloading their screen's chunks with the HTML, before the entry script has
 * run and asked for them: the built page (index.html, or game.html for the game window's own
 * entry) plus module preloads of those chunks (named by file or by their module, and everything
 * they import) and their stylesheets. The server sends them for these paths (game-server/src/api/web-static.ts):
 * - `game.html` for `/game?sAuthToken=…&sTableId=…`: the game window's entry (src/game-main.tsx:
 *   no router, home page or shell) and the table;
 * - `lobby.html` for `/lobby`: the logged-in shell and the lobby, which would otherwise be two
 *   round trips one after the other once the entry has run (a phone's first Play button), and
 *   web/build/lobby-early.js, which asks for the first table list before the entry has arrived
 *   (game.html's web/build/game-early.js asks for the window's seat the same way);
 * - `home.html` for `/`: the home page already drawn in its HTML (prerenderHome), so a phone paints
 *   it before the entry script has downloaded and run, and web/build/home-language.js, which shows
 *   the visitor's language. The entry's React render then replaces it with the same page.
 */
const PRELOAD_PAGES: readonly {
  readonly file: string;
  readonly chunks: readonly RegExp[];
  readonly commonTo?: readonly RegExp[];
  readonly early?: string;
  readonly prerender?: boolean;
}[] = [
  // The game window (its own entry, web/game.html): the table, and what both of Pixi's renderers
  // import. web/build/game-early.js asks for the seat before the entry has arrived (net/early-join.ts
  // adopts it) and preloads the device's own renderer (the choice scene/renderer-choice.ts makes).
  { file: "game.html", chunks: [/^assets\/game-table-page-/], commonTo: [/^assets\/renderer-canvas-/, /^assets\/renderer-webgl-/], early: "build/game-early.js" },
  // The lobby reads its first table list with the contract's shapes of it (lobby-shapes.ts, no
  // zod): without a preload that was one more round trip, after the list had arrived, before the
  // Play buttons showed.
  {
    file: "lobby.html",
    chunks: [/^assets\/private-layout-/, /^assets\/lobby-page-/, /[\\/]shared-rules[\\/]src[\\/]contract[\\/]lobby-shapes\.ts$/],
    early: "build/lobby-early.js",
  },
  { file: "home.html", chunks: [], early: "build/home-language.js", prerender: true },
];

/**
 * The home page's first render in each language (web/src/app/prerender.tsx, loaded through Vite's
 * SSR loader), each in a `data-prerender` wrapper that web/src/app/global.css shows only for the
 * language web/build/home-language.js picked.
 */
/**
 * The page with the home page drawn in #root, and the entry script moved after it: left in the
 * head, it held Chromium's first contentful paint until the script had downloaded (a throttled
 * phone painted the drawn page ~500 ms later than with the script at the end of the body).
 */
async function withPrerender(page: string): Promise<string> {
  const entry = /\n\s*(<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>)/.exec(page);
  if (!entry?.[1]) throw new Error("index.html has no entry script to move");
  return page
    .replace(entry[0], "")
    .replace('<div id="root"></div>', `<div id="root">${await prerenderHome()}</div>\n    ${entry[1]}`);
}

async function prerenderHome(): Promise<string> {
  const server = await createServer({
    root: here,
    configFile: false,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false },
    resolve: { alias: ALIASES },
    oxc: { jsx: { runtime: "automatic" } },
  });
  try {
    const { renderHome } = (await server.ssrLoadModule("/src/app/prerender.tsx")) as typeof import("./src/app/prerender.tsx");
    const pages = [];
    for (const language of ["en", "hi"] as const) pages.push(`<div data-prerender="${language}" lang="${language}">${await renderHome(language)}</div>`);
    return pages.join("");
  } finally {
    await server.close();
  }
}

function preloadPages(startFiles: Set<string>): Plugin {
  return {
    name: "rummy:preload-pages",
    enforce: "post",
    async generateBundle(_options, bundle) {
      /** A page Vite built from its own HTML input (index.html, game.html). */
      const built = (name: string) => {
        const html = bundle[name];
        if (!html || html.type !== "asset") return this.error(`the preload pages need ${name}`);
        return String(html.source);
      };
      const index = built("index.html");
      const dynamicEntries = Object.values(bundle).filter((c) => c.type === "chunk" && c.isDynamicEntry);
      const lazyChunk = (file: string, pattern: RegExp) => {
        const entry = dynamicEntries.find((c) => c.type === "chunk" && (pattern.test(c.fileName) || pattern.test(c.facadeModuleId ?? "")));
        if (!entry) this.error(`${file} needs a lazy chunk matching ${String(pattern)}`);
        return entry.fileName;
      };
      /** A chunk and every chunk it imports statically, with their stylesheets. */
      const closure = (fileName: string, files = new Set<string>(), styles = new Set<string>()) => {
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== "chunk" || files.has(fileName)) return { files, styles };
        files.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
        for (const imported of chunk.imports) closure(imported, files, styles);
        return { files, styles };
      };
      /**
       * A page's early classic script as a hashed asset, first in its head: a plain (blocking) script
       * runs as soon as it arrives, while the preload scanner fetches the rest; an async one ran only
       * once the main thread had compiled the entry (half a second later on a slow phone). Each
       * renderer's own chunks are written in where the script has its marker.
       */
      const earlyScript = (source: string, rendererChunks: Record<string, string[]>) => {
        const marker = "/* rummy:renderer-chunks */ null";
        const text = readFileSync(resolve(here, source), "utf8");
        if (Object.keys(rendererChunks).length > 0 && !text.includes(marker)) this.error(`${source} has no ${marker} for the renderer chunks`);
        const code = text.replace(marker, JSON.stringify(rendererChunks));
        const name = `assets/${source.replace(/^.*\//, "").replace(/\.js$/, "")}-${createHash("sha256").update(code).digest("base64url").slice(0, 8)}.js`;
        this.emitFile({ type: "asset", fileName: name, source: code });
        return `<script src="/${name}"></script>`;
      };
      // What the pages run as they start (compile-hints.ts): the entries, what they import, and what each page preloads.
      startFiles.clear();
      for (const chunk of Object.values(bundle)) if (chunk.type === "chunk" && chunk.isEntry) closure(chunk.fileName, startFiles);
      for (const { file, chunks, commonTo = [], early, prerender } of PRELOAD_PAGES) {
        const page = bundle[file] ? built(file) : index;
        const files = new Set<string>();
        const styles = new Set<string>();
        for (const pattern of chunks) closure(lazyChunk(file, pattern), files, styles);
        const shared = commonTo.map((pattern) => closure(lazyChunk(file, pattern)).files);
        for (const f of shared[0] ?? []) if (shared.every((set) => set.has(f))) closure(f, files, styles);
        for (const f of [...files, ...shared.flatMap((set) => [...set])]) startFiles.add(f);
        // What each renderer needs beyond the common part, for the early script to preload once it
        // knows the device's choice (game-early.js): `renderer-canvas-*.js` → "canvas".
        const rendererChunks = Object.fromEntries(
          shared.map((set) => [...set]).map((set) => [/^assets\/renderer-(\w+)-/.exec(set[0] ?? "")?.[1] ?? "", set.filter((f) => !files.has(f))]),
        );
        // The game window's own entry exists to keep the site's chunks off a phone's way to the
        // table; a lazy module of the table reaching into `shared` (and through it `site`) undid
        // that once without a sound.
        const siteChunks = file === "game.html" ? [...files].filter((f) => /^assets\/(site|shared)-/.test(f)) : [];
        if (siteChunks.length > 0) this.error(`game.html would preload the site's chunks (${siteChunks.join(", ")}): a module the table imports is grouped with them`);
        const links = [
          ...[...files].filter((f) => !page.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
          ...[...styles].filter((f) => !page.includes(`/${f}"`)).map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
        ];
        const withLinks = links.length ? page.replace("\n  </head>", `\n    ${links.join("\n    ")}\n  </head>`) : page;
        const withEarly = early ? withLinks.replace(/(<meta charset[^>]*>)/i, `$1\n    ${earlyScript(early, rendererChunks)}`) : withLinks;
        const source = prerender ? await withPrerender(withEarly) : withEarly;
        this.emitFile({ type: "asset", fileName: file, source });
      }
    },
  };
}


const graphs = entryGraphs(here, pixiLib);
/** The chunks each page runs as it starts, found by preloadPages for compileHints. */
const startFiles = new Set<string>();

const SHARED_UI = /[\\/]web[\\/]src[\\/]shared[\\/]/;
const NOT_SHARED_UI = /[\\/]shared[\\/](i18n[\\/]|qr[\\/]|realtime[\\/](live-channel|player-channel|events)[.]|format[\\/]countdown|ui[\\/](confirm-modal|countdown-hooks|text-field)\.)/;

export default defineConfig({
  plugins: [
    react(),
    pixiOneRenderer(),
    pixiLazySegmenter(),
    graphs.plugin,
    preloadPages(startFiles),
    // Every built file also as .br and .gz, which the server sends as they are (preCompressed).
    compression({ algorithms: ["brotliCompress", "gzip"], threshold: 0, skipIfLargerOrEqual: false, include: /\.(js|mjs|css|html|svg|json)$/ }),
    // V8's compile hint first in the chunks each page starts with (after the compression, which it redoes for them).
    compileHints(startFiles),
  ],
  resolve: { alias: ALIASES },
  server: {
    port: 5173,
    proxy: {
      "/api": { target, changeOrigin: true },
      "/matchmake": { target, changeOrigin: true },
      "/dev": { target, changeOrigin: true },
      "^/[a-zA-Z0-9_-]{9}/[a-zA-Z0-9_-]+$": { target, ws: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Fonts stay files: the language switch's Devanagari subset is fetched only by a device that
    // needs it to draw "हिन्दी" (inlined, every page's CSS would carry it).
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
    sourcemap: false,
    // No module-preload polyfill in the entries (about 0.5 KB gzip of every page's first script):
    // the browsers the site supports preload modules themselves, and one that did not would only
    // fetch a preloaded chunk when it is imported.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      input: { index: resolve(here, "index.html"), game: resolve(here, "game.html") },
      output: {
        codeSplitting: {
          groups: [
            // Everything the site's entry imports statically in two chunks: on a phone's HTTP/1.1
            // connection (six at a time, each request paying the network's latency) ten small
            // shared chunks cost more than their bytes. Lazy pages import what they share from
            // them. `app` is what the game window uses too (React, i18next, the language, the API
            // client); `site` is the rest (the router, the home page, the shell's start), which
            // the game window never downloads.
            { name: "app", test: (id) => graphs.both(id), priority: 11 },
            { name: "site", test: (id) => graphs.siteOnly(id), priority: 10 },
            // The rest of web/src/shared (forms, tables, tabs, dialogs…): one chunk for the logged-in
            // pages rather than a dozen of a kilobyte each. Left out: the Hindi catalogue (only a
            // Hindi browser fetches it), the player channel's socket code (colyseus.js) and its events'
            // contract (zod), the QR encoder, and what the home page's entry screen uses, so `/` downloads none of it.
            // Nor what the game window uses (it would bring the whole chunk, and the parts of
            // `site` the rest of it imports, to the table).
            { name: "shared", test: (id) => SHARED_UI.test(id) && !NOT_SHARED_UI.test(id) && !graphs.game(id), priority: 5 },
            // Pixi's code that every table needs in one chunk: what the table imports and what both
            // renderers share were three (pixi-slim, RenderTargetSystem, canvasUtils), each one more
            // request on a phone's six HTTP/1.1 connections. Each renderer's own code stays in its chunk.
            { name: "pixi-slim", test: (id) => graphs.pixiForEveryTable(id), priority: 4, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
