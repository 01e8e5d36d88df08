import type { Platform } from "../../platform/ports.ts";
import { liveSessionIdsAmong } from "../auth/repository.ts";
import { liveSessionTimes } from "../auth/sessions.ts";

/**
 * Of these sessions, the ones still live (not revoked, unexpired, not idle too long, account
 * active), in one read. The player channel uses it as a safety net behind `forcedLogout`: a
 * revocation whose notification was lost still closes the socket at the next check. It does not
 * refresh `last_seen_at`: an open tab alone does not keep a login alive.
 */
export async function liveSessionIds(ports: Pick<Platform, "db" | "clock">, sessionIds: readonly string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  return new Set(await liveSessionIdsAmong(ports.db, [...new Set(sessionIds)], liveSessionTimes(ports)));
}
