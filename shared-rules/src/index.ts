// Public API of the rules engine. Each module appends its own exports here.
export * from "./card.ts";
export * from "./variant.ts";
