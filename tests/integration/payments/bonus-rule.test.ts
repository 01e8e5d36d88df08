import { paiseOfRupees } from "@rummy/shared-rules";
import { checkLedger } from "@rummy/db/ledger/index";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetCachedSettings } from "@rummy/game-server/services/profile/settings";
import { createPromotion } from "@rummy/game-server/services/promotions/promotions";
import { realPostgresOrSkip } from "../../support/database.ts";
import type { TestPlatform } from "../../support/platform.ts";
import type { TestPlayer } from "../../support/accounts.ts";
import { balances, bootPayments, cashPlayer, db, setCompliance } from "./support.ts";

/**
 * Issue 19, "money words that never contradict each other": the offers list, the deposit preview
 * and what a successful deposit credits come from one rule, and the numbers shown before paying
 * are the numbers after. With cash play off there are no offers, no preview, and the daily spin
 * pays practice chips. Real PostgreSQL, over HTTP, paid through the sandbox gateway.
 */

interface Tier {
  nFrom: number;
  nTo: number;
  nPercentage: number;
  nMaxBonus: number;
}
interface Offer {
  _id: string;
  eCategory: string;
  nExpiresIn: number;
  aPriceRange: Tier[];
}
interface Split {
  nAmount: number;
  nGst: number;
  nDepositCredit: number;
  nPromotionBonus: number;
  nFirstDepositBonus: number;
}

/** The offers page's arithmetic: percentage of the amount (half up to the paisa), capped. */
const bonusFromOffer = (offer: Offer, amount: number): number => {
  const tier = offer.aPriceRange.find((t) => amount >= t.nFrom && amount <= t.nTo);
  if (!tier) return 0;
  const byPercent = Math.round(amount * tier.nPercentage) / 100;
  return Math.min(byPercent, tier.nMaxBonus);
};

