import { schema, type Db } from "@rummy/db";
import { and, asc, eq, isNotNull, lte, sql } from "drizzle-orm";

const { deposits } = schema;

export type DepositRow = typeof deposits.$inferSelect;
export type NewDeposit = typeof deposits.$inferInsert;

export async function insertDeposit(db: Db, row: NewDeposit): Promise<DepositRow> {
  const [created] = await db.insert(deposits).values(row).returning();
  if (!created) throw new Error("deposit insert returned nothing");
  return created;
}

export async function depositById(db: Db, id: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(deposits).where(eq(deposits.id, id));
  return row;
}

export async function depositByRef(db: Db, custRefNum: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(deposits).where(eq(deposits.custRefNum, custRefNum));
  return row;
}

export async function depositByProviderOrder(db: Db, provider: string, orderId: string): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.provider, provider), eq(deposits.providerOrderId, orderId)));
  return row;
}

export async function updateDeposit(db: Db, id: string, values: Partial<NewDeposit>): Promise<void> {
  await db
    .update(deposits)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(deposits.id, id));
}

/** Pending deposits whose next status check is due, oldest first, skipping rows another poller holds. */
export async function dueDeposits(db: Db, now: Date, limit: number): Promise<DepositRow[]> {
  return db
    .select()
    .from(deposits)
    .where(and(eq(deposits.status, "pending"), isNotNull(deposits.nextCheckAt), lte(deposits.nextCheckAt, now)))
    .orderBy(asc(deposits.nextCheckAt))
    .limit(limit);
}

/** Claims a due check: moves `next_check_at` forward only if nobody else did, so one poller checks it. */
export async function claimDepositCheck(db: Db, row: DepositRow, next: Date): Promise<boolean> {
  const claimed = await db
    .update(deposits)
    .set({ nextCheckAt: next, checkCount: sql`${deposits.checkCount} + 1`, lastCheckedAt: new Date() })
    .where(and(eq(deposits.id, row.id), eq(deposits.status, "pending"), row.nextCheckAt ? eq(deposits.nextCheckAt, row.nextCheckAt) : sql`false`))
    .returning({ id: deposits.id });
  return claimed.length === 1;
}
