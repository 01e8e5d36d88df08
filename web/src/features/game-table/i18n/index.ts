import { registerCatalogue } from "../../../shared/i18n/i18n.ts";
import english from "./en.ts";

/** The `game-table` namespace (English registered with the table's code; Hindi loads on demand). */
export const TABLE = registerCatalogue("game-table", english);
