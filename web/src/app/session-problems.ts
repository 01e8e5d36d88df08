import { useEffect } from "react";
import { onSessionProblem } from "../shared/api/client.ts";
import { clearSession } from "../shared/session/clear-session.ts";
import { currentToken, followSessionAcrossTabs } from "../shared/session/session.ts";
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from "../shared/session/storage-keys.ts";
import { commonT } from "../shared/i18n/common.ts";
import { showToast, TOAST_MS } from "../shared/ui/toast-store.ts";

/** SPEC.md section 4: a stored logout flag 'toast' shows the notice for 4 s, once. */
function showLogoutNotice(): void {
  if (readStorage(STORAGE_KEYS.logoutFlag) !== "toast") return;
  removeStorage(STORAGE_KEYS.logoutFlag);
  showToast(commonT()("authError"), { kind: "error", durationMs: TOAST_MS.logoutNotice });
}

/**
 * SPEC.md sections 4 and 8: a 401 (or the account-not-found reply) clears the session and goes
 * to / (`goHome`: the site's router, or a new page load in the game window, which has none). A
 * 401 also sets the 'toast' logout flag; the notice shows at once, or after a reload if the page
 * went away first.
 */
export function useSessionProblems(goHome: () => void): void {
  useEffect(() => followSessionAcrossTabs(), []);
  useEffect(() => showLogoutNotice(), []);

  useEffect(
    () =>
      onSessionProblem((problem) => {
        // Several requests in flight can all come back 401; the first one ends the session.
        if (problem === "unauthorized" && !currentToken()) return;
        clearSession();
        if (problem === "unauthorized") writeStorage(STORAGE_KEYS.logoutFlag, "toast");
        goHome();
        showLogoutNotice();
      }),
    [goHome],
  );
}
