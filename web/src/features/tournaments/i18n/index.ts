import type { TFunction } from "i18next";
import { i18n, registerCatalogue } from "../../../shared/i18n/i18n.ts";
import english from "./en.ts";

/** The `tournaments` namespace (English registered with the feature's code; Hindi loads on demand). */
export const TOURNAMENTS = registerCatalogue("tournaments", english);

export type TournamentsT = TFunction<"tournaments">;

/** The namespace's words in the current language, for code outside a component (toasts, labels). */
export const tournamentsT = (): TournamentsT => i18n.getFixedT(null, TOURNAMENTS);
