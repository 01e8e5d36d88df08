import { atom, getDefaultStore } from "jotai";
import { endLogout } from "./logout-intent.ts";
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from "./storage-keys.ts";

/**
 * The login session: the token from localStorage `Token` (SPEC.md section 6). The atom mirrors
 * storage so React re-renders on login and logout; storage stays the source of truth so a reload
 * or a second tab sees the same session.
 */
export const tokenAtom = atom<string | null>(readStorage(STORAGE_KEYS.token));

const store = getDefaultStore();

export function currentToken(): string | null {
  return readStorage(STORAGE_KEYS.token);
}

export function startSession(token: string): void {
  endLogout();
  writeStorage(STORAGE_KEYS.token, token);
  store.set(tokenAtom, token);
}

/** Clears the token, the saved user data and the email (SPEC.md section 8), keeping other state. */
export function endSession(): void {
  removeStorage(STORAGE_KEYS.token);
  removeStorage(STORAGE_KEYS.user);
  removeStorage(STORAGE_KEYS.email);
  store.set(tokenAtom, null);
}

/** Keeps this tab in step when another tab logs in or out. */
export function followSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token) store.set(tokenAtom, currentToken());
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}
