import { checkLedger } from "@rummy/db/ledger/index";
import { RazorpayPayments } from "@rummy/game-server/providers/payments/razorpay";
import { ProviderError } from "@rummy/game-server/providers/errors";
import { reconcile } from "@rummy/game-server/services/recon/reconcile";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realPostgresOrSkip } from "../../support/database.ts";
import type { TestPlatform } from "../../support/platform.ts";
import { startFakeRazorpay, type FakeRazorpay } from "./fakes/razorpay.ts";
import { balances, bootPayments, cashPlayer, db, postWebhook, webhookFor } from "./support.ts";

/** The Razorpay adapter (official SDK) against a local fake of the Razorpay API, through the platform. */
const KEY_ID = "rzp_test_fake";
const KEY_SECRET = "fake_secret";
const WEBHOOK_SECRET = "fake_webhook_secret";

interface Created {
  CustRefNum: string;
  sOrderId: string;
  nAmount: number;
}

describe.runIf(realPostgresOrSkip("payments: razorpay"))("Razorpay adapter", () => {
  let p: TestPlatform;
  let fake: FakeRazorpay;
  beforeAll(async () => {
    fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
    p = await bootPayments("pay_razorpay", {
      PAYMENTS_PROVIDER: "razorpay",
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: fake.url,
      PROVIDER_TIMEOUT_MS: "300",
    });
  }, 120_000);
  afterAll(async () => {
    await p?.close();
    await fake?.close();
  });

  it("creates an order with the deposit's reference as receipt, and credits on a signed webhook", async () => {
    const player = await cashPlayer(p);
    const res = await player.client.post<Created>("/transaction/buycash", { nAmount: 750 });
    expect(res.status, res.body.message).toBe(200);
    const order = fake.orders.get(res.body.data.sOrderId);
    expect(order?.amount).toBe(75_000);
    expect(order?.receipt).toBe(res.body.data.CustRefNum);
    fake.capture(res.body.data.sOrderId, "pay_rzp1");
    const hook = webhookFor("payment.captured", res.body.data.sOrderId, "pay_rzp1", 75_000, "evt_rzp1", WEBHOOK_SECRET);
    expect(await postWebhook(p.url, { ...hook, body: hook.body.replace("pay_rzp1", "pay_rzp2") }, "razorpay")).toBe(400);
    expect(await postWebhook(p.url, webhookFor("payment.captured", res.body.data.sOrderId, "pay_rzp1", 75_000, "evt_x", "wrong-secret"), "razorpay")).toBe(400);
    expect(await postWebhook(p.url, hook, "sandbox")).toBe(404);
    expect((await balances(db(p), player.id))["deposit"] ?? 0n).toBe(0n);
    expect(await postWebhook(p.url, hook, "razorpay")).toBe(200);
    expect(await postWebhook(p.url, hook, "razorpay")).toBe(200);
    const status = await player.client.get<{ transaction: { eStatus: string } }>(`/transaction/buystatus/${res.body.data.CustRefNum}`);
    expect(status.body.data.transaction.eStatus).toBe("success");
  });

  it("finds a capture whose webhook never came through the status call (safety net)", async () => {
    const player = await cashPlayer(p);
    const res = await player.client.post<Created>("/transaction/buycash", { nAmount: 500 });
    fake.capture(res.body.data.sOrderId, "pay_nohook");
    const status = await player.client.get<{ transaction: { eStatus: string } }>(`/transaction/buystatus/${res.body.data.CustRefNum}`);
    expect(status.body.data.transaction.eStatus).toBe("success");
    expect(fake.calls).toContain(`GET /v1/orders/${res.body.data.sOrderId}/payments`);
  });

  it("adopts an order whose create timed out instead of making a second one", async () => {
    // Generous margins: on a busy machine the create must reach the fake before the client gives up.
    const rzp = new RazorpayPayments({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecrets: [WEBHOOK_SECRET], apiUrl: fake.url, timeoutMs: 1000, attempts: 3, retryDelayMs: 10 });
    fake.hangCreates = 1;
    fake.hangMs = 3000;
    const before = fake.orders.size;
    const order = await rzp.createOrder({ custRefNum: "RDTIMEOUT1", amountPaise: 10_000n, notes: {} });
    expect(fake.orders.size).toBe(before + 1);
    expect(fake.orders.get(order.providerOrderId)?.receipt).toBe("RDTIMEOUT1");
    fake.failNext = 2;
    expect((await rzp.fetchStatus(order.providerOrderId)).status).toBe("created");
    fake.failNext = 5;
    await expect(rzp.fetchStatus(order.providerOrderId)).rejects.toSatisfy((e) => e instanceof ProviderError && e.kind === "unknown");
    fake.failNext = 0;
    await expect(rzp.createOrder({ custRefNum: "RDSMALL", amountPaise: 50n, notes: {} })).rejects.toSatisfy((e) => e instanceof ProviderError && e.kind === "rejected");
  });

  it("reconciles Razorpay's settlement report with the ledger; the gateway clearing returns to zero", async () => {
    const player = await cashPlayer(p);
    const res = await player.client.post<Created>("/transaction/buycash", { nAmount: 1200 });
    // Captured at Razorpay, but the webhook was lost and nobody asked: recon finds and fixes it.
    fake.capture(res.body.data.sOrderId, "pay_recon");
    const day = new Date();
    const range = { from: new Date(day.getTime() - 86_400_000), to: new Date(day.getTime() + 60_000) };
    const dry = await reconcile(p.running.platform, range);
    expect(dry.mismatches.map((m) => m.kind)).toContain("capture_not_credited");
    const fixed = await reconcile(p.running.platform, { ...range, fix: true });
    expect(fixed.mismatches.filter((m) => !m.fixed)).toEqual([]);
    const again = await reconcile(p.running.platform, range);
    expect(again.mismatches).toEqual([]);
    expect(again.gatewayClearingPaise).toBe(0n);
    expect(await checkLedger(db(p))).toEqual([]);
  });
});
