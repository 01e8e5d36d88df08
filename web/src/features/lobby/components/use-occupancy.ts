import { useEffect, useState } from "react";
import type { GameType, RummyType } from "../api/lobby-api.ts";
import { fetchOccupancy, type StakeOccupancy } from "../api/occupancy-api.ts";

/** How often the lobby refreshes its "playing now" figures while it is open. */
const REFRESH_MS = 20_000;

/** The live figures of one lobby mode, refreshed while shown; empty until the first answer (or on failure). */
export function useOccupancy(mode: RummyType, gameType: GameType): Map<string, StakeOccupancy> {
  const [figures, setFigures] = useState<Map<string, StakeOccupancy>>(new Map());
  useEffect(() => {
    let live = true;
    const load = () =>
      fetchOccupancy(mode, gameType).then(
        (m) => live && setFigures(m),
        () => undefined,
      );
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [mode, gameType]);
  return figures;
}
