import { defineConfig } from "vitest/config";

// One Vitest run over every package. Each package owns its project config (unit tests next to
// code); `tests/` holds the cross-package integration suites that boot the server.
//
// Two files at a time (Vitest's default on two cores is one): the integration suites spend most
// of their time waiting on timers, sockets and the database, and each boots its own server on its
// own database (and its own Redis database number), so two of them share nothing but the CPU.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: ["shared-rules", "db", "game-server", "web", "tests"],
  },
});
