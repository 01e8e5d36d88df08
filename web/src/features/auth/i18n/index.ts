import { registerCatalogue } from "../../../shared/i18n/i18n.ts";
import english from "./en.ts";

/** The `auth` namespace (English registered with the feature's code; Hindi loads on demand). */
export const AUTH = registerCatalogue("auth", english);
