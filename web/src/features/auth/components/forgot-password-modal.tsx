import { useSetAtom } from "jotai";
import { useState, type FormEvent } from "react";
import { Modal } from "../../../shared/ui/modal.tsx";
import { TextField } from "../../../shared/ui/text-field.tsx";
import { forgotOpenAtom } from "../state/entry-state.ts";
import { forgotPassword } from "../state/flows.ts";
import { validateForgot } from "../validation/forms.ts";
import { useTranslation } from "react-i18next";
import { AUTH } from "../i18n/index.ts";
import { knownText } from "../../../shared/i18n/i18n.ts";
import { LIMITS, MESSAGES } from "../validation/messages.ts";

/** Forgot Password: one field for email or mobile; Submit, and the Enter key submits too. */
export function ForgotPasswordModal() {
  const setOpen = useSetAtom(forgotOpenAtom);
  const [identifier, setIdentifier] = useState("");
  const [error, setError] = useState<string | undefined>();
  const formId = "forgot-password-form";
  const { t } = useTranslation(AUTH);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateForgot(identifier).identifier;
    setError(found);
    if (!found) await forgotPassword(identifier);
  };

  return (
    <Modal
      title={t("forgot.title")}
      onClose={() => setOpen(false)}
      size="sm"
      testId="forgot-password"
      footer={
        <button type="submit" form={formId} className="btn btn--primary btn--block">
          {t("forgot.submit")}
        </button>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <p className="modal__message">{t("forgot.message")}</p>
        <TextField
          label={t("forgot.identifier")}
          name="identifier"
          autoComplete="username"
          value={identifier}
          error={knownText(t, "validation", MESSAGES, error)}
          onChange={(e) => {
            setIdentifier(e.target.value);
            setError(undefined);
          }}
          maxLength={LIMITS.emailMax}
        />
      </form>
    </Modal>
  );
}
