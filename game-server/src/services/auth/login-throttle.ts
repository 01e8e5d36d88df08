import { queryRows } from "@rummy/db";
import { loginThrottle } from "@rummy/db/schema/index";
import { and, eq, sql } from "drizzle-orm";
import type { Platform } from "../../platform/ports.ts";
import { DELAY_TABLE_SECONDS, LOGIN_THROTTLE } from "./login-throttle-policy.ts";

/**
 * Password-login throttling in PostgreSQL (OWASP authentication cheat sheet), so every process
 * sees the same counters: each attempt is counted against (account, source) before the password
 * is judged, and a login that opens a session deletes its source's row. Policy and the source key
 * are in `login-throttle-policy.ts`; game-server/ACCOUNTS.md "Login throttling" tells the story.
 */

export type AttemptClaim =
  /** Judge the password. `underAttack`: the account's recent failures reached the ceiling. */
  | { readonly kind: "go"; readonly underAttack: boolean }
  /** This source must wait before any password of it is judged. */
  | { readonly kind: "wait"; readonly seconds: number };

const FORGET = sql.raw(`interval '${LOGIN_THROTTLE.forgetAfterSeconds} seconds'`);
const DELAYS = sql.raw(`'{${DELAY_TABLE_SECONDS.join(",")}}'::int[]`);

/**
 * One statement: count this attempt unless the source is waiting, and read the account's recent
 * failures as they were before it. ON CONFLICT DO UPDATE locks the row and re-checks the wait on
 * its newest version, so parallel attempts from one source cannot pass together.
 */
export async function claimLoginAttempt(platform: Platform, userId: string, source: string): Promise<AttemptClaim> {
  const next = sql`CASE WHEN t.last_attempt_at < now() - ${FORGET} THEN 1 ELSE t.attempts + 1 END`;
  const [row] = await queryRows<{ attempt: number | null; wait: number | null; recent: number }>(
    platform.db,
    sql`
      WITH claimed AS (
        INSERT INTO login_throttle AS t (user_id, source, attempts, blocked_until, last_attempt_at)
        VALUES (${userId}::uuid, ${source}, 1, now() + make_interval(secs => (${DELAYS})[1]), now())
        ON CONFLICT (user_id, source) DO UPDATE SET
          attempts = ${next},
          blocked_until = now() + make_interval(secs => (${DELAYS})[least(${next}, ${sql.raw(String(DELAY_TABLE_SECONDS.length))})]),
          last_attempt_at = now()
        WHERE t.blocked_until <= now()
        RETURNING t.attempts
      )
      SELECT
        (SELECT attempts FROM claimed) AS attempt,
        (SELECT ceil(extract(epoch FROM blocked_until - now()))::int FROM login_throttle WHERE user_id = ${userId}::uuid AND source = ${source}) AS wait,
        (SELECT coalesce(sum(attempts), 0)::int FROM login_throttle WHERE user_id = ${userId}::uuid AND last_attempt_at > now() - ${FORGET}) AS recent`,
  );
  if (!row) throw new Error("login throttle statement returned no row");
  // The snapshot can predate a parallel attempt that set the wait: then at least a second.
  if (row.attempt === null) return { kind: "wait", seconds: Math.max(1, row.wait ?? 1) };
  return { kind: "go", underAttack: row.recent >= LOGIN_THROTTLE.accountCeiling };
}

/**
 * A wrong password: the source's wait also runs from now, not only from when the attempt was
 * counted, so a slow password check does not eat into it.
 */
export async function recordLoginFailure(platform: Platform, userId: string, source: string): Promise<void> {
  await platform.db.execute(sql`
    UPDATE login_throttle
    SET blocked_until = greatest(blocked_until, now() + make_interval(secs => (${DELAYS})[least(attempts, ${sql.raw(String(DELAY_TABLE_SECONDS.length))})]))
    WHERE user_id = ${userId}::uuid AND source = ${source}`);
  await sweepLoginAttempts(platform);
}

/** A session was opened for this source (password, OTP or reset): its counter starts again. */
export async function clearLoginAttempts(platform: Platform, userId: string, source: string): Promise<void> {
  await platform.db.delete(loginThrottle).where(and(eq(loginThrottle.userId, userId), eq(loginThrottle.source, source)));
}

/**
 * Deletes a batch of rows quiet for longer than the memory, so the table holds only live
 * counters; run as failures are recorded, which is the only way rows accumulate. SKIP LOCKED
 * keeps it from waiting on (or deadlocking with) attempts in flight.
 */
async function sweepLoginAttempts(platform: Platform): Promise<void> {
  await platform.db.execute(sql`
    DELETE FROM login_throttle WHERE ctid = ANY(ARRAY(
      SELECT ctid FROM login_throttle
      WHERE last_attempt_at < now() - ${FORGET}
      LIMIT ${LOGIN_THROTTLE.sweepBatch}
      FOR UPDATE SKIP LOCKED))`);
}