describe.runIf(realPostgresOrSkip("payments: one bonus rule"))("one deposit-bonus rule: offers list = preview = credited", () => {
  let p: TestPlatform;
  let promoId: string;
  beforeAll(async () => {
    p = await bootPayments("pay_bonus_rule");
    promoId = await createPromotion(db(p), {
      name: "Rule test offer",
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + 86_400_000),
      tiers: [{ fromPaise: 99_00n, toPaise: 999_00n, percentageBp: 5000, maxBonusPaise: 250_00n, ticketSchedule: [] }],
    });
  }, 120_000);
  afterAll(async () => p?.close());

  async function cash(on: boolean): Promise<void> {
    await setCompliance(db(p), { moneyGamesEnabled: on });
    forgetCachedSettings(db(p));
  }

  async function waitFor(fn: () => Promise<boolean>, ms = 10_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (await fn()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error("condition not met in time");
  }

  const offers = async (player: TestPlayer) => (await player.client.get<Offer[]>("/bonus/active/promotion")).body;

  /** The player approves the payment on the sandbox gateway's page. */
  async function approveInSandbox(ref: string): Promise<void> {
    const decided = await fetch(`${p.url}/api/v1/sandbox/gateway/${ref}/decide`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ decision: "approve" }).toString(),
      redirect: "manual",
    });
    expect(decided.status).toBeLessThan(400);
  }

  async function payThroughSandbox(player: TestPlayer, amount: number, promotion: string | null): Promise<{ message: string; receipt: Split }> {
    const created = await player.client.post<{ CustRefNum: string; nBonus: number }>("/transaction/buycash", promotion ? { nAmount: amount, iPromotionId: promotion } : { nAmount: amount });
    expect(created.status, created.body.message).toBe(200);
    const ref = created.body.data.CustRefNum;
    await approveInSandbox(ref);
    let last: { message: string; data: { transaction: { eStatus: string }; oReceipt: Split | null } } | undefined;
    await waitFor(async () => {
      last = (await player.client.get<{ transaction: { eStatus: string }; oReceipt: Split | null }>(`/transaction/buystatus/${ref}`)).body;
      return last.data.transaction.eStatus === "success";
    });
    if (!last?.data.oReceipt) throw new Error("no receipt on a successful deposit");
    return { message: last.message, receipt: last.data.oReceipt };
  }

  it("a first ₹500 deposit with an offer: the list, the preview, the receipt and the ledger agree", async () => {
    await cash(true);
    const player = await cashPlayer(p);
    const list = await offers(player);
    const first = list.data.find((o) => o._id === "first-deposit");
    const promo = list.data.find((o) => o._id === promoId);
    // README "Money policy": 100% of the first deposit up to ₹500, locked bonus, 30 days.
    expect(first).toMatchObject({ eCategory: "first_deposit", nExpiresIn: 30, aPriceRange: [{ nFrom: 99, nTo: 49_999, nPercentage: 100, nMaxBonus: 500 }] });
    if (!first || !promo) throw new Error("offers missing");

    const amount = 500;
    const preview = await player.client.post<Split & { nGstRate: number; nPromotionExpiresIn: number | null; nFirstDepositExpiresIn: number }>("/transaction/preview", { nAmount: amount, iPromotionId: promoId });
    expect(preview.status, preview.body.message).toBe(200);
    expect(preview.body.data.nFirstDepositBonus).toBe(bonusFromOffer(first, amount));
    expect(preview.body.data.nPromotionBonus).toBe(bonusFromOffer(promo, amount));
    expect(preview.body.data).toMatchObject({ nAmount: 500, nFirstDepositBonus: 500, nPromotionBonus: 250 });
    expect(preview.body.data.nGst + preview.body.data.nDepositCredit).toBe(500);
    expect(preview.body.data.nGst).toBeGreaterThan(0);

    const { message, receipt } = await payThroughSandbox(player, amount, promoId);
    const { nGstRate: _rate, nPromotionExpiresIn: _p, nFirstDepositExpiresIn: _f, ...before } = preview.body.data;
    expect(preview.body.data).toMatchObject({ nPromotionExpiresIn: 30, nFirstDepositExpiresIn: 30 });
    expect(receipt).toEqual(before);
    expect(message).toBe(
      `You paid ₹500.00: ₹${receipt.nDepositCredit.toFixed(2)} added to your deposit balance, GST ₹${receipt.nGst.toFixed(2)}, first-deposit bonus ₹500.00 added to your locked bonus, offer bonus ₹250.00 added to your instant bonus.`,
    );
    const b = await balances(db(p), player.id);
    expect(b["deposit"]).toBe(paiseOfRupees(receipt.nDepositCredit));
    expect(b["bonus_locked"]).toBe(paiseOfRupees(receipt.nFirstDepositBonus));
    expect(b["bonus_instant"]).toBe(paiseOfRupees(receipt.nPromotionBonus));
    expect(await checkLedger(db(p))).toEqual([]);

    // A second deposit is not a first one: the list drops the offer and the preview shows no first-deposit bonus.
    expect((await offers(player)).data.map((o) => o._id)).not.toContain("first-deposit");
    const again = await player.client.post<Split>("/transaction/preview", { nAmount: 300 });
    expect(again.body.data.nFirstDepositBonus).toBe(0);
    const second = await payThroughSandbox(player, 300, null);
    expect(second.receipt).toEqual({ nAmount: 300, nGst: again.body.data.nGst, nDepositCredit: again.body.data.nDepositCredit, nPromotionBonus: 0, nFirstDepositBonus: 0 });
    expect((await balances(db(p), player.id))["bonus_locked"]).toBe(500_00n);
  });

  it("a deposit reads as successful only once its bonuses are in the wallet", async () => {
    await cash(true);
    const player = await cashPlayer(p);
    const created = await player.client.post<{ CustRefNum: string }>("/transaction/buycash", { nAmount: 400, iPromotionId: promoId });
    expect(created.status, created.body.message).toBe(200);
    const ref = created.body.data.CustRefNum;
    const statusRow = async () => (await db(p).execute(sql`SELECT status FROM deposits WHERE cust_ref_num = ${ref}`)) as unknown as { status: string }[];
    // Every bonus grant locks the bonus expense account: holding it stops the confirmation between
    // the deposit credit and the grants, which is where a player once saw "success" without them.
    await db(p).execute(sql`INSERT INTO ledger_accounts (id, kind, currency, allow_negative) VALUES ('s:bonus_expense:INR', 'bonus_expense', 'INR', true) ON CONFLICT DO NOTHING`);
    await db(p).transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM ledger_accounts WHERE id = 's:bonus_expense:INR' FOR UPDATE`);
      await approveInSandbox(ref);
      await waitFor(async () => (await balances(db(p), player.id))["deposit"] !== undefined);
      await waitFor(async () => {
        const waiting = (await db(p).execute(
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%ledger_accounts%'`,
        )) as unknown as { n: number }[];
        return (waiting[0]?.n ?? 0) > 0;
      });
      expect((await statusRow())[0]?.status).toBe("pending");
    });
    await waitFor(async () => (await statusRow())[0]?.status === "success");
    const b = await balances(db(p), player.id);
    expect(b["bonus_locked"]).toBe(400_00n);
    expect(b["bonus_instant"]).toBe(200_00n);
    const status = await player.client.get<{ transaction: { eStatus: string }; oReceipt: Split | null }>(`/transaction/buystatus/${ref}`);
    expect(status.body.data.transaction.eStatus).toBe("success");
    expect(status.body.data.oReceipt).toMatchObject({ nFirstDepositBonus: 400, nPromotionBonus: 200 });
    expect(await checkLedger(db(p))).toEqual([]);
  });

  it("the operator's policy is the rule: a changed cap changes the list, the preview and the credit alike", async () => {
    await cash(true);
    await db(p).execute(
      sql`UPDATE settings SET value = jsonb_set(value, '{firstDepositBonus,maxPaise}', '12000'::jsonb) WHERE key = 'payments'`,
    );
    try {
      const player = await cashPlayer(p);
      const first = (await offers(player)).data.find((o) => o._id === "first-deposit");
      expect(first?.aPriceRange[0]?.nMaxBonus).toBe(120);
      const preview = await player.client.post<Split>("/transaction/preview", { nAmount: 1000 });
      expect(preview.body.data.nFirstDepositBonus).toBe(120);
      const { receipt } = await payThroughSandbox(player, 1000, null);
      expect(receipt.nFirstDepositBonus).toBe(120);
      expect((await balances(db(p), player.id))["bonus_locked"]).toBe(120_00n);
    } finally {
      await db(p).execute(sql`UPDATE settings SET value = jsonb_set(value, '{firstDepositBonus,maxPaise}', '50000'::jsonb) WHERE key = 'payments'`);
    }
  });

  it("with cash play off: no offers (explained), no preview, and the daily spin pays practice chips", async () => {
    await cash(false);
    const player = await cashPlayer(p);
    const list = await offers(player);
    expect(list.data).toEqual([]);
    expect(list.message).toBe("Adding cash is switched off, so there are no deposit offers right now.");
    const preview = await player.client.post("/transaction/preview", { nAmount: 500 });
    expect(preview.status).toBe(403);

    const status = await player.client.get<{ eReward: string; bCanSpin: boolean }>("/rummy/spin");
    expect(status.body.data).toMatchObject({ eReward: "chips", bCanSpin: true });
    const before = await balances(db(p), player.id);
    const won = await player.client.post<{ nValue: number; eReward: string }>("/rummy/spin", {});
    expect(won.status, won.body.message).toBe(200);
    expect(won.body.data.eReward).toBe("chips");
    const after = await balances(db(p), player.id);
    expect((after["practice"] ?? 0n) - (before["practice"] ?? 0n)).toBe(BigInt(won.body.data.nValue) * 100n);
    expect(after["bonus_instant"] ?? 0n).toBe(0n);
    expect(after["bonus_locked"] ?? 0n).toBe(0n);
    expect((await player.client.post("/rummy/spin", {})).status).toBe(409);
    expect(await checkLedger(db(p))).toEqual([]);
  });

  it("with cash play on the spin pays bonus rupees", async () => {
    await cash(true);
    const player = await cashPlayer(p);
    const won = await player.client.post<{ nValue: number; eReward: string }>("/rummy/spin", {});
    expect(won.body.data.eReward).toBe("bonus");
    expect((await balances(db(p), player.id))["bonus_instant"]).toBe(BigInt(won.body.data.nValue) * 100n);
  });
});
