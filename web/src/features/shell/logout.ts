import { api } from "../../shared/api/client.ts";
import { clearSession } from "../../shared/session/clear-session.ts";
import { beginLogout } from "../../shared/session/logout-intent.ts";

/**
 * Logout (SPEC.md section 4): tell the server to end the session, then clear the token and saved
 * user data. The local session ends even when the server cannot be reached, because a player who
 * asked to log out must not stay logged in on this device.
 */
export async function logout(): Promise<void> {
  beginLogout();
  try {
    // An already-ended session answers 401; that is a logout too, not an "Authentication Error".
    await api.get<unknown>("/profile/logout", { sessionCheck: false });
  } catch {
    // A failed or 401 reply still ends the session locally; nothing to show.
  } finally {
    clearSession();
  }
}
