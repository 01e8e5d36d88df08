import { useTranslation } from "react-i18next";
import { BRAND, telHref } from "../../../shared/config/brand.ts";
import { COMMON } from "../../../shared/i18n/common.ts";
import { DemoMark, useOperatorContact } from "../../../shared/config/operator-contact.tsx";
import { CONTENT } from "../content/i18n/index.ts";
import { StaticPage } from "../layout/static-page.tsx";
import { ContactForm } from "./contact-form.tsx";

/** Contact Us (SPEC.md section 2): intro, Chandigarh office, email and toll-free number; the form. */
export default function ContactPage() {
  const { t } = useTranslation(CONTENT);
  const { t: common } = useTranslation(COMMON);
  const contact = useOperatorContact();
  return (
    <StaticPage title={t("contact.title")} lead={t("contact.lead")}>
      <div className="contact">
        <div className="contact__info">
          <p>{t("contact.intro")}</p>
          <dl className="details">
            <dt>{t("contact.office")}</dt>
            <dd>{BRAND.officeAddress}</dd>
            <dt>{t("contact.email")}</dt>
            <dd>
              <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
              <DemoMark contact={contact} />
            </dd>
            <dt>{t("contact.tollFree")}</dt>
            <dd>
              <a href={telHref(contact.helpline)}>{contact.helpline}</a>
              <DemoMark contact={contact} /> ({common("operator.hours")})
            </dd>
          </dl>
          <p className="fine-print">{t("contact.ticket")}</p>
        </div>
        <ContactForm />
      </div>
    </StaticPage>
  );
}
