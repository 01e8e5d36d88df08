import { defineConfig } from "vitest/config";

// One Vitest run over every package. Each package owns its project config (unit tests next to
// code); `tests/` holds the cross-package integration suites that boot the server.
export default defineConfig({
  test: {
    projects: ["shared-rules", "db", "game-server", "web", "tests"],
  },
});
