import type { Db } from "@rummy/db";
import { runOperation, type LedgerValue, type OperationRequest } from "@rummy/db/ledger/index";
import { notifyBalanceChanged } from "../realtime/publish.ts";
import { fromLedger, WalletError, type WalletErrorCode } from "./errors.ts";

export type WalletResult<R> = R & { readonly replayed: boolean };

const KEY = /^[\x21-\x7e]{1,160}$/;

/** A caller's idempotency key: printable ASCII, at most 160 characters (the ledger adds suffixes). */
export function assertKey(key: string): string {
  if (!KEY.test(key)) throw new WalletError("wallet/invalid_request", `Bad idempotency key: ${JSON.stringify(key)}`);
  return key;
}

/** Runs a ledger operation and speaks the wallet's error codes. */
export async function walletOperation<R extends { [key: string]: LedgerValue }>(
  db: Db,
  op: OperationRequest<R>,
  insufficient: WalletErrorCode = "wallet/insufficient_funds",
): Promise<WalletResult<R>> {
  assertKey(op.id);
  try {
    const outcome = await runOperation(db, op);
    // Every wallet movement (deposit, withdrawal, buy-in, settlement, prize) passes here: the
    // owners of the accounts it locked hear `balanceChanged` on the player channel, once.
    if (!outcome.replayed) notifyBalanceChanged(op.accounts.map((a) => a.ownerUserId));
    return { ...outcome.result, replayed: outcome.replayed };
  } catch (error) {
    throw fromLedger(error, insufficient);
  }
}

export function assertPositive(amountPaise: bigint, what = "amount"): bigint {
  if (amountPaise <= 0n) throw new WalletError("wallet/invalid_amount", `${what} ${amountPaise}`);
  return amountPaise;
}
