import { queryRows, schema, type Db } from "@rummy/db";
import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";

const { playLimits, playLimitChanges, selfExclusions } = schema;

export type PlayLimitRow = typeof playLimits.$inferSelect;
export type PlayLimitKind = PlayLimitRow["kind"];
export type ExclusionRow = typeof selfExclusions.$inferSelect;
export type LimitChangeRow = typeof playLimitChanges.$inferSelect;
/** A transaction or the pool: both run the same statements. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const HISTORY_ROWS = 50;

/** The exclusion in force at `now`: a permanent one first, else the one that ends last. */
export async function activeExclusion(db: Db | Tx, userId: string, now: Date): Promise<ExclusionRow | undefined> {
  const [row] = await db
    .select()
    .from(selfExclusions)
    .where(
      and(
        eq(selfExclusions.userId, userId),
        isNull(selfExclusions.liftedAt),
        sql`${selfExclusions.startsAt} <= ${now.toISOString()}::timestamptz`,
        or(isNull(selfExclusions.endsAt), gt(selfExclusions.endsAt, now)),
      ),
    )
    .orderBy(sql`${selfExclusions.endsAt} DESC NULLS FIRST`)
    .limit(1);
  return row;
}

export async function insertExclusion(db: Tx, row: typeof selfExclusions.$inferInsert): Promise<ExclusionRow> {
  const [inserted] = await db.insert(selfExclusions).values(row).returning();
  if (!inserted) throw new Error("self_exclusions insert returned nothing");
  return inserted;
}

export async function exclusionHistory(db: Db, userId: string): Promise<ExclusionRow[]> {
  return db.select().from(selfExclusions).where(eq(selfExclusions.userId, userId)).orderBy(desc(selfExclusions.createdAt)).limit(HISTORY_ROWS);
}

export async function playLimitRows(db: Db | Tx, userId: string): Promise<PlayLimitRow[]> {
  return db.select().from(playLimits).where(eq(playLimits.userId, userId));
}

export async function savePlayLimit(db: Tx, row: typeof playLimits.$inferInsert): Promise<void> {
  const { userId: _u, kind: _k, ...set } = row;
  await db.insert(playLimits).values(row).onConflictDoUpdate({ target: [playLimits.userId, playLimits.kind], set });
}

export async function insertLimitChanges(db: Db | Tx, rows: (typeof playLimitChanges.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(playLimitChanges).values(rows);
}

export async function limitChanges(db: Db, userId: string): Promise<LimitChangeRow[]> {
  return db.select().from(playLimitChanges).where(eq(playLimitChanges.userId, userId)).orderBy(desc(playLimitChanges.createdAt)).limit(HISTORY_ROWS);
}

/** Serializes one player's limit and exclusion changes (two tabs must not both "lower"). */
export async function lockPlayer(db: Tx, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`responsible:${userId}`}, 0))`);
}

/**
 * The player's cash net result since `since`: what settlements and rake moved in and out of the
 * player's table escrows (`table_escrow` accounts, INR). Buy-ins and leaves move the player's own
 * money to and from the escrow and are not a result; a reversal row counts against what it reverses.
 */
export async function cashNetSince(db: Db, userId: string, since: Date): Promise<bigint> {
  const rows = await queryRows<{ net: string }>(
    db,
    sql`SELECT coalesce(sum(CASE WHEN t.credit_account_id = a.id THEN t.amount_paise ELSE -t.amount_paise END), 0)::text AS net
      FROM ledger_accounts a JOIN ledger_transfers t ON (t.credit_account_id = a.id OR t.debit_account_id = a.id)
      WHERE a.owner_user_id = ${userId}::uuid AND a.kind = 'table_escrow' AND a.currency = 'INR'
        AND t.phase IN ('posted', 'post_pending') AND t.created_at >= ${since.toISOString()}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM ledger_accounts o WHERE o.owner_user_id = a.owner_user_id
          AND o.id = CASE WHEN t.credit_account_id = a.id THEN t.debit_account_id ELSE t.credit_account_id END AND o.kind <> 'table_escrow')`,
  );
  return BigInt(rows[0]?.net ?? "0");
}

/** Milliseconds the player sat at any table (cash or practice) between `since` and `now`. */
export async function seatedMsBetween(db: Db, userId: string, since: Date, now: Date): Promise<number> {
  const rows = await queryRows<{ ms: string | null }>(
    db,
    sql`SELECT coalesce(sum(extract(epoch FROM (least(coalesce(left_at, ${now.toISOString()}::timestamptz), ${now.toISOString()}::timestamptz)
        - greatest(joined_at, ${since.toISOString()}::timestamptz))) * 1000), 0)::text AS ms
      FROM table_seats WHERE user_id = ${userId}::uuid AND joined_at < ${now.toISOString()}::timestamptz
        AND coalesce(left_at, ${now.toISOString()}::timestamptz) > ${since.toISOString()}::timestamptz`,
  );
  return Math.max(0, Math.round(Number(rows[0]?.ms ?? 0)));
}

/** The player's latest seats (for the reality check's session), newest first. */
export async function recentSeats(db: Db, userId: string, limit = 50): Promise<{ joinedAt: Date; leftAt: Date | null }[]> {
  const { tableSeats } = schema;
  return db
    .select({ joinedAt: tableSeats.joinedAt, leftAt: tableSeats.leftAt })
    .from(tableSeats)
    .where(eq(tableSeats.userId, userId))
    .orderBy(desc(tableSeats.joinedAt))
    .limit(limit);
}
