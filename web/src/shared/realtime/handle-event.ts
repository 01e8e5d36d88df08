import { getDefaultStore } from "jotai";
import { reportSessionEnded } from "../api/client.ts";
import { clearSession } from "../session/clear-session.ts";
import { isLoggingOutHere } from "../session/logout-intent.ts";
import { refreshProfile } from "../session/profile.ts";
import { takeSeatAtom } from "../session/take-seat.ts";
import { commonT } from "../i18n/common.ts";
import { loadSettings, blockIfMaintenance } from "../settings/settings.ts";
import { showToast, TOAST_MS } from "../ui/toast-store.ts";
import type { PlayerEvent } from "./events.ts";
import { applyTournamentEvent, tournamentProgressAtom } from "./tournament-progress.ts";

const store = getDefaultStore();

/** What the app does with each event of the player channel. */
export function handlePlayerEvent(event: PlayerEvent): void {
  // The tournament table's round screens follow qualified, knocked out, break and finished.
  store.set(tournamentProgressAtom, (state) => applyTournamentEvent(state, event));
  switch (event.type) {
    case "resTournamentGoingToStart":
      showToast(event.sMessage, { durationMs: TOAST_MS.realtime });
      return;
    case "resTakeTournamentSeat":
      store.set(takeSeatAtom, { iTableId: event.iTableId, iTournamentId: event.iTournamentId });
      return;
    case "tournamentCancelled":
      // The list and an open detail read again through tournamentProgressAtom (useListRefresh);
      // a Take Seat still offered for this tournament leads nowhere now.
      showToast(event.sMessage, { durationMs: TOAST_MS.realtime });
      if (store.get(takeSeatAtom)?.iTournamentId === event.iTournamentId) store.set(takeSeatAtom, null);
      refreshBalances();
      return;
    case "balanceChanged":
    case "prizeCredited":
      refreshBalances();
      return;
    case "maintenanceStarting":
      void loadSettings()
        .then((settings) => blockIfMaintenance(settings))
        .catch(() => undefined);
      return;
    case "forcedLogout":
      // A logout asked for in this tab is not news. Anything else (a logout elsewhere with this
      // token, a password change, a restricted location) ends the session as a 401 does: to /
      // with the notice, at once rather than at the next request.
      if (isLoggingOutHere()) return clearSession();
      if (reportSessionEnded()) return;
      clearSession();
      // SPEC.md section 4's notice when the server ends a session the player did not end here.
      showToast(commonT()("authError"), { kind: "error", durationMs: TOAST_MS.logoutNotice });
      return;
    default:
      // Round results, breaks and finishes: tournamentProgressAtom above.
      return;
  }
}

let refreshing: Promise<unknown> | null = null;
let again = false;

/** One GET /profile at a time; events arriving meanwhile (a settlement and a prize) cause one more. */
function refreshBalances(): void {
  if (refreshing) {
    again = true;
    return;
  }
  refreshing = refreshProfile()
    .catch(() => undefined)
    .finally(() => {
      refreshing = null;
      if (again) {
        again = false;
        refreshBalances();
      }
    });
}
