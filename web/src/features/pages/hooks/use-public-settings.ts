import { currentLanguage, type Language } from "../../../shared/i18n/i18n.ts";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { FALLBACK_RESTRICTED_STATES, loadSettings, settingsAtom } from "../../../shared/settings/settings.ts";

export interface PublicSettings {
  readonly restrictedStates: readonly string[];
  readonly moneyGamesEnabled: boolean;
  readonly depositRange: { readonly nMinimum: number; readonly nMaximum: number } | null;
  /** False until GET /setting has answered; pages show the fallback list meanwhile. */
  readonly loaded: boolean;
}

let requested = false;

/**
 * What the public pages need from GET /setting: the restricted states (identical on every page
 * that names them) and whether cash play is switched on. Fetched once per page load.
 */
export function usePublicSettings(): PublicSettings {
  const settings = useAtomValue(settingsAtom);
  useEffect(() => {
    if (requested || settings) return;
    requested = true;
    // A visitor may not be allowed to read settings; the fallbacks below then stay in place.
    loadSettings().catch(() => {
      requested = false;
    });
  }, [settings]);
  return {
    restrictedStates: settings?.aRestrictedState ?? FALLBACK_RESTRICTED_STATES,
    moneyGamesEnabled: settings?.moneyGamesEnabled ?? false,
    depositRange: settings?.oPurchaseRange ?? null,
    loaded: settings !== null,
  };
}

/** How each language joins the last state to the rest: "A and B", "A, B and C"; "A और B", "A, B, और C". */
const JOINERS: Record<Language, { readonly pair: string; readonly last: string }> = {
  en: { pair: " and ", last: " and " },
  hi: { pair: " और ", last: ", और " },
};

/**
 * "Andhra Pradesh, Assam and Telangana": what Intl.ListFormat writes for en-IN and hi-IN (the
 * unit test compares them), without it. Every page's footer calls this in its first render, and a
 * page's first Intl formatter sets up ICU: 240-350 ms of the main thread in Debian's Chromium at
 * bench:phone's low-end CPU x6 (a ListFormat after that, 20-40 ms). See web/README.md.
 */
export function listStates(states: readonly string[], language: Language = currentLanguage()): string {
  if (states.length <= 1) return states.join("");
  const { pair, last } = JOINERS[language];
  if (states.length === 2) return states.join(pair);
  return `${states.slice(0, -1).join(", ")}${last}${states[states.length - 1] ?? ""}`;
}
