import { useAtomValue } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "../../../shared/api/client.ts";
import { fetchTables, type GameType, type LobbyTable, type RummyType } from "../api/lobby-api.ts";
import { tablesVersionAtom } from "../model/lobby-state.ts";

export type TablesState = { readonly status: "loading" } | { readonly status: "error"; readonly message: string } | { readonly status: "ready"; readonly tables: readonly LobbyTable[] };

/** The table list of one mode and game type, reloaded after every join. */
export function useTables(rummyType: RummyType, gameType: GameType, enabled = true) {
  const version = useAtomValue(tablesVersionAtom);
  const [state, setState] = useState<TablesState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((s) => (s.status === "ready" ? s : { status: "loading" }));
    fetchTables(rummyType, gameType).then(
      (tables) => live && setState({ status: "ready", tables }),
      (error: unknown) => live && setState({ status: "error", message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [rummyType, gameType, enabled, version, attempt]);

  // A new mode starts from "loading" so the old mode's rows never show under the new tab.
  useEffect(() => setState({ status: "loading" }), [rummyType, gameType]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { state, retry };
}
