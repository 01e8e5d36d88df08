import { schema } from "@rummy/db";
import { checkLedger } from "@rummy/db/ledger/index";
import { passbook, toPage } from "@rummy/game-server/services/wallet/index";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, type TestPlayer } from "../../support/accounts.ts";
import { realPostgresOrSkip } from "../../support/database.ts";
import type { TestPlatform } from "../../support/platform.ts";
import { balances, bootPayments, cashPlayer, db, giveWinnings, ownBankAccount, ownUpiId, setPaymentsPolicy } from "./support.ts";

/**
 * Withdrawals against the sandbox bank: each outcome it offers (PAYMENTS.md) moves money as it
 * should. The sandbox picks the outcome from the beneficiary account's last digits, and a payout
 * goes only to the player's own saved account, so each outcome has its own player.
 */

interface PayoutData {
  data: { response: { Single_Payment_Corp_Resp?: { Header: { TranID: string }; Body: { RefNo: string; UTRNo: string; RRN: string } } } };
  sTransactionId: string;
  eStatus: string;
  nAmount: number;
  nTds: number;
  nPayout: number;
}

const bank = (account: string, nAmount = 500) => ({ nAmount, modeOfPay: "IMPS", Ben_Acct_No: account, Ben_Name: "Test Player", remarks: "Winnings", Ben_IFSC: "HDFC0001234", Ben_BankName: "HDFC Bank" });

function client(player: TestPlayer): ApiClient {
  const c = new ApiClient(player.client.baseUrl);
  c.token = player.client.token;
  return c;
}

