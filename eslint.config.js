// Flat config: TypeScript everywhere, warnings are errors (`--max-warnings 0` in the lint script).
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "**/.data/**", "**/.test-data/**", "db/drizzle/**", "tests/artifacts/**", "test-results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": "off",
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The rules engine is pure: time and randomness are inputs. The CLI is the one adapter allowed I/O.
    files: ["shared-rules/src/**/*.ts"],
    ignores: ["shared-rules/src/cli/**", "**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "Math", property: "random", message: "shared-rules is pure: randomness is an input (a seed)." },
        { object: "Date", property: "now", message: "shared-rules is pure: time is an input (ctx.now)." },
        { object: "process", message: "shared-rules does no I/O." },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "NewExpression[callee.name='Date']", message: "shared-rules is pure: time is an input (ctx.now)." },
      ],
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "shared-rules does no I/O." },
        { name: "setTimeout", message: "shared-rules has no clock." },
        { name: "setInterval", message: "shared-rules has no clock." },
      ],
      "no-restricted-imports": ["error", { patterns: ["node:*", "fs", "crypto", "http", "net"] }],
    },
  },
);
