import { useTranslation } from "react-i18next";
import { listStates, usePublicSettings } from "../hooks/use-public-settings.ts";
import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";
import { CONTENT } from "./i18n/index.ts";

export default function Legality() {
  const { t } = useTranslation(CONTENT);
  const { restrictedStates, moneyGamesEnabled } = usePublicSettings();
  return (
    <StaticPage title={t("legality.title")} updated={POLICY_DATE} lead={t("legality.lead")}>
      <h2>{t("legality.actTitle")}</h2>
      <p>{t("legality.act")}</p>
      <h2>{t("legality.weTitle")}</h2>
      <p className="notice">{moneyGamesEnabled ? t("legality.cashOn") : t("legality.cashOff")}</p>
      <p>{t("legality.switch")}</p>
      <h2>{t("legality.skillTitle")}</h2>
      <p>{t("legality.skill")}</p>
      <h2>{t("legality.statesTitle")}</h2>
      <p>{t("legality.states", { states: listStates(restrictedStates) })}</p>
      <h2>{t("legality.ageTitle")}</h2>
      <p>{t("legality.age")}</p>
      <p className="fine-print">{t("legality.fine")}</p>
    </StaticPage>
  );
}
