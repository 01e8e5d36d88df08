import type { LedgerValue } from "./json.ts";
import type { AccountBalance, Currency, Hold, HoldState, RefKind, TransferCode, TransferPhase, TransferRow } from "./types.ts";

/** Raw rows differ by driver (int8 as string on postgres.js, bigint on PGlite); read both the same. */
export function toBigInt(value: unknown): bigint {
  if (typeof value === "bigint") return value;
  if (typeof value === "number" || typeof value === "string") return BigInt(value);
  if (value === null || value === undefined) return 0n;
  throw new Error(`ledger: not an integer: ${String(value)}`);
}

export function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function str(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

export const ACCOUNT_COLUMNS =
  "id, owner_user_id, kind, currency, ref_id, allow_negative, debits_pending_paise, debits_posted_paise, credits_pending_paise, credits_posted_paise";

export function accountFromRow(row: Record<string, unknown>): AccountBalance {
  return {
    id: String(row["id"]),
    ownerUserId: str(row["owner_user_id"]),
    kind: String(row["kind"]),
    currency: String(row["currency"]) as Currency,
    refId: str(row["ref_id"]),
    allowNegative: row["allow_negative"] === true || row["allow_negative"] === "t",
    debitsPendingPaise: toBigInt(row["debits_pending_paise"]),
    debitsPostedPaise: toBigInt(row["debits_posted_paise"]),
    creditsPendingPaise: toBigInt(row["credits_pending_paise"]),
    creditsPostedPaise: toBigInt(row["credits_posted_paise"]),
  };
}

export const TRANSFER_COLUMNS =
  "t.id, t.operation_id, t.debit_account_id, t.credit_account_id, t.amount_paise, t.currency, t.code, t.phase, t.pending_id, t.reverses_id, t.ref_kind, t.ref_id, t.expires_at, t.metadata, t.created_at";

function parseJson(value: unknown): Record<string, LedgerValue> | null {
  if (value === null || value === undefined) return null;
  return (typeof value === "string" ? JSON.parse(value) : value) as Record<string, LedgerValue>;
}

export function transferFromRow(row: Record<string, unknown>): TransferRow {
  return {
    id: String(row["id"]),
    operationId: String(row["operation_id"]),
    debitAccountId: String(row["debit_account_id"]),
    creditAccountId: String(row["credit_account_id"]),
    amountPaise: toBigInt(row["amount_paise"]),
    currency: String(row["currency"]) as Currency,
    code: String(row["code"]) as TransferCode,
    phase: String(row["phase"]) as TransferPhase,
    pendingId: str(row["pending_id"]),
    reversesId: str(row["reverses_id"]),
    refKind: str(row["ref_kind"]) as RefKind | null,
    refId: str(row["ref_id"]),
    expiresAt: row["expires_at"] === null || row["expires_at"] === undefined ? null : toDate(row["expires_at"]),
    metadata: parseJson(row["metadata"]),
    createdAt: toDate(row["created_at"]),
  };
}

const STATE_BY_RESOLUTION: Record<string, HoldState> = { post_pending: "posted", void_pending: "voided", expire_pending: "expired" };

/** A hold row joined with its resolution (`resolution_phase`, `resolution_amount`). */
export function holdFromRow(row: Record<string, unknown>): Hold {
  const phase = str(row["resolution_phase"]);
  const state: HoldState = phase ? (STATE_BY_RESOLUTION[phase] ?? "pending") : "pending";
  return {
    ...transferFromRow(row),
    state,
    postedAmountPaise: phase === null ? null : phase === "post_pending" ? toBigInt(row["resolution_amount"]) : 0n,
  };
}
