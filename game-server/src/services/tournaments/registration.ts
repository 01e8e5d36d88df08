import { randomUUID } from "node:crypto";
import { enterTournament, topUpPracticeChips, WalletError } from "../wallet/index.ts";
import type { RegistrationDeps, TournamentDeps } from "./deps.ts";
import { dropEntry } from "./drop-entry.ts";
import { TournamentError } from "./errors.ts";
import { assertMayEnter } from "./gates.ts";
import { entryCounts, insertEntry, liveEntry, updateEntry, waitlistRank, type ParticipantRow } from "./entry-repository.ts";
import { findTournament, lockTournament, prizesOf, type TournamentRow } from "./repository.ts";
import { markTicketUsed, usableTicket } from "./ticket-repository.ts";
import { recordTransaction } from "./statement-repository.ts";
import { startIfFull } from "./start.ts";
import { assertRegistrationOpen, entryCurrency, holdExpiry } from "./window.ts";

export interface Registration {
  readonly participantId: string;
  readonly state: "registered" | "waitlisted";
  /** Place in line (1 = next to be seated), for a waitlisted entry. */
  readonly waitlistRank: number | null;
}

const SOURCE = { cash: "fee", practice: "chips", ticket: "ticket", free: "free" } as const;

/**
 * SPEC.md's Register (and Waitlist): one live entry per player. In one transaction, under the
 * tournament's row lock (so concurrent registrations for the last seat queue and never
 * over-fill), the entry takes a seat or the next waitlist place, and a ticket is consumed. A fee
 * or practice-chip entry is then held by the wallet under the entry's own key; if the wallet
 * refuses, the entry is removed and the next in line moves up. Waitlisted entries hold their fee
 * too, so moving up never fails for want of money; the unseated are refunded at the start.
 */
export async function register(deps: RegistrationDeps, input: { userId: string; tournamentId: string }): Promise<Registration> {
  const { db } = deps;
  const now = deps.now();
  const tournament = await findTournament(db, input.tournamentId);
  if (!tournament) throw new TournamentError("tournament/not_found");
  const paysCash = (await prizesOf(db, [tournament.id])).some((p) => p.kind === "cash");
  await assertMayEnter(db, deps.cashGate, tournament, paysCash, input.userId, now);
  assertRegistrationOpen(tournament, now);
  if (tournament.entryKind === "practice") await topUpPracticeChips(db, input.userId, now);

  const entry = await db.transaction(async (tx) => {
    const t = await lockTournament(tx, tournament.id);
    if (!t) throw new TournamentError("tournament/not_found");
    assertRegistrationOpen(t, now);
    const existing = await liveEntry(tx, t.id, input.userId);
    // A join retried after its wallet call failed half-way resumes that entry (the hold's key makes it once).
    if (existing?.entryState === "pending") return existing;
    if (existing) throw new TournamentError("tournament/already_registered");
    const counts = (await entryCounts(tx, [t.id])).get(t.id) ?? { joined: 0, waitlisted: 0, lastPosition: 0 };
    const seated = counts.joined < t.maxPlayers;
    if (!seated && counts.waitlisted >= t.maxWaitlist) throw new TournamentError("tournament/full");
    const ticket = t.entryKind === "ticket" ? await usableTicket(tx, input.userId, t.ticketTemplate ?? "", now) : undefined;
    if (t.entryKind === "ticket" && !ticket) throw new TournamentError("tournament/no_ticket");
    if (ticket) await markTicketUsed(tx, ticket.id, now);
    const id = randomUUID();
    const holdsMoney = entryCurrency(t) !== null;
    const row = await insertEntry(tx, {
      id,
      tournamentId: t.id,
      userId: input.userId,
      state: seated ? "registered" : "waitlisted",
      waitlistPosition: seated ? null : counts.lastPosition + 1,
      entrySource: SOURCE[t.entryKind],
      ticketId: ticket?.id ?? null,
      entryPaise: ticket ? ticket.valuePaise : t.entryFeePaise,
      entryState: holdsMoney ? "pending" : "held",
      holdKey: holdsMoney ? `tournament-entry:${id}` : null,
    });
    if (ticket) {
      await recordTransaction(tx, { key: `${id}:entry`, tournamentId: t.id, userId: input.userId, debitPaise: ticket.valuePaise, currency: "TICKET", description: `Entry with ticket ${ticket.name}` });
    }
    return row;
  });
  if (entry.holdKey) await holdEntry(deps, tournament, entry);
  // A sit and go starts when its seats are full and every entry's hold confirmed: whoever confirms
  // last (a seat or a waitlist place) starts it; the clock tries again should this fail.
  if (tournament.format === "sit_and_go") await startIfFull(deps, tournament.id).catch(() => null);
  return {
    participantId: entry.id,
    state: entry.state === "waitlisted" ? "waitlisted" : "registered",
    waitlistRank: entry.waitlistPosition === null ? null : await waitlistRank(db, tournament.id, entry.waitlistPosition),
  };
}

/** The wallet holds the entry fee under the entry's key; the entry is confirmed with its statement row. */
async function holdEntry(deps: TournamentDeps, tournament: TournamentRow, entry: ParticipantRow): Promise<void> {
  const { db } = deps;
  const currency = entryCurrency(tournament) ?? "INR";
  const holdKey = entry.holdKey ?? "";
  try {
    await enterTournament(db, { key: holdKey, userId: entry.userId, tournamentId: tournament.id, entryFeePaise: tournament.entryFeePaise, expiresAt: holdExpiry(tournament), currency });
  } catch (error) {
    if (error instanceof WalletError && (error.code === "wallet/insufficient_funds" || error.code === "wallet/ref_closed")) {
      await dropEntry(deps, entry);
      throw new TournamentError(error.code === "wallet/ref_closed" ? "tournament/too_late" : "tournament/insufficient_chips");
    }
    // Anything else (the database gone, a crash): the entry stays `pending`; the start-time
    // reconciliation confirms it if the hold exists and removes it if not (clock.ts).
    throw error;
  }
  await db.transaction(async (tx) => {
    await updateEntry(tx, entry.id, { entryState: "held" }, "pending");
    await recordTransaction(tx, {
      key: `${entry.id}:entry`,
      tournamentId: tournament.id,
      userId: entry.userId,
      debitPaise: tournament.entryFeePaise,
      currency,
      description: entry.state === "waitlisted" ? "Entry fee held (waitlist)" : "Entry fee held",
    });
  });
}
