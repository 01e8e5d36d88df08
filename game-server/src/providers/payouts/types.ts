/**
 * Payouts: the interface every bank adapter implements (sandbox bank, RBL). Shaped after SPEC.md's
 * RBL calls: a single bank transfer (NEFT, RTGS, IMPS, FT) with its status query, and the UPI
 * disbursement with its own status query. `tranId` is ours, sent with every call: the bank knows a
 * transfer by it, so submitting the same id again can never create a second transfer.
 */

export type BankMode = "NEFT" | "RTGS" | "IMPS" | "FT";

/** The bank's view of one transfer. `not_found` only ever comes from a status query. */
export type TransferStatus = "pending" | "success" | "failed" | "reversed" | "not_found";

export interface DebitSide {
  readonly accountNo: string;
  readonly accountName: string;
  readonly ifsc?: string | undefined;
  readonly mobile?: string | undefined;
  readonly trnParticulars?: string | undefined;
  readonly partTrnRmks?: string | undefined;
}

export interface BeneficiarySide {
  readonly accountNo: string;
  readonly name: string;
  readonly ifsc?: string | undefined;
  readonly bankName?: string | undefined;
  readonly trnParticulars?: string | undefined;
}

export interface BankTransferRequest {
  readonly tranId: string;
  readonly amountPaise: bigint;
  readonly modeOfPay: BankMode;
  /** Undefined: the platform's own payout account (a withdrawal). */
  readonly debit?: DebitSide | undefined;
  /** Undefined: the platform's own collection account (a bank-debit deposit). */
  readonly beneficiary?: BeneficiarySide | undefined;
  readonly remarks: string;
}

export interface TransferReport {
  readonly tranId: string;
  readonly status: TransferStatus;
  /** The bank's words for it ("Initiated", "SUCCESS", ...), kept for the player's message and audit. */
  readonly providerStatus: string;
  readonly reason: string;
  readonly refNo: string | null;
  readonly utrNo: string | null;
  readonly rrn: string | null;
  /** The bank's own reply, passed to the browser as SPEC.md's `data.data.response`. */
  readonly raw: unknown;
}

export interface StatusQuery {
  readonly tranId: string;
  readonly modeOfPay: BankMode;
  readonly refNo?: string | null | undefined;
  readonly utrNo?: string | null | undefined;
  readonly rrn?: string | null | undefined;
}

export interface UpiDisbursementRequest {
  readonly tranId: string;
  readonly amountPaise: bigint;
  readonly payeeVpa: string;
  readonly payeeName: string;
  readonly deviceId: string;
  readonly os: string;
}

export interface UpiReport extends TransferReport {
  readonly sessionToken: string | null;
  readonly responseId: string | null;
}

/**
 * What the UPI network says about a VPA before any money goes to it: whether it exists and the
 * name its owner registered. `nameHint` is the name the platform expects (the player's PAN name);
 * a real bank ignores it, the sandbox uses it to answer deterministically (PAYMENTS.md).
 */
export interface VpaLookupRequest {
  readonly vpa: string;
  readonly nameHint: string;
  /** Ours, for the bank's audit trail; a lookup moves no money, so a repeat is harmless. */
  readonly requestId: string;
}

export type VpaLookup = { readonly exists: true; readonly registeredName: string } | { readonly exists: false; readonly reason: string };

/** One line of the bank's statement of transfers, as reconciliation reads it. */
export interface BankReportRow {
  readonly tranId: string;
  readonly kind: "bank" | "upi";
  readonly amountPaise: bigint;
  readonly status: Exclude<TransferStatus, "not_found">;
  readonly utrNo: string;
  readonly at: Date;
}

export interface PayoutsProvider {
  readonly name: string;
  /** Throws `ProviderError`: `rejected` when the bank refused outright, `unknown` when it may have acted. */
  submitTransfer(req: BankTransferRequest): Promise<TransferReport>;
  transferStatus(query: StatusQuery): Promise<TransferReport>;
  submitUpi(req: UpiDisbursementRequest): Promise<UpiReport>;
  upiStatus(query: { tranId: string; sessionToken: string | null }): Promise<UpiReport>;
  report(from: Date, to: Date): Promise<BankReportRow[]>;
  /** Throws `ProviderError` when the bank could not answer; a VPA that does not exist is an answer. */
  verifyVpa(req: VpaLookupRequest): Promise<VpaLookup>;
}
