import { isLedgerError } from "@rummy/db/ledger/index";

/**
 * The wallet's refusals: a closed set of codes, each mapped once to the message a player sees
 * (SPEC.md's wording where it has one) and an HTTP status for the routes.
 */
export const WALLET_ERRORS = {
  "wallet/insufficient_funds": { status: 400, message: "Insufficient Rummy chips" },
  "wallet/insufficient_withdrawable": { status: 400, message: "Amount exceeds withdrawable balance" },
  "wallet/invalid_amount": { status: 400, message: "Amount should be greater than 0" },
  "wallet/too_many_decimals": { status: 400, message: "Amounts can have at most 2 decimals" },
  "wallet/invalid_page": { status: 400, message: "Page size must be 10, 25 or 40" },
  "wallet/invalid_request": { status: 400, message: "Invalid wallet request" },
  "wallet/idempotency_conflict": { status: 409, message: "This request was already made with different details" },
  "wallet/not_pending": { status: 409, message: "This transaction is already complete" },
  "wallet/not_found": { status: 404, message: "Transaction not found" },
  "wallet/ref_closed": { status: 409, message: "This table or tournament has already finished" },
  "wallet/busy": { status: 503, message: "The wallet is busy. Please try again." },
} as const;

export type WalletErrorCode = keyof typeof WALLET_ERRORS;

export class WalletError extends Error {
  readonly status: number;
  constructor(
    readonly code: WalletErrorCode,
    /** For logs and tests; players see `playerMessage`. */
    readonly detail?: string,
  ) {
    super(detail ? `${WALLET_ERRORS[code].message} (${detail})` : WALLET_ERRORS[code].message);
    this.name = "WalletError";
    this.status = WALLET_ERRORS[code].status;
  }

  get playerMessage(): string {
    return WALLET_ERRORS[this.code].message;
  }
}

/** Ledger refusals in the wallet's words; anything else is rethrown untouched (a crash). */
export function fromLedger(error: unknown, insufficient: WalletErrorCode = "wallet/insufficient_funds"): unknown {
  if (!isLedgerError(error)) return error;
  switch (error.code) {
    case "ledger/insufficient_funds":
      return new WalletError(insufficient, error.message);
    case "ledger/idempotency_conflict":
      return new WalletError("wallet/idempotency_conflict", error.message);
    case "ledger/hold_not_pending":
      return new WalletError("wallet/not_pending", error.message);
    case "ledger/retries_exhausted":
      return new WalletError("wallet/busy", error.message);
    default:
      return error;
  }
}
