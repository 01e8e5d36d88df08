import { Trans, useTranslation } from "react-i18next";
import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";
import { CONTENT } from "./i18n/index.ts";

export default function TdsPolicy() {
  const { t } = useTranslation(CONTENT);
  return (
    <StaticPage title={t("tds.title")} updated={POLICY_DATE} lead={t("tds.lead")}>
      <h2>{t("tds.whatTitle")}</h2>
      <p>
        <Trans t={t} i18nKey="tds.what" components={{ b: <strong /> }} />
      </p>
      <h2>{t("tds.whenTitle")}</h2>
      <ul>
        <li>{t("tds.when1")}</li>
        <li>{t("tds.when2")}</li>
      </ul>
      <h2>{t("tds.howTitle")}</h2>
      <p>{t("tds.how1")}</p>
      <p>{t("tds.how2")}</p>
      <div className="example">
        <h3>{t("tds.exampleTitle")}</h3>
        <p>{t("tds.example")}</p>
      </div>
      <h2>{t("tds.certificateTitle")}</h2>
      <p>{t("tds.certificate")}</p>
      <p>{t("tds.kyc")}</p>
    </StaticPage>
  );
}
