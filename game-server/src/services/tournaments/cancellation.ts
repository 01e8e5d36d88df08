import { cancelTournament as refundEntries } from "../wallet/index.ts";
import type { TournamentDeps } from "./deps.ts";
import { TournamentError } from "./errors.ts";
import { noticeClaimed } from "./director-repository.ts";
import { entriesOf, updateEntry, LIVE_ENTRY_STATES } from "./entry-repository.ts";
import { findTournament, lockTournament, moveTournament, type TournamentRow } from "./repository.ts";
import { recordTransaction } from "./statement-repository.ts";
import { giveTicketBack } from "./tickets.ts";
import { entryCurrency } from "./window.ts";

/**
 * Cancels a tournament that has not started playing (below the minimum at its start, or by the
 * operator), then refunds every entry. Returns the number of entries refunded.
 */
export async function cancelTournament(deps: TournamentDeps, tournamentId: string, reason: string): Promise<number> {
  await moveTournament(deps.db, tournamentId, ["scheduled", "registering", "seating"], "cancelled", reason);
  const t = await findTournament(deps.db, tournamentId);
  if (!t) throw new TournamentError("tournament/not_found");
  if (t.state !== "cancelled") throw new TournamentError("tournament/too_late", `state ${t.state}`);
  return settleCancelled(deps, t);
}

export interface OperatorCancellation {
  /** Entries refunded by this call (0 when a first call already refunded them). */
  readonly refunded: number;
  /** The tournament was cancelled before this call: nothing new was done but finishing a refund a crash cut short. */
  readonly alreadyCancelled: boolean;
}

/**
 * The operator's cancellation (`npm run operator -- tournament cancel <id> --reason ...`,
 * TOURNAMENTS.md "Operator cancellation"), in any state before the prizes: registering, seating or
 * running, mid-round or in a break. Under the tournament's row lock it refuses a finished
 * tournament, and a running one whose prize step has begun (`beginPrizeStep` leaves its marker
 * under the same lock), so prizes are paid or the entries refunded, never both. Then every entry
 * is refunded exactly once (`settleCancelled`: ledger operations and rows by key). The server's
 * clock closes the round tables (their deals voided) and tells the players (`wind-up.ts`).
 * Running it again refunds nothing new.
 */
export async function cancelByOperator(deps: TournamentDeps, tournamentId: string, reason: string): Promise<OperatorCancellation> {
  const alreadyCancelled = await deps.db.transaction(async (tx) => {
    const t = await lockTournament(tx, tournamentId);
    if (!t) throw new TournamentError("tournament/not_found");
    if (t.state === "cancelled") return true;
    if (t.state === "finished") throw new TournamentError("tournament/too_late", "the tournament is finished");
    if (await noticeClaimed(tx, tournamentId, "prizes")) throw new TournamentError("tournament/too_late", "its prizes are being paid");
    await moveTournament(tx, tournamentId, [t.state], "cancelled", reason);
    return false;
  });
  const t = await findTournament(deps.db, tournamentId);
  if (!t) throw new TournamentError("tournament/not_found");
  return { refunded: await settleCancelled(deps, t), alreadyCancelled };
}

/**
 * Every entry of a cancelled tournament back to its owner: the wallet voids each pending hold and
 * refunds any posted entry to the accounts it came from (and closes the tournament's ledger ref,
 * so no new hold can be made on it); tickets are restored with their validity extended; each
 * entry becomes `refunded` with a statement row. Idempotent: the clock re-runs it for any
 * cancelled tournament that still has live entries (a crash half-way).
 */
export async function settleCancelled(deps: TournamentDeps, t: TournamentRow): Promise<number> {
  const { db } = deps;
  const now = deps.now();
  const currency = entryCurrency(t);
  if (currency) await refundEntries(db, { key: `tournament-cancel:${t.id}`, tournamentId: t.id, currency });
  const live = await entriesOf(db, t.id, LIVE_ENTRY_STATES);
  for (const e of live) {
    await db.transaction(async (tx) => {
      await updateEntry(tx, e.id, { state: "refunded", waitlistPosition: null, entryState: "released" });
      if (e.ticketId) {
        await giveTicketBack(tx, e.ticketId, now);
        await recordTransaction(tx, { key: `${e.id}:refund`, tournamentId: t.id, userId: e.userId, creditPaise: e.entryPaise, currency: "TICKET", description: "Tournament cancelled: ticket restored" });
      } else if (currency && e.entryState !== "pending") {
        await recordTransaction(tx, { key: `${e.id}:refund`, tournamentId: t.id, userId: e.userId, creditPaise: e.entryPaise, currency, description: "Tournament cancelled: entry refunded" });
      }
    });
  }
  // Withdrawn entries whose void had not run yet were voided by the wallet above.
  for (const e of await entriesOf(db, t.id, ["withdrawn"])) {
    if (e.entryState !== "held" || !currency) continue;
    await db.transaction(async (tx) => {
      await updateEntry(tx, e.id, { entryState: "released" });
      await recordTransaction(tx, { key: `${e.id}:withdraw`, tournamentId: t.id, userId: e.userId, creditPaise: e.entryPaise, currency, description: "Withdrawn: entry fee returned" });
    });
  }
  return live.length;
}
