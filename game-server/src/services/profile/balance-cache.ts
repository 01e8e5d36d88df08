import type { Db } from "@rummy/db";
import { indiaDate } from "../wallet/fy.ts";
import { profileBalances, type ProfileBalances } from "../wallet/profile-balances.ts";

/**
 * GET /profile is the most frequent call (the web refreshes it after every join), and the
 * wallet's balances take several ledger reads. They are kept per player beside a fingerprint of
 * the player's ledger accounts: each account's four running counters (credits and debits, posted
 * and pending), which every transfer, hold, post and void touching the player moves. The profile
 * query reads the fingerprint with the account row; while it and the Asia/Kolkata day (daily
 * practice top-up, financial year) are unchanged, the balances cannot have changed either.
 */
const MAX_ENTRIES = 20_000;

interface Entry {
  readonly key: string;
  readonly balances: ProfileBalances;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

/** The wallet's `profileBalances`, reused while the fingerprint read just now is unchanged. */
export async function balancesFor(db: Db, userId: string, fingerprint: string, now = new Date()): Promise<ProfileBalances> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = `${indiaDate(now)}|${fingerprint}`;
  const hit = cache.get(userId);
  if (hit && hit.key === key) return hit.balances;
  // Computed after the fingerprint was read, so never older than it; a transfer in between
  // (the practice top-up included) changes the fingerprint and the next read recomputes.
  const balances = await profileBalances(db, userId, now);
  cache.delete(userId);
  if (cache.size >= MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(userId, { key, balances });
  return balances;
}
