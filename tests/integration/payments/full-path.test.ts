import { paiseOfRupees } from "@rummy/shared-rules";
import { checkLedger } from "@rummy/db/ledger/index";
import { createPromotion } from "@rummy/game-server/services/promotions/promotions";
import { reconcile } from "@rummy/game-server/services/recon/reconcile";
import { holdBuyIn, leaveTable, passbook, postBuyIn, settleTable, toPage, voidBuyIn, type PassbookEntry } from "@rummy/game-server/services/wallet/index";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestPlayer } from "../../support/accounts.ts";
import { realPostgresOrSkip } from "../../support/database.ts";
import type { TestPlatform } from "../../support/platform.ts";
import { balances, bootPayments, cashPlayer, db, OWN_HOLDER_NAME, ownBankAccount } from "./support.ts";

/**
 * The whole road through HTTP: a deposit with a promotion, play money held and returned, a win,
 * a withdrawal with TDS; the passbook shows each step and the ledger check finds no violation.
 */
interface Created {
  CustRefNum: string;
  nBonus: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(realPostgresOrSkip("payments: full path"))("deposit, play, withdraw", () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await bootPayments("pay_full_path");
  }, 120_000);
  afterAll(async () => p?.close());

  async function deposit(player: TestPlayer, body: Record<string, unknown>): Promise<Created> {
    const res = await player.client.post<Created>("/transaction/buycash", body);
    expect(res.status, res.body.message).toBe(200);
    const decided = await fetch(`${p.url}/api/v1/sandbox/gateway/${res.body.data.CustRefNum}/decide`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "decision=approve&duplicates=2",
      redirect: "manual",
    });
    expect(decided.status).toBe(303);
    for (let i = 0; i < 100; i++) {
      const s = await player.client.get<{ transaction: { eStatus: string } }>(`/transaction/buystatus/${res.body.data.CustRefNum}`);
      if (s.body.data.transaction.eStatus === "success") return res.body.data;
      await sleep(50);
    }
    throw new Error("deposit never succeeded");
  }

  async function passbookOf(player: TestPlayer): Promise<PassbookEntry[]> {
    const res = await player.client.get<[{ data: PassbookEntry[] }]>("/profile/getPassbook?size=40&pageIndex=1");
    if (res.status === 200) return res.body.data[0].data;
    // The wallet's passbook route may live in another module; its service is the same.
    return (await passbook(db(p), player.id, toPage(40, 1)))[0].data;
  }

  it("walks the whole road", async () => {
    const promotionId = await createPromotion(db(p), {
      name: "Full path promo",
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + 86_400_000),
      tiers: [{ fromPaise: 500_00n, toPaise: 5_000_00n, percentageBp: 1000, maxBonusPaise: 300_00n, ticketSchedule: [] }],
    });
    const alice = await cashPlayer(p, { kyc: true });
    const bob = await cashPlayer(p);

    const promo = await deposit(alice, { nAmount: 1000, iPromotionId: promotionId });
    expect(promo.nBonus).toBe(100);
    await deposit(bob, { nAmount: 20000 });
    const afterDeposit = await balances(db(p), alice.id);
    expect(afterDeposit["bonus_instant"]).toBe(100_00n);
    expect(afterDeposit["bonus_locked"]).toBe(500_00n);
    const aliceCredit = afterDeposit["deposit"] ?? 0n;
    expect(aliceCredit).toBeGreaterThan(0n);
    expect(aliceCredit).toBeLessThan(1000_00n);

    // Play money held and returned: a seat taken and given up before play.
    await holdBuyIn(db(p), { key: "fp-hold-a", userId: alice.id, tableId: "fp-table-hold", amountPaise: 500_00n });
    expect((await balances(db(p), alice.id))["deposit"]).toBe(aliceCredit - 500_00n);
    await voidBuyIn(db(p), { key: "fp-void-a", userId: alice.id, tableId: "fp-table-hold" });
    expect((await balances(db(p), alice.id))["deposit"]).toBe(aliceCredit);

    // A game: Bob loses ₹15,000 to Alice, ₹1,500 of it the platform's fee.
    await holdBuyIn(db(p), { key: "fp-buy-a", userId: alice.id, tableId: "fp-table", amountPaise: 500_00n });
    await holdBuyIn(db(p), { key: "fp-buy-b", userId: bob.id, tableId: "fp-table", amountPaise: 15_000_00n });
    await postBuyIn(db(p), { key: "fp-post-a", userId: alice.id, tableId: "fp-table" });
    await postBuyIn(db(p), { key: "fp-post-b", userId: bob.id, tableId: "fp-table" });
    await settleTable(db(p), {
      key: "fp-settle",
      tableId: "fp-table",
      lines: [
        { userId: bob.id, lossPaise: 15_000_00n, winPaise: 0n, feePaise: 0n },
        { userId: alice.id, lossPaise: 0n, winPaise: 13_500_00n, feePaise: 1_500_00n },
      ],
    });
    await leaveTable(db(p), { key: "fp-leave-a", userId: alice.id, tableId: "fp-table" });
    await leaveTable(db(p), { key: "fp-leave-b", userId: bob.id, tableId: "fp-table" });
    expect((await balances(db(p), alice.id))["winnings"]).toBe(13_500_00n);

    // Withdraw ₹10,000 to Alice's own saved account: TDS is 30% of the net winnings (withdrawn minus this year's deposits).
    await ownBankAccount(alice, "50100099990001");
    const wd = await alice.client.post<{ sTransactionId: string; eStatus: string; nTds: number; nPayout: number }>("/transaction/rbl/payout", {
      nAmount: 10000,
      modeOfPay: "NEFT",
      Ben_Acct_No: "50100099990001",
      Ben_Name: OWN_HOLDER_NAME,
      Ben_IFSC: "HDFC0001234",
      remarks: "Winnings",
    });
    expect(wd.status, wd.body.message).toBe(200);
    const netWinnings = 10_000_00n - aliceCredit;
    const expectedTds = (netWinnings * 3000n * 2n + 10_000n) / 20_000n;
    expect(paiseOfRupees(wd.body.data.nTds)).toBe(expectedTds);
    expect(paiseOfRupees(wd.body.data.nPayout)).toBe(10_000_00n - expectedTds);
    const pending = await passbookOf(alice);
    expect(pending.find((e) => e.sDescription === "Withdrawal")?.eStatus).toBe("pending");

    const checked = await alice.client.post<{ eStatus: string }>("/transaction/rbl/checkstatus", { sTransactionId: wd.body.data.sTransactionId, modeOfPay: "NEFT" });
    expect(checked.body.data.eStatus).toBe("success");
    expect((await balances(db(p), alice.id))["winnings"]).toBe(3_500_00n);

    const book = await passbookOf(alice);
    const summary = book.map((e) => `${e.eType} ${e.sDescription} ${e.eStatus}`).sort();
    expect(summary).toEqual(
      ["credit Bonus (first_deposit) success", "credit Bonus (promotion) success", "credit Deposit success", "debit Withdrawal success"].sort(),
    );
    const withdrawal = book.find((e) => e.sDescription === "Withdrawal");
    expect(withdrawal?.nTds).toBe(Number(expectedTds) / 100);
    expect(book.find((e) => e.sDescription === "Deposit")?.eMode).toBe("Payment Gateway");

    expect(await checkLedger(db(p))).toEqual([]);
    const recon = await reconcile(p.running.platform, { from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 60_000), fix: true });
    expect(recon.mismatches).toEqual([]);
    expect(recon.gatewayClearingPaise).toBe(0n);
    expect(recon.payoutClearingPaise).toBe(0n);
    expect(await checkLedger(db(p))).toEqual([]);
  });
});
