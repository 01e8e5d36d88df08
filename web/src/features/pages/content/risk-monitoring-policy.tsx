import { useTranslation } from "react-i18next";
import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";
import { CONTENT } from "./i18n/index.ts";

const WATCH = ["watch1", "watch2", "watch3", "watch4", "watch5"] as const;
const HAPPEN = ["happen1", "happen2", "happen3"] as const;

export default function RiskMonitoringPolicy() {
  const { t } = useTranslation(CONTENT);
  return (
    <StaticPage title={t("risk.title")} updated={POLICY_DATE} lead={t("risk.lead")}>
      <h2>{t("risk.watchTitle")}</h2>
      <ul>
        {WATCH.map((key) => (
          <li key={key}>{t(`risk.${key}`)}</li>
        ))}
      </ul>
      <h2>{t("risk.checkTitle")}</h2>
      <p>{t("risk.check")}</p>
      <h2>{t("risk.happenTitle")}</h2>
      <ul>
        {HAPPEN.map((key) => (
          <li key={key}>{t(`risk.${key}`)}</li>
        ))}
      </ul>
      <h2>{t("risk.tellTitle")}</h2>
      <p>{t("risk.tell")}</p>
    </StaticPage>
  );
}
