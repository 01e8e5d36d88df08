import { useAtomValue, useSetAtom } from "jotai";
import { useState, type FormEvent } from "react";
import { formatMinutesSeconds } from "../../../shared/format/countdown.ts";
import { useSecondsUntil } from "../../../shared/ui/countdown-hooks.ts";
import { PasswordField, TextField } from "../../../shared/ui/text-field.tsx";
import { forgotOpenAtom, loginRetryAtAtom } from "../state/entry-state.ts";
import { login } from "../state/flows.ts";
import { hasErrors, validateLogin, type FieldErrors, type LoginValues } from "../validation/forms.ts";
import { LIMITS } from "../validation/messages.ts";
import { useTranslation } from "react-i18next";
import { AUTH } from "../i18n/index.ts";
import { knownText } from "../../../shared/i18n/i18n.ts";
import { MESSAGES } from "../validation/messages.ts";
import { focusFirstError } from "./focus-first-error.ts";

/**
 * The 'log in' tab: mobile or email, password with show/hide, 'Forget password?', Login. After a
 * throttled attempt Login waits, with a countdown, for as long as the server said.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [values, setValues] = useState<LoginValues>({ identifier: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const openForgot = useSetAtom(forgotOpenAtom);
  const waitSeconds = useSecondsUntil(useAtomValue(loginRetryAtAtom));
  const { t } = useTranslation(AUTH);
  const says = (text: string | undefined) => knownText(t, "validation", MESSAGES, text);

  const edit = (field: keyof LoginValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (hasErrors(found)) return focusFirstError(event.currentTarget);
    if (waitSeconds > 0) return;
    if (await login(values.identifier, values.password)) onLoggedIn();
  };

  return (
    <form className="entry-form" onSubmit={submit} noValidate aria-label={t("login.form")}>
      <TextField
        label={t("login.identifier")}
        name="identifier"
        autoComplete="username"
        inputMode="email"
        value={values.identifier}
        error={says(errors.identifier)}
        onChange={(e) => edit("identifier", e.target.value)}
        maxLength={LIMITS.emailMax}
      />
      <PasswordField
        label={t("login.password")}
        name="password"
        autoComplete="current-password"
        value={values.password}
        error={says(errors.password)}
        onChange={(e) => edit("password", e.target.value)}
        maxLength={LIMITS.passwordFieldMax}
      />
      <div className="entry-form__row entry-form__row--end">
        <button type="button" className="link-button" onClick={() => openForgot(true)}>
          {t("login.forgot")}
        </button>
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={waitSeconds > 0}>
        {t("login.submit")}
      </button>
      {waitSeconds > 0 && (
        <p className="field__hint" role="status" data-testid="login-wait">
          {t("login.wait", { time: formatMinutesSeconds(waitSeconds) })}
        </p>
      )}
    </form>
  );
}
