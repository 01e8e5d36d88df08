/**
 * Variants as data. Every number of RULES.md is a field of a rule set, never a constant in code:
 * operators differ, and a table carries its rule set. `defineVariant` validates a rule set once.
 */
import { ruleSetSchema, type RuleSet } from "./rule-set.ts";
import { VARIANTS } from "./variant-rules.ts";

// The data and helpers live in a zod-free module the browser can load; this one adds the schema.
export * from "./variant-rules.ts";

export { ruleSetSchema, type RuleSet } from "./rule-set.ts";

export function defineVariant(input: RuleSet): RuleSet {
  return Object.freeze(ruleSetSchema.parse(input)) as RuleSet;
}

// Every shipped variant passes the schema, checked when the rules load (as defineVariant did).
for (const rules of Object.values(VARIANTS)) ruleSetSchema.parse(rules);
