import { registerCatalogue } from "../../../shared/i18n/i18n.ts";
import english from "./en.ts";

/** The `account` namespace (English registered with the feature's code; Hindi loads on demand). */
export const ACCOUNT = registerCatalogue("account", english);
