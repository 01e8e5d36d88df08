/**
 * Every localStorage key the web app uses, in one place. `Token` is fixed by SPEC.md section 6;
 * the others are ours. 'Got It' on the region-block modal clears all of them (SPEC.md section 8).
 */
export const STORAGE_KEYS = {
  /** The bearer token sent in the `authorization` header of private calls. */
  token: "Token",
  /** The last profile read from GET /profile, so the header can render before it refreshes. */
  user: "User",
  /** The email of the pending registration or password reset. */
  email: "Email",
  /** Set to 'toast' when a 401 logged the player out; the next page shows why, once. */
  logoutFlag: "logout",
  /** A registration or password reset waiting for its OTP (survives a reload). */
  pendingOtp: "PendingOtp",
  /** The interface language chosen on this device ("en" or "hi"; issue 21). */
  language: "Language",
} as const;

/**
 * The Pixi renderer this browser's tables use, once probed ("webgl" or "canvas"): read by the
 * game window (features/game-table/scene/renderer-choice.ts, and web/build/game-early.js, which
 * spells it out), written by the probe (scene/webgl-probe.ts). Not one of STORAGE_KEYS: the
 * region-block modal's clean-up leaves it, as it says nothing about the player.
 */
export const RENDERER_CHOICE_KEY = "rummy.table.renderer.v1";

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be disabled (private mode, blocked cookies); the app then works for this tab only.
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // See readStorage: nothing to do when storage is unavailable.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See readStorage.
  }
}

export function clearAllStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // See readStorage.
  }
}
