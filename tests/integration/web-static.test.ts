import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerPlayer } from "../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../support/platform.ts";
import { REPO_ROOT } from "../support/server-process.ts";

/**
 * The server serves the web build: the page for every app path, its hashed scripts, and a build
 * made while it runs (the static routes only know the files found at boot).
 */
describe("web build served by the platform", () => {
  let platform: TestPlatform;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "rummy-dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Rummy</title>");
    writeFileSync(join(dist, "assets", "index-boot.js"), "console.log('boot')");
    platform = await bootTestPlatform("web_static", { WEB_DIST: dist });
  }, 60_000);
  afterAll(async () => {
    await platform?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(`${platform.url}${path}`);

  it("serves the page for app paths and the scripts found at boot", async () => {
    const page = await get("/lobby");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    const script = await get("/assets/index-boot.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
  });

  it("serves a script built after boot", async () => {
    writeFileSync(join(dist, "assets", "index-rebuilt.js"), "console.log('rebuilt')");
    const script = await get("/assets/index-rebuilt.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    expect(await script.text()).toBe("console.log('rebuilt')");
  });

  it("answers a missing script with 404, not the page, and never leaves the build folder", async () => {
    const missing = await get("/assets/index-gone.js");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toMatch(/json/);
    for (const path of ["/assets/..%2F..%2Fpackage.json", "/assets/%2e%2e/index.html", "/assets/../../package.json"]) {
      const res = await get(path);
      expect(await res.text()).not.toContain('"name"');
    }
  });
});

/**
 * The real web build (built here into a temporary folder with web/vite.config.ts), as a phone
 * gets it: every hashed asset precompressed in the encoding asked for, with Vary, cached for a
 * year; the HTML revalidated every time; API replies above 1 KB compressed on the fly.
 */
describe("the web build, compressed and cached", () => {
  let platform: TestPlatform;
  let dist: string;
  // `npm test` has just built the web app (TEST_WEB_DIST); run alone, this file builds its own.
  const given = process.env["TEST_WEB_DIST"];
  beforeAll(async () => {
    if (given && existsSync(join(given, "index.html"))) dist = given;
    else {
      dist = mkdtempSync(join(tmpdir(), "rummy-built-"));
      execFileSync("npx", ["vite", "build", "--outDir", dist, "--emptyOutDir", "--logLevel", "error"], { cwd: join(REPO_ROOT, "web"), stdio: "inherit" });
    }
    platform = await bootTestPlatform("web_built", { WEB_DIST: dist });
  }, 240_000);
  afterAll(async () => {
    await platform?.close();
    if (dist !== given) rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${platform.url}${path}`, { headers });

  it("serves every hashed asset as brotli or gzip, as the browser accepts, with Vary and immutable caching", async () => {
    const assets = readdirSync(join(dist, "assets")).filter((f) => !f.endsWith(".br") && !f.endsWith(".gz"));
    expect(assets.filter((f) => f.endsWith(".js")).length).toBeGreaterThan(10);
    // Fonts and images are compressed formats already (web/vite.config.ts precompresses only
    // text): they are served as built, and cached the same way.
    const compressible = /\.(js|mjs|css|html|svg|json)$/;
    for (const file of assets.filter((f) => !compressible.test(f))) {
      const res = await get(`/assets/${file}`, { "accept-encoding": "br, gzip" });
      expect(res.status, file).toBe(200);
      expect(res.headers.get("cache-control"), file).toBe("public, max-age=31536000, immutable");
      expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(join(dist, "assets", file))), `${file} body`).toBe(true);
    }
    for (const file of assets.filter((f) => compressible.test(f))) {
      const original = readFileSync(join(dist, "assets", file));
      for (const encoding of ["br", "gzip"]) {
        const res = await get(`/assets/${file}`, { "accept-encoding": encoding });
        expect(res.status, file).toBe(200);
        expect(res.headers.get("content-encoding"), `${file} ${encoding}`).toBe(encoding);
        expect(res.headers.get("vary") ?? "", file).toMatch(/accept-encoding/i);
        expect(res.headers.get("cache-control"), file).toBe("public, max-age=31536000, immutable");
        // fetch decodes the body: it must be the built file itself.
        expect(Buffer.from(await res.arrayBuffer()).equals(original), `${file} ${encoding} body`).toBe(true);
      }
    }
    const plain = await get(`/assets/${assets.find((f) => f.endsWith(".js")) ?? ""}`, { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary") ?? "").toMatch(/accept-encoding/i);
  });

  it("never lets the HTML be used without revalidating; the game page preloads the table, the lobby page the lobby, the home page is drawn in its HTML", async () => {
    for (const path of ["/", "/lobby", "/faq", "/index.html", "/game?sAuthToken=t&sTableId=x"]) {
      const res = await get(path, { "accept-encoding": "br, gzip" });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toMatch(/text\/html/);
      expect(res.headers.get("cache-control"), path).toBe("no-cache");
    }
    const home = await (await get("/")).text();
    const game = await (await get("/game?sAuthToken=t&sTableId=x")).text();
    expect(home).not.toMatch(/game-table-page-/);
    expect(game).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/game-table-page-[\w-]+\.js">/);
    // Its early script carries each renderer's chunks, to preload the device's before the entry runs.
    const early = /<script src="(\/assets\/game-early-[\w-]+\.js)"><\/script>/.exec(game)?.[1] ?? "";
    const renderers = JSON.parse(/RENDERER_CHUNKS = (\{.*?\});/.exec(await (await get(early)).text())?.[1] ?? "null") as Record<string, string[]> | null;
    expect(Object.keys(renderers ?? {}).sort()).toEqual(["canvas", "webgl"]);
    for (const [renderer, files] of Object.entries(renderers ?? {})) {
      expect(files[0], renderer).toMatch(new RegExp(`^assets/renderer-${renderer}-[\\w-]+\\.js$`));
      for (const file of files) expect((await get(`/${file}`)).status, file).toBe(200);
    }
    const lobby = await (await get("/lobby")).text();
    expect(home).not.toMatch(/lobby-page-/);
    expect(lobby).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/private-layout-[\w-]+\.js">/);
    expect(lobby).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/lobby-page-[\w-]+\.js">/);
    // and the lobby contract's chunk (shared-rules/src/contract/lobby.ts) its first table list is read with
    expect(lobby).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/lobby-(?!page-|early-)[\w-]+\.js">/);
    expect(lobby).not.toMatch(/game-table-page-/);
    // `/game` without a table is the home page, with nothing extra to download.
    expect(await (await get("/game")).text()).toBe(home);
    // `/` arrives drawn, in both languages, and picks one with a classic script before the body;
    // another page's HTML has none of it.
    expect(home).toMatch(/<meta charset="UTF-8" \/>\s*<script src="\/assets\/home-language-[\w-]+\.js"><\/script>/);
    for (const language of ["en", "hi"]) {
      expect(home, language).toMatch(new RegExp(`<div data-prerender="${language}" lang="${language}"><div class="page page--public">.*<h1 class="hero__title">`));
    }
    // The entry script follows the drawn page: in the head it held the first paint back.
    expect(home.indexOf('<script type="module"')).toBeGreaterThan(home.indexOf('<div data-prerender="hi"'));
    const faq = await (await get("/faq")).text();
    expect(faq).toMatch(/<div id="root"><\/div>/);
    expect(faq).not.toMatch(/home-language-|data-prerender/);
  });

  it("opens the large chunks the lobby and the table start with with V8's compile hint, and no other", async () => {
    const hint = "//# allFunctionsCalledOnLoad\n";
    const startsWith = async (path: string) =>
      [...(await (await get(path)).text()).matchAll(/(?:rel="modulepreload" crossorigin href|type="module" crossorigin src)="\/(assets\/[\w-]+\.js)"/g)].map((m) => m[1] ?? "");
    const start = new Set([...(await startsWith("/lobby")), ...(await startsWith("/game?sAuthToken=t&sTableId=x"))]);
    const hinted = (file: string) => readFileSync(join(dist, file), "utf8").startsWith(hint);
    // Chromium compiles a script under 30 KB on the main thread whatever it says (web/build/compile-hints.ts).
    const large = (file: string) => readFileSync(join(dist, file), "utf8").length - (hinted(file) ? hint.length : 0) >= 30 * 1024;
    for (const prefix of ["app-", "site-", "game-table-page-", "pixi-slim-"]) expect([...start].some((f) => f.startsWith(`assets/${prefix}`)), prefix).toBe(true);
    for (const file of start) expect(hinted(file), file).toBe(large(file));
    const lazy = readdirSync(join(dist, "assets")).filter((f) => f.endsWith(".js") && !start.has(`assets/${f}`) && !/^renderer-/.test(f));
    expect(lazy.some((f) => f.startsWith("deposit-page-"))).toBe(true);
    for (const file of lazy) expect(hinted(`assets/${file}`), file).toBe(false);
  });

  it("starts the game window with one chunk of Pixi's code: the table's and what both renderers share", async () => {
    const page = await (await get("/game?sAuthToken=t&sTableId=x")).text();
    const scripts = [...page.matchAll(/(?:rel="modulepreload" crossorigin href|type="module" crossorigin src)="\/assets\/([\w-]+)-[\w-]{8}\.js"/g)].map((m) => m[1] ?? "");
    // Each chunk is one more request on a phone's six HTTP/1.1 connections: Pixi's code every
    // table runs was three (pixi-slim, RenderTargetSystem, canvasUtils; web/build/entry-graphs.ts).
    const pixi = readdirSync(join(dist, "assets")).filter((f) => f.endsWith(".js") && /^(pixi-slim|RenderTargetSystem|canvasUtils)-/.test(f));
    expect(pixi.map((f) => f.replace(/-[\w-]{8}\.js$/, ""))).toEqual(["pixi-slim"]);
    expect(scripts).toContain("pixi-slim");
    // The renderers keep their own code (only the chosen one is fetched, by game.html's early script).
    const renderer = (name: string) => readdirSync(join(dist, "assets")).find((f) => f.startsWith(`renderer-${name}-`) && f.endsWith(".js")) ?? "";
    for (const name of ["canvas", "webgl"]) expect(readFileSync(join(dist, "assets", renderer(name)), "utf8").length, name).toBeGreaterThan(10 * 1024);
  });

  it("compresses API replies above 1 KB and leaves small ones alone", async () => {
    const player = await registerPlayer(platform.url);
    const list = (encoding: string) =>
      fetch(`${platform.url}/api/v1/rummy/table/weblist`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: player.client.token ?? "", "accept-encoding": encoding },
        body: JSON.stringify({ eRummyType: "point", eGameType: "practice" }),
      });
    const plain = await list("identity");
    expect(plain.status).toBe(200);
    const plainBody = await plain.text();
    expect(plainBody.length).toBeGreaterThan(1024);
    for (const encoding of ["br", "gzip"]) {
      const res = await list(encoding);
      expect(res.headers.get("content-encoding"), encoding).toBe(encoding);
      expect(await res.text()).toBe(plainBody);
    }
    const health = await get("/api/v1/health", { "accept-encoding": "br, gzip" });
    expect(health.status).toBe(200);
    expect(health.headers.get("content-encoding")).toBeNull();
  });
});
