import { createHmac, timingSafeEqual } from "node:crypto";
import type { HeaderBag, PaymentWebhookEvent, WebhookVerification } from "./types.ts";

/**
 * Razorpay's webhook format, used by the Razorpay adapter and imitated by the sandbox gateway so
 * both run this same verification: `X-Razorpay-Signature` is the hex HMAC-SHA256 of the raw body
 * with the webhook secret, and `X-Razorpay-Event-Id` names the event (duplicates share it).
 * The comparison is constant-time (the SDK 2.9.8 helper compares with `===`).
 */

export function signWebhook(rawBody: Buffer | string, secret: string): string {
  return createHmac("sha256", secret).update(rawBody).digest("hex");
}

function header(headers: HeaderBag, name: string): string | undefined {
  const v = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

export function signatureMatches(rawBody: Buffer, signature: string, secret: string): boolean {
  const expected = Buffer.from(signWebhook(rawBody, secret), "utf8");
  const given = Buffer.from(signature, "utf8");
  return expected.length === given.length && timingSafeEqual(expected, given);
}

interface RazorpayEntity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  status?: unknown;
}

function entityOf(payload: unknown, key: "payment" | "order"): RazorpayEntity | undefined {
  if (typeof payload !== "object" || payload === null) return undefined;
  const wrapper = (payload as Record<string, unknown>)[key];
  if (typeof wrapper !== "object" || wrapper === null) return undefined;
  const entity = (wrapper as Record<string, unknown>)["entity"];
  return typeof entity === "object" && entity !== null ? (entity as RazorpayEntity) : undefined;
}

const str = (v: unknown): string | null => (typeof v === "string" && v.length > 0 ? v : null);

/** Verifies, then parses a Razorpay-format webhook. Any doubt is a rejection with a reason, never an exception. */
export function verifyRazorpayStyleWebhook(rawBody: Buffer, headers: HeaderBag, secrets: readonly string[]): WebhookVerification {
  const signature = header(headers, "x-razorpay-signature");
  if (!signature) return { ok: false, reason: "missing X-Razorpay-Signature" };
  // Several secrets are accepted so a rotated secret keeps working for events signed before the rotation.
  if (!secrets.some((s) => s.length > 0 && signatureMatches(rawBody, signature, s))) return { ok: false, reason: "signature mismatch" };
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString("utf8"));
  } catch {
    return { ok: false, reason: "body is not JSON" };
  }
  if (typeof body !== "object" || body === null) return { ok: false, reason: "body is not an event" };
  const { event, payload, created_at: createdAt } = body as Record<string, unknown>;
  if (typeof event !== "string") return { ok: false, reason: "event type missing" };
  const payment = entityOf(payload, "payment");
  const order = entityOf(payload, "order");
  const eventId = header(headers, "x-razorpay-event-id") ?? `${event}:${str(payment?.id) ?? str(order?.id) ?? ""}:${String(createdAt ?? "")}`;
  const outcome: PaymentWebhookEvent["outcome"] =
    event === "payment.captured" || event === "order.paid" ? "captured" : event === "payment.failed" ? "failed" : "ignored";
  const amount = payment?.amount ?? order?.amount;
  return {
    ok: true,
    event: {
      eventId,
      type: event,
      outcome,
      providerOrderId: str(payment?.order_id) ?? str(order?.id),
      paymentId: str(payment?.id),
      amountPaise: typeof amount === "number" && Number.isSafeInteger(amount) ? BigInt(amount) : null,
      payload: body,
    },
  };
}
