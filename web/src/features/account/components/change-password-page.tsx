import "./account.css";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { knownText } from "../../../shared/i18n/i18n.ts";
import { useTranslation } from "react-i18next";
import { ACCOUNT } from "../i18n/index.ts";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "../../../shared/api/client.ts";
import { clearSession } from "../../../shared/session/clear-session.ts";
import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import { PasswordField } from "../../../shared/ui/text-field.tsx";
import { toastError, toastSuccess } from "../../../shared/ui/toast-store.ts";
import { changePassword } from "../api/account-api.ts";
import { canSubmitPasswords, LOGOUT_AFTER_MS, PASSWORD_CHANGED, PASSWORD_MESSAGES, validatePasswords, type PasswordValues } from "../model/change-password.ts";

/**
 * /change-password (SPEC.md sections 2, 4 and 5). Messages show as each field is left or edited;
 * Submit is enabled only when all three are filled without errors. On success the token is
 * removed and the player is logged out after 2 s (the server has already ended every session).
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation(ACCOUNT);
  const [values, setValues] = useState<PasswordValues>({ current: "", next: "", repeat: "" });
  const [touched, setTouched] = useState<Partial<Record<keyof PasswordValues, boolean>>>({});
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const errors = validatePasswords(values);
  const shown = (key: keyof PasswordValues) => (touched[key] ? knownText(t, "passwordMessages", PASSWORD_MESSAGES, errors[key]) : undefined);
  const field = (key: keyof PasswordValues) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [key]: e.target.value }));
      setTouched((was) => ({ ...was, [key]: true }));
    },
    onBlur: () => setTouched((was) => ({ ...was, [key]: true })),
    error: shown(key),
    maxLength: 16,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ current: true, next: true, repeat: true });
    if (!canSubmitPasswords(values) || done) return;
    try {
      toastSuccess(knownText(t, "password", { changed: PASSWORD_CHANGED }, (await changePassword(values.current, values.next, values.repeat)) || PASSWORD_CHANGED), LOGOUT_AFTER_MS + 1000);
      setDone(true);
      timer.current = window.setTimeout(() => {
        clearSession();
        navigate("/", { replace: true });
      }, LOGOUT_AFTER_MS);
    } catch (error) {
      toastError(errorMessage(error));
    }
  };

  return (
    <AccountShell title={t("password.title")} testId="change-password">
      <form className="panel narrow-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t("password.title")}>
        <PasswordField label={t("password.current")} autoComplete="current-password" {...field("current")} />
        <PasswordField label={t("password.next")} autoComplete="new-password" {...field("next")} hint={t("password.nextHint")} />
        <PasswordField label={t("password.repeat")} autoComplete="new-password" {...field("repeat")} />
        <button type="submit" className="btn btn--primary" disabled={!canSubmitPasswords(values) || done}>
          {t("submit")}
        </button>
      </form>
    </AccountShell>
  );
}
