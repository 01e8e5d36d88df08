import { schema, type Db } from "@rummy/db";
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, or, sql } from "drizzle-orm";

/** Tournament tickets (`tournament_tickets`): a player's entries paid in advance, used, restored and expired. */
const { tournamentTickets: tickets } = schema;

export type TicketRow = typeof tickets.$inferSelect;

/** The player's usable ticket of a template that expires soonest, locked; skipped if another entry holds it. */
export async function usableTicket(tx: Db, userId: string, template: string, now: Date): Promise<TicketRow | undefined> {
  const [row] = await tx
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.userId, userId),
        eq(tickets.template, template),
        inArray(tickets.status, ["active", "restored"]),
        or(sql`${tickets.validUntil} IS NULL`, gt(tickets.validUntil, now)),
      ),
    )
    .orderBy(sql`${tickets.validUntil} ASC NULLS LAST`, asc(tickets.createdAt))
    .limit(1)
    .for("update", { skipLocked: true });
  return row;
}

export async function findTicket(db: Db, id: string): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).limit(1);
  return row;
}

export async function markTicketUsed(tx: Db, id: string, now: Date): Promise<void> {
  await tx.update(tickets).set({ status: "used", usedAt: now }).where(eq(tickets.id, id));
}

export async function restoreTicket(tx: Db, id: string, validUntil: Date | null): Promise<void> {
  await tx.update(tickets).set({ status: "restored", usedAt: null, validUntil }).where(and(eq(tickets.id, id), eq(tickets.status, "used")));
}

export async function insertTicket(db: Db, row: typeof tickets.$inferInsert): Promise<TicketRow> {
  const [created] = await db.insert(tickets).values(row).returning();
  if (!created) throw new Error("ticket insert returned nothing");
  return created;
}

/** Unused tickets past their validity become `expired`. */
export async function expireTickets(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(tickets)
    .set({ status: "expired" })
    .where(and(inArray(tickets.status, ["active", "restored"]), isNotNull(tickets.validUntil), lte(tickets.validUntil, now)))
    .returning({ id: tickets.id });
  return rows.length;
}

export async function ticketsOf(db: Db, userId: string, page: { size: number; offset: number }): Promise<{ rows: TicketRow[]; total: number }> {
  const rows = await db
    .select()
    .from(tickets)
    .where(eq(tickets.userId, userId))
    .orderBy(sql`CASE WHEN ${tickets.status} IN ('active', 'restored') THEN 0 ELSE 1 END`, sql`${tickets.validUntil} ASC NULLS LAST`, desc(tickets.createdAt))
    .limit(page.size)
    .offset(page.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(tickets).where(eq(tickets.userId, userId));
  return { rows, total: Number(count?.n ?? 0) };
}
