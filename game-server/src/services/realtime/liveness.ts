import type { Db } from "@rummy/db";
import { sessions, users } from "@rummy/db/schema/index";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { SESSION_IDLE_SECONDS } from "../auth/sessions.ts";

/**
 * Of these sessions, the ones still live (not revoked, unexpired, not idle too long, account
 * active), in one read. The player channel uses it as a safety net behind `forcedLogout`: a
 * revocation whose notification was lost still closes the socket at the next check. It does not
 * refresh `last_seen_at`: an open tab alone does not keep a login alive.
 */
export async function liveSessionIds(db: Db, sessionIds: readonly string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, [...new Set(sessionIds)]),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_IDLE_SECONDS})`),
        eq(users.status, "active"),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
