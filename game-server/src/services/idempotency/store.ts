import type { Db } from "@rummy/db";
import { deleteExpiredKeys, deleteKeyInProgress, findKey, insertKeyIfAbsent, storeAnswer } from "./repository.ts";

/** How long a key names its first answer (Stripe keeps keys 24 hours; so does the IETF draft's example). */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** One key of one player on one route: the scope a key is unique in. */
export interface KeyScope {
  readonly userId: string;
  /** Method and route pattern, e.g. `POST /api/v1/transaction/rbl/payout`. */
  readonly route: string;
  readonly key: string;
}

export interface StoredAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** What a request with a key may do: run (it holds the key now), or not, and why. */
export type Claim =
  | { readonly kind: "claimed" }
  | { readonly kind: "in_progress" }
  | { readonly kind: "mismatch" }
  | { readonly kind: "done"; readonly answer: StoredAnswer };

/**
 * Takes the key for this request, or says who has it. The insert is the lock: of two copies in
 * flight exactly one inserts the `in_progress` row; the other sees it. Expired keys are deleted
 * first (this one, and a batch of others so the table does not grow without a sweeper).
 */
export async function claimKey(db: Db, scope: KeyScope, requestHash: string, now = new Date()): Promise<Claim> {
  const cutoff = new Date(now.getTime() - KEY_LIFETIME_MS);
  await deleteExpiredKeys(db, scope, cutoff);
  // A row released (a 5xx) between the insert and the read is gone: try the insert again.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await insertKeyIfAbsent(db, scope, requestHash, now)) return { kind: "claimed" };
    const row = await findKey(db, scope);
    if (!row) continue;
    if (row.requestHash !== requestHash) return { kind: "mismatch" };
    if (row.state === "in_progress" || row.responseStatus === null || row.responseBody === null) return { kind: "in_progress" };
    return { kind: "done", answer: { status: row.responseStatus, headers: row.responseHeaders ?? {}, body: row.responseBody } };
  }
  return { kind: "in_progress" };
}

/** Keeps the first answer for the key's lifetime. */
export async function completeKey(db: Db, scope: KeyScope, answer: StoredAnswer): Promise<void> {
  await storeAnswer(db, scope, answer);
}

/** Gives the key back (the request failed on our side, a 5xx): the client may retry with it. */
export async function releaseKey(db: Db, scope: KeyScope): Promise<void> {
  await deleteKeyInProgress(db, scope);
}
