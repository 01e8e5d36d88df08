import { registerCatalogue } from "../../../../shared/i18n/i18n.ts";
import english from "./en.ts";

/** The `content` namespace: the public pages' own text (loaded with those pages, never on `/`; Hindi on demand). */
export const CONTENT = registerCatalogue("content", english);
