import type { Db } from "@rummy/db";
import { cashNetSince, recentSeats } from "./repository.ts";

/** A pause shorter than this between two seats still counts as one continuous session. */
export const SESSION_GAP_MS = 10 * 60_000;

/** SPEC-free product defaults: first reality check after 60 minutes, then every 30. */
export const REALITY_CHECK_FIRST_MS = 60 * 60_000;
export const REALITY_CHECK_EVERY_MS = 30 * 60_000;

export interface PlaySession {
  readonly startedAt: Date;
  readonly playedMs: number;
  /** Cash net result since the session started (paise; negative is a loss). */
  readonly netPaise: bigint;
}

/**
 * The player's current session from the server's records: walking back from the newest seat,
 * seats that follow each other within `SESSION_GAP_MS` (at any table) are one session.
 */
export async function currentSession(db: Db, userId: string, now: Date): Promise<PlaySession> {
  const startedAt = await sessionStart(db, userId, now);
  const netPaise = await cashNetSince(db, userId, startedAt);
  return { startedAt, playedMs: Math.max(0, now.getTime() - startedAt.getTime()), netPaise };
}

/**
 * When the player's current session started: all that scheduling its next reality check needs.
 * Every seated socket's join asks, so it reads the seats only, not the session's net result (a
 * sum over the player's ledger), which only the check itself shows.
 */
export async function sessionStart(db: Db, userId: string, now: Date): Promise<Date> {
  const seats = await recentSeats(db, userId);
  let startedAt = seats[0]?.joinedAt ?? now;
  for (const seat of seats.slice(1)) {
    const left = seat.leftAt ?? now;
    if (left.getTime() < startedAt.getTime() - SESSION_GAP_MS) break;
    if (seat.joinedAt < startedAt) startedAt = seat.joinedAt;
  }
  return startedAt;
}

/** How long until the next reality check of a session that started at `startedAt`. */
export function nextCheckDelayMs(startedAt: Date, now: Date, firstMs: number, everyMs: number): number {
  const played = now.getTime() - startedAt.getTime();
  if (played < firstMs) return firstMs - played;
  const since = (played - firstMs) % everyMs;
  return since === 0 ? 0 : everyMs - since;
}
