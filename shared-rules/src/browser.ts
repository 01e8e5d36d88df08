// The rules engine for the browser: index.ts without the zod schema of the rule sets (the browser
// reads the shipped variants; the server validates them). web/vite.config.ts maps
// `@rummy/shared-rules` here, so a server-only export used in the web app fails the build.
// Each module appends its exports here; index.ts re-exports this list, so there is one list.
export * from "./card.ts";
export * from "./variant-rules.ts";
export type { RuleSet } from "./variant.ts";
export * from "./shuffle.ts";
export * from "./settlement.ts";
export * from "./deal/index.ts";
export * from "./match/index.ts";
export * from "./joker.ts";
export * from "./meld.ts";
export * from "./arrangement.ts";
export * from "./scoring.ts";
export * from "./declaration.ts";
export * from "./value-cards.ts";
export * from "./solver.ts";
export * from "./display-arrangement.ts";
export * from "./money.ts";
export * from "./indian-states.ts";
