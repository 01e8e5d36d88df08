import type { Db } from "@rummy/db";
import { removeTicketFiles } from "./storage.ts";
import { supportRefusal, TICKET_NOT_FOUND } from "./errors.ts";

import { deleteTicketInReview, findOwnTicket, insertTicket, ticketPage, type TicketMedia, type TicketRow } from "./repository.ts";

/** SPEC.md's support ticket. `media` are URLs the owner can open (`GET /support/media/{id}/{file}`). */
export interface TicketView {
  _id: string;
  eCategory: string;
  sTitle: string;
  sDescription: string;
  eState: TicketRow["state"];
  dCreatedDate: string;
  media: string[];
}

export function ticketView(row: TicketRow): TicketView {
  return {
    _id: row.id,
    eCategory: row.category,
    sTitle: row.title,
    sDescription: row.description,
    eState: row.state,
    dCreatedDate: row.createdAt.toISOString(),
    media: row.media.map((m) => `/api/v1/support/media/${row.id}/${m.file}`),
  };
}

export { TICKET_NOT_FOUND };

export async function createTicket(
  db: Db,
  ticket: { id: string; userId: string; category: string; title: string; description: string; media: TicketMedia[] },
): Promise<TicketView> {
  return ticketView(await insertTicket(db, ticket));
}

export async function listTickets(db: Db, userId: string, page: { size: number; index: number }): Promise<{ tickets: TicketView[]; total: number }> {
  const { rows, total } = await ticketPage(db, userId, page);
  return { tickets: rows.map(ticketView), total };
}

/** The caller's own ticket; another player's id answers exactly like a missing one. */
export async function ownTicket(db: Db, userId: string, ticketId: string): Promise<TicketRow> {
  const row = await findOwnTicket(db, userId, ticketId);
  if (!row) throw supportRefusal("support/not_found");
  return row;
}

/** Withdraws a ticket the team has not picked up yet (`inReview`), with its files. */
export async function removeTicket(db: Db, dataDir: string, userId: string, ticketId: string): Promise<void> {
  const row = await ownTicket(db, userId, ticketId);
  if (row.state !== "inReview") throw supportRefusal("support/not_in_review");
  if (!(await deleteTicketInReview(db, userId, ticketId))) throw supportRefusal("support/not_in_review");
  await removeTicketFiles(dataDir, ticketId);
}
