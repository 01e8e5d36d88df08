import type { Translation } from "../../../../shared/i18n/i18n.ts";
import about from "./hi-about.ts";
import guides from "./hi-guides.ts";
import legal from "./hi-legal.ts";
import policies from "./hi-policies.ts";
import rules from "./hi-rules.ts";
import type en from "./en.ts";

const hi: Translation<typeof en> = { ...about, ...policies, ...guides, ...legal, ...rules };
export default hi;
