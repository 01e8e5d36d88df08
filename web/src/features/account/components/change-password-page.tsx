import "./account.css";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "../../../shared/api/client.ts";
import { clearSession } from "../../../shared/session/clear-session.ts";
import { AccountShell } from "../../../shared/ui/account-shell.tsx";
import { PasswordField } from "../../../shared/ui/text-field.tsx";
import { toastError, toastSuccess } from "../../../shared/ui/toast-store.ts";
import { changePassword } from "../api/account-api.ts";
import { canSubmitPasswords, LOGOUT_AFTER_MS, PASSWORD_CHANGED, validatePasswords, type PasswordValues } from "../model/change-password.ts";

/**
 * /change-password (SPEC.md sections 2, 4 and 5). Messages show as each field is left or edited;
 * Submit is enabled only when all three are filled without errors. On success the token is
 * removed and the player is logged out after 2 s (the server has already ended every session).
 */
export default function ChangePasswordPage() {
  const [values, setValues] = useState<PasswordValues>({ current: "", next: "", repeat: "" });
  const [touched, setTouched] = useState<Partial<Record<keyof PasswordValues, boolean>>>({});
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const errors = validatePasswords(values);
  const shown = (key: keyof PasswordValues) => (touched[key] ? errors[key] : undefined);
  const field = (key: keyof PasswordValues) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [key]: e.target.value }));
      setTouched((t) => ({ ...t, [key]: true }));
    },
    onBlur: () => setTouched((t) => ({ ...t, [key]: true })),
    error: shown(key),
    maxLength: 16,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ current: true, next: true, repeat: true });
    if (!canSubmitPasswords(values) || done) return;
    try {
      toastSuccess((await changePassword(values.current, values.next, values.repeat)) || PASSWORD_CHANGED, LOGOUT_AFTER_MS + 1000);
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
    <AccountShell title="Change Password" testId="change-password">
      <form className="panel narrow-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Change password">
        <PasswordField label="Current password" autoComplete="current-password" {...field("current")} />
        <PasswordField label="New password" autoComplete="new-password" {...field("next")} hint="8 to 12 characters with an upper-case and a lower-case letter, a digit and a special character." />
        <PasswordField label="Repeat new password" autoComplete="new-password" {...field("repeat")} />
        <button type="submit" className="btn btn--primary" disabled={!canSubmitPasswords(values) || done}>
          Submit
        </button>
      </form>
    </AccountShell>
  );
}
