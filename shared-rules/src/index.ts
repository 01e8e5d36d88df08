// Public API of the rules engine. Each module appends its own exports here.
export * from "./card.ts";
export * from "./variant.ts";
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
