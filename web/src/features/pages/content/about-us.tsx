import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { BRAND } from "../../../shared/config/brand.ts";
import { COMMON } from "../../../shared/i18n/common.ts";
import { DemoMark, useOperatorContact } from "../../../shared/config/operator-contact.tsx";
import { listStates, usePublicSettings } from "../hooks/use-public-settings.ts";
import { StaticPage } from "../layout/static-page.tsx";
import { CONTENT } from "./i18n/index.ts";

export default function AboutUs() {
  const { t } = useTranslation(CONTENT);
  const { t: common } = useTranslation(COMMON);
  const contact = useOperatorContact();
  const { restrictedStates, moneyGamesEnabled } = usePublicSettings();
  return (
    <StaticPage title={t("about.title")} lead={t("about.lead")}>
      <h2>{t("about.offerTitle")}</h2>
      <p>{t("about.offer", { brand: BRAND.name })}</p>
      <h2>{t("about.todayTitle")}</h2>
      <p>
        {moneyGamesEnabled ? t("about.cashOpen", { states: listStates(restrictedStates) }) : t("about.cashOff")}
        <Trans t={t} i18nKey="about.readMore" components={{ legality: <Link to="/legality" /> }} />
      </p>
      <h2>{t("about.fairTitle")}</h2>
      <ul>
        <li>{t("about.fair1")}</li>
        <li>{t("about.fair2")}</li>
        <li>{t("about.fair3")}</li>
        <li>{t("about.fair4")}</li>
      </ul>
      <h2>{t("about.responsibleTitle")}</h2>
      <p>
        <Trans t={t} i18nKey="about.responsible" components={{ contact: <Link to="/contact-support" /> }} />
      </p>
      <h2>{t("about.contactTitle")}</h2>
      <p>
        {BRAND.officeAddress}
        {t("about.email")}
        <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
        <DemoMark contact={contact} />
        {t("about.tollFree")}
        {contact.helpline}
        <DemoMark contact={contact} /> ({common("operator.hours")}).
      </p>
    </StaticPage>
  );
}
