import { defineProject } from "vitest/config";
import { CLUSTER_SUITES } from "./vitest.cluster.config.ts";

// Cross-package suites: integration (boots the real server), golden files, security and chaos.
// Browser end-to-end tests run under Playwright (`e2e/`), benchmarks under `npm run bench:*`, the
// multi-process chaos suites under `npm run test:cluster` (vitest.cluster.config.ts).
export default defineProject({
  test: {
    name: "tests",
    include: ["integration/**/*.test.ts", "golden/**/*.test.ts", "security/**/*.test.ts", "chaos/**/*.test.ts"],
    exclude: CLUSTER_SUITES,
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
