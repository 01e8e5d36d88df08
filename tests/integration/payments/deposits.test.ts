import { Writable } from "node:stream";
import { schema } from "@rummy/db";
import { checkLedger } from "@rummy/db/ledger/index";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realPostgresOrSkip } from "../../support/database.ts";
import type { TestPlatform } from "../../support/platform.ts";
import { createPromotion } from "@rummy/game-server/services/promotions/promotions";
import { reconcile } from "@rummy/game-server/services/recon/reconcile";
import { ApiClient, type TestPlayer } from "../../support/accounts.ts";
import { balances, bootPayments, cashPlayer, db, postWebhook, webhookFor } from "./support.ts";

interface Created {
  CustRefNum: string;
  qrString: string;
  nAmount: number;
  sOrderId: string;
  sCheckoutUrl: string;
}

const shuffle = <T>(list: T[]): T[] => {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const WEBHOOK_URL = "/api/v1/transaction/webhook/sandbox";

/**
 * The sandbox delivers its webhooks from timers inside the server, through the real route: the
 * server's request log (debug lines, read here) tells when each one was answered, and with what.
 */
const webhookAnswers: number[] = [];
const webhookRequests = new Set<string>();
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (!line.startsWith("{")) continue;
      const entry = JSON.parse(line) as { msg?: string; reqId?: string; req?: { url?: string }; res?: { statusCode?: number } };
      if (entry.msg === "incoming request" && entry.req?.url === WEBHOOK_URL && entry.reqId) webhookRequests.add(entry.reqId);
      if (entry.msg === "request completed" && entry.reqId && webhookRequests.delete(entry.reqId)) webhookAnswers.push(entry.res?.statusCode ?? 0);
    }
    done();
  },
});

