/**
 * What the matchmaker's and the room's refusals of a join mean to the connection. colyseus.js
 * rejects with a `MatchMakeError` (the HTTP reservation) or a `ServerError` (the socket that
 * consumes it), both an `Error` with a numeric `code`; a transport failure has no code.
 */
import { ErrorCode } from "colyseus.js";

/** The room's `onAuth` refuses a token that is no longer a session with 401 (room-auth.ts). */
const UNAUTHORIZED = 401;

/** The refusal's code, when the server (or a proxy in front of it) gave one. */
export function codeOf(error: unknown): number | undefined {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === "number" ? code : undefined;
}

/**
 * Whether a seat reservation or reconnection token is no longer good: @colyseus/core answers
 * MATCHMAKE_EXPIRED ("reconnection token invalid or expired.", "already consumed"), and its
 * socket transport a bare "seat reservation expired." (no code: it reaches the client as 0) when
 * the room no longer holds the reservation, or lives on another process now. Trying it again
 * cannot help; a fresh reservation can, since the seat itself is held in the database.
 */
export function isExpiredReservation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return codeOf(error) === ErrorCode.MATCHMAKE_EXPIRED || /seat reservation expired/i.test(error.message);
}

/** The player's session is over: only logging in again helps. */
export const isSessionRefused = (error: unknown): boolean => codeOf(error) === UNAUTHORIZED;
