/** The languages the platform speaks (issue 21): English (SPEC.md's words) and Hindi. */
export type Language = "en" | "hi";

/** Whether a request asks for Hindi: the web app sends its language as the first Accept-Language. */
export function wantsHindi(acceptLanguage: string | string[] | undefined): boolean {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  const first = header?.split(",")[0]?.split(";")[0]?.trim().toLowerCase() ?? "";
  return first === "hi" || first.startsWith("hi-");
}

/**
 * The language to speak to someone: the one their account chose (`eLanguage`), else the request's
 * first Accept-Language, else English.
 */
export function languageFor(chosen: Language | null | undefined, acceptLanguage?: string | string[]): Language {
  if (chosen) return chosen;
  return wantsHindi(acceptLanguage) ? "hi" : "en";
}
