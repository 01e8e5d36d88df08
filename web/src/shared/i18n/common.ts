import english from "./en.ts";
import { registerCatalogue } from "./i18n.ts";

/** The `common` namespace: words shared by many screens (buttons, the shell, the language switch). */
export const COMMON = registerCatalogue("common", english);
