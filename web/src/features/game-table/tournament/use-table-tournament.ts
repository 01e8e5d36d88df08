import { useEffect, useState } from "react";
import type { TableView } from "../model/types.ts";
import { fetchTournamentFacts } from "./tournament-api.ts";
import type { TournamentFacts } from "./tournament-table.ts";

/** `iTournamentId` in the game popup's URL (a seat opened from the tournament's own screens). */
function idFromUrl(): string | null {
  return typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("iTournamentId");
}

/**
 * Which tournament this table belongs to: the room's state says so at round tables (PROTOCOL.md
 * `tournament`); a seat opened with `iTournamentId` in its URL names it too. Other tables ask
 * nothing.
 */
export function useTournamentId(view: TableView | null): string | null {
  const [fromUrl] = useState<string | null>(idFromUrl);
  return view?.tournament?.id ?? fromUrl;
}

/**
 * Name, rounds and prizes of the tournament and the round being played, read once per table: a
 * table plays one round, and the prizes are fixed once the tournament started.
 */
export function useTournamentFacts(id: string | null): TournamentFacts | null {
  const [facts, setFacts] = useState<TournamentFacts | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    fetchTournamentFacts(id)
      .then((f) => live && setFacts(f))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id]);
  return facts?.id === id ? facts : null;
}
