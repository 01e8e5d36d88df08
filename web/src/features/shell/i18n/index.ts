import { registerCatalogue } from "../../../shared/i18n/i18n.ts";
import english from "./en.ts";

/** The `shell` namespace (English registered with the logged-in shell's code; Hindi loads on demand). */
export const SHELL = registerCatalogue("shell", english);