describe.runIf(realPostgresOrSkip("payments: deposits"))("deposits through the sandbox gateway", () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await bootPayments("pay_deposits", { LOG_LEVEL: "debug" }, { logStream });
  }, 120_000);
  afterAll(async () => p?.close());

  it("creates a UPI intent with a real upi:// string and a reference", async () => {
    const player = await cashPlayer(p);
    const res = await player.client.post<Created>("/transaction/rbl/upi/intent-qr", { nAmount: 500, sMobile: "9876543210", sTransactionNote: "Add cash" });
    expect(res.status).toBe(200);
    const { CustRefNum, qrString } = res.body.data;
    expect(qrString).toMatch(/^upi:\/\/pay\?pa=[^&]+@[^&]+&pn=[^&]+&am=500\.00&tr=[A-Z0-9]+&cu=INR/);
    expect(qrString).toContain(`tr=${CustRefNum}`);
    const status = await player.client.get<{ transaction: { eStatus: string } }>(`/transaction/buystatus/${CustRefNum}`);
    expect(status.body.data.transaction.eStatus).toBe("pending");
  });

  it("credits each payment once when every webhook arrives 3 times, shuffled, some late", async () => {
    const player = await cashPlayer(p);
    const created: Created[] = [];
    for (const amount of [199, 250.5, 1000, 4999]) {
      const res = await player.client.post<Created>("/transaction/buycash", { nAmount: amount });
      expect(res.status, res.body.message).toBe(200);
      created.push(res.body.data);
    }
    const hooks = created.flatMap((c, i) => {
      const paise = Math.round(c.nAmount * 100);
      const events = [
        webhookFor("payment.captured", c.sOrderId, `pay_t${i}`, paise, `evt_cap_${i}`),
        webhookFor("order.paid", c.sOrderId, `pay_t${i}`, paise, `evt_paid_${i}`),
        webhookFor("payment.failed", c.sOrderId, `pay_f${i}`, paise, `evt_fail_${i}`),
      ];
      return events.flatMap((e) => [e, e, e]);
    });
    const order = shuffle(hooks);
    const statuses = await Promise.all(order.map(async (hook, n) => {
      if (n % 4 === 0) await sleep(200 + (n % 7) * 50);
      return postWebhook(p.url, hook);
    }));
    expect(statuses.every((s) => s === 200)).toBe(true);
    for (const c of created) {
      const s = await player.client.get<{ transaction: { eStatus: string } }>(`/transaction/buystatus/${c.CustRefNum}`);
      expect(s.body.data.transaction.eStatus).toBe("success");
    }
    // Each payment credited once: one deposit credit per deposit, keyed by it, and no other.
    const depositIds = await Promise.all(created.map(async (c) => (await db(p).select().from(schema.deposits).where(eq(schema.deposits.custRefNum, c.CustRefNum)))[0]?.id));
    const credits = await db(p).select().from(schema.ledgerTransfers).where(eq(schema.ledgerTransfers.creditAccountId, `p:${player.id}:deposit`));
    expect(credits.filter((t) => t.code === "deposit").map((t) => t.operationId).sort()).toEqual(depositIds.map((id) => `deposit:${id}`).sort());
    const gross = created.reduce((sum, c) => sum + BigInt(Math.round(c.nAmount * 100)), 0n);
    const gst = (await db(p).select().from(schema.ledgerTransfers)).filter((t) => t.code === "gst" && t.operationId.startsWith("deposit:"));
    const b = await balances(db(p), player.id);
    expect((b["deposit"] ?? 0n) + gst.reduce((s, t) => s + t.amountPaise, 0n)).toBe(gross);
    expect(await checkLedger(db(p))).toEqual([]);
  });

  it("refuses a webhook with one byte of its body changed, with no effect", async () => {
    const player = await cashPlayer(p);
    const res = await player.client.post<Created>("/transaction/buycash", { nAmount: 300 });
    const hook = webhookFor("payment.captured", res.body.data.sOrderId, "pay_tamper", 30000, "evt_tamper");
    const tampered = { ...hook, body: hook.body.replace('"amount":30000', '"amount":30001') };
    expect(tampered.body).not.toBe(hook.body);
    expect(await postWebhook(p.url, tampered)).toBe(400);
    const oneByte = { ...hook, body: hook.body.slice(0, -2) + " }" };
    expect(await postWebhook(p.url, oneByte)).toBe(400);
    const status = await player.client.get<{ transaction: { eStatus: string } }>(`/transaction/buystatus/${res.body.data.CustRefNum}`);
    expect(status.body.data.transaction.eStatus).toBe("pending");
    expect((await balances(db(p), player.id))["deposit"] ?? 0n).toBe(0n);
    expect(await postWebhook(p.url, hook)).toBe(200);
    expect((await balances(db(p), player.id))["deposit"]).toBeGreaterThan(0n);
  });

  async function decide(ref: string, form: Record<string, string>): Promise<Response> {
    return fetch(`${p.url}/api/v1/sandbox/gateway/${ref}/decide`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
      redirect: "manual",
    });
  }

  async function waitFor(fn: () => Promise<boolean>, ms = 5000): Promise<void> {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (await fn()) return;
      await sleep(50);
    }
    throw new Error("condition not met in time");
  }

  const statusOf = async (player: TestPlayer, ref: string) =>
    (await player.client.get<{ transaction: { eStatus: string; nBonus: number } }>(`/transaction/buystatus/${ref}`)).body.data.transaction;

  it("serves the sandbox page; approving sends late, triplicate, out-of-order webhooks and credits once", async () => {
    const player = await cashPlayer(p);
    const res = await player.client.post<Created>("/transaction/rbl/upi/intent-qr", { nAmount: 1500 });
    const ref = res.body.data.CustRefNum;
    const page = await fetch(`${p.url}/api/v1/sandbox/gateway/${ref}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(await page.text()).toContain(ref);
    const answeredBefore = webhookAnswers.length;
    const approved = await decide(ref, { decision: "approve", delayMs: "150", duplicates: "3", outOfOrder: "on" });
    expect(approved.status).toBe(303);
    // Read the record, not the status call: that call would ask the gateway itself (the safety net).
    const depositStatus = async () => (await db(p).select().from(schema.deposits).where(eq(schema.deposits.custRefNum, ref)))[0]?.status;
    expect(await depositStatus()).toBe("pending");
    await waitFor(async () => (await depositStatus()) === "success");
    // 4 events (a failed first attempt, authorized, captured, order.paid), 3 copies each, the last
    // after 450 ms: the credit is counted once every one of the 12 was answered.
    await waitFor(async () => webhookAnswers.length - answeredBefore >= 12);
    expect(webhookAnswers.slice(answeredBefore)).toEqual(Array.from({ length: 12 }, () => 200));
    const deposit = (await db(p).select().from(schema.deposits).where(eq(schema.deposits.custRefNum, ref)))[0];
    const events = await db(p).select().from(schema.paymentEvents).where(eq(schema.paymentEvents.depositId, deposit?.id ?? ""));
    expect(events.map((e) => e.eventType).sort()).toEqual(["order.paid", "payment.captured", "payment.failed"]);
    const credits = await db(p).select().from(schema.ledgerTransfers).where(eq(schema.ledgerTransfers.creditAccountId, `p:${player.id}:deposit`));
    expect(credits.filter((t) => t.code === "deposit").map((t) => t.operationId)).toEqual([`deposit:${deposit?.id}`]);
    expect((await statusOf(player, ref)).eStatus).toBe("success");
  });

  it("a declined payment fails, and a late authorisation still credits it", async () => {
    const player = await cashPlayer(p);
    const res = await player.client.post<Created>("/transaction/buycash", { nAmount: 400 });
    const ref = res.body.data.CustRefNum;
    await decide(ref, { decision: "decline" });
    await waitFor(async () => (await statusOf(player, ref)).eStatus === "failed");
    await decide(ref, { decision: "approve", duplicates: "2" });
    await waitFor(async () => (await statusOf(player, ref)).eStatus === "success");
  });

  it("shows every deposit in the passbook once, with its status: pending, failed, then credited", async () => {
    const player = await cashPlayer(p);
    type Entry = { _id: string; eType: string; nAmount: number; eStatus: string; eMode: string; sDescription: string };
    const book = async (query = "") => {
      const res = await player.client.get<[{ data: Entry[]; count: [{ totalData: number }] }]>(`/profile/getPassbook?size=10&pageIndex=1${query}`);
      expect(res.status, res.body.message).toBe(200);
      return res.body.data[0];
    };
    const depositsIn = (entries: Entry[]) => entries.filter((e) => e.sDescription.startsWith("Deposit")).map((e) => `${e.nAmount} ${e.eStatus} ${e.eMode}`).sort();

    const waiting = await player.client.post<Created>("/transaction/rbl/upi/intent-qr", { nAmount: 300 });
    expect(waiting.status, waiting.body.message).toBe(200);
    const declined = (await player.client.post<Created>("/transaction/buycash", { nAmount: 400 })).body.data.CustRefNum;
    const paid = (await player.client.post<Created>("/transaction/buycash", { nAmount: 500 })).body.data.CustRefNum;
    await decide(declined, { decision: "decline" });
    await decide(paid, { decision: "approve", duplicates: "2" });
    await waitFor(async () => (await statusOf(player, declined)).eStatus === "failed" && (await statusOf(player, paid)).eStatus === "success");
    // The first-deposit bonus is posted after the deposit turns successful: wait for it too, so the
    // counts below compare one settled passbook (on a slow machine it arrived between two reads).
    await waitFor(async () => (await book()).data.some((e) => e.sDescription.startsWith("Bonus")));

    const first = await book();
    expect(depositsIn(first.data)).toEqual(["300 pending UPI", "400 failed Payment Gateway", "500 success Payment Gateway"]);
    expect(first.data.find((e) => e.eStatus === "failed")?.eType).toBe("credit");
    expect(first.count[0].totalData).toBe(first.data.length);
    expect(depositsIn((await book("&eType=credit")).data)).toEqual(depositsIn(first.data));
    expect(depositsIn((await book("&eType=debit")).data)).toEqual([]);
    // A page past the end is empty and still carries the count.
    const past = (await player.client.get<[{ data: Entry[]; count: [{ totalData: number }] }]>("/profile/getPassbook?size=10&pageIndex=2")).body.data[0];
    expect(past.data).toEqual([]);
    expect(past.count[0].totalData).toBe(first.count[0].totalData);

    // The declined payment is authorised late: it is credited, and shows once, as a success, under the same id.
    const failedId = first.data.find((e) => e.eStatus === "failed")?._id;
    await decide(declined, { decision: "approve", duplicates: "2" });
    await waitFor(async () => (await statusOf(player, declined)).eStatus === "success");
    const after = await book();
    expect(depositsIn(after.data)).toEqual(["300 pending UPI", "400 success Payment Gateway", "500 success Payment Gateway"]);
    expect(after.data.filter((e) => e._id === failedId).map((e) => e.eStatus)).toEqual(["success"]);
    expect(after.count[0].totalData).toBe(after.data.length);
    expect(await checkLedger(db(p))).toEqual([]);
  });

  it("grants a promotion's bonus and the first-deposit bonus on success only", async () => {
    const promoId = await createPromotion(db(p), {
      name: "Test promo",
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + 86_400_000),
      tiers: [{ fromPaise: 100_00n, toPaise: 10_000_00n, percentageBp: 2500, maxBonusPaise: 200_00n, ticketSchedule: [] }],
    });
    const player = await cashPlayer(p);
    const list = await player.client.get<{ _id: string; aPriceRange: { nFrom: number; nPercentage: number; nMaxBonus: number }[] }[]>("/bonus/active/promotion");
    const offered = list.body.data.find((x) => x._id === promoId);
    expect(offered?.aPriceRange[0]).toMatchObject({ nFrom: 100, nPercentage: 25, nMaxBonus: 200 });
    const out = await player.client.post<Created & { nBonus: number }>("/transaction/buycash", { nAmount: 80000 / 100, iPromotionId: promoId });
    expect(out.body.data.nBonus).toBe(200);
    const outside = await player.client.post("/transaction/buycash", { nAmount: 99, iPromotionId: promoId });
    expect(outside.body.message).toBe("This promotion applies to deposits from ₹100 to ₹10,000.");
    expect((await balances(db(p), player.id))["bonus_instant"] ?? 0n).toBe(0n);
    await decide(out.body.data.CustRefNum, { decision: "approve" });
    await waitFor(async () => (await statusOf(player, out.body.data.CustRefNum)).eStatus === "success");
    const b = await balances(db(p), player.id);
    expect(b["bonus_instant"]).toBe(200_00n);
    // First deposit: 100% of it up to ₹500.
    expect(b["bonus_locked"]).toBe(500_00n);
    const second = await player.client.post<Created>("/transaction/buycash", { nAmount: 300 });
    await decide(second.body.data.CustRefNum, { decision: "approve" });
    await waitFor(async () => (await statusOf(player, second.body.data.CustRefNum)).eStatus === "success");
    expect((await balances(db(p), player.id))["bonus_locked"]).toBe(500_00n);
  });

  it("keeps daily and monthly deposit limits: lower at once, higher after 72 hours", async () => {
    const player = await cashPlayer(p);
    const fresh = () => Object.assign(new ApiClient(p.url), { token: player.client.token });
    const view = await fresh().get<{ nDailyLimit: number; nMonthlyLimit: number; oPending: unknown }>("/transaction/depositLimit");
    expect(view.body.data).toMatchObject({ nDailyLimit: 49999, nMonthlyLimit: 200000, oPending: null });
    const lowered = await fresh().post<{ nDailyLimit: number }>("/transaction/depositLimit", { nDailyLimit: 1000 });
    expect(lowered.body.message).toBe("Your deposit limits are updated.");
    expect(lowered.body.data.nDailyLimit).toBe(1000);
    expect((await fresh().post("/transaction/buycash", { nAmount: 700 })).status).toBe(200);
    const over = await fresh().post("/transaction/buycash", { nAmount: 400 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe("This deposit exceeds your daily deposit limit of ₹1,000. You can add up to ₹300 more today.");
    const raised = await fresh().post<{ nDailyLimit: number; oPending: { nDailyLimit: number; dEffectiveAt: string } }>("/transaction/depositLimit", { nDailyLimit: 5000 });
    expect(raised.body.message).toMatch(/^A higher limit applies after 72 hours/);
    expect(raised.body.data.nDailyLimit).toBe(1000);
    expect(raised.body.data.oPending.nDailyLimit).toBe(5000);
    expect(new Date(raised.body.data.oPending.dEffectiveAt).getTime() - Date.now()).toBeGreaterThan(71 * 3_600_000);
    expect((await fresh().post("/transaction/buycash", { nAmount: 400 })).status).toBe(400);
    const ceiling = await fresh().post("/transaction/depositLimit", { nMonthlyLimit: 300000 });
    expect(ceiling.body.message).toBe("Monthly deposit limit can be at most ₹2,00,000");
    // When the wait is over the raise applies.
    await db(p).update(schema.depositLimits).set({ pendingEffectiveAt: new Date(Date.now() - 1000) }).where(eq(schema.depositLimits.userId, player.id));
    expect((await fresh().post("/transaction/buycash", { nAmount: 400 })).status).toBe(200);
  });

  it("offers settlement reports as CSV and reconciles them; the gateway clearing returns to zero", async () => {
    const csv = await fetch(`${p.url}/api/v1/sandbox/gateway/reports/settlements.csv`);
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    const text = await csv.text();
    expect(text.split("\n")[0]).toBe("entity_id,type,order_id,order_receipt,amount,currency,created_at");
    const range = { from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 60_000) };
    const report = await reconcile(p.running.platform, range);
    // Webhooks crafted by the first tests credited orders the sandbox never captured: listed, never hidden.
    expect(report.mismatches.every((m) => m.kind === "credit_without_capture")).toBe(true);
    expect(report.matchedPayments).toBeGreaterThan(0);
    expect(await checkLedger(db(p))).toEqual([]);
  });
});
