/**
 * Whether this browser tab asked to log out. The server tells every socket of an ended session
 * (the player channel's `forcedLogout`), including the tab that asked, sometimes before that
 * tab's own logout reply arrives: a logout asked for here is not news, one from elsewhere is.
 */
let loggingOut = false;

export function beginLogout(): void {
  loggingOut = true;
}

/** A new login in this tab: a later `forcedLogout` is again news. */
export function endLogout(): void {
  loggingOut = false;
}

export function isLoggingOutHere(): boolean {
  return loggingOut;
}
