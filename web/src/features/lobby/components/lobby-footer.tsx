import { useTranslation } from "react-i18next";
import { LOBBY } from "../i18n/index.ts";

/** SPEC.md section 2: the lobby's footer links open in a new tab, so a running game is never lost. */
const LINKS = [
  ["/how-to-play-prv", "howToPlay"],
  ["/report-problem", "reportProblem"],
  ["/tearms-of-service-prv", "terms"],
  ["/privacy-prv", "privacy"],
] as const;

export function LobbyFooter() {
  const { t } = useTranslation(LOBBY);
  return (
    <nav className="lobby-footer" aria-label={t("footer.label")}>
      <ul>
        {LINKS.map(([href, label]) => (
          <li key={href}>
            <a href={href} target="_blank" rel="noopener">
              {t(`footer.${label}`)}
              <span className="visually-hidden">{t("footer.newTab")}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
