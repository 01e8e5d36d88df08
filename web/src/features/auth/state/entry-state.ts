import { atom, getDefaultStore } from "jotai";
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from "../../../shared/session/storage-keys.ts";
import { LIMITS } from "../validation/messages.ts";

/** Which entry-flow screens are open. Nothing here is React; the components only read the atoms. */

export type EntryTab = "login" | "register";

/** The entry screen and its tab; null when closed. Register is the default tab (SPEC.md section 2). */
export const entryScreenAtom = atom<EntryTab | null>(null);
export const forgotOpenAtom = atom(false);
/** Until when a throttled login must wait (epoch ms), from the server's nRetryAfter; null when it need not. */
export const loginRetryAtAtom = atom<number | null>(null);

/**
 * A registration (or unverified login) or a password reset waiting for its OTP. Kept in
 * localStorage with its countdown deadline, so a reload reopens the OTP modal where it was.
 */
export interface PendingOtp {
  readonly mode: "register" | "reset";
  /** +91XXXXXXXXXX, or "" when the account was named by email only. */
  readonly sMobile: string;
  readonly sEmail: string;
  readonly verification: string;
  /** When Resend becomes available (epoch ms). */
  readonly resendAtMs: number;
  /** Why the code was asked for, shown in the modal (a login while the account is under attack). */
  readonly notice?: string;
}

function isPending(value: unknown): value is PendingOtp {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v["mode"] === "register" || v["mode"] === "reset") &&
    typeof v["sMobile"] === "string" &&
    typeof v["sEmail"] === "string" &&
    typeof v["verification"] === "string" &&
    typeof v["resendAtMs"] === "number" &&
    (v["notice"] === undefined || typeof v["notice"] === "string")
  );
}

export function loadPendingOtp(): PendingOtp | null {
  const saved = readStorage(STORAGE_KEYS.pendingOtp);
  if (!saved) return null;
  try {
    const parsed: unknown = JSON.parse(saved);
    return isPending(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export const pendingOtpAtom = atom<PendingOtp | null>(loadPendingOtp());

const store = getDefaultStore();

export function setPendingOtp(pending: PendingOtp | null): void {
  if (pending) {
    writeStorage(STORAGE_KEYS.pendingOtp, JSON.stringify(pending));
    if (pending.sEmail) writeStorage(STORAGE_KEYS.email, pending.sEmail);
  } else {
    removeStorage(STORAGE_KEYS.pendingOtp);
    removeStorage(STORAGE_KEYS.email);
  }
  store.set(pendingOtpAtom, pending);
}

/**
 * When Resend opens for a code just sent: SPEC.md's 180 s countdown, or the server's own
 * nExpiresIn when it says (a repeated request gets the live code and the seconds it has left).
 */
export const resendDeadline = (expiresInSeconds: number | null = null, nowMs = Date.now()) =>
  nowMs + (expiresInSeconds ?? LIMITS.otpCountdownSeconds) * 1000;

/** Closes every entry-flow screen (after login, and when 'Got It' clears storage). */
export function resetEntryFlows(): void {
  setPendingOtp(null);
  store.set(loginRetryAtAtom, null);
  store.set(entryScreenAtom, null);
  store.set(forgotOpenAtom, false);
}
