import type { Db } from "@rummy/db";
import { entryCounts, firstWaitlisted, updateEntry, type ParticipantRow } from "./entry-repository.ts";
import type { TournamentRow } from "./repository.ts";

/**
 * Fills free seats from the waitlist, first in line first. Waitlisted entries already hold their
 * fee (or ticket), so a promotion is only a change of state and cannot fail for want of money.
 * The caller holds the tournament's row lock.
 */
export async function promoteWhileSeatsFree(tx: Db, tournament: TournamentRow): Promise<ParticipantRow[]> {
  const promoted: ParticipantRow[] = [];
  let joined = (await entryCounts(tx, [tournament.id])).get(tournament.id)?.joined ?? 0;
  while (joined < tournament.maxPlayers) {
    const next = await firstWaitlisted(tx, tournament.id);
    if (!next) break;
    await updateEntry(tx, next.id, { state: "registered", waitlistPosition: null });
    promoted.push(next);
    joined += 1;
  }
  return promoted;
}
