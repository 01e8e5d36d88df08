import { basicAuthOf, json, startFake, type FakeServer } from "./http.ts";

/**
 * A fake of the Razorpay endpoints the adapter uses: POST /v1/orders, GET /v1/orders?receipt=,
 * GET /v1/orders/{id}/payments, GET /v1/payments/{id} and GET /v1/settlements/recon/combined.
 * Basic auth with the key id and secret, as the SDK sends it.
 */
export interface FakeOrder {
  id: string;
  amount: number;
  receipt: string;
  notes: Record<string, string>;
  payments: { id: string; amount: number; status: "created" | "authorized" | "captured" | "failed"; order_id: string }[];
  createdAt: number;
}

export interface FakeRazorpay extends FakeServer {
  readonly orders: Map<string, FakeOrder>;
  /** The next n order creations create the order but answer only after `hangMs`. */
  hangCreates: number;
  hangMs: number;
  /** The next n calls of any kind answer 500. */
  failNext: number;
  readonly calls: string[];
  capture(orderId: string, paymentId: string): void;
}

export async function startFakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay> {
  const orders = new Map<string, FakeOrder>();
  const calls: string[] = [];
  const state = { hangCreates: 0, hangMs: 0, failNext: 0 };
  let n = 0;
  const server = await startFake(async (req, body, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    calls.push(`${req.method} ${url.pathname}`);
    if (basicAuthOf(req) !== `${keyId}:${keySecret}`) return json(res, 401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
    if (state.failNext > 0) {
      state.failNext--;
      return json(res, 500, { error: { code: "SERVER_ERROR", description: "The server encountered an error" } });
    }
    if (req.method === "POST" && url.pathname === "/v1/orders") {
      const b = body as { amount: number; currency: string; receipt: string; notes?: Record<string, string> };
      if (!Number.isInteger(b.amount) || b.amount < 100) return json(res, 400, { error: { code: "BAD_REQUEST_ERROR", description: "The amount must be at least INR 1.00" } });
      const order: FakeOrder = { id: `order_fake${++n}`, amount: b.amount, receipt: b.receipt, notes: b.notes ?? {}, payments: [], createdAt: Math.floor(Date.now() / 1000) };
      orders.set(order.id, order);
      if (state.hangCreates > 0) {
        state.hangCreates--;
        await new Promise((r) => setTimeout(r, state.hangMs));
      }
      return json(res, 200, { id: order.id, entity: "order", amount: order.amount, amount_paid: 0, amount_due: order.amount, currency: "INR", receipt: order.receipt, status: "created", attempts: 0, notes: order.notes, created_at: order.createdAt });
    }
    if (req.method === "GET" && url.pathname === "/v1/orders") {
      const receipt = url.searchParams.get("receipt");
      const items = [...orders.values()].filter((o) => !receipt || o.receipt === receipt).map((o) => ({ id: o.id, entity: "order", amount: o.amount, receipt: o.receipt }));
      return json(res, 200, { entity: "collection", count: items.length, items });
    }
    const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname);
    if (req.method === "GET" && orderPayments) {
      const order = orders.get(orderPayments[1] ?? "");
      if (!order) return json(res, 400, { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } });
      return json(res, 200, { entity: "collection", count: order.payments.length, items: order.payments.map((p) => ({ ...p, entity: "payment", currency: "INR" })) });
    }
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && payment) {
      for (const o of orders.values()) {
        const p = o.payments.find((x) => x.id === payment[1]);
        if (p) return json(res, 200, { ...p, entity: "payment", currency: "INR" });
      }
      return json(res, 400, { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } });
    }
    if (req.method === "GET" && url.pathname === "/v1/settlements/recon/combined") {
      const y = Number(url.searchParams.get("year"));
      const m = Number(url.searchParams.get("month"));
      const d = Number(url.searchParams.get("day"));
      const items = [...orders.values()].flatMap((o) =>
        o.payments
          .filter((p) => p.status === "captured")
          .filter(() => {
            const at = new Date(o.createdAt * 1000);
            return at.getUTCFullYear() === y && at.getUTCMonth() + 1 === m && at.getUTCDate() === d;
          })
          .map((p) => ({ entity_id: p.id, type: "payment", amount: p.amount, currency: "INR", order_id: o.id, order_receipt: o.receipt, payment_id: p.id, created_at: o.createdAt, settled: true })),
      );
      return json(res, 200, { entity: "collection", count: items.length, items });
    }
    return json(res, 404, { error: { code: "NOT_FOUND", description: "no such endpoint" } });
  });
  const fake = Object.assign(server, {
    orders,
    calls,
    capture(orderId: string, paymentId: string) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      order.payments.push({ id: paymentId, amount: order.amount, status: "captured", order_id: orderId });
    },
  }) as FakeRazorpay;
  for (const key of ["hangCreates", "hangMs", "failNext"] as const) {
    Object.defineProperty(fake, key, { get: () => state[key], set: (v: number) => (state[key] = v), enumerable: true });
  }
  return fake;
}
