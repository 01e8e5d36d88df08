import { defineConfig } from "@playwright/test";

/**
 * Browser end-to-end tests in Debian's Chromium (`/usr/bin/chromium`; downloading browsers is not
 * possible here). `e2e/global-setup.ts` starts the real platform on a fresh database.
 */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
];

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "artifacts/test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A ceiling, not a wait: a test ends as soon as its last expectation is met. Alone, the slowest
  // default-limit test takes about 20 s here; beside the Vitest suites on a slow two-core CI
  // machine, five whole-table tests ran past 60 s with nothing wrong (stop 27's landing try).
  timeout: 120_000,
  // Every spec's assertions wait as long as e2e/support/expect.ts's do: the browser shares two
  // cores with the server and the database, and a lazy chunk can take longer than the default 5 s.
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  globalSetup: "./e2e/global-setup.ts",
  use: {
    baseURL: process.env["E2E_BASE_URL"],
    launchOptions: { executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
    screenshot: "only-on-failure",
    trace: "off",
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
