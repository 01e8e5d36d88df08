import { registerCatalogue } from "../../../shared/i18n/i18n.ts";
import english from "./en.ts";

/** The `pages` namespace (English registered with the pages' code; Hindi loads on demand). */
export const PAGES = registerCatalogue("pages", english);
