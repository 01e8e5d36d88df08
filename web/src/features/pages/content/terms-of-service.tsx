import { Fragment } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { BRAND } from "../../../shared/config/brand.ts";
import { useOperatorContact } from "../../../shared/config/operator-contact.tsx";
import { listStates, usePublicSettings } from "../hooks/use-public-settings.ts";
import { StaticPage, POLICY_DATE } from "../layout/static-page.tsx";
import { CONTENT } from "./i18n/index.ts";

const SECTIONS = ["eligibility", "account", "cash", "fair", "rules", "money", "interruptions", "closure", "liability", "changes", "law"] as const;

/** The links the terms' sentences carry, by their tag in the catalogue. */
const LINKS = {
  legality: <Link to="/legality" />,
  rules: <Link to="/how-to-play" />,
  withdrawal: <Link to="/withdrawal-policy" />,
  gst: <Link to="/GST" />,
  tds: <Link to="/TDS" />,
  refunds: <Link to="/refunds-cancellations" />,
};

export default function TermsOfService() {
  const { t } = useTranslation(CONTENT);
  const contact = useOperatorContact();
  const { restrictedStates } = usePublicSettings();
  const values = { states: listStates(restrictedStates), email: contact.supportEmail };
  return (
    <StaticPage title={t("terms.title")} updated={POLICY_DATE} lead={t("terms.lead", { brand: BRAND.name })}>
      {SECTIONS.map((section) => (
        <Fragment key={section}>
          <h2>{t(`terms.sections.${section}.title`)}</h2>
          <p>
            <Trans t={t} i18nKey={`terms.sections.${section}.text`} values={values} components={{ ...LINKS, mail: <a href={`mailto:${contact.supportEmail}`} /> }} />
          </p>
        </Fragment>
      ))}
    </StaticPage>
  );
}
