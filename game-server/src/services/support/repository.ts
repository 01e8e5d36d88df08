import type { Db } from "@rummy/db";
import { supportTickets, type TicketMedia } from "@rummy/db/schema/index";
import { and, count, desc, eq } from "drizzle-orm";

/** Support's SQL: the players' tickets (`support_tickets`). */

export type { TicketMedia };
export type TicketRow = typeof supportTickets.$inferSelect;

export async function insertTicket(
  db: Db,
  ticket: { id: string; userId: string; category: string; title: string; description: string; media: TicketMedia[] },
): Promise<TicketRow> {
  const [row] = await db.insert(supportTickets).values(ticket).returning();
  if (!row) throw new Error("ticket insert returned nothing");
  return row;
}

/** One page of the player's tickets, newest first, and how many there are. */
export async function ticketPage(db: Db, userId: string, page: { size: number; index: number }): Promise<{ rows: TicketRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.userId, userId))
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(page.size)
      .offset(page.index * page.size),
    db.select({ n: count() }).from(supportTickets).where(eq(supportTickets.userId, userId)),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findOwnTicket(db: Db, userId: string, ticketId: string): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, userId)))
    .limit(1);
  return row;
}

/** Deletes the player's ticket while it is `inReview`; false when it was not. */
export async function deleteTicketInReview(db: Db, userId: string, ticketId: string): Promise<boolean> {
  const deleted = await db
    .delete(supportTickets)
    .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, userId), eq(supportTickets.state, "inReview")))
    .returning({ id: supportTickets.id });
  return deleted.length > 0;
}