describe.runIf(realPostgresOrSkip("payments: sandbox payouts"))("withdrawals through the sandbox bank", () => {
  let p: TestPlatform;
  let player: TestPlayer;
  beforeAll(async () => {
    p = await bootPayments("pay_sandbox_bank");
    await setPaymentsPolicy(db(p), { withdrawal: { perDay: 100, dailyAmountPaise: 100_000_000 } });
    player = await cashPlayer(p, { kyc: true });
    await giveWinnings(db(p), player.id, 10_000_00n, `test-winnings:${player.id}`);
    await ownBankAccount(player, "50100012349999");
    await ownUpiId(player, "player@okbank");
    await ownUpiId(player, "fail@okbank");
  }, 120_000);
  afterAll(async () => p?.close());

  const winningsOf = async (who: TestPlayer) => (await balances(db(p), who.id))["winnings"] ?? 0n;
  const checkAs = (who: TestPlayer, tranId: string) => client(who).post<PayoutData>("/transaction/rbl/checkstatus", { sTransactionId: tranId, modeOfPay: "IMPS" });

  /** A KYC-approved player with winnings whose saved bank account is `account`. */
  async function ownerOf(account: string): Promise<TestPlayer> {
    const who = await cashPlayer(p, { kyc: true });
    await giveWinnings(db(p), who.id, 10_000_00n, `test-winnings:${who.id}`);
    await ownBankAccount(who, account);
    return who;
  }

  it("pays a withdrawal with TDS: held while pending, posted on success", async () => {
    const owner = await ownerOf("50100012340001");
    const before = await winningsOf(owner);
    const res = await client(owner).post<PayoutData>("/transaction/rbl/payout", bank("50100012340001"));
    expect(res.status, res.body.message).toBe(200);
    const d = res.body.data;
    expect(d.eStatus).toBe("processing");
    expect(d.data.response.Single_Payment_Corp_Resp?.Header.TranID).toBe(d.sTransactionId);
    // No deposits this year: all of it is net winnings, 30% TDS.
    expect(d.nTds).toBe(150);
    expect(d.nPayout).toBe(350);
    expect(await winningsOf(owner)).toBe(before - 500_00n);
    const after = await checkAs(owner, d.sTransactionId);
    expect(after.status).toBe(200);
    expect(after.body.data.eStatus).toBe("success");
    expect(await winningsOf(owner)).toBe(before - 500_00n);
    const transfer = await db(p).select().from(schema.sandboxBankTransfers).where(eq(schema.sandboxBankTransfers.tranId, d.sTransactionId));
    expect(transfer[0]?.amountPaise).toBe(350_00n);
  });

  it("returns the money when the bank fails the payout", async () => {
    const owner = await ownerOf("50100012340002");
    const before = await winningsOf(owner);
    const res = await client(owner).post<PayoutData>("/transaction/rbl/payout", bank("50100012340002"));
    expect(res.status).toBe(200);
    const after = await checkAs(owner, res.body.data.sTransactionId);
    expect(after.status).toBe(400);
    expect(after.body.message).toMatch(/^Withdrawal request failed/);
    expect(after.body.data.eStatus).toBe("failed");
    expect(await winningsOf(owner)).toBe(before);
  });

  it("returns the money again when a successful payout is reversed", async () => {
    const owner = await ownerOf("50100012340004");
    const before = await winningsOf(owner);
    const res = await client(owner).post<PayoutData>("/transaction/rbl/payout", bank("50100012340004"));
    const first = await checkAs(owner, res.body.data.sTransactionId);
    // The background follow-up may have made the first check already; either way success comes first.
    if (first.body.data.eStatus === "success") expect(await winningsOf(owner)).toBe(before - 500_00n);
    else expect(first.body.data.eStatus).toBe("reversed");
    const second = await checkAs(owner, res.body.data.sTransactionId);
    expect(second.body.data.eStatus).toBe("reversed");
    expect(await winningsOf(owner)).toBe(before);
    // The passbook shows the withdrawal as reversed, with its TDS.
    const book = (await passbook(db(p), owner.id, toPage(40, 1)))[0].data;
    const [row] = await db(p).select().from(schema.withdrawals).where(eq(schema.withdrawals.tranId, res.body.data.sTransactionId));
    expect(book.find((e) => e._id === `withdrawal:${row?.id}`)).toMatchObject({ eType: "debit", eStatus: "reversed", nAmount: 500, eMode: "IMPS" });
  });

  it("keeps the money held when the bank's answer is lost, then completes once", async () => {
    const owner = await ownerOf("50100012340005");
    const before = await winningsOf(owner);
    const res = await client(owner).post<PayoutData>("/transaction/rbl/payout", bank("50100012340005"));
    expect(res.status).toBe(200);
    expect(res.body.data.eStatus).toBe("processing");
    expect(await winningsOf(owner)).toBe(before - 500_00n);
    const after = await checkAs(owner, res.body.data.sTransactionId);
    expect(after.body.data.eStatus).toBe("success");
    const rows = await db(p).select().from(schema.sandboxBankTransfers).where(eq(schema.sandboxBankTransfers.tranId, res.body.data.sTransactionId));
    expect(rows).toHaveLength(1);
  });

  it("refuses outright when the bank rejects, with the money back", async () => {
    const owner = await ownerOf("50100012340006");
    const before = await winningsOf(owner);
    const res = await client(owner).post<PayoutData>("/transaction/rbl/payout", bank("50100012340006"));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Withdrawal request failed");
    expect(res.body.data.eStatus).toBe("failed");
    expect(await winningsOf(owner)).toBe(before);
  });

  it("stays pending while the bank is slow, then the poller finishes it", async () => {
    const owner = await ownerOf("50100012340003");
    const res = await client(owner).post<PayoutData>("/transaction/rbl/payout", bank("50100012340003"));
    expect((await checkAs(owner, res.body.data.sTransactionId)).body.data.eStatus).toBe("processing");
    const { pollWithdrawals } = await import("@rummy/game-server/services/withdrawals/poll");
    await db(p).update(schema.withdrawals).set({ nextCheckAt: new Date(0) }).where(eq(schema.withdrawals.tranId, res.body.data.sTransactionId));
    await pollWithdrawals(p.running.platform);
    await db(p).update(schema.withdrawals).set({ nextCheckAt: new Date(0) }).where(eq(schema.withdrawals.tranId, res.body.data.sTransactionId));
    await pollWithdrawals(p.running.platform);
    const [row] = await db(p).select().from(schema.withdrawals).where(eq(schema.withdrawals.tranId, res.body.data.sTransactionId));
    expect(row?.status).toBe("success");
  });

  it("pays UPI withdrawals to the player's verified UPI ids and returns failed ones", async () => {
    const before = await winningsOf(player);
    const ok = await client(player).post<{ txnId: string; sessionToken: string; upiDisbursementParsed: { responseId: string } }>("/transaction/rbl/disbursement", {
      nAmount: 200,
      sPayeeAddress: "player@okbank",
      sPayeeName: "Test Player",
      sDeviceId: "web",
      sOs: "WEB",
    });
    expect(ok.status, ok.body.message).toBe(200);
    expect(ok.body.data.sessionToken).toBeTruthy();
    expect(ok.body.data.upiDisbursementParsed.responseId).toBeTruthy();
    const okStatus = await client(player).post<{ eStatus: string }>("/transaction/rbl/disbursement/checkstatus", { sessionToken: ok.body.data.sessionToken, sTransactionId: ok.body.data.txnId, flag: 1 });
    expect(okStatus.body.data.eStatus).toBe("success");
    const bad = await client(player).post<{ txnId: string; sessionToken: string }>("/transaction/rbl/disbursement", { nAmount: 100, sPayeeAddress: "fail@okbank", sOs: "WEB" });
    const badStatus = await client(player).post<{ eStatus: string }>("/transaction/rbl/disbursement/checkstatus", { sessionToken: bad.body.data.sessionToken, sTransactionId: bad.body.data.txnId });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.data.eStatus).toBe("failed");
    expect(await winningsOf(player)).toBe(before - 200_00n);
  });

  it("does not show one player's payout to another", async () => {
    const res = await client(player).post<PayoutData>("/transaction/rbl/payout", bank("50100012349999", 100));
    const stranger = await cashPlayer(p, { kyc: true });
    const peek = await client(stranger).post("/transaction/rbl/checkstatus", { sTransactionId: res.body.data.sTransactionId });
    expect(peek.status).toBe(404);
  });

  it("the payment gateway page debits the named account and credits a deposit once", async () => {
    const payer = await cashPlayer(p);
    const gateway = { nAmount: "1000.50", debitAccountNo: "77700011112221", debitAccountName: "Payer", modeOfPay: "IMPS", remarks: "Add cash", debitIfsc: "ICIC0000123", debitMobile: "9876543210" };
    const res = await client(payer).post<PayoutData & { CustRefNum: string }>("/transaction/rbl/payout", gateway);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.data.response.Single_Payment_Corp_Resp?.Header.TranID).toBe(res.body.data.sTransactionId);
    expect((await balances(db(p), payer.id))["deposit"] ?? 0n).toBe(0n);
    const done = await client(payer).post<{ eStatus: string }>("/transaction/rbl/checkstatus", { sTransactionId: res.body.data.sTransactionId, modeOfPay: "IMPS" });
    expect(done.body.data.eStatus).toBe("success");
    // The message names what was paid, the GST, the deposit credit and the first-deposit bonus (the buystatus receipt's words).
    expect(done.body.message).toMatch(/^You paid ₹1,000\.50: ₹[\d,]+\.\d\d added to your deposit balance, GST ₹[\d,]+\.\d\d, first-deposit bonus ₹500\.00 added to your locked bonus\.$/);
    const again = await client(payer).post<{ eStatus: string }>("/transaction/rbl/checkstatus", { sTransactionId: res.body.data.sTransactionId });
    expect(again.body.data.eStatus).toBe("success");
    const credits = await db(p).select().from(schema.ledgerTransfers).where(eq(schema.ledgerTransfers.creditAccountId, `p:${payer.id}:deposit`));
    expect(credits.filter((t) => t.code === "deposit")).toHaveLength(1);
    const status = await client(payer).get<{ transaction: { eStatus: string; eMode: string } }>(`/transaction/buystatus/${res.body.data.sTransactionId}`);
    expect(status.body.data.transaction).toMatchObject({ eStatus: "success", eMode: "Bank Transfer" });

    const failing = await client(payer).post<PayoutData>("/transaction/rbl/payout", { ...gateway, debitAccountNo: "77700011110002" });
    const failed = await client(payer).post("/transaction/rbl/checkstatus", { sTransactionId: failing.body.data.sTransactionId });
    expect(failed.status).toBe(400);
    expect(failed.body.message).toBe("Payment Failed");
  });

  it("finishes a request interrupted after the hold, and drops one interrupted before it", async () => {
    const { pollWithdrawals } = await import("@rummy/game-server/services/withdrawals/poll");
    const { requestWithdrawal } = await import("@rummy/game-server/services/wallet/index");
    const old = new Date(Date.now() - 10 * 60_000);
    const base = { userId: player.id, method: "bank" as const, modeOfPay: "NEFT" as const, provider: "sandbox", amountPaise: 100_00n, netPaise: 100_00n, createdAt: old, nextCheckAt: new Date(0) };
    const beneficiary = { accountNo: "50100012348888", name: "Test Player", ifsc: "HDFC0001234", remarks: "Winnings" };
    const [lost] = await db(p).insert(schema.withdrawals).values({ ...base, tranId: "WDLOSTBEFOREHOLD", beneficiary }).returning();
    const [held] = await db(p).insert(schema.withdrawals).values({ ...base, tranId: "WDLOSTAFTERHOLD", beneficiary }).returning();
    const before = await winningsOf(player);
    await requestWithdrawal(db(p), { key: `withdrawal:${held?.id}`, userId: player.id, amountPaise: 100_00n, method: "NEFT" });
    await pollWithdrawals(p.running.platform);
    const rows = await db(p).select().from(schema.withdrawals).where(eq(schema.withdrawals.userId, player.id));
    expect(rows.find((r) => r.id === lost?.id)?.status).toBe("failed");
    expect(rows.find((r) => r.id === held?.id)?.status).toBe("processing");
    expect(await winningsOf(player)).toBe(before - 100_00n);
  });

  it("leaves the ledger without a violation", async () => {
    expect(await checkLedger(db(p))).toEqual([]);
  });
});
