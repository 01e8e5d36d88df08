import english from "./en.ts";
import { i18n, registerCatalogue } from "./i18n.ts";

/** The `common` namespace: words shared by many screens (buttons, the shell, the language switch). */
export const COMMON = registerCatalogue("common", english);

/** The namespace's words in the current language, for code outside a component (toasts). */
export const commonT = () => i18n.getFixedT(null, COMMON);
