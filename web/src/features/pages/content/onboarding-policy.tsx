import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { listStates, usePublicSettings } from "../hooks/use-public-settings.ts";
import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";
import { CONTENT } from "./i18n/index.ts";

const STEPS = ["register1", "register2", "register3", "register4", "register5"] as const;

export default function OnboardingPolicy() {
  const { t } = useTranslation(CONTENT);
  const { restrictedStates } = usePublicSettings();
  return (
    <StaticPage title={t("onboarding.title")} updated={POLICY_DATE} lead={t("onboarding.lead")}>
      <h2>{t("onboarding.whoTitle")}</h2>
      <ul>
        <li>{t("onboarding.who1")}</li>
        <li>{t("onboarding.who2")}</li>
        <li>{t("onboarding.who3", { states: listStates(restrictedStates) })}</li>
      </ul>
      <h2>{t("onboarding.registerTitle")}</h2>
      <ol>
        {STEPS.map((step) => (
          <li key={step}>{t(`onboarding.${step}`)}</li>
        ))}
      </ol>
      <h2>{t("onboarding.locationTitle")}</h2>
      <p>{t("onboarding.location")}</p>
      <h2>{t("onboarding.laterTitle")}</h2>
      <p>
        <Trans t={t} i18nKey="onboarding.later" components={{ kyc: <Link to="/kyc-policy" />, risk: <Link to="/risk-monitoring-policy" /> }} />
      </p>
    </StaticPage>
  );
}
