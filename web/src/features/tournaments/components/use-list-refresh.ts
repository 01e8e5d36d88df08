import { useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { tournamentProgressAtom } from "../../../shared/realtime/tournament-progress.ts";

/** Entries change with other players' registrations: the list is read again this often while shown. */
export const LIST_REFRESH_MS = 30_000;

/**
 * Keeps tab 3 current without a list event on the player channel: the list is read again when the
 * player comes back to this window (focus, or the tab becoming visible), every LIST_REFRESH_MS
 * while it is visible, and when the channel reports a change in one of the player's tournaments
 * (qualified, knocked out, finished).
 */
export function useListRefresh(reload: () => void): void {
  const progress = useAtomValue(tournamentProgressAtom);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    reload();
  }, [progress, reload]);

  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === "visible") reload();
    };
    const timer = window.setInterval(onReturn, LIST_REFRESH_MS);
    window.addEventListener("focus", onReturn);
    document.addEventListener("visibilitychange", onReturn);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("focus", onReturn);
      document.removeEventListener("visibilitychange", onReturn);
    };
  }, [reload]);
}
