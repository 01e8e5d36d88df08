import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { PasswordField, TextField } from "../../../shared/ui/text-field.tsx";
import { useUnloadWarning } from "../hooks/use-unload-warning.ts";
import { hasErrors, validateRegister, type FieldErrors, type RegisterField, type RegisterValues } from "../validation/forms.ts";
import { LIMITS, MOBILE_PREFIX } from "../validation/messages.ts";
import { cleanMobile, cleanUsername, usernameLiveHint } from "../validation/rules.ts";
import { useTranslation } from "react-i18next";
import { AUTH } from "../i18n/index.ts";
import { knownText } from "../../../shared/i18n/i18n.ts";
import { MESSAGES } from "../validation/messages.ts";
import { focusFirstError } from "./focus-first-error.ts";

export const EMPTY_REGISTRATION: RegisterValues = {
  username: "",
  email: "",
  mobile: "",
  password: "",
  gender: "male",
  referral: "",
  agreed: false,
};

const hasInput = (v: RegisterValues) => [v.username, v.email, v.mobile, v.password, v.referral].some((s) => s !== "") || v.agreed;

export interface RegisterFormProps {
  readonly active: boolean;
  /** Called with valid values; the entry screen then asks for confirmation. */
  readonly onValid: (values: RegisterValues) => void;
}

/** The 'register' tab (SPEC.md sections 2 and 5). */
export function RegisterForm({ active, onValid }: RegisterFormProps) {
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  useUnloadWarning(active && hasInput(values));
  const { t } = useTranslation(AUTH);
  const says = (text: string | undefined) => knownText(t, "validation", MESSAGES, text);

  const edit = <K extends keyof RegisterValues>(field: K, value: RegisterValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!values.agreed) return;
    const found = validateRegister(values);
    setErrors(found);
    if (hasErrors(found)) return focusFirstError(event.currentTarget);
    onValid(values);
  };

  return (
    <form className="entry-form" onSubmit={submit} noValidate aria-label={t("register.form")}>
      <TextField
        label={t("register.username")}
        name="username"
        autoComplete="username"
        value={values.username}
        error={says(errors.username ?? usernameLiveHint(values.username) ?? undefined)}
        onChange={(e) => edit("username", cleanUsername(e.target.value))}
        maxLength={LIMITS.usernameMax}
      />
      <TextField
        label={t("register.email")}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={says(errors.email)}
        onChange={(e) => edit("email", e.target.value.toLowerCase())}
        maxLength={LIMITS.emailMax}
      />
      <TextField
        label={t("register.mobile")}
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix={MOBILE_PREFIX}
        value={values.mobile}
        error={says(errors.mobile)}
        // No maxLength: a pasted "98765 43210" must be cleaned before it is cut to 10 digits.
        onChange={(e) => edit("mobile", cleanMobile(e.target.value))}
      />
      <PasswordField
        label={t("register.password")}
        name="password"
        autoComplete="new-password"
        value={values.password}
        error={says(errors.password)}
        hint={t("register.passwordHint")}
        onChange={(e) => edit("password", e.target.value)}
        maxLength={LIMITS.passwordFieldMax}
      />
      <fieldset className="entry-form__gender">
        <legend className="field__label">{t("register.gender")}</legend>
        {(["male", "female"] as const).map((g) => (
          <label key={g} className="radio">
            <input type="radio" name="gender" value={g} checked={values.gender === g} onChange={() => edit("gender", g)} />
            <span>{g === "male" ? t("register.male") : t("register.female")}</span>
          </label>
        ))}
      </fieldset>
      <TextField
        label={t("register.referral")}
        name="referral"
        autoComplete="off"
        value={values.referral}
        onChange={(e) => edit("referral", e.target.value.trim())}
        maxLength={LIMITS.referralMax}
      />
      <label className="checkbox">
        <input type="checkbox" name="agreed" checked={values.agreed} onChange={(e) => edit("agreed", e.target.checked)} />
        <span>
          {t("register.agreeBefore")}
          <Link to="/terms-of-service" target="_blank" rel="noopener">
            {t("register.terms")}
          </Link>
          {t("register.agreeAnd")}
          <Link to="/privacy" target="_blank" rel="noopener">
            {t("register.privacy")}
          </Link>
          {t("register.agreeAfter")}
        </span>
      </label>
      <button type="submit" className="btn btn--primary btn--block" disabled={!values.agreed}>
        {t("register.submit")}
      </button>
    </form>
  );
}
