import { constraintOf, LedgerError, sqlStateOf } from "./errors.ts";

/** Attempts per operation, the first included (TIGER_STYLE: a limit on everything). */
export const MAX_ATTEMPTS = 5;

const SERIALIZATION_FAILURE = "40001";
const DEADLOCK_DETECTED = "40P01";
const UNIQUE_VIOLATION = "23505";

export interface RetryCounters {
  /** Operations started (each counted once, whatever its attempts; a batch falling back to single runs counts again). */
  operations: number;
  /** Extra attempts after a 40001 serialization failure. */
  serializationRetries: number;
  /** Extra attempts after a 40P01 deadlock. */
  deadlockRetries: number;
  /** Extra attempts after losing a race to create the same account. */
  uniqueRaceRetries: number;
  /** Operations that failed after MAX_ATTEMPTS. */
  exhausted: number;
  /** Transactions attempted (operations / transactions is the average group-commit batch). */
  transactions: number;
}

const counters: RetryCounters = { operations: 0, serializationRetries: 0, deadlockRetries: 0, uniqueRaceRetries: 0, exhausted: 0, transactions: 0 };

/** The process-wide retry counters, for metrics and the benchmark. */
export function ledgerRetryCounters(): RetryCounters {
  return { ...counters };
}

export function resetLedgerRetryCounters(): void {
  counters.operations = counters.serializationRetries = counters.deadlockRetries = counters.uniqueRaceRetries = counters.exhausted = counters.transactions = 0;
}

/**
 * Races a fresh attempt resolves: the loser sees the winner's row next time. A second resolution of
 * a hold is not one of them: resolutions lock the hold's accounts, so only a plan working from a
 * stale hold can hit `ledger_transfers_pending_once`, and repeating it would fail the same way.
 */
const RETRYABLE_UNIQUE = new Set(["ledger_accounts_pkey"]);

function retryKind(error: unknown): keyof RetryCounters | undefined {
  const state = sqlStateOf(error);
  if (state === SERIALIZATION_FAILURE) return "serializationRetries";
  if (state === DEADLOCK_DETECTED) return "deadlockRetries";
  if (state === UNIQUE_VIOLATION && RETRYABLE_UNIQUE.has(constraintOf(error) ?? "")) return "uniqueRaceRetries";
  return undefined;
}

/**
 * Runs `attempt` until it succeeds, fails with a non-retryable error, or has run MAX_ATTEMPTS
 * times. Backoff is short and jittered so colliding transactions do not collide again.
 */
export async function withRetries<T>(attempt: (n: number) => Promise<T>, operations = 1): Promise<T> {
  counters.operations += operations;
  for (let n = 1; ; n++) {
    counters.transactions++;
    try {
      return await attempt(n);
    } catch (error) {
      const kind = retryKind(error);
      if (!kind) throw error;
      if (n >= MAX_ATTEMPTS) {
        counters.exhausted++;
        throw new LedgerError("ledger/retries_exhausted", `Gave up after ${n} attempts (${sqlStateOf(error)})`, { cause: String(error) });
      }
      counters[kind]++;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 4 * n));
    }
  }
}
