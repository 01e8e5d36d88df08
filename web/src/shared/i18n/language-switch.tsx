import "./language-switch.css";
import { useTranslation } from "react-i18next";
import { chooseLanguage, type Language } from "./i18n.ts";
import { COMMON } from "./common.ts";

/** Each language named in itself, so a player finds theirs whatever the page is in. */
const NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };
/** The usual "language" mark: both scripts' first letter. */
const MARK = "अ/A";

/**
 * The language switch (header and entry screen): one button offering the other language. The
 * choice is remembered on this device and, when logged in, in the account (app/language.ts).
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation(COMMON);
  const other: Language = i18n.language === "hi" ? "en" : "hi";
  return (
    <button
      type="button"
      className={`language-switch ${className}`.trim()}
      lang={other}
      title={t("language.switchTo", { language: NAMES[other] })}
      data-testid="language-switch"
      onClick={() => void chooseLanguage(other)}
    >
      <span className="language-switch__mark" aria-hidden="true">
        {MARK}
      </span>
      <span className="language-switch__name">{NAMES[other]}</span>
    </button>
  );
}
