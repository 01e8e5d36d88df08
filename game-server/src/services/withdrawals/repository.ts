import { queryRows, schema, type Db } from "@rummy/db";
import { bankAccounts, kycProfiles, payoutVpas } from "@rummy/db/schema/index";
import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";

const { withdrawals } = schema;

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;
export type WithdrawalStatus = WithdrawalRow["status"];

export const OPEN_STATUSES: WithdrawalStatus[] = ["pending", "processing"];

export async function withdrawalById(db: Db, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

export async function withdrawalByTranId(db: Db, tranId: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.tranId, tranId));
  return row;
}

/** The withdrawals among these bank transfer ids. */
export async function withdrawalsByTranIds(db: Db, tranIds: string[]): Promise<WithdrawalRow[]> {
  if (tranIds.length === 0) return [];
  return db.select().from(withdrawals).where(inArray(withdrawals.tranId, tranIds));
}

/** Withdrawals created in [from, to] that the bank paid (and perhaps returned since). */
export async function paidWithdrawalsBetween(db: Db, from: Date, to: Date): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(and(inArray(withdrawals.status, ["success", "reversed"]), gte(withdrawals.createdAt, from), lte(withdrawals.createdAt, to)));
}

export async function insertWithdrawal(db: Db, row: NewWithdrawal): Promise<WithdrawalRow> {
  const [created] = await db.insert(withdrawals).values(row).returning();
  if (!created) throw new Error("withdrawal insert returned nothing");
  return created;
}

export async function updateWithdrawal(db: Db, id: string, values: Partial<NewWithdrawal>): Promise<void> {
  await db
    .update(withdrawals)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(withdrawals.id, id));
}

/** Moves a withdrawal from one of `from` to `to`; false when another caller moved it first. */
export async function transition(db: Db, id: string, from: WithdrawalStatus[], to: WithdrawalStatus, values: PgUpdateSetSource<typeof withdrawals> = {}): Promise<boolean> {
  const moved = await db
    .update(withdrawals)
    .set({ ...values, status: to, updatedAt: new Date() })
    .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, from)))
    .returning({ id: withdrawals.id });
  return moved.length === 1;
}

/** Today's (Asia/Kolkata) withdrawals that count against the daily limits: all but the failed ones. */
export async function withdrawnToday(db: Db, userId: string): Promise<{ count: number; amountPaise: bigint }> {
  const rows = await queryRows<{ n: number; total: string }>(
    db,
    sql`SELECT count(*)::int AS n, coalesce(sum(amount_paise), 0)::text AS total FROM withdrawals
      WHERE user_id = ${userId}::uuid AND status <> 'failed'
        AND created_at >= (date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata')`,
  );
  return { count: Number(rows[0]?.n ?? 0), amountPaise: BigInt(rows[0]?.total ?? "0") };
}

export async function dueWithdrawals(db: Db, now: Date, limit: number): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(and(isNotNull(withdrawals.nextCheckAt), lte(withdrawals.nextCheckAt, now), inArray(withdrawals.status, ["pending", "processing", "success"])))
    .orderBy(asc(withdrawals.nextCheckAt))
    .limit(limit);
}

/** Claims a due check (compare-and-set on `next_check_at`) so one poller takes each row. */
export async function claimWithdrawalCheck(db: Db, row: WithdrawalRow, next: Date | null): Promise<boolean> {
  if (!row.nextCheckAt) return false;
  const claimed = await db
    .update(withdrawals)
    .set({ nextCheckAt: next, checkCount: sql`${withdrawals.checkCount} + 1`, lastCheckedAt: new Date() })
    .where(and(eq(withdrawals.id, row.id), eq(withdrawals.nextCheckAt, row.nextCheckAt)))
    .returning({ id: withdrawals.id });
  return claimed.length === 1;
}

/** Serialises a player's withdrawal checks and insert until the transaction ends. */
export async function lockPlayerWithdrawals(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`withdrawals:${userId}`}, 0))`);
}

/** The column update that counts one more submission to the bank. */
export const oneMoreSubmitAttempt = (): PgUpdateSetSource<typeof withdrawals> => ({ submitAttempts: sql`${withdrawals.submitAttempts} + 1` });

/** The verified PAN name, read for the destination checks. */
export async function findPanFacts(db: Db, userId: string) {
  const [kyc] = await db.select({ panName: kycProfiles.panName, panVerifiedAt: kycProfiles.panVerifiedAt }).from(kycProfiles).where(eq(kycProfiles.userId, userId)).limit(1);
  return kyc;
}

/** The saved bank account, FOR SHARE: a change to it waits until the withdrawal is written. */
export async function bankAccountForShare(db: Db, userId: string) {
  const [saved] = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).limit(1).for("share");
  return saved;
}

/** The player's name-matching verified VPA, FOR SHARE: a re-verification that changes it waits until the withdrawal is written. */
export async function verifiedVpaForShare(db: Db, userId: string, vpa: string) {
  const [verified] = await db
    .select()
    .from(payoutVpas)
    .where(and(eq(payoutVpas.userId, userId), eq(payoutVpas.vpa, vpa), eq(payoutVpas.nameMatchesPan, true)))
    .limit(1)
    .for("share");
  return verified;
}
