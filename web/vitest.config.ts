import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

const ROOT = fileURLToPath(new URL(".", import.meta.url));
const TEST_FILE = /\.test\.tsx?$/;

/**
 * The suites that replace modules (vi.mock): each runs in its own module graph (the `web-mocks`
 * project, vitest.mocks.config.ts), found by reading the files, so a new one cannot forget it.
 */
export const MOCKING_SUITES = readdirSync(`${ROOT}src`, { recursive: true, encoding: "utf8" })
  .filter((file) => TEST_FILE.test(file) && /\bvi\.(do)?mock\(/.test(readFileSync(`${ROOT}src/${file}`, "utf8")))
  .map((file) => `src/${file}`);

// The rest share one module graph and one jsdom per worker (isolate: false): a fresh one per file
// was most of the project's time (173 s of the unit projects' 133 files, 46 s shared, alone on a
// quiet machine). Testing Library's cleanup runs after each test; a suite that stubs a global
// puts it back (vi.unstubAllGlobals) in its afterEach.
export default defineProject({
  plugins: [react()],
  test: { name: "web", include: ["src/**/*.test.{ts,tsx}"], exclude: MOCKING_SUITES, isolate: false, environment: "jsdom" },
});
