// Public API of the rules engine: everything the browser gets (browser.ts, where each module
// appends its exports), and the zod schema of the rule sets the server validates variants with.
export * from "./browser.ts";
export * from "./variant.ts";
