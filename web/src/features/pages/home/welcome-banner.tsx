import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Icon } from "../../../shared/ui/icons.tsx";
import { HOME } from "./i18n/index.ts";

/**
 * The welcome-bonus banner (SPEC.md section 1: up to ₹5000). The Online Gaming Act 2025 also
 * prohibits advertising money games, so while cash play is off the banner says plainly that
 * the bonus is paused instead of inviting a deposit.
 */
export function WelcomeBanner({ moneyGamesEnabled, bonus, onPlay }: { moneyGamesEnabled: boolean; bonus: string; onPlay: () => void }) {
  const { t } = useTranslation(HOME);
  if (moneyGamesEnabled) {
    return (
      <section className="banner" aria-labelledby="welcome-bonus-title">
        <div className="banner__badge">
          <Icon name="gift" size={28} />
        </div>
        <div className="banner__text">
          <h2 id="welcome-bonus-title">{t("banner.title", { bonus })}</h2>
          <p>
            {t("banner.textBefore")}
            <Link to="/terms-of-service">{t("banner.terms")}</Link>
            {t("banner.textAfter")}
          </p>
        </div>
        <button type="button" className="btn btn--gold" onClick={onPlay}>
          {t("banner.register")}
        </button>
      </section>
    );
  }
  return (
    <section className="banner banner--paused" aria-labelledby="welcome-bonus-title">
      <div className="banner__badge">
        <Icon name="gift" size={28} />
      </div>
      <div className="banner__text">
        <h2 id="welcome-bonus-title">{t("banner.pausedTitle", { bonus })}</h2>
        <p>
          {t("banner.pausedBefore")}
          <Link to="/legality">{t("banner.why")}</Link>
          {t("banner.pausedAfter")}
        </p>
      </div>
      <button type="button" className="btn btn--gold" onClick={onPlay}>
        {t("banner.playFree")}
      </button>
    </section>
  );
}
