import { useTranslation } from "react-i18next";
import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";
import { CONTENT } from "./i18n/index.ts";

const DEPOSITS = ["deposits1", "deposits2", "deposits3"] as const;
const GAMES = ["games1", "games2", "games3"] as const;

export default function Refunds() {
  const { t } = useTranslation(CONTENT);
  return (
    <StaticPage title={t("refunds.title")} updated={POLICY_DATE}>
      <h2>{t("refunds.depositsTitle")}</h2>
      <ul>
        {DEPOSITS.map((key) => (
          <li key={key}>{t(`refunds.${key}`)}</li>
        ))}
      </ul>
      <h2>{t("refunds.gamesTitle")}</h2>
      <ul>
        {GAMES.map((key) => (
          <li key={key}>{t(`refunds.${key}`)}</li>
        ))}
      </ul>
      <h2>{t("refunds.withdrawalsTitle")}</h2>
      <p>{t("refunds.withdrawals")}</p>
      <h2>{t("refunds.liabilityTitle")}</h2>
      <p>{t("refunds.liability")}</p>
    </StaticPage>
  );
}
