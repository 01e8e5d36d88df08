import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";

// In development Vite serves the app and proxies the API and Colyseus to the game-server
// (`npm run dev`); in production the game-server serves `web/dist` itself
// (game-server/src/api/web-static.ts).
const target = process.env["GAME_SERVER_URL"] ?? "http://localhost:3000";

const here = dirname(fileURLToPath(import.meta.url));
const pixiLib = dirname(createRequire(import.meta.url).resolve("pixi.js"));

/**
 * Pixi's Application asks `autoDetectRenderer`, which imports WebGPU, WebGL and canvas renderers
 * on demand (three chunks, two of them never used, and WebGPU's code in the table's chunk). The
 * table picks one renderer per device itself: this points Pixi at web/build/pixi-auto-renderer.mjs.
 */
function pixiOneRenderer(): Plugin {
  return {
    name: "rummy:pixi-one-renderer",
    enforce: "pre",
    resolveId(source, importer) {
      if (source.endsWith("/autoDetectRenderer.mjs") && importer?.startsWith(pixiLib)) return resolve(here, "build/pixi-auto-renderer.mjs");
      return null;
    },
  };
}

/**
 * `game.html`: index.html plus module preloads of the table's chunks and its stylesheet. The
 * server sends it for `/game?sAuthToken=…&sTableId=…`, so a phone downloads the table alongside
 * the entry script instead of after the entry has run and asked for it.
 */
function gamePage(): Plugin {
  return {
    name: "rummy:game-page",
    enforce: "post",
    generateBundle(_options, bundle) {
      const html = bundle["index.html"];
      const table = Object.values(bundle).find((c) => c.type === "chunk" && c.isDynamicEntry && /^assets\/GameTablePage-/.test(c.fileName));
      if (!html || html.type !== "asset" || !table || table.type !== "chunk") return this.error("game.html needs index.html and the GameTablePage chunk");
      const page = String(html.source);
      const files = new Set<string>();
      const styles = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== "chunk" || files.has(fileName)) return;
        files.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
        chunk.imports.forEach(visit);
      };
      visit(table.fileName);
      const links = [
        ...[...files].filter((f) => !page.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ...[...styles].filter((f) => !page.includes(`/${f}"`)).map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
      ];
      this.emitFile({ type: "asset", fileName: "game.html", source: page.replace("\n  </head>", `\n    ${links.join("\n    ")}\n  </head>`) });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    pixiOneRenderer(),
    gamePage(),
    // Every built file also as .br and .gz, which the server sends as they are (preCompressed).
    compression({ algorithms: ["brotliCompress", "gzip"], threshold: 0, skipIfLargerOrEqual: false, include: /\.(js|mjs|css|html|svg|json)$/ }),
  ],
  resolve: {
    alias: [
      // The browser's rules engine has no zod (the server validates the rule sets).
      { find: /^@rummy\/shared-rules$/, replacement: resolve(here, "../shared-rules/src/browser.ts") },
      // Only the parts of PixiJS the table uses (web/build/pixi-slim.mjs).
      { find: /^pixi\.js$/, replacement: resolve(here, "build/pixi-slim.mjs") },
      { find: /^pixi\.js-lib\//, replacement: `${pixiLib}/` },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target, changeOrigin: true },
      "/matchmake": { target, changeOrigin: true },
      "/dev": { target, changeOrigin: true },
      "^/[a-zA-Z0-9_-]{9}/[a-zA-Z0-9_-]+$": { target, ws: true },
    },
  },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 900 },
});
