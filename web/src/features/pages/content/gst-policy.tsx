import { useTranslation } from "react-i18next";
import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";
import { usePublicSettings } from "../hooks/use-public-settings.ts";
import { CONTENT } from "./i18n/index.ts";

export default function GstPolicy() {
  const { t } = useTranslation(CONTENT);
  const { moneyGamesEnabled } = usePublicSettings();
  return (
    <StaticPage title={t("gst.title")} updated={POLICY_DATE} lead={t("gst.lead")}>
      {!moneyGamesEnabled && <p className="notice">{t("gst.off")}</p>}
      <h2>{t("gst.rateTitle")}</h2>
      <p>{t("gst.rate")}</p>
      <h2>{t("gst.shownTitle")}</h2>
      <p>{t("gst.shown")}</p>
      <h2>{t("gst.refundsTitle")}</h2>
      <p>{t("gst.refunds")}</p>
    </StaticPage>
  );
}
