import i18next, { type i18n as I18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { readStorage, STORAGE_KEYS, writeStorage } from "../session/storage-keys.ts";

/**
 * The app's message catalogues (issue 21). English is the source of truth and ships with the code
 * that shows it: each feature registers its own namespace (`registerCatalogue`) when its module
 * loads, so `/` carries only the strings of the pages it renders. Hindi is one chunk per namespace
 * (`i18n/hi.ts` beside each `i18n/en.ts`), fetched only when the language is Hindi (see
 * app/language.ts, which knows where the Hindi files are).
 */

export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

/** A catalogue: nested objects of strings. */
export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}

/** A translation of `T`: the same keys, any strings (so a missing or extra Hindi key fails typecheck). */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

export const isLanguage = (value: unknown): value is Language => typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** The language the device chose before, else the browser's first preference that is Hindi or English. */
export function detectLanguage(): Language {
  const saved = readStorage(STORAGE_KEYS.language);
  if (isLanguage(saved)) return saved;
  const preferred = typeof navigator === "undefined" ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    const base = tag?.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return "en";
}

export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: "en",
  fallbackLng: "en",
  supportedLngs: [...LANGUAGES],
  ns: [],
  defaultNS: false,
  resources: {},
  partialBundledLanguages: true,
  initAsync: false,
  // React escapes what it renders; escaping here too would show "&amp;".
  interpolation: { escapeValue: false },
  returnNull: false,
  // A Hindi sentence may need nothing where English has words ("" before a name).
  returnEmptyString: true,
  react: { useSuspense: false },
});

/** Adds a namespace's English catalogue (once per module load); returns the namespace name. */
export function registerCatalogue<N extends string>(namespace: N, english: Catalogue): N {
  if (!i18n.hasResourceBundle("en", namespace)) i18n.addResourceBundle("en", namespace, english);
  return namespace;
}

/** The current language, as chosen (not a fallback). */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : "en");

type HindiLoader = () => Promise<Record<string, Catalogue>>;
let loadHindi: HindiLoader = () => Promise.resolve({});

/** The app layer says where the Hindi catalogues are (shared code does not know the features). */
export function provideHindi(loader: HindiLoader): void {
  loadHindi = loader;
}

type LanguageListener = (language: Language) => void;
const listeners = new Set<LanguageListener>();

/** Called after every language change the player makes (the account remembers it). */
export function onLanguageChosen(listener: LanguageListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let hindiLoaded: Promise<void> | null = null;

/** Switches the whole app, loading Hindi the first time; `<html lang>` follows. */
export async function applyLanguage(language: Language): Promise<void> {
  if (language === "hi") {
    hindiLoaded ??= loadHindi().then((bundles) => {
      for (const [namespace, messages] of Object.entries(bundles)) i18n.addResourceBundle("hi", namespace, messages, true, true);
    });
    await hindiLoaded;
  }
  await i18n.changeLanguage(language);
  if (typeof document !== "undefined") document.documentElement.lang = language === "hi" ? "hi-IN" : "en-IN";
}

/** The player picked a language: applied, remembered on this device, and told to the listeners. */
export async function chooseLanguage(language: Language): Promise<void> {
  writeStorage(STORAGE_KEYS.language, language);
  await applyLanguage(language);
  for (const listener of listeners) listener(language);
}

/**
 * A text the code holds in English (a validation message, a fixed notice) in the current
 * language: its key under `prefix` when `table` names it, else the text as it is (a server reply).
 */
export function knownText(t: TFunction, prefix: string, table: Readonly<Record<string, string>>, text: string): string;
export function knownText(t: TFunction, prefix: string, table: Readonly<Record<string, string>>, text: string | undefined): string | undefined;
export function knownText(t: TFunction, prefix: string, table: Readonly<Record<string, string>>, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const key = Object.keys(table).find((k) => table[k] === text);
  return key === undefined ? text : t(`${prefix}.${key}`);
}
