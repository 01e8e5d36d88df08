import { queryRows, schema, type Db } from "@rummy/db";
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lte, ne, or, sql } from "drizzle-orm";

const { depositLimits, deposits, paymentEvents, paymentGatewayTokens } = schema;

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

/** Reconciliation's side of a provider's report: this provider's deposits for these orders, and its successes created in [from, to]. */
export async function depositsToReconcile(db: Db, provider: string, orderIds: string[], from: Date, to: Date): Promise<DepositRow[]> {
  return db
    .select()
    .from(deposits)
    .where(
      and(
        eq(deposits.provider, provider),
        or(orderIds.length > 0 ? inArray(deposits.providerOrderId, orderIds) : sql`false`, and(eq(deposits.status, "success"), gte(deposits.createdAt, from), lte(deposits.createdAt, to))),
      ),
    );
}

/** The bank-debit deposits among these bank transfer references. */
export async function bankDebitsByRef(db: Db, custRefNums: string[]): Promise<DepositRow[]> {
  if (custRefNums.length === 0) return [];
  return db
    .select()
    .from(deposits)
    .where(and(eq(deposits.channel, "bank_debit"), inArray(deposits.custRefNum, custRefNums)));
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

/** Serialises a player's limit check and deposit insert until the transaction ends. */
export async function lockPlayerDepositLimits(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`deposit-limits:${userId}`}, 0))`);
}

/**
 * Decides, once, whether a credited deposit earns the first-deposit bonus, and records the
 * provider's payment id; the deposit stays pending until its bonuses are granted. It is the first
 * when no other deposit of the player has succeeded or claimed the bonus: decided under a
 * per-player lock, so two deposits confirmed at once cannot both be the first, and a decision
 * once made (a replay after a crash) never changes. The row as decided, or nothing when it had
 * already succeeded.
 */
export async function decideFirstDepositBonus(db: Db, deposit: DepositRow, paymentId: string | null, firstDepositBonusPaise: bigint): Promise<DepositRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`first-deposit:${deposit.userId}`}, 0))`);
    const [row] = await tx
      .update(deposits)
      .set({
        providerPaymentId: sql`coalesce(${deposits.providerPaymentId}, ${paymentId})`,
        firstDepositBonusPaise: sql`CASE
          WHEN ${deposits.firstDepositBonusPaise} > 0 THEN ${deposits.firstDepositBonusPaise}
          WHEN EXISTS (SELECT 1 FROM deposits d WHERE d.user_id = ${deposit.userId}::uuid AND d.id <> ${deposit.id}::uuid AND (d.status = 'success' OR d.first_deposit_bonus_paise > 0)) THEN 0
          ELSE ${firstDepositBonusPaise.toString()}::bigint END`,
      })
      .where(and(eq(deposits.id, deposit.id), ne(deposits.status, "success")))
      .returning();
    return row;
  });
}

/** Marks a deposit succeeded, credited at `at`, unless it already was. The updated row, or nothing. */
export async function markDepositSucceeded(db: Db, depositId: string, at: Date): Promise<DepositRow | undefined> {
  const [row] = await db
    .update(deposits)
    .set({ status: "success", failureReason: "", creditedAt: at, nextCheckAt: null, updatedAt: at })
    .where(and(eq(deposits.id, depositId), ne(deposits.status, "success")))
    .returning();
  return row;
}

/** Fails a deposit that is still pending; a success stays a success. */
export async function failPendingDeposit(db: Db, id: string, reason: string): Promise<void> {
  await db
    .update(deposits)
    .set({ status: "failed", failureReason: reason, nextCheckAt: null, updatedAt: new Date() })
    .where(and(eq(deposits.id, id), eq(deposits.status, "pending")));
}

/** True once the player has one successful deposit (the deposit bonus rule's "first" is the one before). */
export async function hasSuccessfulDeposit(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.status, "success")))
    .limit(1);
  return row !== undefined;
}

/**
 * The player's deposits since the start of this Asia/Kolkata day, week and month that count
 * against the limits: succeeded, or pending and younger than `pendingMinutes`.
 */
export async function depositSums(db: Db, userId: string, pendingMinutes: number): Promise<{ today: bigint; week: bigint; month: bigint }> {
  const rows = await queryRows<{ today: string; week: string; month: string }>(
    db,
    sql`WITH bounds AS (
        SELECT (date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata') AS day_start,
               (date_trunc('week', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata') AS week_start,
               (date_trunc('month', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata') AS month_start)
      SELECT coalesce(sum(d.amount_paise) FILTER (WHERE d.created_at >= b.day_start), 0)::text AS today,
             coalesce(sum(d.amount_paise) FILTER (WHERE d.created_at >= b.week_start), 0)::text AS week,
             coalesce(sum(d.amount_paise) FILTER (WHERE d.created_at >= b.month_start), 0)::text AS month
      FROM bounds b LEFT JOIN deposits d ON d.user_id = ${userId}::uuid AND d.created_at >= least(b.week_start, b.month_start)
        AND (d.status = 'success' OR (d.status = 'pending' AND d.created_at > now() - make_interval(mins => ${pendingMinutes})))`,
  );
  return { today: BigInt(rows[0]?.today ?? "0"), week: BigInt(rows[0]?.week ?? "0"), month: BigInt(rows[0]?.month ?? "0") };
}

export type DepositLimitRow = typeof depositLimits.$inferSelect;
export type DepositLimitValues = Omit<typeof depositLimits.$inferInsert, "userId">;

export async function findDepositLimits(db: Db, userId: string): Promise<DepositLimitRow | undefined> {
  const [row] = await db.select().from(depositLimits).where(eq(depositLimits.userId, userId));
  return row;
}

export async function saveDepositLimits(db: Db, userId: string, values: DepositLimitValues): Promise<void> {
  await db.insert(depositLimits).values({ userId, ...values }).onConflictDoUpdate({ target: depositLimits.userId, set: values });
}

/** The settings rows `paymentSettings` reads. */
export const PAYMENT_SETTING_KEYS = ["oPurchaseRange", "eUPIPaymentMode", "compliance", "payments"] as const;

/** The settings rows the payments settings are read from. */
export async function paymentSettingRows(db: Db): Promise<{ key: string; value: unknown }[]> {
  return queryRows<{ key: string; value: unknown }>(db, sql`SELECT key, value FROM settings WHERE key IN ${PAYMENT_SETTING_KEYS}`);
}

export async function insertGatewayToken(db: Db, values: typeof paymentGatewayTokens.$inferInsert): Promise<void> {
  await db.insert(paymentGatewayTokens).values(values);
}

export async function gatewayTokenByHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(paymentGatewayTokens).where(eq(paymentGatewayTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks a link used unless it was used or has expired by `now`; false when another request got it. */
export async function useGatewayToken(db: Db, id: string, now: Date): Promise<boolean> {
  const [used] = await db
    .update(paymentGatewayTokens)
    .set({ usedAt: now })
    .where(and(eq(paymentGatewayTokens.id, id), isNull(paymentGatewayTokens.usedAt), gt(paymentGatewayTokens.expiresAt, now)))
    .returning({ id: paymentGatewayTokens.id });
  return used !== undefined;
}

/** Records a provider's webhook event once (by provider and event id); false for a duplicate. */
export async function recordPaymentEvent(db: Db, values: typeof paymentEvents.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(paymentEvents).values(values).onConflictDoNothing().returning({ id: paymentEvents.id });
  return inserted.length === 1;
}
