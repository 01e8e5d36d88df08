import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { currentToken } from "../../../shared/session/session.ts";
import { refreshProfile } from "../../../shared/session/profile.ts";
import { blockIfMaintenance, loadSettings, maintenanceModalOpenAtom } from "../../../shared/settings/settings.ts";
import { toastError } from "../../../shared/ui/toast-store.ts";
import { fetchJoined, type Seat } from "../api/lobby-api.ts";
import { gameUrl, gameWindowName, openGameWindow } from "../model/game-window.ts";
import { classifyJoinError } from "../model/join-errors.ts";
import { blockedPopupAtom, cashRefusalAtom, joinedGamesAtom, joinedModalOpenAtom, tablesVersionAtom } from "../model/lobby-state.ts";

/**
 * Joining and opening tables, the way every lobby entry point does it: maintenance first, then
 * the join call, then the popup, then a refresh of the profile, the tables and the joined list.
 */
export function useGameLauncher() {
  const setBlocked = useSetAtom(blockedPopupAtom);
  const setJoinedOpen = useSetAtom(joinedModalOpenAtom);
  const setJoined = useSetAtom(joinedGamesAtom);
  const setCashRefusal = useSetAtom(cashRefusalAtom);
  const bumpTables = useSetAtom(tablesVersionAtom);
  const setMaintenanceOpen = useSetAtom(maintenanceModalOpenAtom);

  const refreshJoined = useCallback(async () => {
    try {
      setJoined(await fetchJoined());
    } catch {
      // The count simply stays as it was; the modal reloads on open.
    }
  }, [setJoined]);

  const openSeat = useCallback(
    (seat: Seat) => {
      const url = gameUrl(currentToken() ?? "", seat);
      const name = gameWindowName(seat);
      if (!openGameWindow(url, name)) setBlocked({ url, name });
    },
    [setBlocked],
  );

  /** Runs a join call; on success opens the game and refreshes. Returns the seat, or null. */
  const join = useCallback(
    async (call: () => Promise<Seat>, options: { onJoinedModal?: boolean } = {}): Promise<Seat | null> => {
      if (blockIfMaintenance()) return null;
      try {
        const seat = await call();
        openSeat(seat);
        bumpTables((v) => v + 1);
        void refreshJoined();
        refreshProfile().catch(() => undefined);
        return seat;
      } catch (error) {
        const failure = classifyJoinError(error);
        if (failure.kind === "maintenance") {
          // The server knows first: reload the settings for the end time, then show the modal.
          loadSettings()
            .catch(() => null)
            .finally(() => setMaintenanceOpen(true));
          return null;
        }
        toastError(failure.message);
        if (failure.kind === "cash-off") setCashRefusal(failure.message);
        if (failure.kind === "other" && options.onJoinedModal !== false) {
          void refreshJoined();
          setJoinedOpen(true);
        }
        return null;
      }
    },
    [bumpTables, openSeat, refreshJoined, setCashRefusal, setJoinedOpen, setMaintenanceOpen],
  );

  return { join, openSeat, refreshJoined };
}
