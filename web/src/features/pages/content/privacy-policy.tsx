import { Trans, useTranslation } from "react-i18next";
import { useOperatorContact } from "../../../shared/config/operator-contact.tsx";
import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";
import { CONTENT } from "./i18n/index.ts";

const COLLECT = ["account", "kyc", "location", "games", "payments", "technical"] as const;
const WHY = ["run", "law", "fraud", "support"] as const;

export default function PrivacyPolicy() {
  const { t } = useTranslation(CONTENT);
  const contact = useOperatorContact();
  return (
    <StaticPage title={t("privacy.title")} updated={POLICY_DATE} lead={t("privacy.lead")}>
      <h2>{t("privacy.collectTitle")}</h2>
      <ul>
        {COLLECT.map((key) => (
          <li key={key}>{t(`privacy.collect.${key}`)}</li>
        ))}
      </ul>
      <h2>{t("privacy.whyTitle")}</h2>
      <ul>
        {WHY.map((key) => (
          <li key={key}>{t(`privacy.why.${key}`)}</li>
        ))}
      </ul>
      <h2>{t("privacy.shareTitle")}</h2>
      <p>{t("privacy.share")}</p>
      <h2>{t("privacy.keepTitle")}</h2>
      <p>{t("privacy.keep")}</p>
      <h2>{t("privacy.rightsTitle")}</h2>
      <p>
        <Trans t={t} i18nKey="privacy.rights" values={{ email: contact.supportEmail }} components={{ mail: <a href={`mailto:${contact.supportEmail}`} /> }} />
      </p>
      <h2>{t("privacy.cookiesTitle")}</h2>
      <p>{t("privacy.cookies")}</p>
      <h2>{t("privacy.changesTitle")}</h2>
      <p>{t("privacy.changes")}</p>
    </StaticPage>
  );
}
