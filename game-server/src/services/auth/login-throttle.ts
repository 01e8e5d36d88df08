import type { Db } from "@rummy/db";
import type { Platform } from "../../platform/ports.ts";
import { DELAY_TABLE_SECONDS, LOGIN_THROTTLE } from "./login-throttle-policy.ts";
import { claimAttemptRow, deleteAttempts, extendAttemptWait, sweepQuietAttempts } from "./repository.ts";

/**
 * Password-login throttling in PostgreSQL (OWASP authentication cheat sheet), so every process
 * sees the same counters: each attempt is counted against (account, source) before the password
 * is judged, and a login that opens a session deletes its source's row. Policy and the source key
 * are in `login-throttle-policy.ts`; game-server/ACCOUNTS.md "Login throttling" tells the story.
 */

/**
 * What login throttling needs of the platform: the database, where every process sees the same
 * counters, and the clock every wait is measured by.
 */
export type LoginThrottlePorts = Pick<Platform, "db" | "clock">;

export type AttemptClaim =
  /** Judge the password. `underAttack`: the account's recent failures reached the ceiling. */
  | { readonly kind: "go"; readonly underAttack: boolean }
  /** This source must wait before any password of it is judged. */
  | { readonly kind: "wait"; readonly seconds: number };

/**
 * One statement: count this attempt unless the source is waiting, and read the account's recent
 * failures as they were before it. ON CONFLICT DO UPDATE locks the row and re-checks the wait on
 * its newest version, so parallel attempts from one source cannot pass together.
 */
export async function claimLoginAttempt(ports: LoginThrottlePorts, userId: string, source: string): Promise<AttemptClaim> {
  const policy = { delays: DELAY_TABLE_SECONDS, forgetAfterSeconds: LOGIN_THROTTLE.forgetAfterSeconds };
  const row = await claimAttemptRow(ports.db, userId, source, policy, ports.clock.now());
  if (!row) throw new Error("login throttle statement returned no row");
  // The snapshot can predate a parallel attempt that set the wait: then at least a second.
  if (row.attempt === null) return { kind: "wait", seconds: Math.max(1, row.wait ?? 1) };
  return { kind: "go", underAttack: row.recent >= LOGIN_THROTTLE.accountCeiling };
}

/**
 * A wrong password: the source's wait also runs from now, not only from when the attempt was
 * counted, so a slow password check does not eat into it. That is why the clock is read again
 * here rather than reusing the claim's time.
 */
export async function recordLoginFailure(ports: LoginThrottlePorts, userId: string, source: string): Promise<void> {
  const now = ports.clock.now();
  await extendAttemptWait(ports.db, userId, source, DELAY_TABLE_SECONDS, now);
  await sweepLoginAttempts(ports.db, now);
}

/** A session was opened for this source (password, OTP or reset): its counter starts again. */
export async function clearLoginAttempts(ports: Pick<LoginThrottlePorts, "db">, userId: string, source: string): Promise<void> {
  await deleteAttempts(ports.db, userId, source);
}

/**
 * Deletes a batch of rows quiet for longer than the memory, so the table holds only live
 * counters; run as failures are recorded, which is the only way rows accumulate. SKIP LOCKED
 * keeps it from waiting on (or deadlocking with) attempts in flight.
 */
async function sweepLoginAttempts(db: Db, now: Date): Promise<void> {
  await sweepQuietAttempts(db, LOGIN_THROTTLE.forgetAfterSeconds, LOGIN_THROTTLE.sweepBatch, now);
}
