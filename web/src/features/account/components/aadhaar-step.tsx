import { useEffect, useRef, useState } from "react";
import { i18n, knownText } from "../../../shared/i18n/i18n.ts";
import { useTranslation } from "react-i18next";
import { ACCOUNT } from "../i18n/index.ts";
import { useSearchParams } from "react-router-dom";
import { ApiError, errorMessage } from "../../../shared/api/client.ts";
import { refreshProfile } from "../../../shared/session/profile.ts";
import { TextField } from "../../../shared/ui/text-field.tsx";
import { toastError } from "../../../shared/ui/toast-store.ts";
import { digilockerStatus, sendAadhaarOtp, startDigilocker, verifyAadhaarOtp } from "../api/account-api.ts";
import { aadhaarError, cleanAadhaar, cleanOtp, KYC_MESSAGES, otpError } from "../model/kyc-form.ts";
import type { AccountProfile } from "../model/profile-view.ts";
import { profileFailure, profileSuccess } from "./profile-toast.ts";

export const AADHAAR_UPDATED = "Aadhaar KYC status updated";
export const STATUS_CHECK_FAILED = "Status check failed";
export const DIGILOCKER_ERROR = "Digilocker Error";
const accountT = () => i18n.getFixedT(null, ACCOUNT);

/**
 * DigiLocker consent happens on the provider's page and comes back to /my-account?myProfile=kyc
 * with a request_id. The Aadhaar number the status check needs is kept for that round trip in
 * this tab's sessionStorage only, and removed as soon as the check answers.
 */
const PENDING_KEY = "DigilockerPending";

interface PendingDigilocker {
  readonly aadhaar: string;
  readonly requestId: string;
}

function readPending(): PendingDigilocker | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? "null") as PendingDigilocker | null;
    return value && typeof value.aadhaar === "string" && typeof value.requestId === "string" ? value : null;
  } catch {
    return null;
  }
}

function writePending(value: PendingDigilocker | null): void {
  try {
    if (value) sessionStorage.setItem(PENDING_KEY, JSON.stringify(value));
    else sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Without session storage the player enters the number again on return.
  }
}

function useDigilockerReturn(onWaiting: (waiting: boolean) => void) {
  const [params, setParams] = useSearchParams();
  const returned = params.get("request_id");
  const checked = useRef(false);

  const check = async () => {
    const pending = readPending();
    if (!pending) return;
    try {
      const reply = await digilockerStatus(pending.aadhaar, pending.requestId);
      if (reply.pending) {
        onWaiting(true);
        return;
      }
      writePending(null);
      onWaiting(false);
      profileSuccess(reply.message || accountT()("kyc.updated"));
    } catch (error) {
      if (error instanceof ApiError && error.status !== null) writePending(null);
      onWaiting(false);
      profileFailure(error, accountT()("kyc.statusFailed"));
    }
    await refreshProfile().catch(() => null);
  };

  useEffect(() => {
    if (checked.current || !returned) return;
    checked.current = true;
    // Drop request_id from the address so a reload does not check again.
    const next = new URLSearchParams(params);
    next.delete("request_id");
    setParams(next, { replace: true });
    void check();
    // Runs once, on the return from DigiLocker; `check` reads storage, not state.
  }, [returned]);
  return check;
}

/** Step 2: Aadhaar by OTP, or through DigiLocker. */
export function AadhaarStep({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation(ACCOUNT);
  const says = (text: string | undefined) => knownText(t, "messages", KYC_MESSAGES, text);
  const [aadhaar, setAadhaar] = useState(() => readPending()?.aadhaar ?? "");
  const [otp, setOtp] = useState("");
  const [requestId, setRequestId] = useState("");
  const [errors, setErrors] = useState<{ aadhaar?: string; otp?: string }>({});
  const [waiting, setWaiting] = useState(() => readPending() !== null);
  const checkAgain = useDigilockerReturn(setWaiting);

  if (profile.kyc.bAadhaarVerified) {
    return (
      <p className="kyc-done">
        <span aria-hidden="true">✓</span> {t("kyc.aadhaarVerified")}
      </p>
    );
  }

  const validAadhaar = (): boolean => {
    const problem = aadhaarError(aadhaar);
    setErrors({ aadhaar: problem ?? undefined });
    return !problem;
  };

  const sendOtp = async () => {
    if (!validAadhaar()) return;
    try {
      const reply = await sendAadhaarOtp(aadhaar);
      setRequestId(reply.requestId);
      profileSuccess(reply.message);
    } catch (error) {
      profileFailure(error);
      await refreshProfile().catch(() => null);
    }
  };

  const verify = async () => {
    const problem = otpError(otp);
    setErrors({ otp: problem ?? undefined });
    if (problem) return;
    try {
      profileSuccess((await verifyAadhaarOtp(aadhaar, otp, requestId)).message || t("kyc.updated"));
      setRequestId("");
      setOtp("");
    } catch (error) {
      profileFailure(error);
    }
    await refreshProfile().catch(() => null);
  };

  const digilocker = async () => {
    if (!validAadhaar()) return;
    try {
      const reply = await startDigilocker();
      if (!reply.url) throw new Error(DIGILOCKER_ERROR);
      writePending({ aadhaar, requestId: reply.requestId });
      window.location.assign(reply.url);
    } catch (error) {
      toastError(t("kyc.digilockerFailed", { reason: error instanceof ApiError ? errorMessage(error) : t("kyc.digilockerError") }));
    }
  };

  return (
    <div className="kyc-step" role="group" aria-labelledby="aadhaar-title">
      <h3 id="aadhaar-title">{t("kyc.aadhaarStep")}</h3>
      {waiting && (
        <div className="notice" role="status">
          <p>{t("kyc.waiting")}</p>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => void checkAgain()}>
            {t("kyc.checkAgain")}
          </button>
        </div>
      )}
      <TextField
        label={t("kyc.aadhaarNumber")}
        inputMode="numeric"
        value={aadhaar}
        onChange={(e) => {
          setAadhaar(cleanAadhaar(e.target.value));
          setRequestId("");
        }}
        maxLength={12}
        autoComplete="off"
        error={says(errors.aadhaar)}
        hint={t("kyc.aadhaarHint")}
      />
      {requestId ? (
        <div className="inline-form">
          <TextField label={t("kyc.aadhaarOtp")} inputMode="numeric" value={otp} onChange={(e) => setOtp(cleanOtp(e.target.value))} maxLength={6} autoComplete="one-time-code" error={says(errors.otp)} />
          <button type="button" className="btn btn--primary" onClick={() => void verify()}>
            {t("kyc.verifyOtp")}
          </button>
        </div>
      ) : (
        <div className="panel__actions">
          <button type="button" className="btn btn--primary" onClick={() => void sendOtp()}>
            {t("kyc.getOtp")}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => void digilocker()}>
            {t("kyc.digilocker")}
          </button>
        </div>
      )}
    </div>
  );
}
