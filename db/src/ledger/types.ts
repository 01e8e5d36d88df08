import type { LedgerValue } from "./json.ts";

export type Currency = "INR" | "PRACTICE";

/** Transfer codes (DESIGN.md "Money"). A code says why money moved; the phase says how. */
export const TRANSFER_CODES = [
  "deposit",
  "gst",
  "buy_in",
  "entry_fee",
  "settle",
  "rake",
  "leave",
  "prize",
  "refund",
  "bonus",
  "bonus_use",
  "bonus_release",
  "bonus_expiry",
  "withdrawal",
  "tds",
  "reversal",
  "practice_topup",
  "adjustment",
] as const;
export type TransferCode = (typeof TRANSFER_CODES)[number];

export type TransferPhase = "posted" | "pending" | "post_pending" | "void_pending" | "expire_pending";
export type HoldState = "pending" | "posted" | "voided" | "expired";
export type RefKind = "table" | "tournament" | "withdrawal";

/** What an account is; its id is derived from these so it can be created lazily by anyone. */
export interface AccountSpec {
  readonly id: string;
  readonly kind: string;
  readonly currency: Currency;
  readonly ownerUserId: string | null;
  readonly refId: string | null;
  readonly allowNegative: boolean;
}

export interface AccountBalance extends AccountSpec {
  readonly debitsPendingPaise: bigint;
  readonly debitsPostedPaise: bigint;
  readonly creditsPendingPaise: bigint;
  readonly creditsPostedPaise: bigint;
}

/** Posted balance: what the account holds. Liability-normal, so credits add. */
export function postedPaise(b: AccountBalance): bigint {
  return b.creditsPostedPaise - b.debitsPostedPaise;
}

/** What can still be spent: posted minus outgoing holds. The CHECK keeps this ≥ 0 for players. */
export function availablePaise(b: AccountBalance): bigint {
  return b.creditsPostedPaise - b.debitsPostedPaise - b.debitsPendingPaise;
}

export interface TransferRow {
  readonly id: string;
  readonly operationId: string;
  readonly debitAccountId: string;
  readonly creditAccountId: string;
  readonly amountPaise: bigint;
  readonly currency: Currency;
  readonly code: TransferCode;
  readonly phase: TransferPhase;
  readonly pendingId: string | null;
  readonly reversesId: string | null;
  readonly refKind: RefKind | null;
  readonly refId: string | null;
  readonly expiresAt: Date | null;
  readonly metadata: Record<string, LedgerValue> | null;
  readonly createdAt: Date;
}

/** A pending transfer with its resolution, if any. */
export interface Hold extends TransferRow {
  readonly state: HoldState;
  /** The amount the resolution posted (0 for void and expiry, null while pending). */
  readonly postedAmountPaise: bigint | null;
}
