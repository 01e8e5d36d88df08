// `npm test`: the whole suite. Installs what is missing (npm packages; Debian chromium when run as
// root), picks the database (DATABASE_URL, else a PostgreSQL on 127.0.0.1:5432, else PGlite), then
// runs every Vitest project and the Playwright browser tests, and prints one closing count line.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createConnection } from "node:net";
import { resolve } from "node:path";
import { buildWeb, ensureInstalled, log, ROOT, run, runAsync } from "./lib.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0) {
    log("Installing Debian's chromium for the browser tests…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if (run("apt-get", ["update"], { env }) === 0 && run("apt-get", ["install", "-y", "chromium"], { env }) === 0) return;
  }
  console.error(
    `\n✖ The browser tests need Chromium at ${CHROMIUM}.\n` +
      "  Install it with `sudo apt-get update && sudo apt-get install -y chromium`\n" +
      "  (or set CHROMIUM_PATH to a Chromium binary), then run `npm test` again.\n",
  );
  process.exit(1);
}

/** The cluster suite runs the platform behind Debian's HAProxy, as `npm run cluster` does. */
function ensureHaproxy() {
  if (["/usr/sbin/haproxy", "/usr/local/sbin/haproxy"].some((bin) => existsSync(bin))) return;
  if (process.getuid?.() === 0) {
    log("Installing Debian's haproxy for the cluster tests…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if (run("apt-get", ["update"], { env }) === 0 && run("apt-get", ["install", "-y", "haproxy"], { env }) === 0) return;
  }
  console.error("\n✖ The cluster tests need HAProxy: `sudo apt-get update && sudo apt-get install -y haproxy`, then run `npm test` again.\n");
  process.exit(1);
}

function portAnswers(host, port) {
  return new Promise((done) => {
    const socket = createConnection({ host, port, timeout: 1500 });
    socket.once("connect", () => (socket.destroy(), done(true)));
    socket.once("error", () => done(false));
    socket.once("timeout", () => (socket.destroy(), done(false)));
  });
}

async function pickDatabase() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (await portAnswers("127.0.0.1", 5432)) return "postgres://postgres@127.0.0.1:5432/postgres";
  return undefined;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

/** "file > test" for each failed Vitest test and each failed or flaky Playwright test. */
function failedNames(vitestReport, playwrightReport) {
  const names = [];
  for (const file of vitestReport?.testResults ?? []) {
    const where = file.name.replace(`${ROOT}/`, "");
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failedTests) names.push(`${where} > ${test.fullName}`);
    if (file.status === "failed" && failedTests.length === 0) names.push(`${where} (the file failed: ${(file.message ?? "").split("\n")[0]})`);
  }
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "unexpected" || test.status === "flaky") names.push(`${spec.file} > ${[...path, spec.title].join(" > ")} (${test.status})`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of playwrightReport?.suites ?? []) walk(suite, []);
  return names;
}

ensureInstalled();
// `npm run test:cluster`: only the multi-process chaos suites (tests/vitest.cluster.config.ts).
if (process.argv.includes("--cluster")) {
  ensureHaproxy();
  const url = await pickDatabase();
  if (!url) {
    console.error("\n✖ The cluster suites need PostgreSQL (DATABASE_URL, or one on 127.0.0.1:5432) and Redis on 127.0.0.1:6379.\n");
    process.exit(1);
  }
  const status = await runAsync("npx", ["vitest", "run", "--config", "tests/vitest.cluster.config.ts"], {
    env: { ...process.env, TEST_DATABASE_URL: url, DATABASE_URL: "", REQUIRE_REAL_PG: "1" },
  });
  process.exit(status);
}
ensureChromium();
ensureHaproxy();
const databaseUrl = await pickDatabase();
if (databaseUrl) log(`Tests use PostgreSQL at ${databaseUrl.replace(/\/\/[^@]*@/, "//")} (one fresh database per suite)`);
else log("No PostgreSQL found: tests run on PGlite and concurrency suites are SKIPPED (set DATABASE_URL to run them)");
buildWeb();

const reports = resolve(ROOT, "tests/artifacts/reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
// TEST_WEB_DIST: the build just made, which the web-static suite serves instead of building its own.
const env = { ...process.env, TEST_DATABASE_URL: databaseUrl ?? "", DATABASE_URL: "", TEST_WEB_DIST: resolve(ROOT, "web/dist") };

// Vitest and Playwright run side by side: every Vitest suite boots its own server on its own
// database, and the browser tests have theirs, so they share nothing but the CPU, and each spends
// much of its time waiting on timers, sockets and the database. The browser tests' list goes to a
// file and is printed when both are done, so the two logs do not interleave.
const playwrightLog = `${reports}/playwright.log`;
log(`Unit and integration tests (Vitest), with the browser tests (Playwright in Debian chromium) beside them…`);
const [vitestStatus, playwrightStatus] = await Promise.all([
  runAsync("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/vitest.json`], { env }),
  runAsync("npx", ["playwright", "test", "--reporter=list,json"], {
    cwd: resolve(ROOT, "tests"),
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
    logFile: playwrightLog,
  }),
]);
log("Browser tests (Playwright in Debian chromium):");
if (existsSync(playwrightLog)) process.stdout.write(readFileSync(playwrightLog));

const vitest = readJson(`${reports}/vitest.json`);
const playwright = readJson(`${reports}/playwright.json`);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);
const ok = vitestStatus === 0 && playwrightStatus === 0 && failed === 0 && passed > 0;
// CI keeps only the tail of this log, so the names of what failed are repeated here, last.
for (const name of failedNames(vitest, playwright)) console.log(`FAILED: ${name}`);
console.log(`\nvitest exit ${vitestStatus}, playwright exit ${playwrightStatus}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
