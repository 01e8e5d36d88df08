import type { Db } from "@rummy/db";
import { liveSessionIdsAmong } from "../auth/repository.ts";
import { SESSION_IDLE_SECONDS } from "../auth/sessions.ts";

/**
 * Of these sessions, the ones still live (not revoked, unexpired, not idle too long, account
 * active), in one read. The player channel uses it as a safety net behind `forcedLogout`: a
 * revocation whose notification was lost still closes the socket at the next check. It does not
 * refresh `last_seen_at`: an open tab alone does not keep a login alive.
 */
export async function liveSessionIds(db: Db, sessionIds: readonly string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  return new Set(await liveSessionIdsAmong(db, [...new Set(sessionIds)], SESSION_IDLE_SECONDS));
}
