import { schema } from "@rummy/db";
import { checkLedger } from "@rummy/db/ledger/index";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, randomIp, type TestPlayer } from "../support/accounts.ts";
import { realPostgresOrSkip } from "../support/database.ts";
import type { TestPlatform } from "../support/platform.ts";
import { balances, bootPayments, cashPlayer, db, giveWinnings, setPaymentsPolicy } from "../integration/payments/support.ts";

/**
 * Trust item 5: a payout goes only to the player's own verified account. An attacker with a
 * KYC-approved account and winnings tries to send them anywhere else: a bank account that is not
 * the saved one, a saved account whose holder is not the PAN holder, a UPI id never verified,
 * verified by someone else, or registered to another name. Every try is a 4xx that creates no
 * withdrawal and holds nothing; the player's own destinations work and the ledger stays clean.
 */

const SAVED = { sBankName: "HDFC Bank", sAccountNo: "50100012341111", sIFSC: "HDFC0001234", sAccountHolderName: "Test Player" };
const bankBody = (over: Record<string, unknown> = {}) => ({
  nAmount: 500,
  modeOfPay: "IMPS",
  Ben_Acct_No: SAVED.sAccountNo,
  Ben_Name: "Test Player",
  remarks: "Winnings",
  Ben_IFSC: SAVED.sIFSC,
  Ben_BankName: SAVED.sBankName,
  ...over,
});
const upiBody = (vpa: string) => ({ nAmount: 500, sPayeeAddress: vpa, sPayeeName: "Test Player", sDeviceId: "attacker-device", sOs: "WEB" });

/** Each player on its own address: the payout routes allow 20 calls a minute per address. */
function client(player: TestPlayer): ApiClient {
  const c = new ApiClient(player.client.baseUrl, randomIp());
  c.token = player.client.token;
  return c;
}

