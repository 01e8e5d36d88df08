import Razorpay from "razorpay";
import { ProviderError } from "../errors.ts";
import { retryUnknown } from "../http.ts";
import type { CreatedOrder, CreateOrderInput, HeaderBag, PaymentsProvider, PaymentStatusReport, SettlementRow, WebhookVerification } from "./types.ts";
import { verifyRazorpayStyleWebhook } from "./webhook-signature.ts";

/**
 * Razorpay through its official SDK: orders, the order's payments, settlement recon and webhook
 * verification. The SDK sets no timeout and no retry and rejects network failures with shapes
 * that are not Errors, so every call here gets a deadline, a classification and bounded retries
 * where repeating it is harmless.
 */
export interface RazorpayOptions {
  readonly keyId: string;
  readonly keySecret: string;
  /** The current webhook secret first; older ones keep verifying events signed before a rotation. */
  readonly webhookSecrets: readonly string[];
  /** https://api.razorpay.com unless a test points the SDK at a local fake. */
  readonly apiUrl: string;
  readonly timeoutMs: number;
  readonly attempts: number;
  readonly retryDelayMs: number;
}

interface AxiosDefaults {
  baseURL?: string;
  timeout?: number;
}

interface RazorpayPaymentLike {
  id: string;
  amount: number | string;
  status: string;
  order_id?: string;
}

interface ReconItem {
  entity_id?: string;
  type?: string;
  amount?: number | string;
  order_id?: string;
  order_receipt?: string | null;
  payment_id?: string;
  created_at?: number;
}

export class RazorpayPayments implements PaymentsProvider {
  readonly name = "razorpay";
  private readonly client: Razorpay;

  constructor(private readonly options: RazorpayOptions) {
    this.client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
    // The SDK hard-codes https://api.razorpay.com as its axios base URL (dist/razorpay.js); the
    // axios instance is `api.rq`, so the base URL and a transport timeout are set on its defaults.
    const rq = (this.client.api as unknown as { rq: { defaults: AxiosDefaults } }).rq;
    rq.defaults.baseURL = options.apiUrl;
    rq.defaults.timeout = options.timeoutMs;
  }

  async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
    // A create that timed out may have made the order: look it up by its receipt before trying again.
    for (let attempt = 1; ; attempt++) {
      try {
        const order = await this.call("orders.create", () =>
          this.client.orders.create({ amount: Number(input.amountPaise), currency: "INR", receipt: input.custRefNum, notes: { ...input.notes } }),
        );
        return { providerOrderId: order.id, checkoutUrl: null };
      } catch (error) {
        if (!(error instanceof ProviderError) || error.kind !== "unknown" || attempt >= this.options.attempts) throw error;
        await sleep(this.options.retryDelayMs);
        const existing = await this.findOrderByReceipt(input.custRefNum).catch(() => undefined);
        if (existing) return { providerOrderId: existing, checkoutUrl: null };
      }
    }
  }

  async fetchStatus(providerOrderId: string): Promise<PaymentStatusReport> {
    const list = await retryUnknown(
      () => this.call("orders.fetchPayments", () => this.client.orders.fetchPayments(providerOrderId)),
      this.options.attempts,
      this.options.retryDelayMs,
    );
    const items = (list.items ?? []) as unknown as RazorpayPaymentLike[];
    const captured = items.find((p) => p.status === "captured");
    if (captured) return { status: "captured", paymentId: captured.id, amountPaise: BigInt(captured.amount) };
    const live = items.find((p) => p.status === "authorized" || p.status === "created");
    if (live) return { status: "pending", paymentId: live.id, amountPaise: BigInt(live.amount) };
    const failed = items.find((p) => p.status === "failed");
    if (failed) return { status: "failed", paymentId: failed.id, amountPaise: BigInt(failed.amount) };
    return { status: "created", paymentId: null, amountPaise: null };
  }

  verifyWebhook(rawBody: Buffer, headers: HeaderBag): WebhookVerification {
    return verifyRazorpayStyleWebhook(rawBody, headers, this.options.webhookSecrets);
  }

  async settlementReport(from: Date, to: Date): Promise<SettlementRow[]> {
    const rows: SettlementRow[] = [];
    for (let day = startOfUtcDay(from); day <= to; day = new Date(day.getTime() + 86_400_000)) {
      for (let skip = 0; skip < 100_000; skip += 1000) {
        const page = await retryUnknown(
          () =>
            this.call("settlements.reports", () =>
              this.client.settlements.reports({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), count: 1000, skip }),
            ),
          this.options.attempts,
          this.options.retryDelayMs,
        );
        const items = ((page as unknown as { items?: ReconItem[] }).items ?? []) as ReconItem[];
        for (const item of items) {
          if (item.type !== "payment" || !item.entity_id || !item.order_id) continue;
          rows.push({
            providerOrderId: item.order_id,
            paymentId: item.payment_id ?? item.entity_id,
            custRefNum: item.order_receipt ?? "",
            amountPaise: BigInt(item.amount ?? 0),
            status: "captured",
            at: new Date((item.created_at ?? 0) * 1000),
          });
        }
        if (items.length < 1000) break;
      }
    }
    return rows;
  }

  private async findOrderByReceipt(receipt: string): Promise<string | undefined> {
    const list = await this.call("orders.all", () => this.client.orders.all({ receipt, count: 1 }));
    return list.items[0]?.id;
  }

  /** One SDK call with our own deadline and the SDK's rejections turned into `ProviderError`. */
  private async call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ProviderError("unknown", `razorpay ${what}: no answer within ${this.options.timeoutMs} ms`)), this.options.timeoutMs + 250);
    });
    try {
      return await Promise.race([fn(), deadline]);
    } catch (error) {
      throw classify(what, error);
    } finally {
      clearTimeout(timer);
    }
  }
}

function classify(what: string, error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  // The SDK rejects with `{ statusCode, error }` when Razorpay answered, and with a TypeError from
  // its own error normaliser when there was no answer at all (network failure or timeout).
  if (typeof error === "object" && error !== null && "statusCode" in error) {
    const status = Number((error as { statusCode: unknown }).statusCode);
    const detail = (error as { error?: { description?: unknown } }).error?.description;
    const message = `razorpay ${what}: HTTP ${status}${typeof detail === "string" ? ` ${detail}` : ""}`;
    if (Number.isInteger(status) && status >= 400 && status < 500 && status !== 408 && status !== 429) return new ProviderError("rejected", message, status);
    return new ProviderError("unknown", message, Number.isInteger(status) ? status : undefined);
  }
  return new ProviderError("unknown", `razorpay ${what}: no answer (${error instanceof Error ? error.message : String(error)})`);
}

function startOfUtcDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
