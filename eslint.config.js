// Flat config: TypeScript everywhere, warnings are errors (`--max-warnings 0` in the lint script).
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Web files whose strings are all in the catalogues (issue 21): every component. The lint rule
 * below holds them there.
 */
const TRANSLATED_WEB_FILES = ["web/src/**/*.tsx"];

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
    // Issue 15: SQL lives in each module's repository. dependency-cruiser (.dependency-cruiser.cjs,
    // "sql-in-repositories") keeps drizzle-orm and the schema files out of other service and room
    // files; it cannot see which names come from @rummy/db's index, so the tables and raw queries
    // are held here.
    files: ["game-server/src/services/**/*.ts", "game-server/src/rooms/**/*.ts"],
    ignores: ["**/*repository.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@rummy/db",
              importNames: ["schema", "queryRows"],
              message: "SQL lives in the module's repository (services/<module>/repository.ts); ask it for rows.",
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 15, money once: the server holds paise as bigint and reads rupees with shared-rules'
    // parseRupees / paiseOfRupees (decimal text, exact). Scaling a float by 100 and rounding it is
    // how money drifts; a percentage becomes basis points in one place (wallet/money.ts).
    files: ["game-server/src/**/*.ts", "db/src/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name=/^(round|floor|ceil|trunc)$/] > BinaryExpression[operator='*'] > Literal[value=100]",
          message: "Money is paise: parse rupees with shared-rules' parseRupees or paiseOfRupees; a percentage goes through basisPointsOfPercent (wallet/money.ts).",
        },
      ],
    },
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
  {
    // Issue 21: every visible string of a translated screen comes from the message catalogues
    // (web/src/**/i18n/en.ts and hi.ts). Symbols (×, ›, ♠) and digits are no words and stay; a
    // PixiJS element's `label` names a scene node for code and devtools, is never shown, and stays.
    files: TRANSLATED_WEB_FILES,
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "JSXText[value=/[A-Za-z\\u0900-\\u097F]/]", message: "Text shown to a player comes from the catalogues: t('key') (issue 21)." },
        {
          selector: "JSXElement > JSXExpressionContainer > Literal[value=/[A-Za-z\\u0900-\\u097F]/]",
          message: "Text shown to a player comes from the catalogues: t('key') (issue 21).",
        },
        {
          selector: "JSXOpeningElement:not([name.name=/^pixi/]) > JSXAttribute[name.name=/^(label|title|aria-label|placeholder|hint|alt|message|confirmLabel|cancelLabel|noun)$/] > Literal[value=/[A-Za-z\\u0900-\\u097F]/]",
          message: "Labels and titles come from the catalogues: t('key') (issue 21).",
        },
      ],
    },
  },
);
