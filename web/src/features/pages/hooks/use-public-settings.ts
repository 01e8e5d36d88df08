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
export function listStates(states: readonly string[]): string {
  if (states.length <= 1) return states.join("");
  return `${states.slice(0, -1).join(", ")} and ${states[states.length - 1]}`;
}
