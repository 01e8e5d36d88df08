import { BRAND, telHref } from "../../../shared/config/brand.ts";
import { DemoMark, useOperatorContact } from "../../../shared/config/operator-contact.tsx";
import { StaticPage } from "../layout/static-page.tsx";
import { ContactForm } from "./contact-form.tsx";

/** Contact Us (SPEC.md section 2): intro, Chandigarh office, email and toll-free number; the form. */
export default function ContactPage() {
  const contact = useOperatorContact();
  return (
    <StaticPage title="Contact Us" lead="Questions about your account, a game or a payment? We are here to help.">
      <div className="contact">
        <div className="contact__info">
          <p>
            Tell us your registered mobile number or email and, for a game, the table or tournament id. We answer most questions within one
            working day.
          </p>
          <dl className="details">
            <dt>Corporate office</dt>
            <dd>{BRAND.officeAddress}</dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
              <DemoMark contact={contact} />
            </dd>
            <dt>Toll-free</dt>
            <dd>
              <a href={telHref(contact.helpline)}>{contact.helpline}</a>
              <DemoMark contact={contact} /> ({BRAND.supportHours})
            </dd>
          </dl>
          <p className="fine-print">Logged-in players can also raise a ticket with attachments from Report a problem in their account.</p>
        </div>
        <ContactForm />
      </div>
    </StaticPage>
  );
}
