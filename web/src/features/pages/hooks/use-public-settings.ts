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

/** "Andhra Pradesh, Assam and Telangana" */
export function listStates(states: readonly string[], language: Language = currentLanguage()): string {
  // Intl's Indian English joins as the pages always did ("A, B and C"); Hindi with "और".
  return new Intl.ListFormat(language === "hi" ? "hi-IN" : "en-IN", { type: "conjunction" }).format(states);
}
