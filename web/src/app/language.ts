import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { api } from "../shared/api/client.ts";
import { applyLanguage, currentLanguage, detectLanguage, isLanguage, onLanguageChosen, provideHindi, type Catalogue, type Language } from "../shared/i18n/i18n.ts";
import { profileAtom } from "../shared/session/profile.ts";
import { currentToken } from "../shared/session/session.ts";
import { STORAGE_KEYS, writeStorage } from "../shared/session/storage-keys.ts";

/**
 * Where the Hindi catalogues are: every `i18n/hi.ts` of the app, each its own chunk, fetched all at
 * once the first time the language is Hindi (an English player never downloads one). The
 * Devanagari font (shipped with the app, @fontsource) comes with them: its stylesheet declares
 * the faces with a Devanagari unicode-range, so the browser fetches a face only for Hindi text.
 */
const HINDI = import.meta.glob<{ default: Catalogue }>(["../**/i18n/hi.ts"]);

/** `../features/auth/i18n/hi.ts` -> "auth"; `../shared/i18n/hi.ts` -> "common" (its en.ts registers as such). */
export function namespaceOf(path: string): string {
  const match = /\/([^/]+)\/i18n\/hi\.ts$/.exec(path);
  if (!match?.[1]) throw new Error(`not a Hindi catalogue path: ${path}`);
  return match[1] === "shared" ? "common" : match[1];
}

async function loadHindi(): Promise<Record<string, Catalogue>> {
  const [modules] = await Promise.all([
    Promise.all(Object.entries(HINDI).map(async ([path, load]) => [namespaceOf(path), (await load()).default] as const)),
    import("@fontsource/noto-sans-devanagari/devanagari-400.css"),
    import("@fontsource/noto-sans-devanagari/devanagari-600.css"),
  ]);
  // The faces themselves, before the first Hindi paint: text shaped while a face is still loading
  // showed as boxes in places that were not laid out again (seen on the table's top bar).
  if (typeof document !== "undefined" && document.fonts) {
    await Promise.all(["400", "600"].map((weight) => document.fonts.load(`${weight} 16px "Noto Sans Devanagari"`, "अ"))).catch(() => undefined);
  }
  return Object.fromEntries(modules);
}

provideHindi(loadHindi);

/**
 * The first language: this device's choice, else the browser's. Resolves once its catalogues are
 * in, so a Hindi player never sees an English flash (English resolves at once).
 */
export const languageReady: Promise<void> = applyLanguage(detectLanguage()).catch(() => applyLanguage("en"));

/** The account remembers the language (`eLanguage` of POST /profile); a failure only loses that. */
function saveToAccount(language: Language): void {
  if (!currentToken()) return;
  api.post<unknown>("/profile", { eLanguage: language }, { loader: false }).catch(() => undefined);
}

onLanguageChosen(saveToAccount);

/**
 * Per account: a profile that names a language applies it on this device (a player who chose
 * Hindi on their phone gets Hindi on their laptop too); a profile without one takes this device's.
 */
export function useAccountLanguage(): void {
  const chosen = useAtomValue(profileAtom)?.eLanguage;
  useEffect(() => {
    if (chosen === undefined) return;
    if (!isLanguage(chosen)) return saveToAccount(currentLanguage());
    if (chosen === currentLanguage()) return;
    writeStorage(STORAGE_KEYS.language, chosen);
    void applyLanguage(chosen);
  }, [chosen]);
}
