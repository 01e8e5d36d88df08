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
import { useTranslation } from "react-i18next";
import { AUTH } from "../i18n/index.ts";
import { knownText } from "../../../shared/i18n/i18n.ts";
import { MESSAGES } from "../validation/messages.ts";
import english from "../i18n/en.ts";
import { cleanMobile, cleanOtp, isCompleteOtp, mobileError } from "../validation/rules.ts";

export const DISCARD_QUESTION = english.otp.discardQuestion;

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
  const { t } = useTranslation(AUTH);
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
        title={reset ? t("otp.resetTitle") : t("otp.verifyTitle")}
        onClose={() => setDiscarding(true)}
        size="sm"
        testId="otp-modal"
        footer={
          <button type="submit" form={formId} className="btn btn--primary btn--block" disabled={!isCompleteOtp(code)}>
            {t("otp.submit")}
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
            {t("otp.sentBefore")}
            <strong>{needsMobile ? t("otp.yourMobile") : destination(pending)}</strong>
            {t("otp.sentAfter")}
          </p>
          {needsMobile && (
            <TextField
              label={t("otp.mobile")}
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              prefix={MOBILE_PREFIX}
              value={mobile}
              error={knownText(t, "validation", MESSAGES, mobileProblem)}
              onChange={(e) => {
                setMobile(cleanMobile(e.target.value));
                setMobileProblem(undefined);
              }}
            />
          )}
          <TextField
            label={t("otp.code")}
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
              label={t("otp.newPassword")}
              name="newPassword"
              autoComplete="new-password"
              value={password}
              error={knownText(t, "validation", MESSAGES, passwordError)}
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
              {t("otp.resend")}
            </button>
          </div>
          {secondsLeft > 0 && <p className="field__hint">{t("otp.resendHint")}</p>}
        </form>
      </Modal>
      {discarding && (
        <ConfirmModal
          title={t("otp.discardTitle")}
          message={t("otp.discardQuestion")}
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
