import { useAtomValue } from "jotai";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "../../../shared/api/client.ts";
import { arrivedTables, fetchTables, type GameType, type LobbyTable, type RummyType } from "../api/lobby-api.ts";
import { tablesVersionAtom } from "../model/lobby-state.ts";

export type TablesState = { readonly status: "loading" } | { readonly status: "error"; readonly message: string } | { readonly status: "ready"; readonly tables: readonly LobbyTable[] };

/** The table list of one mode and game type, reloaded after every join. */
export function useTables(rummyType: RummyType, gameType: GameType, enabled = true) {
  const version = useAtomValue(tablesVersionAtom);
  const [state, setState] = useState<TablesState>(() => {
    const arrived = enabled ? arrivedTables(rummyType, gameType) : undefined;
    return arrived ? { status: "ready", tables: arrived } : { status: "loading" };
  });
  const [attempt, setAttempt] = useState(0);
  // Rows the entry's prefetch had already brought when the lobby first rendered: not asked again.
  const haveFirst = useRef(state.status === "ready");
  const shownMode = useRef(`${rummyType}/${gameType}`);

  useEffect(() => {
    if (!enabled) return;
    if (haveFirst.current) {
      haveFirst.current = false;
      return;
    }
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
  useEffect(() => {
    const mode = `${rummyType}/${gameType}`;
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    setState({ status: "loading" });
  }, [rummyType, gameType]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { state, retry };
}
