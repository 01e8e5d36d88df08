import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAccounts, holdsOfRef, availablePaise, REF_STATE_LOCK } from "@rummy/db/ledger/index";
import * as wallet from "@rummy/game-server/services/wallet/index";
import { caught, ledgerDatabase, violations, waitForLockWaiters, type LedgerDatabase } from "./harness.ts";

const { playerAccount, tableEscrow } = wallet;

describe("wallet service on the ledger", () => {
  let t: LedgerDatabase;
  beforeAll(async () => {
    t = await ledgerDatabase("wallet_flows");
  });
  afterAll(async () => t?.close());

  async function balances(userId: string) {
    const kinds = ["deposit", "winnings", "bonus_instant", "bonus_locked", "practice"] as const;
    const accounts = await readAccounts(t.db, kinds.map((k) => playerAccount(userId, k).id));
    const of = (k: (typeof kinds)[number]) => {
      const a = accounts.get(playerAccount(userId, k).id);
      return a ? availablePaise(a) : 0n;
    };
    return { deposit: of("deposit"), winnings: of("winnings"), bonus: of("bonus_instant"), locked: of("bonus_locked"), practice: of("practice") };
  }

  async function escrowOf(userId: string, tableId: string) {
    const id = tableEscrow(tableId, userId, "INR").id;
    const a = (await readAccounts(t.db, [id])).get(id);
    return a ? availablePaise(a) : 0n;
  }

  it("splits a ₹100 deposit into ₹78.12 credited and ₹21.88 GST, once per key", async () => {
    const u = randomUUID();
    const key = `pay_${u}`;
    const first = await wallet.creditDeposit(t.db, { key, userId: u, amountPaise: 10_000n, mode: "UPI" });
    expect(first).toMatchObject({ amountPaise: 10_000n, gstPaise: 2_188n, creditedPaise: 7_812n, rateBp: 2800, replayed: false });
    expect(await wallet.creditDeposit(t.db, { key, userId: u, amountPaise: 10_000n, mode: "UPI" })).toMatchObject({ creditedPaise: 7_812n, replayed: true });
    const conflict = await caught(() => wallet.creditDeposit(t.db, { key, userId: u, amountPaise: 20_000n, mode: "UPI" }));
    expect(conflict).toMatchObject({ code: "wallet/idempotency_conflict", status: 409 });
    expect((await balances(u)).deposit).toBe(7_812n);
    expect(await wallet.depositPreview(t.db, 10_000n)).toMatchObject({ gstPaise: 2_188n, creditedPaise: 7_812n });
    const gst = (await readAccounts(t.db, ["s:gst_payable:INR"])).get("s:gst_payable:INR");
    expect(gst?.creditsPostedPaise).toBeGreaterThanOrEqual(2_188n);
  });

  it("buys in from deposit first, then winnings, and says 'Insufficient Rummy chips' when short", async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const table = `T-${randomUUID().slice(0, 8)}`;
    await wallet.creditDeposit(t.db, { key: `d-${a}`, userId: a, amountPaise: 12_800n }); // ₹100 credited
    await wallet.creditDeposit(t.db, { key: `d-${b}`, userId: b, amountPaise: 12_800n });
    // a wins ₹50 from b at a first table, and leaves with it as winnings.
    const first = `T-${randomUUID().slice(0, 8)}`;
    for (const u of [a, b]) {
      await wallet.holdBuyIn(t.db, { key: `bi-${first}-${u}`, userId: u, tableId: first, amountPaise: 10_000n });
      await wallet.postBuyIn(t.db, { key: `po-${first}-${u}`, userId: u, tableId: first });
    }
    await wallet.settleTable(t.db, { key: `s-${first}`, tableId: first, lines: [
      { userId: a, lossPaise: 0n, winPaise: 4_500n, feePaise: 500n },
      { userId: b, lossPaise: 5_000n, winPaise: 0n, feePaise: 0n },
    ] });
    expect(await wallet.leaveTable(t.db, { key: `l-${first}-${a}`, userId: a, tableId: first })).toMatchObject({ toDepositPaise: 10_000n, toWinningsPaise: 4_500n });
    expect(await wallet.leaveTable(t.db, { key: `l-${first}-${b}`, userId: b, tableId: first })).toMatchObject({ toDepositPaise: 5_000n, toWinningsPaise: 0n });
    expect(await balances(a)).toMatchObject({ deposit: 10_000n, winnings: 4_500n });

    const held = await wallet.holdBuyIn(t.db, { key: `bi-${table}-${a}`, userId: a, tableId: table, amountPaise: 12_000n });
    expect(held).toMatchObject({ fromDepositPaise: 10_000n, fromWinningsPaise: 2_000n, fromBonusPaise: 0n });
    expect(await balances(a)).toMatchObject({ deposit: 0n, winnings: 2_500n });
    const short = await caught(() => wallet.holdBuyIn(t.db, { key: `bi2-${table}-${a}`, userId: a, tableId: table, amountPaise: 2_501n }));
    expect(short).toBeInstanceOf(wallet.WalletError);
    expect((short as wallet.WalletError).playerMessage).toBe("Insufficient Rummy chips");
    // Voiding the hold gives everything back where it came from.
    expect(await wallet.voidBuyIn(t.db, { key: `vo-${table}-${a}`, userId: a, tableId: table })).toMatchObject({ resolvedPaise: 12_000n, holds: 2 });
    expect(await balances(a)).toMatchObject({ deposit: 10_000n, winnings: 4_500n });
    expect(await violations(t.db)).toEqual([]);
  });

  it("lets bonus pay bonusUsePercent of an entry fee and returns it to bonus on leaving", async () => {
    const u = randomUUID();
    const table = `P-${randomUUID().slice(0, 8)}`;
    await wallet.creditDeposit(t.db, { key: `d-${u}`, userId: u, amountPaise: 12_800n });
    await wallet.grantBonus(t.db, { key: `g-${u}`, userId: u, amountPaise: 5_000n, bucket: "instant", source: "first_deposit" });
    const held = await wallet.holdBuyIn(t.db, { key: `bi-${u}`, userId: u, tableId: table, amountPaise: 5_000n, entryFee: true });
    expect(held).toMatchObject({ fromBonusPaise: 500n, fromDepositPaise: 4_500n, fromWinningsPaise: 0n });
    await wallet.postBuyIn(t.db, { key: `po-${u}`, userId: u, tableId: table });
    expect(await wallet.leaveTable(t.db, { key: `l-${u}`, userId: u, tableId: table })).toMatchObject({ toDepositPaise: 4_500n, toBonusPaise: 500n, toWinningsPaise: 0n });
    expect(await balances(u)).toMatchObject({ deposit: 10_000n, bonus: 5_000n });
  });

  it("settles many seats atomically and refuses an unbalanced or unaffordable settlement whole", async () => {
    const users = [randomUUID(), randomUUID(), randomUUID()];
    const table = `S-${randomUUID().slice(0, 8)}`;
    for (const u of users) {
      await wallet.creditDeposit(t.db, { key: `d-${u}`, userId: u, amountPaise: 12_800n });
      await wallet.holdBuyIn(t.db, { key: `bi-${u}`, userId: u, tableId: table, amountPaise: 8_000n });
      await wallet.postBuyIn(t.db, { key: `po-${u}`, userId: u, tableId: table });
    }
    const [w, l1, l2] = users as [string, string, string];
    const tooMuch = await caught(() =>
      wallet.settleTable(t.db, { key: `s1-${table}`, tableId: table, lines: [
        { userId: w, lossPaise: 0n, winPaise: 9_000n, feePaise: 1_000n },
        { userId: l1, lossPaise: 8_001n, winPaise: 0n, feePaise: 0n },
        { userId: l2, lossPaise: 1_999n, winPaise: 0n, feePaise: 0n },
      ] }),
    );
    expect(tooMuch).toMatchObject({ code: "wallet/insufficient_funds" });
    expect(await escrowOf(w, table)).toBe(8_000n);
    const settled = await wallet.settleTable(t.db, { key: `s2-${table}`, tableId: table, dealId: "d1", lines: [
      { userId: w, lossPaise: 0n, winPaise: 9_000n, feePaise: 1_000n },
      { userId: l1, lossPaise: 8_000n, winPaise: 0n, feePaise: 0n },
      { userId: l2, lossPaise: 2_000n, winPaise: 0n, feePaise: 0n },
    ] });
    expect(settled).toMatchObject({ movedPaise: 10_000n, feePaise: 1_000n, transfers: 3 });
    expect([await escrowOf(w, table), await escrowOf(l1, table), await escrowOf(l2, table)]).toEqual([17_000n, 0n, 6_000n]);
    const closed = await wallet.closeTable(t.db, { key: `close-${table}`, tableId: table });
    expect(closed).toEqual({ seats: 3, returnedPaise: 23_000n });
    expect(await balances(w)).toMatchObject({ deposit: 10_000n, winnings: 9_000n });
    const late = await caught(() => wallet.holdBuyIn(t.db, { key: `late-${w}`, userId: w, tableId: table, amountPaise: 100n }));
    expect(late).toMatchObject({ code: "wallet/ref_closed" });
    expect(await violations(t.db)).toEqual([]);
  });

  it("a seat held while its table closes is voided with the table or refused, never left pending", async () => {
    // The lobby may choose a table a moment before its last player leaves and it closes: the
    // new seat's hold and the close race. Forty races, each with the hold and the close started
    // together; every one must end with the hold voided by the close or refused as too late.
    const outcomes = { voided: 0, refused: 0 };
    for (let i = 0; i < 40; i++) {
      const [host, late] = [randomUUID(), randomUUID()];
      const table = `R-${randomUUID().slice(0, 8)}`;
      for (const u of [host, late]) await wallet.creditDeposit(t.db, { key: `d-${u}`, userId: u, amountPaise: 12_800n });
      await wallet.holdBuyIn(t.db, { key: `bi-${host}`, userId: host, tableId: table, amountPaise: 1_000n });
      const [hold, close] = await Promise.allSettled([
        wallet.holdBuyIn(t.db, { key: `bi-${late}`, userId: late, tableId: table, amountPaise: 1_000n }),
        wallet.closeTable(t.db, { key: `close-${table}`, tableId: table }),
      ]);
      expect(close.status).toBe("fulfilled");
      if (hold.status === "rejected") {
        expect(hold.reason).toMatchObject({ code: "wallet/ref_closed" });
        outcomes.refused++;
      } else outcomes.voided++;
      expect(await holdsOfRef(t.db, "table", table)).toEqual([]);
      expect((await balances(late)).deposit).toBe(10_000n);
    }
    expect(outcomes.voided + outcomes.refused).toBe(40);
    expect(await violations(t.db)).toEqual([]);
  });

  it("refuses a hold whose table closed while the hold waited for the table's lock", async () => {
    // The hold reads whether the table is closed after its shared lock is granted, in a snapshot
    // taken then (the lock and the read are sent together): a read in the lock's own statement, or
    // in a snapshot taken before the wait, would miss this close and hold money on a closed table.
    const u = randomUUID();
    const table = `W-${randomUUID().slice(0, 8)}`;
    await wallet.creditDeposit(t.db, { key: `d-${u}`, userId: u, amountPaise: 12_800n });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockHeld = new Promise<void>((resolve) => (locked = resolve));
    const closing = t.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${REF_STATE_LOCK}, hashtext(${`table:${table}`}))`);
      locked();
      await released;
      await tx.execute(sql`INSERT INTO ledger_closed_refs (ref_kind, ref_id) VALUES ('table', ${table})`);
    });
    await lockHeld;
    const hold = caught(() => wallet.holdBuyIn(t.db, { key: `bi-${u}`, userId: u, tableId: table, amountPaise: 1_000n }));
    await waitForLockWaiters(t.db, 1);
    release();
    await closing;
    expect(await hold).toMatchObject({ code: "wallet/ref_closed" });
    expect(await holdsOfRef(t.db, "table", table)).toEqual([]);
    expect((await balances(u)).deposit).toBe(10_000n);
  });

  it("runs a tournament: entries held, a withdrawal voided, entries posted, prizes paid, cancellations refunded", async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const tour = `TR-${randomUUID().slice(0, 8)}`;
    const expiresAt = new Date(Date.now() + 86_400_000);
    for (const u of [a, b]) await wallet.creditDeposit(t.db, { key: `d-${u}`, userId: u, amountPaise: 12_800n });
    await wallet.grantBonus(t.db, { key: `g-${a}`, userId: a, amountPaise: 1_000n, bucket: "instant", source: "spin" });
    expect(await wallet.enterTournament(t.db, { key: `e1-${a}`, userId: a, tournamentId: tour, entryFeePaise: 2_000n, expiresAt })).toMatchObject({ fromBonusPaise: 200n, fromDepositPaise: 1_800n });
    await wallet.withdrawFromTournament(t.db, { key: `w-${a}`, userId: a, tournamentId: tour });
    expect(await balances(a)).toMatchObject({ deposit: 10_000n, bonus: 1_000n });
    await wallet.enterTournament(t.db, { key: `e2-${a}`, userId: a, tournamentId: tour, entryFeePaise: 2_000n, expiresAt });
    await wallet.enterTournament(t.db, { key: `e-${b}`, userId: b, tournamentId: tour, entryFeePaise: 2_000n, expiresAt });
    for (const u of [a, b]) await wallet.postTournamentEntry(t.db, { key: `start-${u}`, userId: u, tournamentId: tour });
    await wallet.awardTournamentPrizes(t.db, { key: `prize-${tour}`, tournamentId: tour, feePaise: 400n, prizes: [{ userId: b, amountPaise: 3_600n, round: 2, position: 1 }] });
    await wallet.closeTournament(t.db, { key: `close-${tour}`, tournamentId: tour });
    expect(await balances(b)).toMatchObject({ deposit: 8_000n, winnings: 3_600n });
    const history = await wallet.tournamentTransactions(t.db, b, wallet.toPage(10, 1));
    expect(history[0].count[0].totalData).toBe(2);
    expect(history[0].data).toEqual(expect.arrayContaining([expect.objectContaining({ iTournamentId: tour, nCredit: 36, nRound: 2, nPosition: 1 }), expect.objectContaining({ nDebit: 20 })]));

    const cancelled = `TC-${randomUUID().slice(0, 8)}`;
    await wallet.enterTournament(t.db, { key: `c1-${a}`, userId: a, tournamentId: cancelled, entryFeePaise: 1_000n, expiresAt });
    await wallet.enterTournament(t.db, { key: `c1-${b}`, userId: b, tournamentId: cancelled, entryFeePaise: 1_000n, expiresAt });
    await wallet.postTournamentEntry(t.db, { key: `cs-${a}`, userId: a, tournamentId: cancelled });
    const before = await balances(a);
    expect(await wallet.cancelTournament(t.db, { key: `cancel-${cancelled}`, tournamentId: cancelled })).toEqual({ players: 2, refundedPaise: 1_000n });
    const after = await balances(a);
    expect(after.deposit + after.bonus).toBe(before.deposit + before.bonus + 1_000n);
    expect(await violations(t.db)).toEqual([]);
  });

  it("holds a withdrawal with TDS on net winnings, then posts, voids or reverses it", async () => {
    const [w, l] = [randomUUID(), randomUUID()];
    const table = `W-${randomUUID().slice(0, 8)}`;
    for (const u of [w, l]) {
      await wallet.creditDeposit(t.db, { key: `d-${u}`, userId: u, amountPaise: 128_000n }); // ₹1,000 credited
      await wallet.holdBuyIn(t.db, { key: `bi-${u}`, userId: u, tableId: table, amountPaise: 100_000n });
      await wallet.postBuyIn(t.db, { key: `po-${u}`, userId: u, tableId: table });
    }
    await wallet.settleTable(t.db, { key: `s-${table}`, tableId: table, lines: [
      { userId: w, lossPaise: 0n, winPaise: 90_000n, feePaise: 10_000n },
      { userId: l, lossPaise: 100_000n, winPaise: 0n, feePaise: 0n },
    ] });
    await wallet.closeTable(t.db, { key: `c-${table}`, tableId: table });
    expect(await balances(w)).toMatchObject({ deposit: 100_000n, winnings: 90_000n });

    const tooMuch = await caught(() => wallet.requestWithdrawal(t.db, { key: `wd0-${w}`, userId: w, amountPaise: 90_001n }));
    expect((tooMuch as wallet.WalletError).playerMessage).toBe("Amount exceeds withdrawable balance");
    // Deposits this FY ₹1,000, nothing withdrawn: the first ₹1,000 out would be untaxed, but only
    // winnings can be withdrawn, so ₹600 is all below deposits.
    expect(await wallet.requestWithdrawal(t.db, { key: `wd1-${w}`, userId: w, amountPaise: 60_000n, method: "UPI" })).toMatchObject({ tdsPaise: 0n, payoutPaise: 60_000n });
    await wallet.completeWithdrawal(t.db, { key: `wd1-${w}`, userId: w });
    // ₹300 more: ₹900 out of ₹1,000 in. Still untaxed. Then a failed one, voided.
    expect(await wallet.requestWithdrawal(t.db, { key: `wd2-${w}`, userId: w, amountPaise: 20_000n })).toMatchObject({ tdsPaise: 0n });
    await wallet.failWithdrawal(t.db, { key: `wd2-${w}`, userId: w });
    // w wins ₹450 more at a second table (its own ₹100 buy-in goes back to deposit).
    const table2 = `W2-${randomUUID().slice(0, 8)}`;
    await wallet.creditDeposit(t.db, { key: `d2-${l}`, userId: l, amountPaise: 64_000n }); // ₹500 credited
    for (const [u, amount] of [[w, 10_000n], [l, 50_000n]] as const) {
      await wallet.holdBuyIn(t.db, { key: `b2-${u}`, userId: u, tableId: table2, amountPaise: amount });
      await wallet.postBuyIn(t.db, { key: `p2-${u}`, userId: u, tableId: table2 });
    }
    await wallet.settleTable(t.db, { key: `s2-${table2}`, tableId: table2, lines: [
      { userId: w, lossPaise: 0n, winPaise: 45_000n, feePaise: 5_000n },
      { userId: l, lossPaise: 50_000n, winPaise: 0n, feePaise: 0n },
    ] });
    await wallet.closeTable(t.db, { key: `c2-${table2}`, tableId: table2 });
    expect(await balances(w)).toMatchObject({ deposit: 100_000n, winnings: 75_000n });
    // w: withdrawn ₹600 + this ₹300 = ₹900 <= ₹1,000 deposited: still no TDS. The next ₹200 takes
    // withdrawals to ₹1,100: ₹100 net winnings, ₹30 TDS.
    expect(await wallet.requestWithdrawal(t.db, { key: `wd3-${w}`, userId: w, amountPaise: 30_000n })).toMatchObject({ tdsPaise: 0n });
    const taxed = await wallet.requestWithdrawal(t.db, { key: `wd4-${w}`, userId: w, amountPaise: 20_000n });
    expect(taxed).toMatchObject({ netWinningsPaise: 10_000n, tdsPaise: 3_000n, payoutPaise: 17_000n });
    expect((await wallet.profileBalances(t.db, w)).nTds).toBe(30);
    await wallet.completeWithdrawal(t.db, { key: `wd4-${w}`, userId: w });
    await wallet.reverseWithdrawal(t.db, { key: `wd4-${w}`, userId: w, reason: "bank returned" });
    expect((await wallet.profileBalances(t.db, w)).nTds).toBe(0);
    const statement = await wallet.tdsStatement(t.db, w);
    expect(statement[0]?.lines.map((x) => [x.id, x.tdsPaise, x.standing])).toEqual([
      [`wd1-${w}`, 0n, true],
      [`wd2-${w}`, 0n, false],
      [`wd3-${w}`, 0n, true],
      [`wd4-${w}`, 3_000n, false],
    ]);
    const passbook = await wallet.passbook(t.db, w, wallet.toPage(10, 1), "debit");
    expect(passbook[0].data.map((e) => [e._id, e.eStatus])).toEqual([
      [`wd4-${w}`, "reversed"],
      [`wd3-${w}`, "pending"],
      [`wd2-${w}`, "failed"],
      [`wd1-${w}`, "success"],
    ]);
    expect(await violations(t.db)).toEqual([]);
  });

  it("counts an imported opening balance and runs the year-end TDS with the closing balance as withdrawn", async () => {
    const u = randomUUID();
    const fy = wallet.financialYearOf(new Date());
    await t.db.execute(sql`INSERT INTO tax_opening_balances (user_id, fy, balance_paise, source) VALUES (${u}::uuid, ${fy}, 50000, 'imported')`);
    await wallet.creditDeposit(t.db, { key: `d-${u}`, userId: u, amountPaise: 12_800n }); // ₹100 credited
    await wallet.grantBonus(t.db, { key: `g-${u}`, userId: u, amountPaise: 100_000n, bucket: "locked", source: "promotion" });
    await wallet.releaseLockedBonus(t.db, { key: `r-${u}`, userId: u, amountPaise: 100_000n });
    // Deposit now holds ₹1,100 (₹100 deposited this FY + ₹1,000 released bonus); the opening ₹500 is
    // imported (it sits outside this ledger). Year end: closing ₹1,100 − deposits ₹100 − opening ₹500 = ₹500.
    const summary = await wallet.runYearEndTds(t.db, fy, wallet.financialYearEnd(fy), [u]);
    expect(summary).toMatchObject({ players: 1, taxedPlayers: 1, tdsPaise: 15_000n, shortfallPaise: 0n });
    expect(await balances(u)).toMatchObject({ deposit: 95_000n });
    // Idempotent: the same run again changes nothing.
    expect(await wallet.runYearEndTds(t.db, fy, wallet.financialYearEnd(fy), [u])).toMatchObject({ tdsPaise: 15_000n });
    expect(await balances(u)).toMatchObject({ deposit: 95_000n });
    expect(await wallet.openingBalance(t.db, u, fy + 1)).toBe(95_000n);
    await expect(wallet.runYearEndTds(t.db, fy + 5, new Date())).rejects.toThrow(/has not ended/);
  });

  it("tops practice chips up to the floor once per Indian day, lazily on read", async () => {
    const u = randomUUID();
    const day1 = new Date("2030-01-10T06:00:00Z");
    expect((await wallet.profileBalances(t.db, u, day1)).nPracticeChips).toBe(10_000);
    const table = `PR-${randomUUID().slice(0, 8)}`;
    await wallet.holdBuyIn(t.db, { key: `pb-${u}`, userId: u, tableId: table, amountPaise: 400_000n, currency: "PRACTICE" }, day1);
    await wallet.postBuyIn(t.db, { key: `pp-${u}`, userId: u, tableId: table, currency: "PRACTICE" });
    expect((await wallet.profileBalances(t.db, u, day1)).nPracticeChips).toBe(6_000);
    expect((await wallet.profileBalances(t.db, u, new Date("2030-01-10T18:29:00Z"))).nPracticeChips).toBe(6_000); // 23:59 IST
    expect((await wallet.profileBalances(t.db, u, new Date("2030-01-10T18:31:00Z"))).nPracticeChips).toBe(10_000); // next IST day
    await wallet.leaveTable(t.db, { key: `pl-${u}`, userId: u, tableId: table, currency: "PRACTICE" });
    expect((await wallet.profileBalances(t.db, u, day1)).nPracticeChips).toBe(14_000);
  });

  it("expires lapsed bonus and unresolved holds", async () => {
    const u = randomUUID();
    const past = new Date(Date.now() - 60_000);
    await wallet.grantBonus(t.db, { key: `g1-${u}`, userId: u, amountPaise: 700n, bucket: "instant", source: "spin", expiresAt: past });
    await wallet.grantBonus(t.db, { key: `g2-${u}`, userId: u, amountPaise: 300n, bucket: "instant", source: "referral", referredUserName: "ravi", expiresAt: new Date(Date.now() + 86_400_000) });
    expect(await wallet.expireBonuses(t.db, u)).toMatchObject({ expiredPaise: 700n });
    expect((await wallet.profileBalances(t.db, u)).oBonus).toEqual({ nTotalIB: 10, nUsedIB: 0, nTotalLB: 0, nUsedLB: 0 });
    const referred = await wallet.referralBonuses(t.db, u, wallet.toPage(10, 0));
    expect(referred[0].data).toEqual([expect.objectContaining({ oReferredUser: { sUserName: "ravi" }, nBonus: 3, nUsed: 0 })]);

    await wallet.creditDeposit(t.db, { key: `d-${u}`, userId: u, amountPaise: 12_800n });
    const table = `X-${randomUUID().slice(0, 8)}`;
    await wallet.holdBuyIn(t.db, { key: `bi-${u}`, userId: u, tableId: table, amountPaise: 4_000n, expiresAt: new Date(Date.now() - 1_000) });
    expect((await wallet.profileBalances(t.db, u)).nChips).toBe(60);
    expect(await wallet.sweepLedger(t.db)).toMatchObject({ holds: 1 });
    expect((await holdsOfRef(t.db, "table", table, { all: true }))[0]?.state).toBe("expired");
    expect((await wallet.profileBalances(t.db, u)).nChips).toBe(100);
  });

  it("lists the passbook and game transactions in SPEC.md's shapes", async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const table = `G-${randomUUID().slice(0, 8)}`;
    for (const u of [a, b]) {
      await wallet.creditDeposit(t.db, { key: `d-${u}`, userId: u, amountPaise: 12_800n, mode: "UPI" });
      await wallet.holdBuyIn(t.db, { key: `bi-${u}`, userId: u, tableId: table, amountPaise: 5_000n });
      await wallet.postBuyIn(t.db, { key: `po-${u}`, userId: u, tableId: table });
    }
    await wallet.settleTable(t.db, { key: `s-${table}`, tableId: table, lines: [
      { userId: a, lossPaise: 0n, winPaise: 1_800n, feePaise: 200n },
      { userId: b, lossPaise: 2_000n, winPaise: 0n, feePaise: 0n },
    ] });
    await wallet.leaveTable(t.db, { key: `l-${a}`, userId: a, tableId: table });
    const all = await wallet.passbook(t.db, a, wallet.toPage(10, 1));
    expect(all).toEqual([{ data: [expect.objectContaining({ eType: "credit", nAmount: 128, nGst: 28, eMode: "UPI", eStatus: "success" })], count: [{ totalData: 1 }] }]);
    const tables = await wallet.gameTransactions(t.db, a, wallet.toPage(10, 1));
    expect(tables[0].data).toEqual([expect.objectContaining({ iTableId: table, nAmountIn: 50, nAmountOut: 68, nAmount: 0 })]);
    const rows = await wallet.tableTransactions(t.db, a, table, wallet.toPage(10, 1));
    expect(rows[0].count[0].totalData).toBe(3);
    expect(rows[0].data.map((r) => [r.sDescription, r.nAmount])).toEqual([
      ["Left the table", -68],
      ["Deal settled", 18],
      ["Joined the table", 50],
    ]);
    expect(() => wallet.toPage(20, 1)).toThrow(/10, 25 or 40/);
  });
});
