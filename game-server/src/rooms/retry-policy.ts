import { WalletError } from "../services/wallet/errors.ts";

/**
 * A deal start or settlement that fails is tried again, 1 s, 2 s, 4 s ... (at most 10 s) apart.
 * A refusal that will not change (the wallet saying no, a bad request) is given 3 tries; a
 * database or wallet that is only slow or busy, a minute and a half, before the table gives up.
 */
const DEFINITIVE_TRIES = 3;
const TRANSIENT_TRIES = 12;

export function retryDelayMs(attempt: number): number {
  return Math.min(10_000, 1000 * 2 ** (attempt - 1));
}

export function triesFor(error: unknown): number {
  const refused = error instanceof WalletError && error.code !== "wallet/busy";
  return refused ? DEFINITIVE_TRIES : TRANSIENT_TRIES;
}
