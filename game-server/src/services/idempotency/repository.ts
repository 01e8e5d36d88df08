import { schema, type Db } from "@rummy/db";
import { and, eq, lt, sql } from "drizzle-orm";

/** The idempotency keys' SQL (`idempotency_keys`), by key scope: one player, one route, one key. */

const { idempotencyKeys } = schema;

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

interface Scope {
  readonly userId: string;
  readonly route: string;
  readonly key: string;
}

const scopeIs = (s: Scope) => and(eq(idempotencyKeys.userId, s.userId), eq(idempotencyKeys.route, s.route), eq(idempotencyKeys.key, s.key));

/** Deletes this scope's key if created before `cutoff`, and a batch of up to 100 other such keys. */
export async function deleteExpiredKeys(db: Db, scope: Scope, cutoff: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(and(scopeIs(scope), lt(idempotencyKeys.createdAt, cutoff)));
  await db.execute(
    sql`DELETE FROM idempotency_keys WHERE ctid IN (SELECT ctid FROM idempotency_keys WHERE created_at < ${cutoff.toISOString()}::timestamptz LIMIT 100)`,
  );
}

/** Inserts the scope's key as `in_progress` unless it exists; true when this call inserted it. */
export async function insertKeyIfAbsent(db: Db, scope: Scope, requestHash: string, createdAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...scope, requestHash, state: "in_progress", createdAt })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function findKey(db: Db, scope: Scope): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(scopeIs(scope)).limit(1);
  return row;
}

/** Stores the answer of an `in_progress` key and marks it done. */
export async function storeAnswer(db: Db, scope: Scope, answer: { status: number; headers: Record<string, string>; body: string }): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: "done", responseStatus: answer.status, responseHeaders: answer.headers, responseBody: answer.body, completedAt: new Date() })
    .where(and(scopeIs(scope), eq(idempotencyKeys.state, "in_progress")));
}

/** Deletes the scope's key if it is still `in_progress`. */
export async function deleteKeyInProgress(db: Db, scope: Scope): Promise<void> {
  await db.delete(idempotencyKeys).where(and(scopeIs(scope), eq(idempotencyKeys.state, "in_progress")));
}
