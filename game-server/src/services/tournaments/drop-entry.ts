import type { TournamentDeps } from "./deps.ts";
import { deletePendingEntry, type ParticipantRow } from "./entry-repository.ts";
import { lockTournament } from "./repository.ts";
import { promoteWhileSeatsFree } from "./waitlist.ts";

/** An entry whose fee could not be held never existed; a seat it took goes to the next in line. */
export async function dropEntry(deps: TournamentDeps, entry: ParticipantRow): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const t = await lockTournament(tx, entry.tournamentId);
    if (!(await deletePendingEntry(tx, entry.id)) || !t) return;
    if (entry.state === "registered") await promoteWhileSeatsFree(tx, t);
  });
}
