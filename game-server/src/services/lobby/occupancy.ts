import type { Db } from "@rummy/db";
import { medianSecondPlayerWait, seatedPlayersByCatalogue } from "./occupancy-repository.ts";

/**
 * What the lobby shows beside each stake (issue 19): how many people are playing it now, and for a
 * player waiting alone how long a second player usually takes, from the last tables of that stake.
 */
export const WAIT_SAMPLE_TABLES = 20;

export interface StakeOccupancy {
  iCatalogueId: string;
  nPlayers: number;
  /** Median seconds to a second player over the last tables; null with no table to go by. */
  nWaitSeconds: number | null;
  nWaitTables: number;
  sWait: string;
}

/** The wait in the words a waiting player reads. */
export function waitText(seconds: number | null): string {
  if (seconds === null) return "No recent tables at this stake to estimate the wait from.";
  if (seconds < 60) return "A second player usually joins in under a minute.";
  const minutes = Math.round(seconds / 60);
  return `A second player usually joins in about ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

export async function stakeOccupancy(db: Db, catalogueIds: readonly string[]): Promise<StakeOccupancy[]> {
  const [players, waits] = await Promise.all([seatedPlayersByCatalogue(db, catalogueIds), medianSecondPlayerWait(db, catalogueIds, WAIT_SAMPLE_TABLES)]);
  return catalogueIds.map((id) => {
    const wait = waits.get(id);
    return { iCatalogueId: id, nPlayers: players.get(id) ?? 0, nWaitSeconds: wait?.seconds ?? null, nWaitTables: wait?.tables ?? 0, sWait: waitText(wait?.seconds ?? null) };
  });
}
