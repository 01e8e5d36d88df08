import { ApiError, errorMessage, type ApiReply } from "../../../shared/api/client.ts";
import { toastError } from "../../../shared/ui/toast-store.ts";
import { withRetries } from "../model/status-retry.ts";
import { walletT } from "./transaction-rows.tsx";

export const STATUS_FAILED = "Failed to check withdrawal status";
export const REQUEST_FAILED = "Withdrawal request failed";
/** SPEC.md section 9: payout redirect 3 s. */
export const REDIRECT_AFTER_MS = 3000;

/**
 * A status check with SPEC.md's 3 attempts, 1 s apart (sections 4 and 8). Returns the reply on
 * status 200; otherwise shows the server's message, or the generic one, and returns null.
 */
export async function checkStatus(check: () => Promise<ApiReply<unknown>>): Promise<ApiReply<unknown> | null> {
  try {
    return await withRetries(check);
  } catch (error) {
    toastError(error instanceof ApiError && error.message ? errorMessage(error) : walletT()("messages.statusFailed"));
    return null;
  }
}

/** The payout request itself: the server's message, or 'Withdrawal request failed'. */
export function payoutFailed(error: unknown): void {
  toastError(error instanceof ApiError && error.message ? errorMessage(error) : walletT()("messages.requestFailed"));
}

/** A device id for UPI disbursements (SPEC.md: sDeviceId), kept per browser. */
export function deviceId(): string {
  const key = "DeviceId";
  try {
    const saved = localStorage.getItem(key);
    if (saved) return saved;
    const id = typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `web-${Date.now().toString(36)}`;
    localStorage.setItem(key, id);
    return id;
  } catch {
    return "web";
  }
}
