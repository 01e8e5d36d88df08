import { holdsOfOperation } from "@rummy/db/ledger/index";
import type { TournamentDeps } from "./deps.ts";
import { fillWithBots } from "./bots.ts";
import { cancelTournament } from "./cancellation.ts";
import { dropEntry } from "./drop-entry.ts";
import { entriesOf, entryCounts, pendingEntriesOf, updateEntry } from "./entry-repository.ts";
import { findTournament, moveTournament, type TournamentRow } from "./repository.ts";
import { recordTransaction } from "./statement-repository.ts";
import { giveTicketBack } from "./tickets.ts";
import { releaseEntryHold } from "./withdrawal.ts";
import { entryCurrency } from "./window.ts";

/** A registration younger than this may still have its wallet call in flight; the start waits for it. */
export const PENDING_ENTRY_GRACE_MS = 30_000;

export type StartOutcome = "cancelled" | "seating" | "waiting";

/**
 * The start-time decision, taken once the start time has come: first every entry's money is
 * made to agree with its row (entries whose hold was never confirmed, withdrawals whose void did
 * not run), then a tournament below its minimum is cancelled with every entry refunded, and any
 * other moves to `seating` with its waitlist refunded.
 *
 * TODO(next slice, the director): a `seating` tournament is taken by the director (a lease in
 * PostgreSQL), which posts the seated entries' holds into the pool (`postTournamentEntry` with
 * each entry's `entryKey`), seats the round tables and runs the rounds. Until then a seated
 * tournament stays in `seating` with its holds pending.
 */
export async function startOrCancel(deps: TournamentDeps, t: TournamentRow): Promise<StartOutcome> {
  if (!(await reconcilePendingEntries(deps, t))) return "waiting";
  for (const e of await entriesOf(deps.db, t.id, ["withdrawn"])) {
    if (e.entryState === "held") await releaseEntryHold(deps, t, e, "withdraw", "Withdrawn: entry fee returned");
  }
  // A practice tournament that may seat bots fills its empty seats now (bots.ts; a no-op otherwise).
  await fillWithBots(deps, t.id);
  const joined = (await entryCounts(deps.db, [t.id])).get(t.id)?.joined ?? 0;
  if (joined < t.minPlayers) {
    await cancelTournament(deps, t.id, `Fewer than ${t.minPlayers} players registered (${joined})`);
    return "cancelled";
  }
  await moveTournament(deps.db, t.id, ["scheduled", "registering"], "seating");
  await refundUnseated(deps, t);
  return "seating";
}

/**
 * Entries still `pending` (row written, hold not confirmed): confirmed if the wallet holds their
 * fee, removed if not. False while a young one may still be on its way (try again next tick).
 */
async function reconcilePendingEntries(deps: TournamentDeps, t: TournamentRow): Promise<boolean> {
  const now = deps.now().getTime();
  let settled = true;
  for (const e of await pendingEntriesOf(deps.db, t.id)) {
    if (now - e.createdAt.getTime() < PENDING_ENTRY_GRACE_MS) {
      settled = false;
      continue;
    }
    const holds = e.holdKey ? await holdsOfOperation(deps.db, e.holdKey) : [];
    if (holds.some((h) => h.state === "pending")) {
      await updateEntry(deps.db, e.id, { entryState: "held" }, "pending");
      await recordTransaction(deps.db, { key: `${e.id}:entry`, tournamentId: t.id, userId: e.userId, debitPaise: e.entryPaise, currency: entryCurrency(t) ?? "INR", description: "Entry fee held" });
    } else {
      await dropEntry(deps, e);
    }
  }
  return settled;
}

/** How long a bot-filled sit and go waits for more players after its first one registered. */
export const SIT_AND_GO_BOT_WAIT_MS = 30_000;

/**
 * A sit and go (TOURNAMENTS.md "Sit and go") starts when its seats fill, not at a clock time:
 * called after every confirmed registration, it starts the tournament once every seat is taken
 * (`startOrCancel`, whose state change is a compare-and-set, so two players taking the last seat
 * at once give one start; the seats themselves were handed out under the row lock, so never more
 * than `max_players`). The director then seats it on its next pass. Its `starts_at` is a
 * deadline: reached first, the usual start-time decision applies (start at the minimum, or cancel).
 */
export async function startIfFull(deps: TournamentDeps, tournamentId: string): Promise<StartOutcome | null> {
  const t = await findTournament(deps.db, tournamentId);
  if (!t || t.format !== "sit_and_go" || (t.state !== "scheduled" && t.state !== "registering")) return null;
  const joined = (await entryCounts(deps.db, [t.id])).get(t.id)?.joined ?? 0;
  if (joined < t.maxPlayers) return null;
  return startOrCancel(deps, t);
}

/** At the start the waitlist is over: whoever is still waiting gets the fee or ticket back. */
export async function refundUnseated(deps: TournamentDeps, t: TournamentRow): Promise<number> {
  const waiting = await entriesOf(deps.db, t.id, ["waitlisted"]);
  for (const e of waiting) {
    await deps.db.transaction(async (tx) => {
      await updateEntry(tx, e.id, { state: "refunded", waitlistPosition: null, ...(e.holdKey ? {} : { entryState: "released" }) });
      if (e.ticketId) {
        await giveTicketBack(tx, e.ticketId, deps.now());
        await recordTransaction(tx, { key: `${e.id}:unseated`, tournamentId: t.id, userId: e.userId, creditPaise: e.entryPaise, currency: "TICKET", description: "Not seated: ticket restored" });
      }
    });
  }
  // Released after the rows change, so a crash in between is finished by the next pass.
  for (const e of await entriesOf(deps.db, t.id, ["refunded"])) {
    if (e.entryState === "held") await releaseEntryHold(deps, t, e, "unseated", "Not seated: entry fee returned");
  }
  return waiting.length;
}
