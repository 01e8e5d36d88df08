import { TournamentError } from "./errors.ts";
import type { TournamentRow } from "./repository.ts";

/** Started, over, or past its start time: joining and withdrawing are too late. */
export function hasStarted(t: TournamentRow, now: Date): boolean {
  return t.state === "seating" || t.state === "running" || t.state === "finished" || t.state === "cancelled" || now >= t.startsAt;
}

/** True while players may register (and withdraw): the window is open and the tournament has not started. */
export function registrationOpen(t: TournamentRow, now: Date): boolean {
  return !hasStarted(t, now) && now >= t.registrationOpensAt && now < t.registrationClosesAt;
}

export function assertRegistrationOpen(t: TournamentRow, now: Date): void {
  if (hasStarted(t, now)) throw new TournamentError("tournament/too_late");
  if (!registrationOpen(t, now)) throw new TournamentError("tournament/registration_closed");
}

/**
 * When an entry hold lapses if nothing resolves it: well after the start, so that only a
 * tournament no process ever started (or cancelled) lets the ledger sweep hand the money back.
 */
export const HOLD_GRACE_MS = 6 * 3_600_000;

export function holdExpiry(t: TournamentRow): Date {
  return new Date(t.startsAt.getTime() + HOLD_GRACE_MS);
}

/** The ledger currency of a tournament's entry holds, or null when entries hold no money. */
export function entryCurrency(t: TournamentRow): "INR" | "PRACTICE" | null {
  return t.entryKind === "cash" ? "INR" : t.entryKind === "practice" ? "PRACTICE" : null;
}
