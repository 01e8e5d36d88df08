import type { Db } from "@rummy/db";
import type { Platform } from "../../platform/ports.ts";
import { notifyPlayer } from "../realtime/publish.ts";
import { findLiveSession, insertSession, revokeSessionRow, revokeUserSessions, sessionTimes, touchSession, type SessionTimes } from "./repository.ts";
import { SESSION_LIFETIME_SECONDS, type SessionClaims } from "./session-tokens.ts";

/** A login ends after this long without any request (ASVS 7.3.1), or after its absolute lifetime. */
export const SESSION_IDLE_SECONDS = 7 * 24 * 3600;
/** `last_seen_at` is refreshed at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PlayerIdentity {
  readonly userId: string;
  readonly sessionId: string;
  /** The language the account chose (`eLanguage`), null until it chooses one. */
  readonly language: "en" | "hi" | null;
}

/** What sessions need of the platform: the database, the token signer, and the clock that judges them. */
export type SessionPorts = Pick<Platform, "db" | "tokens" | "clock">;

export type RevokeReason = "logout" | "password_changed" | "password_reset" | "restricted_location" | "blocked";

/**
 * Opens a session and returns the signed token naming it (ASVS 7.2.4: a new token per login). The
 * row's start and end are stamped by the platform clock, which also judges it later.
 */
export async function openSession(
  ports: SessionPorts,
  userId: string,
  client: { ip: string; userAgent: string },
): Promise<string> {
  const now = ports.clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000);
  const sessionId = await insertSession(ports.db, { userId, lastSeenAt: now, expiresAt, ip: client.ip.slice(0, 64), userAgent: client.userAgent.slice(0, 300) });
  return ports.tokens.sign({ sub: userId, sid: sessionId });
}

/** The claims of a token that is well signed, unexpired and well formed; says nothing about revocation. */
export function sessionClaimsOf(ports: Pick<SessionPorts, "tokens">, token: string): SessionClaims | null {
  const claims = ports.tokens.read(token);
  return claims && UUID.test(claims.sid) && UUID.test(claims.sub) ? claims : null;
}

/** The moment a session is judged by (the platform clock) and its idle cut-off. */
export function liveSessionTimes(ports: Pick<Platform, "clock">): SessionTimes {
  return sessionTimes(ports.clock.now(), SESSION_IDLE_SECONDS);
}

/** Refreshes `last_seen_at` when the last refresh is older than TOUCH_EVERY_MS (best effort). */
export function noteSeen(ports: Pick<SessionPorts, "db" | "clock">, sessionId: string, lastSeenAt: Date): void {
  const now = ports.clock.now();
  if (now.getTime() - lastSeenAt.getTime() > TOUCH_EVERY_MS) touch(ports.db, sessionId, now);
}

/**
 * The player a token stands for, or null when the token is forged, expired, revoked, idle too
 * long, or its account is blocked. One indexed read per call.
 */
export async function verifyPlayerToken(ports: SessionPorts, token: string): Promise<PlayerIdentity | null> {
  const claims = sessionClaimsOf(ports, token);
  if (!claims) return null;
  const row = await findLiveSession(ports.db, claims, liveSessionTimes(ports));
  if (!row) return null;
  noteSeen(ports, claims.sid, row.lastSeenAt);
  return { userId: claims.sub, sessionId: claims.sid, language: row.language };
}

function touch(db: Db, sessionId: string, at: Date): void {
  // Best effort: a lost touch only shortens the idle window by a few minutes.
  touchSession(db, sessionId, at).then(
      () => undefined,
      () => undefined,
    );
}

/** Ends one login; its open player-channel sockets hear `forcedLogout` and are closed. */
export async function revokeSession(db: Db, sessionId: string, reason: RevokeReason): Promise<void> {
  const userId = await revokeSessionRow(db, sessionId, reason);
  if (userId) notifyPlayer(userId, { type: "forcedLogout", reason }, { sessionId });
}

/** Ends every login of a user (password change or reset, blocked account). */
export async function revokeAllSessions(db: Db, userId: string, reason: RevokeReason): Promise<void> {
  await revokeUserSessions(db, userId, reason);
  // Every socket of the user; the caller's own new session (a reset logs in again) opens after this.
  notifyPlayer(userId, { type: "forcedLogout", reason });
}
