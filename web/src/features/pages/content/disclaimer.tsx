import { useTranslation } from "react-i18next";
import { BRAND } from "../../../shared/config/brand.ts";
import { listStates, usePublicSettings } from "../hooks/use-public-settings.ts";
import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";
import { CONTENT } from "./i18n/index.ts";

const POINTS = ["chips", "states", "skill", "guidance", "outages", "advice"] as const;

export default function Disclaimer() {
  const { t } = useTranslation(CONTENT);
  const { restrictedStates } = usePublicSettings();
  return (
    <StaticPage title={t("disclaimer.title")} updated={POLICY_DATE}>
      <ul>
        <li>{t("disclaimer.age", { brand: BRAND.name })}</li>
        {POINTS.map((point) => (
          <li key={point}>{t(`disclaimer.${point}`, { states: listStates(restrictedStates) })}</li>
        ))}
      </ul>
    </StaticPage>
  );
}
