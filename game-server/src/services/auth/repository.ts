import { queryRows, type Db } from "@rummy/db";
import { loginThrottle, sessions, users } from "@rummy/db/schema/index";
import { and, eq, gt, inArray, isNull, sql, type Placeholder, type SQL } from "drizzle-orm";

/** The auth module's SQL: accounts (`users`), logins (`sessions`) and login throttling (`login_throttle`). */

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

// ---- users

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row;
}

/** Up to three accounts holding any of these identifiers (user name compared case-insensitively). */
export async function findIdentifierHolders(db: Db, wanted: { userName?: string; email?: string; mobile?: string }) {
  return db
    .select({ userName: users.userName, email: users.email, mobile: users.mobile, id: users.id })
    .from(users)
    .where(
      sql`(${wanted.userName !== undefined ? sql`lower(${users.userName}) = lower(${wanted.userName})` : sql`false`}
        or ${wanted.email !== undefined ? sql`${users.email} = ${wanted.email}` : sql`false`}
        or ${wanted.mobile !== undefined ? sql`${users.mobile} = ${wanted.mobile}` : sql`false`})`,
    )
    .limit(3);
}

/** The active account whose referral code this is. */
export async function findActiveUserIdByReferralCode(db: Db, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, code), eq(users.status, "active")))
    .limit(1);
  return row?.id;
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}

/** Inserts an account; a unique violation (user name, e-mail, mobile, referral code) is thrown as PostgreSQL raised it. */
export async function insertUser(db: Db, values: NewUser): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error("user insert returned nothing");
  return row.id;
}

/** Updates an account's columns (`updated_at` set to now). */
export async function updateUser(db: Db, id: string, values: Partial<Pick<NewUser, "passwordHash" | "isMobileVerified" | "isEmailVerified" | "dob">>): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Marks the e-mail verified if it is still the account's address; false when it changed meanwhile. */
export async function markEmailVerified(db: Db, id: string, email: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ isEmailVerified: true, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.email, email)))
    .returning({ id: users.id });
  return updated.length > 0;
}

// ---- sessions

export async function insertSession(db: Db, values: { userId: string; lastSeenAt: Date; expiresAt: Date; ip: string; userAgent: string }): Promise<string> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error("session insert returned nothing");
  return row.id;
}

/**
 * The SQL condition of a live session for these claims, over `sessions` joined to `users`: not
 * revoked, not expired, not idle since `idleSince`, account active, judged at `now` (the platform
 * clock, as the login that opened the session was). Every read that authorises a token uses it,
 * so the rule is written once.
 */
export function liveSessionCondition(claims: { readonly sid: string | Placeholder; readonly sub: string | Placeholder }, at: SessionTimes<Date | Placeholder>): SQL {
  return and(
    eq(sessions.id, claims.sid),
    eq(sessions.userId, claims.sub),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, at.now),
    gt(sessions.lastSeenAt, at.idleSince),
    eq(users.status, "active"),
  ) as SQL;
}

/** When a session is judged, and the last-seen time before which it has been idle too long. */
export interface SessionTimes<T = Date> {
  readonly now: T;
  readonly idleSince: T;
}

export function sessionTimes(now: Date, idleSeconds: number): SessionTimes {
  return { now, idleSince: new Date(now.getTime() - idleSeconds * 1000) };
}

/** The prepared statements' placeholders for `sessionTimes`, and the values `execute` binds to them. */
export const SESSION_TIME_PLACEHOLDERS: SessionTimes<Placeholder> = { now: sql.placeholder("now"), idleSince: sql.placeholder("idleSince") };
export const sessionTimeParams = (at: SessionTimes): SessionTimes<string> => ({ now: at.now.toISOString(), idleSince: at.idleSince.toISOString() });

function liveSessionQuery(db: Db) {
  return db
    .select({ lastSeenAt: sessions.lastSeenAt, language: users.language })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSessionCondition({ sid: sql.placeholder("sid"), sub: sql.placeholder("sub") }, SESSION_TIME_PLACEHOLDERS))
    .limit(1)
    .prepare("verify_session");
}

/** Built once per database: every private call runs this, so the query is not rebuilt each time. */
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof liveSessionQuery>>();

/**
 * The live session's last-seen time and its player's chosen language (issue 21: replies speak it),
 * or nothing (one indexed read, prepared once per database).
 */
export async function findLiveSession(db: Db, claims: { sid: string; sub: string }, at: SessionTimes): Promise<{ lastSeenAt: Date; language: "en" | "hi" | null } | undefined> {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = liveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ sid: claims.sid, sub: claims.sub, ...sessionTimeParams(at) });
  return row;
}

