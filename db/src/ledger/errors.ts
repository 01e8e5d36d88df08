/**
 * The ledger's refusals, a closed set. A caller can act on these (retry later, tell the player);
 * anything else coming out of the ledger is a broken invariant and should crash loudly.
 */
export type LedgerErrorCode =
  | "ledger/insufficient_funds"
  | "ledger/idempotency_conflict"
  | "ledger/hold_not_pending"
  | "ledger/invalid_transfer"
  | "ledger/retries_exhausted";

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "LedgerError";
  }
}

export function isLedgerError(error: unknown, code?: LedgerErrorCode): error is LedgerError {
  return error instanceof LedgerError && (code === undefined || error.code === code);
}

/** The SQLSTATE of a driver error; drizzle wraps the driver's error in `cause`. */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a driver error names, when it names one. */
export function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const record = current as { constraint_name?: unknown; constraint?: unknown; cause?: unknown };
    const name = record.constraint_name ?? record.constraint;
    if (typeof name === "string") return name;
    current = record.cause;
  }
  return undefined;
}
