import { i18n, registerCatalogue } from "../../i18n/i18n.ts";
import english from "./en.ts";

/** The `ui` namespace (English registered with the widgets' code; Hindi loads on demand). */
export const UI = registerCatalogue("ui", english);

/** The namespace's words in the current language, for code outside a component (toasts). */
export const uiT = () => i18n.getFixedT(null, UI);
