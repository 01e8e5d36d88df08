import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { MOCKING_SUITES } from "./vitest.config.ts";

/** The web suites that replace modules (vi.mock), each in its own module graph (vitest.config.ts). */
export default defineProject({
  plugins: [react()],
  test: { name: "web-mocks", include: MOCKING_SUITES, environment: "jsdom" },
});
