import { describe, expect, it } from "vitest";
import { signWebhook, verifyRazorpayStyleWebhook } from "./webhook-signature.ts";

const body = Buffer.from(
  JSON.stringify({ event: "payment.captured", payload: { payment: { entity: { id: "pay_1", order_id: "order_1", amount: 50000, status: "captured" } } }, created_at: 1 }),
);

describe("Razorpay-style webhook verification", () => {
  it("accepts the body signed with the secret and reads the payment", () => {
    const v = verifyRazorpayStyleWebhook(body, { "x-razorpay-signature": signWebhook(body, "s3cret"), "x-razorpay-event-id": "evt_1" }, ["s3cret"]);
    expect(v).toMatchObject({ ok: true, event: { eventId: "evt_1", outcome: "captured", providerOrderId: "order_1", paymentId: "pay_1", amountPaise: 50000n } });
  });

  it("refuses any single changed byte, a wrong secret, and a missing signature", () => {
    const sig = signWebhook(body, "s3cret");
    for (let i = 0; i < body.length; i += 7) {
      const tampered = Buffer.from(body);
      tampered[i] = (tampered[i] ?? 0) ^ 1;
      expect(verifyRazorpayStyleWebhook(tampered, { "x-razorpay-signature": sig }, ["s3cret"]).ok).toBe(false);
    }
    expect(verifyRazorpayStyleWebhook(body, { "x-razorpay-signature": sig }, ["other"]).ok).toBe(false);
    expect(verifyRazorpayStyleWebhook(body, {}, ["s3cret"]).ok).toBe(false);
  });

  it("keeps verifying with the previous secret during a rotation", () => {
    expect(verifyRazorpayStyleWebhook(body, { "x-razorpay-signature": signWebhook(body, "old") }, ["new", "old"]).ok).toBe(true);
  });
});
