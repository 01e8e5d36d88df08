import { defineProject } from "vitest/config";

// One module graph per worker (isolate: false): these suites replace no module (no vi.mock),
// and a fresh graph per file was most of their time.
export default defineProject({
  test: { name: "game-server", isolate: false, include: ["src/**/*.test.ts"], environment: "node", testTimeout: 30_000 },
});
