import { schema } from "@rummy/db";
import { checkLedger, transfersOfOperation } from "@rummy/db/ledger/index";
import { applyTransferReport, checkWithdrawal, createWithdrawal, submitPayout, withdrawalKey } from "@rummy/game-server/services/withdrawals/service";
import { withdrawalById } from "@rummy/game-server/services/withdrawals/repository";
import { RblPayouts } from "@rummy/game-server/providers/payouts/rbl";
import { ProviderError } from "@rummy/game-server/providers/errors";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realPostgresOrSkip } from "../../support/database.ts";
import type { TestPlatform } from "../../support/platform.ts";
import { startFakeRbl, type FakeBank } from "./fakes/rbl.ts";
import { approveKyc, balances, bootPayments, cashPlayer, db, giveWinnings, OWN_HOLDER_NAME, ownBankAccount, ownUpiId, setPaymentsPolicy } from "./support.ts";

/**
 * The RBL adapter against a local fake of the bank, and the guarantee that matters most: a payout
 * the bank accepted but whose answer was lost is never paid twice, however often it is retried.
 */
const WITHDRAWALS = 100;
const ATTEMPTS_EACH = 10;

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

describe.runIf(realPostgresOrSkip("payments: RBL payouts"))("RBL payouts against a fake bank", () => {
  let p: TestPlatform;
  let bank: FakeBank;
  beforeAll(async () => {
    bank = await startFakeRbl("rbl-client:rbl-secret");
    p = await bootPayments("pay_rbl", {
      PAYOUTS_PROVIDER: "rbl",
      RBL_API_URL: bank.url,
      RBL_CORP_ID: "TESTCORP",
      RBL_CLIENT_ID: "rbl-client",
      RBL_CLIENT_SECRET: "rbl-secret",
      RBL_PAYOUT_ACCOUNT_NO: "409000000001",
      RBL_COLLECTION_ACCOUNT_NO: "409000000002",
      PROVIDER_TIMEOUT_MS: "300",
    });
    await setPaymentsPolicy(db(p), { withdrawal: { perDay: 10_000, dailyAmountPaise: 1_000_000_000 } });
  }, 120_000);
  afterAll(async () => {
    await p?.close();
    await bank?.close();
  });

  it("speaks SPEC.md's shapes (TranID, RefNo/UTRNo, status by TranID) and classifies refusals and timeouts", async () => {
    const rbl = new RblPayouts({
      apiUrl: bank.url,
      corpId: "TESTCORP",
      clientId: "rbl-client",
      clientSecret: "rbl-secret",
      payoutAccount: { accountNo: "409000000001", accountName: "Platform", ifsc: "RATN0000001" },
      collectionAccount: { accountNo: "409000000002", name: "Platform", ifsc: "RATN0000001", bankName: "RBL Bank" },
      timeoutMs: 500,
      attempts: 3,
      retryDelayMs: 10,
    });
    const submitted = await rbl.submitTransfer({ tranId: "T0000000001", amountPaise: 123_45n, modeOfPay: "NEFT", beneficiary: { accountNo: "1111", name: "A", ifsc: "HDFC0000001" }, remarks: "r" });
    expect(submitted.status).toBe("pending");
    expect(submitted.refNo).toBe("SPT0000000001");
    expect(bank.transfers.get("T0000000001")?.amount).toBe("123.45");
    expect((await rbl.transferStatus({ tranId: "T0000000001", modeOfPay: "NEFT" })).status).toBe("success");
    expect((await rbl.transferStatus({ tranId: "NOPE", modeOfPay: "NEFT" })).status).toBe("not_found");
    const wrong = new RblPayouts({ ...(rbl as unknown as { options: ConstructorParameters<typeof RblPayouts>[0] }).options, clientSecret: "bad" });
    await expect(wrong.submitTransfer({ tranId: "T2", amountPaise: 100n, modeOfPay: "FT", remarks: "" })).rejects.toSatisfy((e) => e instanceof ProviderError && e.kind === "rejected");
    bank.hangMs = 800;
    await expect(rbl.submitTransfer({ tranId: "T3", amountPaise: 100n, modeOfPay: "FT", remarks: "" })).rejects.toSatisfy((e) => e instanceof ProviderError && e.kind === "unknown");
    bank.hangMs = 0;
    // The VPA check before a UPI payout: the registered name, or "does not exist".
    bank.vpaNames.set("asha@okaxis", "ASHA RAO");
    expect(await rbl.verifyVpa({ vpa: "asha@okaxis", nameHint: "ignored by a real bank", requestId: "V1" })).toEqual({ exists: true, registeredName: "ASHA RAO" });
    expect(await rbl.verifyVpa({ vpa: "nobody@okaxis", nameHint: "", requestId: "V2" })).toMatchObject({ exists: false });
    await expect(wrong.verifyVpa({ vpa: "asha@okaxis", nameHint: "", requestId: "V3" })).rejects.toSatisfy((e) => e instanceof ProviderError);
  });

  it("verifies a UPI id with the bank and pays a UPI withdrawal only to it", async () => {
    const player = await cashPlayer(p, { kyc: true });
    await giveWinnings(db(p), player.id, 1_000_00n, `test-winnings:${player.id}`);
    const body = { nAmount: 200, sPayeeAddress: "test.player@okaxis", sPayeeName: "Test Player", sDeviceId: "web", sOs: "WEB" };
    expect((await player.client.post("/transaction/rbl/disbursement", body)).status).toBe(400);
    bank.vpaNames.set("test.player@okaxis", OWN_HOLDER_NAME.toUpperCase());
    bank.vpaNames.set("someone@okaxis", "SOMEONE ELSE");
    expect((await player.client.post("/profile/upi/verify", { sVpa: "someone@okaxis" })).status).toBe(400);
    await ownUpiId(player, "test.player@okaxis");
    const paid = await player.client.post<{ txnId: string }>("/transaction/rbl/disbursement", body);
    expect(paid.status, paid.body.message).toBe(200);
    expect(bank.transfers.get(paid.body.data.txnId)?.beneficiary).toBe("test.player@okaxis");
  });

  it(`${WITHDRAWALS * ATTEMPTS_EACH} payout attempts accepted then timed out: zero double payouts`, async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => cashPlayer(p)));
    for (const [k, player] of players.entries()) {
      await approveKyc(db(p), player.id);
      await giveWinnings(db(p), player.id, 1_000_000_00n, `test-winnings:${player.id}`);
      await ownBankAccount(player, `50100000000${k}`);
    }
    const ids: string[] = [];
    await inBatches(Array.from({ length: WITHDRAWALS }, (_, i) => i), 20, async (i) => {
      const k = i % players.length;
      const player = players[k]!;
      const row = await createWithdrawal(p.running.platform, {
        userId: player.id,
        method: "bank",
        modeOfPay: "IMPS",
        amountPaise: BigInt(1000_00 + i),
        destination: { kind: "bank", claimed: { accountNo: `50100000000${k}`, name: OWN_HOLDER_NAME, ifsc: "HDFC0001234" }, remarks: "Winnings", trnParticulars: undefined },
      });
      ids.push(row.id);
    });
    // The bank accepts every submission but answers after the client gave up.
    bank.hangMs = 900;
    let attempts = 0;
    await inBatches(ids, 50, async (id) => {
      for (let n = 0; n < ATTEMPTS_EACH; n++) {
        const row = await withdrawalById(db(p), id);
        if (!row) throw new Error("lost withdrawal");
        const report = await submitPayout(p.running.platform, row);
        attempts++;
        expect(report).toBeNull();
      }
    });
    expect(attempts).toBe(WITHDRAWALS * ATTEMPTS_EACH);
    bank.hangMs = 0;
    // Status queries settle each one (a submission that never reached the bank is sent again, same TranID).
    await inBatches(ids, 20, async (id) => {
      for (let n = 0; n < 3; n++) {
        const row = await withdrawalById(db(p), id);
        if (!row || row.status === "success") return;
        await checkWithdrawal(p.running.platform, row);
      }
    });
    const rows = await db(p).select().from(schema.withdrawals).where(inArray(schema.withdrawals.id, ids));
    expect(rows.every((r) => r.status === "success")).toBe(true);
    // The bank saw every attempt but paid each withdrawal once, for its net amount.
    const paid = [...bank.transfers.values()].filter((t) => rows.some((r) => r.tranId === t.tranId));
    expect(paid).toHaveLength(WITHDRAWALS);
    expect(paid.every((t) => t.paid === 1)).toBe(true);
    // Nearly every attempt reached the bank (a loaded machine may abort one before it is sent).
    expect(paid.reduce((n, t) => n + t.submissions, 0)).toBeGreaterThanOrEqual(WITHDRAWALS * (ATTEMPTS_EACH - 1));
    for (const r of rows) expect(bank.transfers.get(r.tranId)?.amount).toBe(`${r.netPaise / 100n}.${String(r.netPaise % 100n).padStart(2, "0")}`);
    // The ledger posted each hold once; a late duplicate "success" changes nothing.
    for (const r of rows.slice(0, 20)) {
      expect(await transfersOfOperation(db(p), `${withdrawalKey(r)}:post`)).not.toHaveLength(0);
      await applyTransferReport(p.running.platform, r, { tranId: r.tranId, status: "success", providerStatus: "SUCCESS", reason: "", refNo: null, utrNo: null, rrn: null, raw: null });
    }
    const total = rows.reduce((s, r) => s + r.amountPaise, 0n);
    const left = (await Promise.all(players.map((pl) => balances(db(p), pl.id)))).reduce((s, b) => s + (b["winnings"] ?? 0n), 0n);
    expect(left).toBe(4n * 1_000_000_00n - total);
    expect(await checkLedger(db(p))).toEqual([]);
  }, 180_000);
});
