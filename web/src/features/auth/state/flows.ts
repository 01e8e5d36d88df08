import { getDefaultStore } from "jotai";
import { ApiError, errorMessage } from "../../../shared/api/client.ts";
import { startSession } from "../../../shared/session/session.ts";
import { toastError, toastSuccess } from "../../../shared/ui/toast-store.ts";
import * as authApi from "../api/auth-api.ts";
import { ensureRegionAllowed } from "../region/region-check.ts";
import { MOBILE_PREFIX } from "../validation/messages.ts";
import { isMobile } from "../validation/rules.ts";
import { entryScreenAtom, forgotOpenAtom, loginRetryAtAtom, pendingOtpAtom, resendDeadline, resetEntryFlows, setPendingOtp } from "./entry-state.ts";
import { loginRetryAt, otpStepOf } from "./login-refusals.ts";

/**
 * The entry flows of SPEC.md section 4 as plain async steps. Each checks the region first
 * (section 8), reports failures as toasts with the server's message, and returns whether the
 * player is now logged in so the screen can navigate.
 */

const store = getDefaultStore();

function fail(error: unknown): false {
  toastError(errorMessage(error));
  return false;
}

function mobileOf(identifier: string): string {
  const v = identifier.trim();
  return isMobile(v) ? `${MOBILE_PREFIX}${v}` : "";
}

/**
 * Logs in. 'Mobile number not verified.' and the under-attack reply (by their codes) open the OTP modal for the
 * code the server sent instead; a throttled attempt holds the Login button until its wait ends.
 */
export async function login(identifier: string, password: string): Promise<boolean> {
  if (!(await ensureRegionAllowed())) return false;
  try {
    const { token } = await authApi.loginSimple(identifier, password);
    startSession(token);
    resetEntryFlows();
    return true;
  } catch (error) {
    const step = otpStepOf(error);
    if (step && error instanceof ApiError) return startVerification(identifier, error, step === "second-factor");
    store.set(loginRetryAtAtom, loginRetryAt(error));
    return fail(error);
  }
}

/**
 * SPEC.md: the reply triggers an OTP resend and the OTP modal. Our server sends that OTP as part
 * of the same reply (verification and nExpiresIn included), so a second request is only made when
 * the reply carries no verification id. A second factor (the account is under attack) shows the
 * server's explanation in the modal instead of the 'not verified' toast.
 */
async function startVerification(identifier: string, cause: ApiError, secondFactor: boolean): Promise<false> {
  const sMobile = mobileOf(identifier);
  const sEmail = sMobile ? "" : identifier.trim().toLowerCase();
  try {
    const sent = authApi.otpInRefusal(cause.data, cause.verification, cause.message) ?? (await authApi.resendOtp(sMobile ? { sMobile } : { sEmail }));
    setPendingOtp({
      mode: "register",
      sMobile,
      sEmail,
      verification: sent.verification,
      resendAtMs: resendDeadline(sent.expiresInSeconds),
      ...(secondFactor ? { notice: cause.message } : {}),
    });
    // The server's sentence ('Mobile number not verified.'), in the player's language.
    if (!secondFactor) toastError(cause.message);
  } catch (error) {
    fail(error);
  }
  return false;
}

export interface Registration {
  readonly username: string;
  readonly email: string;
  readonly mobile: string;
  readonly password: string;
  readonly gender: "male" | "female";
  readonly referral: string;
}

/** Confirmation Submit: region, referral check (if a code was given), register, then the OTP modal. */
export async function register(form: Registration): Promise<boolean> {
  if (!(await ensureRegionAllowed())) return false;
  try {
    let iReferredBy: string | undefined;
    const code = form.referral.trim();
    if (code) {
      const referral = await authApi.verifyReferral(code);
      // SPEC.md section 5: "A referral message other than 'success.' is shown as a toast."
      if (referral.message && referral.message !== "success.") toastError(referral.message);
      iReferredBy = referral.iReferredBy || undefined;
    }
    const sMobile = `${MOBILE_PREFIX}${form.mobile.trim()}`;
    const sEmail = form.email.trim().toLowerCase();
    const sent = await authApi.register({
      sEmail,
      sPassword: form.password,
      sMobile,
      sUserName: form.username,
      eGender: form.gender,
      ...(iReferredBy ? { iReferredBy } : {}),
    });
    setPendingOtp({ mode: "register", sMobile, sEmail, verification: sent.verification, resendAtMs: resendDeadline(sent.expiresInSeconds) });
    if (sent.message) toastSuccess(sent.message);
    return true;
  } catch (error) {
    return fail(error);
  }
}

/**
 * OTP Submit: verify the mobile (logs in) or reset the password. `mobile` is asked for only when
 * the player logged in by email with an unverified mobile, because verification needs it.
 */
export async function submitOtp(code: string, newPassword: string, mobile = ""): Promise<boolean> {
  const pending = store.get(pendingOtpAtom);
  if (!pending) return false;
  if (!(await ensureRegionAllowed())) return false;
  try {
    if (pending.mode === "reset") {
      const { message } = await authApi.resetPassword(code, newPassword, pending.verification);
      setPendingOtp(null);
      toastSuccess(message || "Password reset successfully.");
      store.set(entryScreenAtom, "login");
      return false;
    }
    const { token } = await authApi.verifyOtp(code, pending.sMobile || `${MOBILE_PREFIX}${mobile}`, pending.verification);
    startSession(token);
    resetEntryFlows();
    return true;
  } catch (error) {
    return fail(error);
  }
}

/** Resend OTP (at 00:00): by mobile, or by email when the account was named by email. */
export async function resendCode(mobile = ""): Promise<void> {
  const pending = store.get(pendingOtpAtom);
  if (!pending || Date.now() < pending.resendAtMs) return;
  if (!(await ensureRegionAllowed())) return;
  const sMobile = pending.sMobile || (isMobile(mobile) ? `${MOBILE_PREFIX}${mobile}` : "");
  try {
    const sent = await authApi.resendOtp(sMobile ? { sMobile } : { sEmail: pending.sEmail });
    setPendingOtp({
      ...pending,
      sMobile: pending.mode === "register" ? sMobile : pending.sMobile,
      verification: sent.verification || pending.verification,
      resendAtMs: resendDeadline(sent.expiresInSeconds),
    });
    toastSuccess(sent.message || "OTP sent successfully.");
  } catch (error) {
    fail(error);
  }
}

/** Forgot Password Submit: the OTP modal opens in reset mode. */
export async function forgotPassword(identifier: string): Promise<boolean> {
  if (!(await ensureRegionAllowed())) return false;
  try {
    const sent = await authApi.forgotPassword(identifier);
    const sMobile = mobileOf(identifier);
    setPendingOtp({
      mode: "reset",
      sMobile,
      sEmail: sMobile ? "" : identifier.trim().toLowerCase(),
      verification: sent.verification,
      resendAtMs: resendDeadline(sent.expiresInSeconds),
    });
    store.set(forgotOpenAtom, false);
    if (sent.message) toastSuccess(sent.message);
    return true;
  } catch (error) {
    return fail(error);
  }
}
