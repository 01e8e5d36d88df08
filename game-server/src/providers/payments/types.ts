/**
 * Payments in: the interface every deposit provider implements (sandbox gateway, Razorpay). The
 * deposit service speaks only this; it cannot tell the sandbox from the real provider.
 */

/** The provider's view of an order: forward-only, except that `failed` may still become `captured` (late authorisation). */
export type ProviderPaymentStatus = "created" | "pending" | "captured" | "failed";

export interface CreateOrderInput {
  /** Our reference, unique per deposit; the provider keeps it as the order's receipt. */
  readonly custRefNum: string;
  readonly amountPaise: bigint;
  readonly notes: Readonly<Record<string, string>>;
}

export interface CreatedOrder {
  readonly providerOrderId: string;
  /** Where a browser completes the payment, when the provider has such a page (the sandbox does). */
  readonly checkoutUrl: string | null;
}

export interface PaymentStatusReport {
  readonly status: ProviderPaymentStatus;
  readonly paymentId: string | null;
  readonly amountPaise: bigint | null;
}

/** A verified webhook, reduced to what the deposit service needs. */
export interface PaymentWebhookEvent {
  /** The provider's event id (Razorpay's `x-razorpay-event-id`); duplicates share it. */
  readonly eventId: string;
  readonly type: string;
  /** What the event says about the payment; `ignored` for events that do not concern deposits. */
  readonly outcome: "captured" | "failed" | "ignored";
  readonly providerOrderId: string | null;
  readonly paymentId: string | null;
  readonly amountPaise: bigint | null;
  readonly payload: unknown;
}

export type WebhookVerification = { readonly ok: true; readonly event: PaymentWebhookEvent } | { readonly ok: false; readonly reason: string };

/** One line of a provider's settlement report, as reconciliation reads it. */
export interface SettlementRow {
  readonly providerOrderId: string;
  readonly paymentId: string;
  readonly custRefNum: string;
  readonly amountPaise: bigint;
  readonly status: "captured" | "failed";
  readonly at: Date;
}

export type HeaderBag = Readonly<Record<string, string | string[] | undefined>>;

export interface PaymentsProvider {
  /** Stored on each deposit and used in the webhook path (`/transaction/webhook/{name}`). */
  readonly name: string;
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
  fetchStatus(providerOrderId: string): Promise<PaymentStatusReport>;
  /** Checks the signature over the raw body before anything is parsed. */
  verifyWebhook(rawBody: Buffer, headers: HeaderBag): WebhookVerification;
  settlementReport(from: Date, to: Date): Promise<SettlementRow[]>;
}
