import { useAtomValue } from "jotai";
import { useState, type FormEvent } from "react";
import { formatMinutesSeconds } from "../../../shared/format/countdown.ts";
import { useSecondsUntil } from "../../../shared/ui/countdown-hooks.ts";
import { ConfirmModal } from "../../../shared/ui/confirm-modal.tsx";
import { Modal } from "../../../shared/ui/modal.tsx";
import { PasswordField, TextField } from "../../../shared/ui/text-field.tsx";
import { pendingOtpAtom, setPendingOtp, type PendingOtp } from "../state/entry-state.ts";
import { resendCode, submitOtp } from "../state/flows.ts";
import { validateOtp } from "../validation/forms.ts";
import { LIMITS, MOBILE_PREFIX } from "../validation/messages.ts";
import { cleanMobile, cleanOtp, isCompleteOtp, mobileError } from "../validation/rules.ts";

export const DISCARD_QUESTION = "Are you sure you want to discard the changes?";

function destination(pending: PendingOtp): string {
  if (pending.sMobile) return pending.sMobile.replace(/^\+91/, "+91 ");
  return pending.sEmail;
}

/** Verify OTP (SPEC.md sections 2 and 4): 4-digit code, new password in reset mode, Resend at 00:00. */
export function OtpModal({ onLoggedIn }: { onLoggedIn: () => void }) {
  const pending = useAtomValue(pendingOtpAtom);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [mobile, setMobile] = useState("");
  const [mobileProblem, setMobileProblem] = useState<string | undefined>();
  const [discarding, setDiscarding] = useState(false);
  const secondsLeft = useSecondsUntil(pending?.resendAtMs ?? null);
  if (!pending) return null;
  const reset = pending.mode === "reset";
  // Logged in by email with an unverified mobile: verifying needs the mobile number itself.
  const needsMobile = !reset && !pending.sMobile;
  const formId = "otp-form";

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateOtp(code, reset ? password : null);
    const badMobile = needsMobile ? (mobileError(mobile) ?? undefined) : undefined;
    setPasswordError(errors.password);
    setMobileProblem(badMobile);
    if (errors.otp || errors.password || badMobile) return;
    if (await submitOtp(code, password, mobile)) onLoggedIn();
  };

  return (
    <>
      <Modal
        title={reset ? "Reset Password" : "Verify OTP"}
        onClose={() => setDiscarding(true)}
        size="sm"
        testId="otp-modal"
        footer={
          <button type="submit" form={formId} className="btn btn--primary btn--block" disabled={!isCompleteOtp(code)}>
            Submit
          </button>
        }
      >
        <form id={formId} onSubmit={submit} noValidate className="otp-form">
          {pending.notice && (
            <p className="modal__message" role="status">
              {pending.notice}
            </p>
          )}
          <p className="modal__message">
            Enter the 4-digit OTP sent to <strong>{needsMobile ? "your registered mobile number" : destination(pending)}</strong>.
          </p>
          {needsMobile && (
            <TextField
              label="Registered mobile number"
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              prefix={MOBILE_PREFIX}
              value={mobile}
              error={mobileProblem}
              onChange={(e) => {
                setMobile(cleanMobile(e.target.value));
                setMobileProblem(undefined);
              }}
            />
          )}
          <TextField
            label="OTP"
            name="otp"
            className="field--otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            value={code}
            // Cleaning keeps 4 digits; no maxLength, so a pasted "12 34" is not cut to "12 3".
            onChange={(e) => setCode(cleanOtp(e.target.value))}
          />
          {reset && (
            <PasswordField
              label="New password"
              name="newPassword"
              autoComplete="new-password"
              value={password}
              error={passwordError}
              onChange={(e) => {
                setPassword(e.target.value);
                setPasswordError(undefined);
              }}
              maxLength={LIMITS.passwordFieldMax}
            />
          )}
          <div className="otp-form__resend">
            <span className="otp-form__timer" aria-live="off" data-testid="otp-countdown">
              {formatMinutesSeconds(secondsLeft)}
            </span>
            <button type="button" className="link-button" disabled={secondsLeft > 0} onClick={() => void resendCode(mobile)}>
              Resend OTP
            </button>
          </div>
          {secondsLeft > 0 && <p className="field__hint">You can ask for a new OTP when the timer reaches 00:00.</p>}
        </form>
      </Modal>
      {discarding && (
        <ConfirmModal
          title="Discard changes"
          message={DISCARD_QUESTION}
          onConfirm={() => {
            setDiscarding(false);
            setPendingOtp(null);
          }}
          onCancel={() => setDiscarding(false)}
          testId="discard-confirm"
        />
      )}
    </>
  );
}
