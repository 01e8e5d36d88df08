import about from "./en-about.ts";
import guides from "./en-guides.ts";
import legal from "./en-legal.ts";
import policies from "./en-policies.ts";
import rules from "./en-rules.ts";

/**
 * English of the `content` namespace: the public pages' own text, one file per group of pages.
 * SPEC.md's texts stay word for word.
 */
const en = { ...about, ...policies, ...guides, ...legal, ...rules };
export default en;
