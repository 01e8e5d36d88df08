import { useSetAtom } from "jotai";
import { useState, type FormEvent } from "react";
import { Modal } from "../../../shared/ui/modal.tsx";
import { TextField } from "../../../shared/ui/text-field.tsx";
import { forgotOpenAtom } from "../state/entry-state.ts";
import { forgotPassword } from "../state/flows.ts";
import { validateForgot } from "../validation/forms.ts";
import { LIMITS } from "../validation/messages.ts";

/** Forgot Password: one field for email or mobile; Submit, and the Enter key submits too. */
export function ForgotPasswordModal() {
  const setOpen = useSetAtom(forgotOpenAtom);
  const [identifier, setIdentifier] = useState("");
  const [error, setError] = useState<string | undefined>();
  const formId = "forgot-password-form";

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateForgot(identifier).identifier;
    setError(found);
    if (!found) await forgotPassword(identifier);
  };

  return (
    <Modal
      title="Forgot Password"
      onClose={() => setOpen(false)}
      size="sm"
      testId="forgot-password"
      footer={
        <button type="submit" form={formId} className="btn btn--primary btn--block">
          Submit
        </button>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <p className="modal__message">Enter the email or mobile number of your account. We will send you an OTP to set a new password.</p>
        <TextField
          label="Email or mobile number"
          name="identifier"
          autoComplete="username"
          value={identifier}
          error={error}
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
