/**
 * Web benchmark (`npm run bench:web`): what a player's browser downloads and how soon it paints.
 *
 * Starts the real platform as its own process (serving the built `web/dist`), opens `/` as a
 * visitor and `/lobby` as a logged-in player in Debian's Chromium, each RUNS times from a cold
 * cache, and reports:
 *   - the JavaScript each page loads: every script response, gzip-compressed here (zlib default
 *     level) so the figure does not depend on whether the server compresses;
 *   - the largest contentful paint (PerformanceObserver 'largest-contentful-paint'), median of runs.
 * Targets: `/` loads at most 150 KB of gzip JavaScript and none of it is the PixiJS table; LCP
 * under 1 s on localhost for both pages. Issue 21: an English visitor's `/` fetches no Hindi
 * catalogue and no Devanagari font, and a Hindi browser's `/` does (its extra bytes are printed
 * beside the English figure). Prints PASS or FAIL and exits non-zero on FAIL.
 *
 * It builds nothing: run `npm run build` first (web/dist must exist).
 */
import { existsSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { CHROMIUM_ARGS } from "../playwright.config.ts";
import { registerPlayer } from "../support/accounts.ts";
import { createTestDatabase } from "../support/database.ts";
import { REPO_ROOT, startServerProcess } from "../support/server-process.ts";

const RUNS = Number(process.env["BENCH_RUNS"] ?? 5);
const HOME_JS_BUDGET_KB = 150;
const LCP_BUDGET_MS = 1000;
/** The Hindi catalogues' chunks and the shipped Devanagari faces (web/src/shared/i18n). */
const HINDI_ASSET = /\/assets\/(hi-|devanagari|noto-sans-devanagari)/;
/** Strings only PixiJS's renderer code contains; any of them in `/`'s scripts means the table leaked in. */
const PIXI_MARKERS = ["autoDetectRenderer", "WebGLRenderer", "WebGPURenderer", "pixi.js"];
const DELHI = { latitude: 28.61, longitude: 77.21 };

process.env["TEST_DATABASE_URL"] ??= "postgres://postgres@127.0.0.1:5432/postgres";

interface Script {
  readonly url: string;
  readonly rawBytes: number;
  readonly gzipBytes: number;
  readonly hasPixi: boolean;
}

interface PageRun {
  readonly scripts: Script[];
  /** Every Hindi catalogue chunk or Devanagari font the page fetched. */
  readonly hindiAssets: string[];
  readonly lcpMs: number;
  /** Where the page ended up and its paint entries, printed when no LCP was reported. */
  readonly note: string;
}

const LCP_OBSERVER = `
  window.__lcpMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcpMs = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
`;

async function measure(context: BrowserContext, url: string): Promise<PageRun> {
  const page = await context.newPage();
  const pending: Promise<Script | null>[] = [];
  const hindiAssets: string[] = [];
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (HINDI_ASSET.test(path)) hindiAssets.push(path);
    if (response.request().resourceType() !== "script" && !response.url().endsWith(".js")) return;
    pending.push(
      response.body().then(
        (body) => ({
          url: new URL(response.url()).pathname,
          rawBytes: body.length,
          gzipBytes: gzipSync(body).length,
          hasPixi: PIXI_MARKERS.some((m) => body.includes(m)),
        }),
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  // Chromium reports an LCP entry once the paint is presented, which a loaded machine can delay
  // past network idle: wait for the first entry, then a moment for later, larger paints.
  await page.waitForFunction(() => (window as unknown as { __lcpMs: number }).__lcpMs > 0, undefined, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
  const lcpMs = await page.evaluate(() => (window as unknown as { __lcpMs: number }).__lcpMs);
  const note = await page.evaluate(
    () => `${location.pathname} ${performance.getEntriesByType("paint").map((e) => `${e.name} ${Math.round(e.startTime)} ms`).join(", ") || "no paint entries"}`,
  );
  const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== null);
  await page.close();
  return { scripts, hindiAssets, lcpMs, note };
}

async function runPage(browser: Browser, url: string, token: string | null, locale = "en-IN", count = RUNS): Promise<PageRun[]> {
  const runs: PageRun[] = [];
  for (let i = 0; i < count; i += 1) {
    // A new context per run: cold HTTP cache, empty storage; the browser's language is `locale`.
    const context = await browser.newContext({ locale, geolocation: DELHI, permissions: ["geolocation"], viewport: { width: 1366, height: 900 } });
    await context.addInitScript(LCP_OBSERVER);
    if (token) await context.addInitScript((t) => localStorage.setItem("Token", t), token);
    runs.push(await measure(context, url));
    await context.close();
  }
  return runs;
}

const kb = (bytes: number) => bytes / 1024;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

interface Summary {
  readonly name: string;
  readonly scripts: Script[];
  readonly gzipKb: number;
  readonly rawKb: number;
  readonly lcpMedianMs: number;
  readonly lcpMaxMs: number;
  readonly lcps: number[];
  readonly hasPixi: boolean;
  readonly hindiAssets: string[];
  readonly runs: number;
}

function summarise(name: string, runs: PageRun[]): Summary {
  // Every cold run loads the same files; the first run lists them.
  const scripts = runs[0]?.scripts ?? [];
  // A run without any LCP entry measured nothing; it must not pull the median down as a 0.
  const lcps = runs.map((r) => r.lcpMs).filter((ms) => ms > 0);
  for (const run of runs) if (run.lcpMs <= 0) console.log(`  (${name}: a load reported no LCP entry: ${run.note})`);
  return {
    name,
    scripts,
    gzipKb: kb(scripts.reduce((n, s) => n + s.gzipBytes, 0)),
    rawKb: kb(scripts.reduce((n, s) => n + s.rawBytes, 0)),
    lcpMedianMs: lcps.length > 0 ? median(lcps) : Number.NaN,
    lcpMaxMs: lcps.length > 0 ? Math.max(...lcps) : Number.NaN,
    lcps,
    hasPixi: scripts.some((s) => s.hasPixi),
    hindiAssets: [...new Set(runs.flatMap((r) => r.hindiAssets))],
    runs: runs.length,
  };
}

function print(summary: Summary): void {
  console.log(`\n${summary.name}: ${summary.scripts.length} scripts, ${summary.gzipKb.toFixed(1)} KB gzip (${summary.rawKb.toFixed(1)} KB raw)`);
  for (const s of [...summary.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${kb(s.gzipBytes).toFixed(1).padStart(7)} KB gzip  ${kb(s.rawBytes).toFixed(1).padStart(7)} KB raw  ${s.url}${s.hasPixi ? "  [PixiJS]" : ""}`);
  }
  console.log(
    `  LCP median ${summary.lcpMedianMs.toFixed(0)} ms, worst ${summary.lcpMaxMs.toFixed(0)} ms over ${summary.lcps.length} of ${summary.runs} cold loads that reported one (${summary.lcps.map((v) => v.toFixed(0)).join(", ")})`,
  );
}

function verdicts(home: Summary, lobby: Summary, hindiHome: Summary): [string, boolean][] {
  return [
    [`/ JavaScript ${home.gzipKb.toFixed(1)} KB gzip <= ${HOME_JS_BUDGET_KB} KB`, home.gzipKb <= HOME_JS_BUDGET_KB],
    ["/ loads no PixiJS code", !home.hasPixi],
    [`/ in English fetches no Hindi catalogue or Devanagari font (${home.hindiAssets.join(", ") || "none"})`, home.hindiAssets.length === 0 && lobby.hindiAssets.length === 0],
    [`/ in Hindi fetches the Hindi catalogue (${hindiHome.hindiAssets.filter((a) => a.endsWith(".js")).length} chunks)`, hindiHome.hindiAssets.some((a) => a.endsWith(".js"))],
    // NaN (no run reported an LCP) fails both comparisons, so it is a FAIL.
    [`/ LCP median ${home.lcpMedianMs.toFixed(0)} ms < ${LCP_BUDGET_MS} ms`, home.lcpMedianMs < LCP_BUDGET_MS],
    [`/lobby LCP median ${lobby.lcpMedianMs.toFixed(0)} ms < ${LCP_BUDGET_MS} ms`, lobby.lcpMedianMs < LCP_BUDGET_MS],
  ];
}

async function main(): Promise<number> {
  if (!existsSync(join(REPO_ROOT, "web/dist/index.html"))) {
    console.error("web/dist is missing: build the web app first (npm run build), then run npm run bench:web.");
    return 2;
  }
  const database = await createTestDatabase("bench-web");
  const server = await startServerProcess({
    DATA_DIR: database.dataDir,
    SEED_DEMO_DATA: "true",
    RATE_LIMIT_PER_MINUTE: "100000",
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  const browser = await chromium.launch({ executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const player = await registerPlayer(server.url);
    const home = summarise("/", await runPage(browser, `${server.url}/`, null));
    const lobby = summarise("/lobby", await runPage(browser, `${server.url}/lobby`, player.client.token ?? null));
    // A Hindi browser's first visit (the language comes from the browser): 2 cold loads are enough to list its files.
    const hindiHome = summarise("/ in Hindi", await runPage(browser, `${server.url}/`, null, "hi-IN", 2));
    print(home);
    print(lobby);
    print(hindiHome);
    console.log(`  Hindi adds ${(hindiHome.gzipKb - home.gzipKb).toFixed(1)} KB gzip of script to / (${hindiHome.hindiAssets.join(", ")})`);
    const [one, five] = loadavg();
    console.log(`\nmachine: load average ${one?.toFixed(2)} (1 min) ${five?.toFixed(2)} (5 min) on ${cpus().length} cores`);
    const results = verdicts(home, lobby, hindiHome);
    console.log("");
    for (const [label, ok] of results) console.log(`${ok ? "PASS" : "FAIL"}  ${label}`);
    const passed = results.every(([, ok]) => ok);
    console.log(`\nbench:web ${passed ? "PASS" : "FAIL"}`);
    return passed ? 0 : 1;
  } finally {
    await browser.close();
    await server.stop();
    await database.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
