import { useTranslation } from "react-i18next";
import { StaticPage } from "../layout/static-page.tsx";
import { CONTENT } from "./i18n/index.ts";

export default function ReferEarn() {
  const { t } = useTranslation(CONTENT);
  return (
    <StaticPage title={t("refer.title")} lead={t("refer.lead")}>
      <p>{t("refer.text")}</p>
    </StaticPage>
  );
}
