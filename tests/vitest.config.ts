import { defineProject } from "vitest/config";
import { CLUSTER_SUITES } from "./vitest.cluster.config.ts";

// Cross-package suites: integration (boots the real server), golden files, security and chaos.
// Browser end-to-end tests run under Playwright (`e2e/`), benchmarks under `npm run bench:*`, the
// multi-process chaos suites under `npm run test:cluster` (vitest.cluster.config.ts).
// One module graph for every suite of a worker (isolate: false): each suite imports the whole
// server, and importing it afresh per file cost 5.6 s of a loaded CI machine's time apiece (424 s
// in all); the security suites alone went from 122 s to 84 s. Each suite still boots its own
// platform on its own database; a suite that changes process state (the environment, a module's
// setting) puts it back in its afterAll, and a module that reads the environment once keys what
// it read by the value (services/tables/options.ts), since the next suite may set another.
export default defineProject({
  test: {
    name: "tests",
    isolate: false,
    include: ["integration/**/*.test.ts", "golden/**/*.test.ts", "security/**/*.test.ts", "chaos/**/*.test.ts"],
    exclude: CLUSTER_SUITES,
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
