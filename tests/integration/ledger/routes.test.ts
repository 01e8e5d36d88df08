import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as wallet from "@rummy/game-server/services/wallet/index";
import { ApiClient, registerPlayer, type TestPlayer } from "../../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";

type Faceted = [{ data: Record<string, unknown>[]; count: [{ totalData: number }] }];

describe("wallet routes (SPEC.md section 7, Account)", () => {
  let p: TestPlatform;
  let player: TestPlayer;
  beforeAll(async () => {
    p = await bootTestPlatform("wallet_routes");
    player = await registerPlayer(p.url);
    const db = p.running.platform.db;
    const other = "00000000-0000-4000-8000-0000000000ff";
    await wallet.creditDeposit(db, { key: `route-d-${player.id}`, userId: player.id, amountPaise: 12_800n, mode: "UPI" });
    await wallet.creditDeposit(db, { key: `route-d-${other}`, userId: other, amountPaise: 12_800n });
    for (const u of [player.id, other]) {
      await wallet.holdBuyIn(db, { key: `route-b-${u}`, userId: u, tableId: "ROUTE-T1", amountPaise: 5_000n });
      await wallet.postBuyIn(db, { key: `route-p-${u}`, userId: u, tableId: "ROUTE-T1" });
    }
    await wallet.settleTable(db, { key: "route-s", tableId: "ROUTE-T1", lines: [
      { userId: player.id, lossPaise: 0n, winPaise: 1_800n, feePaise: 200n },
      { userId: other, lossPaise: 2_000n, winPaise: 0n, feePaise: 0n },
    ] });
    await wallet.leaveTable(db, { key: `route-l-${player.id}`, userId: player.id, tableId: "ROUTE-T1" });
    await wallet.grantBonus(db, { key: `route-g-${player.id}`, userId: player.id, amountPaise: 2_500n, bucket: "instant", source: "referral", referredUserName: "asha" });
    await wallet.requestWithdrawal(db, { key: `route-w-${player.id}`, userId: player.id, amountPaise: 1_000n, method: "UPI" });
  }, 120_000);
  afterAll(async () => p?.close());

  it("answers 401 without a token", async () => {
    for (const path of ["/profile/getPassbook?size=10&pageIndex=1", "/profile/getGameTransaction?size=10&pageIndex=1", "/profile/getTournamentTransaction?size=10&pageNumber=1", "/profile/referred/bonus?size=10&pageIndex=1", "/profile/getTdsStatement"]) {
      expect((await new ApiClient(p.url).get(path)).status, path).toBe(401);
    }
  });

  it("lists the passbook, all and by tab, in rupees", async () => {
    const all = await player.client.get<Faceted>("/profile/getPassbook?size=10&pageIndex=1");
    expect(all.status).toBe(200);
    expect(all.body.data[0].count[0].totalData).toBe(3);
    const deposits = await player.client.get<Faceted>("/profile/getPassbook?size=10&pageIndex=1&eType=credit");
    expect(deposits.body.data[0].data.map((e) => [e["sDescription"], e["nAmount"]])).toEqual([
      ["Bonus (referral)", 25],
      ["Deposit", 128],
    ]);
    const withdrawals = await player.client.get<Faceted>("/profile/getPassbook?size=10&pageIndex=0&eType=debit");
    expect(withdrawals.body.data[0].data).toEqual([expect.objectContaining({ eType: "debit", nAmount: 10, eStatus: "pending", eMode: "UPI", nTds: 0 })]);
  });

  it("lists game transactions by table and for one table", async () => {
    const tables = await player.client.get<Faceted>("/profile/getGameTransaction?size=10&pageIndex=1");
    expect(tables.body.data[0].data).toEqual([expect.objectContaining({ iTableId: "ROUTE-T1", nAmountIn: 50, nAmountOut: 68, nAmount: 0 })]);
    const rows = await player.client.get<Faceted>("/profile/getGameTransaction?size=10&pageNumber=1&iTableId=ROUTE-T1");
    expect(rows.body.data[0].count[0].totalData).toBe(3);
    expect(rows.body.data[0].data.map((r) => r["nAmount"])).toEqual([-68, 18, 50]);
  });

  it("lists tournament transactions, referral bonuses and the TDS statement", async () => {
    const tournaments = await player.client.get<Faceted>("/profile/getTournamentTransaction?size=25&pageNumber=1");
    expect(tournaments.body).toEqual({ message: "success.", data: [{ data: [], count: [{ totalData: 0 }] }] });
    const referrals = await player.client.get<Faceted>("/profile/referred/bonus?size=40&pageIndex=1");
    expect(referrals.body.data[0].data).toEqual([expect.objectContaining({ oReferredUser: { sUserName: "asha" }, nBonus: 25, nUsed: 0 })]);
    const statement = await player.client.get<{ sFinancialYear: string; aDeductions: unknown[] }[]>("/profile/getTdsStatement");
    expect(statement.body.data[0]?.aDeductions).toHaveLength(1);
    expect(statement.body.data[0]?.sFinancialYear).toMatch(/^\d{4}-\d{4}$/);
  });

  it("refuses page sizes other than 10, 25 and 40 with a 400", async () => {
    const res = await player.client.get("/profile/getPassbook?size=20&pageIndex=1");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Page size must be 10, 25 or 40");
    expect((await player.client.get("/profile/getPassbook?size=10&pageIndex=1&eType=both")).status).toBe(400);
  });

  it("shows the balances on GET /profile", async () => {
    const profile = await player.client.get<{ nChips: number; nWithdrawable: number; nPracticeChips: number }>("/profile");
    // ₹128 paid is ₹100 credited after GST; the table gave ₹18 of winnings, ₹10 of which is on a withdrawal hold.
    expect(profile.body.data).toMatchObject({ nChips: 108, nWithdrawable: 8, nPracticeChips: 10_000 });
  });
});
