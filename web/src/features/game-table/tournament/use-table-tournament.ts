import { useEffect, useState } from "react";
import type { TableView } from "../model/types.ts";
import { fetchTournamentFacts, findTournamentOfTable } from "./tournament-api.ts";
import type { TournamentFacts } from "./tournament-table.ts";

/** `iTournamentId` in the game popup's URL (a seat taken from the tournament's own screens). */
function idFromUrl(): string | null {
  return typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("iTournamentId");
}

/**
 * Which tournament this table belongs to: the room's state says so at round tables; otherwise the
 * URL, otherwise the player's live entries are asked once which one seated them here. Points and
 * private tables are never tournament tables, so they ask nothing.
 */
export function useTournamentId(view: TableView | null): string | null {
  const fromState = view?.tournament?.id ?? null;
  const [found, setFound] = useState<string | null>(idFromUrl);
  const tableId = view?.tableId ?? null;
  const mayBeTournament = !!view && !fromState && view.info.pointValue === null && view.info.privateCode === null;
  useEffect(() => {
    if (found || !mayBeTournament || !tableId) return;
    let live = true;
    findTournamentOfTable(tableId)
      .then((id) => live && id && setFound(id))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [found, mayBeTournament, tableId]);
  return fromState ?? found;
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
