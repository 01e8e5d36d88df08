import { defineProject } from "vitest/config";

// Cross-package suites: integration (boots the real server), golden files, security and chaos.
// Browser end-to-end tests run under Playwright (`e2e/`), benchmarks under `npm run bench:*`.
export default defineProject({
  test: {
    name: "tests",
    include: ["integration/**/*.test.ts", "golden/**/*.test.ts", "security/**/*.test.ts", "chaos/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
