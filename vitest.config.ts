import { defineConfig } from "vitest/config";

// One Vitest run over every package. Each package owns its project config (unit tests next to
// code); `tests/` holds the cross-package integration suites that boot the server.
//
// One file at a time (Vitest's default on two cores): npm test runs the browser tests beside it.
// Two at a time made CI faster on a quiet machine (1,288 s -> 793 s, stop 25), but on a slower
// one two servers, Chromium and PostgreSQL asked for more than two cores and suites that pass
// alone timed out (1,277 s and red, stop 26; far worse on the next machine).
export default defineConfig({
  test: {
    projects: ["shared-rules", "db", "game-server", "web", "web/vitest.mocks.config.ts", "tests"],
  },
});
