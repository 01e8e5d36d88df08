import { withdrawFromTournament } from "../wallet/index.ts";
import type { TournamentDeps } from "./deps.ts";
import { TournamentError } from "./errors.ts";
import { findTournament, lockTournament, type TournamentRow } from "./repository.ts";
import { liveEntry, updateEntry, type ParticipantRow } from "./entry-repository.ts";
import { recordTransaction } from "./statement-repository.ts";
import { giveTicketBack } from "./tickets.ts";
import { promoteWhileSeatsFree } from "./waitlist.ts";
import { assertRegistrationOpen, entryCurrency } from "./window.ts";

/**
 * SPEC.md's Withdraw, only while registration is open: the entry is marked withdrawn (its seat
 * goes to the first waitlisted) and a ticket comes back, in one transaction under the
 * tournament's lock; then the wallet voids exactly this entry's hold. A crash between the two
 * leaves a withdrawn entry whose hold is still pending, which the start-time pass voids
 * (`releaseEntryHold` is idempotent).
 */
export async function withdraw(deps: TournamentDeps, input: { userId: string; tournamentId: string }): Promise<{ promoted: number }> {
  const { db } = deps;
  const now = deps.now();
  const tournament = await findTournament(db, input.tournamentId);
  if (!tournament) throw new TournamentError("tournament/not_found");
  const { entry, promoted } = await db.transaction(async (tx) => {
    const t = await lockTournament(tx, tournament.id);
    if (!t) throw new TournamentError("tournament/not_found");
    const mine = await liveEntry(tx, t.id, input.userId);
    if (!mine) throw new TournamentError("tournament/not_registered");
    assertRegistrationOpen(t, now);
    if (mine.state !== "registered" && mine.state !== "waitlisted") throw new TournamentError("tournament/too_late");
    if (mine.entryState === "pending") throw new TournamentError("tournament/busy", "entry hold in flight");
    await updateEntry(tx, mine.id, { state: "withdrawn", waitlistPosition: null, entryState: mine.holdKey ? "held" : "released" });
    if (mine.ticketId) {
      await giveTicketBack(tx, mine.ticketId, now);
      await recordTransaction(tx, { key: `${mine.id}:withdraw`, tournamentId: t.id, userId: mine.userId, creditPaise: mine.entryPaise, currency: "TICKET", description: "Withdrawn: ticket restored" });
    }
    return { entry: mine, promoted: mine.state === "registered" ? await promoteWhileSeatsFree(tx, t) : [] };
  });
  await releaseEntryHold(deps, tournament, entry, "withdraw", "Withdrawn: entry fee returned");
  return { promoted: promoted.length };
}

/**
 * Voids one entry's hold (by its key, so no other entry of the player is touched), then marks the
 * entry released and writes its statement row. Safe to repeat: the ledger answers a replayed key
 * with its first result and the row's key is unique.
 */
export async function releaseEntryHold(deps: TournamentDeps, tournament: TournamentRow, entry: ParticipantRow, step: string, description: string): Promise<void> {
  const currency = entryCurrency(tournament);
  if (!entry.holdKey || !currency) return;
  await withdrawFromTournament(deps.db, { key: `${entry.holdKey}:${step}`, userId: entry.userId, tournamentId: tournament.id, currency, entryKey: entry.holdKey });
  await deps.db.transaction(async (tx) => {
    await updateEntry(tx, entry.id, { entryState: "released" });
    await recordTransaction(tx, { key: `${entry.id}:${step}`, tournamentId: tournament.id, userId: entry.userId, creditPaise: entry.entryPaise, currency, description });
  });
}
