import { Trans, useTranslation } from "react-i18next";
import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";
import { CONTENT } from "./i18n/index.ts";

export default function KycPolicy() {
  const { t } = useTranslation(CONTENT);
  return (
    <StaticPage title={t("kyc.title")} updated={POLICY_DATE} lead={t("kyc.lead")}>
      <h2>{t("kyc.whenTitle")}</h2>
      <ul>
        <li>
          <Trans t={t} i18nKey="kyc.basic" components={{ b: <strong /> }} />
        </li>
        <li>
          <Trans t={t} i18nKey="kyc.full" components={{ b: <strong /> }} />
        </li>
        <li>{t("kyc.practice")}</li>
      </ul>
      <h2>{t("kyc.howTitle")}</h2>
      <ol>
        <li>{t("kyc.how1")}</li>
        <li>{t("kyc.how2")}</li>
        <li>{t("kyc.how3")}</li>
        <li>{t("kyc.how4")}</li>
      </ol>
      <h2>{t("kyc.timeTitle")}</h2>
      <p>{t("kyc.time")}</p>
      <h2>{t("kyc.rejectTitle")}</h2>
      <p>{t("kyc.reject")}</p>
      <h2>{t("kyc.dataTitle")}</h2>
      <p>{t("kyc.data")}</p>
    </StaticPage>
  );
}