describe.runIf(realPostgresOrSkip("security: payout destination"))("payouts go only to the player's own verified account", () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await bootPayments("security_payout_destination");
    await setPaymentsPolicy(db(p), { withdrawal: { perDay: 100, dailyAmountPaise: 100_000_000 } });
  }, 120_000);
  afterAll(async () => p?.close());

  /** A KYC-approved player (PAN name TEST PLAYER) with ₹10,000 of winnings. */
  async function richPlayer(): Promise<TestPlayer> {
    const player = await cashPlayer(p, { kyc: true });
    await giveWinnings(db(p), player.id, 10_000_00n, `test-winnings:${player.id}`);
    return player;
  }
  const withdrawalsOf = async (player: TestPlayer) => db(p).select().from(schema.withdrawals).where(eq(schema.withdrawals.userId, player.id));
  const winnings = async (player: TestPlayer) => (await balances(db(p), player.id))["winnings"] ?? 0n;

  /** The refusal leaves nothing behind: no withdrawal row, nothing held. */
  async function expectRefused(player: TestPlayer, res: { status: number; body: { message: string } }, message: RegExp) {
    expect(res.status, res.body.message).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.message).toMatch(message);
    expect(await withdrawalsOf(player)).toHaveLength(0);
    expect(await winnings(player)).toBe(10_000_00n);
  }

  it("refuses a bank payout from a player with no saved bank account", async () => {
    const attacker = await richPlayer();
    const res = await client(attacker).post("/transaction/rbl/payout", bankBody({ Ben_Acct_No: "99990000111122", Ben_Name: "Someone Else Entirely" }));
    await expectRefused(attacker, res, /add your bank account/i);
  });

  it("refuses a beneficiary other than the saved account (account number, IFSC or name), holding nothing", async () => {
    const attacker = await richPlayer();
    expect((await client(attacker).post("/profile/bank", SAVED)).status).toBe(200);
    for (const over of [{ Ben_Acct_No: "99990000111122" }, { Ben_Name: "Someone Else Entirely" }, { Ben_IFSC: "ICIC0000001" }]) {
      const res = await client(attacker).post("/transaction/rbl/payout", bankBody(over));
      await expectRefused(attacker, res, /only to your saved bank account/i);
    }
  });

  it("refuses a saved account whose holder name does not match the PAN name", async () => {
    const attacker = await richPlayer();
    // Written before the name rule existed (the save route refuses it now): the payout must refuse it too.
    await db(p).insert(schema.bankAccounts).values({ userId: attacker.id, bankName: "HDFC Bank", ifsc: SAVED.sIFSC, accountNo: SAVED.sAccountNo, accountHolderName: "Someone Else Entirely" });
    const res = await client(attacker).post("/transaction/rbl/payout", bankBody({ Ben_Name: "Someone Else Entirely" }));
    await expectRefused(attacker, res, /does not match the name on your PAN/i);
  });

  it("refuses UPI to a UPI id the player never verified", async () => {
    const attacker = await richPlayer();
    const res = await client(attacker).post("/transaction/rbl/disbursement", upiBody("mule.account@okaxis"));
    await expectRefused(attacker, res, /verify this UPI ID/i);
  });

  it("refuses UPI to a UPI id verified by another player, and will not verify it for the attacker", async () => {
    const owner = await richPlayer();
    const attacker = await richPlayer();
    const verified = await client(owner).post<{ bVerified: boolean }>("/profile/upi/verify", { sVpa: "owner.pays@okhdfc" });
    expect(verified.status, verified.body.message).toBe(200);
    expect(verified.body.data.bVerified).toBe(true);
    await expectRefused(attacker, await client(attacker).post("/transaction/rbl/disbursement", upiBody("owner.pays@okhdfc")), /verify this UPI ID/i);
    const stolen = await client(attacker).post("/profile/upi/verify", { sVpa: "Owner.Pays@OKHDFC" });
    expect(stolen.status).toBe(409);
    expect(stolen.body.message).toMatch(/linked to another account/i);
    await expectRefused(attacker, await client(attacker).post("/transaction/rbl/disbursement", upiBody("owner.pays@okhdfc")), /verify this UPI ID/i);
  });

  it("says so when a UPI id is registered to another name or does not exist, and refuses UPI to it", async () => {
    const attacker = await richPlayer();
    const other = await client(attacker).post<{ bVerified: boolean; sRegisteredName: string }>("/profile/upi/verify", { sVpa: "other.person@okicici" });
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/does not match the name on your PAN/i);
    await expectRefused(attacker, await client(attacker).post("/transaction/rbl/disbursement", upiBody("other.person@okicici")), /verify this UPI ID|does not match/i);
    const missing = await client(attacker).post("/profile/upi/verify", { sVpa: "unknown.id@okicici" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/does not exist/i);
    await expectRefused(attacker, await client(attacker).post("/transaction/rbl/disbursement", upiBody("unknown.id@okicici")), /verify this UPI ID/i);
  });

  it("pays the player's own saved bank account and own verified UPI id, and the ledger stays clean", async () => {
    const player = await richPlayer();
    expect((await client(player).post("/profile/bank", SAVED)).status).toBe(200);
    // The saved account, named the way the player's bank writes it (case, dots, order).
    const bank = await client(player).post<{ eStatus: string }>("/transaction/rbl/payout", bankBody({ Ben_Name: "PLAYER. test" }));
    expect(bank.status, bank.body.message).toBe(200);
    expect(bank.body.data.eStatus).toBe("processing");
    const verified = await client(player).post<{ bVerified: boolean; sVpa: string }>("/profile/upi/verify", { sVpa: " Test.Player@OKSBI " });
    expect(verified.status, verified.body.message).toBe(200);
    expect(verified.body.data).toMatchObject({ bVerified: true, sVpa: "test.player@oksbi" });
    const listed = await client(player).get<{ aVpas: { sVpa: string; bVerified: boolean }[] }>("/profile/upi");
    expect(listed.body.data.aVpas).toEqual([expect.objectContaining({ sVpa: "test.player@oksbi", bVerified: true })]);
    const upi = await client(player).post<{ eStatus: string }>("/transaction/rbl/disbursement", upiBody("test.player@oksbi"));
    expect(upi.status, upi.body.message).toBe(200);
    const rows = await withdrawalsOf(player);
    expect(rows).toHaveLength(2);
    const paidBank = rows.find((r) => r.method === "bank");
    const paidUpi = rows.find((r) => r.method === "upi");
    // What the bank was told is the saved record, not the request's words.
    expect(paidBank?.beneficiary).toMatchObject({ accountNo: SAVED.sAccountNo, name: "Test Player", ifsc: SAVED.sIFSC, bankName: SAVED.sBankName });
    expect(paidUpi?.beneficiary).toMatchObject({ vpa: "test.player@oksbi", name: "TEST PLAYER" });
    const transfers = await db(p).select().from(schema.sandboxBankTransfers);
    expect(transfers.map((t) => t.beneficiary).sort()).toEqual([SAVED.sAccountNo, "test.player@oksbi"].sort());
    expect(await winnings(player)).toBe(9_000_00n);
    expect(await checkLedger(db(p))).toEqual([]);
  });
});
