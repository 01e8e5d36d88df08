import type { Db } from "@rummy/db";
import { restoreTicket, findTicket, ticketsOf, type TicketRow } from "./ticket-repository.ts";

const DAY_MS = 86_400_000;

/**
 * A ticket returned by a withdrawal or a cancellation becomes usable again (`restored`), and its
 * validity is extended by the time it spent in the tournament, with at least a day left, so a
 * player never loses a ticket to a tournament that did not happen.
 */
export function restoredValidity(ticket: Pick<TicketRow, "validUntil" | "usedAt">, now: Date): Date | null {
  if (!ticket.validUntil) return null;
  const heldMs = ticket.usedAt ? Math.max(0, now.getTime() - ticket.usedAt.getTime()) : 0;
  return new Date(Math.max(ticket.validUntil.getTime() + heldMs, now.getTime() + DAY_MS));
}

export async function giveTicketBack(tx: Db, ticketId: string, now: Date): Promise<void> {
  const ticket = await findTicket(tx, ticketId);
  if (!ticket || ticket.status !== "used") return;
  await restoreTicket(tx, ticketId, restoredValidity(ticket, now));
}

/** SPEC.md's My Tickets row (Name, Status, Value, Validity). */
export interface TicketView {
  readonly _id: string;
  readonly sName: string;
  readonly eState: TicketRow["status"];
  readonly valuePaise: bigint;
  readonly dExpireDate: string | null;
}

export async function myTickets(db: Db, userId: string, page: { size: number; offset: number }): Promise<{ rows: TicketView[]; total: number }> {
  const { rows, total } = await ticketsOf(db, userId, page);
  return {
    rows: rows.map((t) => ({ _id: t.id, sName: t.name, eState: t.status, valuePaise: t.valuePaise, dExpireDate: t.validUntil ? t.validUntil.toISOString() : null })),
    total,
  };
}
