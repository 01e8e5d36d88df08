import { registerCatalogue } from "../../../../shared/i18n/i18n.ts";
import english from "./en.ts";

/** The `home` namespace: the home page and the questions it shares with /faq (Hindi loads on demand). */
export const HOME = registerCatalogue("home", english);
