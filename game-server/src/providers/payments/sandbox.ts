import { randomBytes } from "node:crypto";
import type { Db } from "@rummy/db";
import { schema } from "@rummy/db";
import { and, desc, eq, gte, lte } from "drizzle-orm";
import type { CreatedOrder, CreateOrderInput, HeaderBag, PaymentsProvider, PaymentStatusReport, SettlementRow, WebhookVerification } from "./types.ts";
import { signWebhook, verifyRazorpayStyleWebhook } from "./webhook-signature.ts";

const { sandboxGatewayPayments } = schema;

/**
 * The sandbox gateway: a stand-in for a card/UPI provider that keeps its books in the platform's
 * database and signs its webhooks exactly as Razorpay does, so the deposit service and the
 * webhook route run the same code against it as against the real provider. A person (or a test)
 * approves or declines each payment on the sandbox page, with switches for late, duplicate and
 * out-of-order webhooks.
 */

export interface SandboxWebhookSwitches {
  /** Milliseconds before the first webhook goes out; each further copy waits this much longer. */
  readonly delayMs: number;
  /** How many times each event is delivered (1-3), with the same event id. */
  readonly duplicates: number;
  /** Deliver the events last-first, including a failed first attempt after the capture. */
  readonly outOfOrder: boolean;
}

export interface SandboxDelivery {
  readonly rawBody: string;
  readonly headers: Record<string, string>;
  readonly delayMs: number;
}

export type SandboxPaymentRow = typeof sandboxGatewayPayments.$inferSelect;

export const SANDBOX_MAX_DELAY_MS = 60_000;

export class SandboxPayments implements PaymentsProvider {
  readonly name = "sandbox";

  constructor(
    private readonly db: Db,
    private readonly webhookSecret: string,
    /** Where the sandbox page lives; the deposit's checkout URL points there. */
    private readonly pageBase = "/api/v1/sandbox/gateway",
  ) {}

  async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
    const orderId = `order_sbx_${randomBytes(8).toString("hex")}`;
    await this.db.insert(sandboxGatewayPayments).values({ orderId, custRefNum: input.custRefNum, amountPaise: input.amountPaise });
    return { providerOrderId: orderId, checkoutUrl: `${this.pageBase}/${encodeURIComponent(input.custRefNum)}` };
  }

  async fetchStatus(providerOrderId: string): Promise<PaymentStatusReport> {
    const [row] = await this.db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.orderId, providerOrderId));
    if (!row) return { status: "created", paymentId: null, amountPaise: null };
    return { status: row.status, paymentId: row.paymentId, amountPaise: row.status === "created" ? null : row.amountPaise };
  }

  verifyWebhook(rawBody: Buffer, headers: HeaderBag): WebhookVerification {
    return verifyRazorpayStyleWebhook(rawBody, headers, [this.webhookSecret]);
  }

  async settlementReport(from: Date, to: Date): Promise<SettlementRow[]> {
    const rows = await this.db
      .select()
      .from(sandboxGatewayPayments)
      .where(and(eq(sandboxGatewayPayments.status, "captured"), gte(sandboxGatewayPayments.decidedAt, from), lte(sandboxGatewayPayments.decidedAt, to)));
    return rows.map((r) => ({
      providerOrderId: r.orderId,
      paymentId: r.paymentId ?? "",
      custRefNum: r.custRefNum,
      amountPaise: r.amountPaise,
      status: "captured" as const,
      at: r.decidedAt ?? r.createdAt,
    }));
  }

  async find(custRefNum: string): Promise<SandboxPaymentRow | undefined> {
    const [row] = await this.db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.custRefNum, custRefNum));
    return row;
  }

  async listRecent(limit: number): Promise<SandboxPaymentRow[]> {
    return this.db.select().from(sandboxGatewayPayments).orderBy(desc(sandboxGatewayPayments.createdAt)).limit(limit);
  }

  /**
   * Approves or declines a payment and returns the signed webhooks to deliver. A declined payment
   * may still be approved later (a late authorisation); a captured one stays captured, and
   * approving it again only sends its webhooks again.
   */
  async decide(custRefNum: string, approve: boolean, switches: SandboxWebhookSwitches): Promise<SandboxDelivery[] | undefined> {
    const row = await this.find(custRefNum);
    if (!row) return undefined;
    const paymentId = row.paymentId ?? `pay_sbx_${randomBytes(7).toString("hex")}`;
    let status = row.status;
    if (approve) status = "captured";
    else if (row.status === "created") status = "failed";
    await this.db
      .update(sandboxGatewayPayments)
      .set({ status, paymentId, options: switches, decidedAt: new Date() })
      .where(eq(sandboxGatewayPayments.orderId, row.orderId));
    const events = status === "captured" ? this.capturedEvents(row, paymentId, switches.outOfOrder) : [this.event("payment.failed", row, paymentId, "failed")];
    const copies = Math.min(3, Math.max(1, Math.trunc(switches.duplicates)));
    const delay = Math.min(SANDBOX_MAX_DELAY_MS, Math.max(0, Math.trunc(switches.delayMs)));
    const deliveries: SandboxDelivery[] = [];
    for (let copy = 0; copy < copies; copy++) {
      for (const e of events) {
        deliveries.push({
          rawBody: e.body,
          headers: { "content-type": "application/json", "x-razorpay-signature": signWebhook(e.body, this.webhookSecret), "x-razorpay-event-id": e.id },
          delayMs: delay * (copy + 1),
        });
      }
    }
    return deliveries;
  }

  private capturedEvents(row: SandboxPaymentRow, paymentId: string, outOfOrder: boolean): { id: string; body: string }[] {
    const inOrder = [
      this.event("payment.authorized", row, paymentId, "authorized"),
      this.event("payment.captured", row, paymentId, "captured"),
      this.event("order.paid", row, paymentId, "captured"),
    ];
    if (!outOfOrder) return inOrder;
    // A first attempt that failed, reported after the second attempt's capture: must not undo it.
    const earlier = this.event("payment.failed", row, `pay_sbx_${randomBytes(7).toString("hex")}`, "failed");
    return [earlier, ...inOrder].reverse();
  }

  private event(type: string, row: SandboxPaymentRow, paymentId: string, status: string): { id: string; body: string } {
    const payment = {
      entity: {
        id: paymentId,
        entity: "payment",
        amount: Number(row.amountPaise),
        currency: "INR",
        status,
        order_id: row.orderId,
        method: "upi",
        captured: status === "captured",
        notes: { custRefNum: row.custRefNum },
        created_at: Math.floor(Date.now() / 1000),
      },
    };
    const order = { entity: { id: row.orderId, entity: "order", amount: Number(row.amountPaise), amount_paid: Number(row.amountPaise), receipt: row.custRefNum, status: "paid" } };
    const payload = type === "order.paid" ? { payment, order } : { payment };
    const body = JSON.stringify({ entity: "event", account_id: "acc_sandbox", event: type, contains: Object.keys(payload), payload, created_at: Math.floor(Date.now() / 1000) });
    return { id: `evt_sbx_${randomBytes(8).toString("hex")}`, body };
  }
}
