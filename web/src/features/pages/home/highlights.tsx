import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "../../../shared/ui/icons.tsx";
import { HOME } from "./i18n/index.ts";

/** Instant-deposit and security highlights (SPEC.md section 1), honest about the cash switch. */
export function Highlights({ moneyGamesEnabled }: { moneyGamesEnabled: boolean }) {
  const { t } = useTranslation(HOME);
  const items: { icon: IconName; key: string }[] = [
    { icon: "bolt", key: moneyGamesEnabled ? "deposits" : "paused" },
    { icon: "lock", key: "secure" },
    { icon: "cards", key: "fair" },
    { icon: "users", key: "players" },
  ];
  return (
    <section className="section highlights" aria-label={t("highlights.label")}>
      {items.map((item) => (
        <article key={item.key} className="highlight">
          <span className="highlight__icon">
            <Icon name={item.icon} />
          </span>
          <h3>{t(`highlights.${item.key}.title`)}</h3>
          <p>{t(`highlights.${item.key}.text`)}</p>
        </article>
      ))}
    </section>
  );
}
