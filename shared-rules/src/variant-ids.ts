/** The shipped variants' ids: the rule sets (variant-rules.ts) and their schema (rule-set.ts) both name them. */
export const VARIANT_IDS = ["points13", "pool101", "pool201", "deals", "points21", "points10", "points27"] as const;
export type VariantId = (typeof VARIANT_IDS)[number];