export async function touchSession(db: Db, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
}

/** Revokes one open session; its user, or nothing when it was already revoked. */
export async function revokeSessionRow(db: Db, sessionId: string, reason: string): Promise<string | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return row?.userId;
}

export async function revokeUserSessions(db: Db, userId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

// ---- login throttle

/** `now` as a timestamptz parameter: the throttle's waits run on the platform clock, not the database's. */
function at(now: Date): SQL {
  return sql`${now.toISOString()}::timestamptz`;
}

/**
 * One statement: count this attempt unless the source is waiting, and read the account's recent
 * failures as they were before it. ON CONFLICT DO UPDATE locks the row and re-checks the wait on
 * its newest version, so parallel attempts from one source cannot pass together. `delays` is the
 * wait after the n-th counted attempt; attempts quiet for `forgetAfterSeconds` are forgotten.
 */
export async function claimAttemptRow(
  db: Db,
  userId: string,
  source: string,
  policy: { delays: readonly number[]; forgetAfterSeconds: number },
  now: Date,
): Promise<{ attempt: number | null; wait: number | null; recent: number } | undefined> {
  const forget = sql.raw(`interval '${policy.forgetAfterSeconds} seconds'`);
  const delays = sql.raw(`'{${policy.delays.join(",")}}'::int[]`);
  const next = sql`CASE WHEN t.last_attempt_at < ${at(now)} - ${forget} THEN 1 ELSE t.attempts + 1 END`;
  const [row] = await queryRows<{ attempt: number | null; wait: number | null; recent: number }>(
    db,
    sql`
      WITH claimed AS (
        INSERT INTO login_throttle AS t (user_id, source, attempts, blocked_until, last_attempt_at)
        VALUES (${userId}::uuid, ${source}, 1, ${at(now)} + make_interval(secs => (${delays})[1]), ${at(now)})
        ON CONFLICT (user_id, source) DO UPDATE SET
          attempts = ${next},
          blocked_until = ${at(now)} + make_interval(secs => (${delays})[least(${next}, ${sql.raw(String(policy.delays.length))})]),
          last_attempt_at = ${at(now)}
        WHERE t.blocked_until <= ${at(now)}
        RETURNING t.attempts
      )
      SELECT
        (SELECT attempts FROM claimed) AS attempt,
        (SELECT ceil(extract(epoch FROM blocked_until - ${at(now)}))::int FROM login_throttle WHERE user_id = ${userId}::uuid AND source = ${source}) AS wait,
        (SELECT coalesce(sum(attempts), 0)::int FROM login_throttle WHERE user_id = ${userId}::uuid AND last_attempt_at > ${at(now)} - ${forget}) AS recent`,
  );
  return row;
}

/** The source's wait runs from `now` (at least), by its attempt count. */
export async function extendAttemptWait(db: Db, userId: string, source: string, delays: readonly number[], now: Date): Promise<void> {
  const table = sql.raw(`'{${delays.join(",")}}'::int[]`);
  await db.execute(sql`
    UPDATE login_throttle
    SET blocked_until = greatest(blocked_until, ${at(now)} + make_interval(secs => (${table})[least(attempts, ${sql.raw(String(delays.length))})]))
    WHERE user_id = ${userId}::uuid AND source = ${source}`);
}

export async function deleteAttempts(db: Db, userId: string, source: string): Promise<void> {
  await db.delete(loginThrottle).where(and(eq(loginThrottle.userId, userId), eq(loginThrottle.source, source)));
}

/** Deletes up to `batch` rows quiet for `forgetAfterSeconds` at `now`, skipping rows in use. */
export async function sweepQuietAttempts(db: Db, forgetAfterSeconds: number, batch: number, now: Date): Promise<void> {
  const forget = sql.raw(`interval '${forgetAfterSeconds} seconds'`);
  await db.execute(sql`
    DELETE FROM login_throttle WHERE ctid = ANY(ARRAY(
      SELECT ctid FROM login_throttle
      WHERE last_attempt_at < ${at(now)} - ${forget}
      LIMIT ${batch}
      FOR UPDATE SKIP LOCKED))`);
}

/** Of these sessions, the ones live by `liveSessionCondition`'s rule (without claims), in one read. */
export async function liveSessionIdsAmong(db: Db, sessionIds: readonly string[], at: SessionTimes): Promise<string[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, [...sessionIds]),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at.now),
        gt(sessions.lastSeenAt, at.idleSince),
        eq(users.status, "active"),
      ),
    );
  return rows.map((r) => r.id);
}
