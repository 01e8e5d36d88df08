import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createDb } from "@rummy/db";
import { availablePaise, ledgerRetryCounters, readAccounts, runOperation } from "@rummy/db/ledger/index";
import * as wallet from "@rummy/game-server/services/wallet/index";
import { realPostgresOrSkip } from "../../support/database.ts";
import { ledgerDatabase, violations, waitForLockWaiters, type LedgerDatabase } from "./harness.ts";

const suite = realPostgresOrSkip("ledger concurrency") ? describe : describe.skip;

suite("ledger under real concurrency (PostgreSQL, 20 connections)", () => {
  let t: LedgerDatabase;
  beforeAll(async () => {
    t = await ledgerDatabase("ledger_race", 20);
  });
  afterAll(async () => t?.close());

  it("lets exactly one of 1,000 concurrent buy-ins of the whole balance through", async () => {
    const u = randomUUID();
    await wallet.creditDeposit(t.db, { key: `d-${u}`, userId: u, amountPaise: 12_800n }); // ₹100 credited
    const before = ledgerRetryCounters();
    const attempts = Array.from({ length: 1_000 }, (_, i) =>
      wallet.holdBuyIn(t.db, { key: `race-${u}-${i}`, userId: u, tableId: `RACE-${i}`, amountPaise: 10_000n }).then(
        () => "ok" as const,
        (error: unknown) => (error instanceof wallet.WalletError ? error.code : String(error)),
      ),
    );
    const outcomes = await Promise.all(attempts);
    const tally = outcomes.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o]: (acc[o] ?? 0) + 1 }), {});
    expect(tally).toEqual({ ok: 1, "wallet/insufficient_funds": 999 });
    const deposit = (await readAccounts(t.db, [wallet.playerAccount(u, "deposit").id])).get(wallet.playerAccount(u, "deposit").id)!;
    expect(availablePaise(deposit)).toBe(0n);
    expect(deposit.debitsPendingPaise).toBe(10_000n);
    expect(ledgerRetryCounters().exhausted).toBe(before.exhausted);
    expect(await violations(t.db)).toEqual([]);
  }, 120_000);

  it("gives every concurrent retry of one key the same single result", async () => {
    const u = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => wallet.creditDeposit(t.db, { key: `dup-${u}`, userId: u, amountPaise: 12_800n, mode: "UPI" })),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.creditedPaise))).toEqual(new Set([10_000n]));
    const deposit = (await readAccounts(t.db, [wallet.playerAccount(u, "deposit").id])).get(wallet.playerAccount(u, "deposit").id)!;
    expect(deposit.creditsPostedPaise).toBe(10_000n);
  });

  it("settles crossing tables that share players without deadlocks surfacing", async () => {
    const players = Array.from({ length: 6 }, () => randomUUID());
    for (const u of players) await wallet.creditDeposit(t.db, { key: `d-${u}`, userId: u, amountPaise: 1_280_000n });
    const tables = Array.from({ length: 6 }, (_, i) => `X${i}-${randomUUID().slice(0, 6)}`);
    // Every table seats every player, so concurrent settlements lock overlapping rows.
    for (const table of tables) {
      for (const u of players) {
        await wallet.holdBuyIn(t.db, { key: `b-${table}-${u}`, userId: u, tableId: table, amountPaise: 100_000n });
        await wallet.postBuyIn(t.db, { key: `p-${table}-${u}`, userId: u, tableId: table });
      }
    }
    const deals = tables.flatMap((table, ti) =>
      Array.from({ length: 20 }, (_, d) => {
        const winner = players[(ti + d) % players.length]!;
        const losers = players.filter((p) => p !== winner).slice(0, 2);
        return wallet.settleTable(t.db, {
          key: `s-${table}-${d}`,
          tableId: table,
          lines: [
            { userId: winner, lossPaise: 0n, winPaise: 180n, feePaise: 20n },
            ...losers.map((userId) => ({ userId, lossPaise: 100n, winPaise: 0n, feePaise: 0n })),
          ],
        });
      }),
    );
    const settled = await Promise.all(deals);
    expect(settled).toHaveLength(120);
    expect(await violations(t.db)).toEqual([]);
    const counters = ledgerRetryCounters();
    expect(counters.exhausted).toBe(0);
  }, 120_000);

  it("answers a key already done inside a batch by its replay and commits the rest of the batch together", async () => {
    const clearing = { id: "s:gateway_clearing:INR", kind: "gateway_clearing", currency: "INR", ownerUserId: null, refId: null, allowNegative: true } as const;
    const fund = (userId: string, key: string) =>
      runOperation(t.db, {
        id: key, kind: "test.fund", userId, request: { amountPaise: 100n },
        accounts: [{ id: `p:${userId}:deposit`, kind: "deposit", currency: "INR", ownerUserId: userId, refId: null, allowNegative: false }, clearing],
        plan: (ctx) => {
          ctx.transfer({ leg: "in", debit: clearing.id, credit: `p:${userId}:deposit`, amountPaise: 100n, code: "deposit" });
          return { fundedPaise: 100n };
        },
      });
    const again = randomUUID();
    await fund(again, `again-${again}`);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const clearingHeld = new Promise<void>((resolve) => (held = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM ledger_accounts WHERE id = ${clearing.id} FOR UPDATE`);
      held();
      await released;
    });
    await clearingHeld;
    const before = ledgerRetryCounters().transactions;
    // The lane's one transaction waits for the clearing account; what arrives meanwhile is the next batch.
    const blocked = fund(randomUUID(), `blocked-${randomUUID()}`);
    await waitForLockWaiters(t.db, 1);
    const batch = [fund(again, `again-${again}`), ...Array.from({ length: 10 }, () => fund(randomUUID(), `new-${randomUUID()}`))];
    release();
    await holder;
    await blocked;
    const outcomes = await Promise.all(batch);
    expect(outcomes.map((o) => o.replayed)).toEqual([true, ...Array.from({ length: 10 }, () => false)]);
    // The blocked one, the batch refused at COMMIT, the replay, and the other ten together: not one transaction each.
    expect(ledgerRetryCounters().transactions - before).toBe(4);
    expect(await violations(t.db)).toEqual([]);
  }, 120_000);

  it("takes the shared rake account last: a settlement waiting for a seat's escrow does not stop another process's settlements", async () => {
    const [a1, a2, b1, b2] = Array.from({ length: 4 }, () => randomUUID()) as [string, string, string, string];
    const [tableA, tableB] = [`RA-${randomUUID().slice(0, 8)}`, `RB-${randomUUID().slice(0, 8)}`];
    for (const [u, table] of [[a1, tableA], [a2, tableA], [b1, tableB], [b2, tableB]] as const) {
      await wallet.creditDeposit(t.db, { key: `d-${u}`, userId: u, amountPaise: 12_800n });
      await wallet.holdBuyIn(t.db, { key: `b-${u}`, userId: u, tableId: table, amountPaise: 1_000n });
      await wallet.postBuyIn(t.db, { key: `p-${u}`, userId: u, tableId: table });
    }
    const deal = (table: string, winner: string, loser: string) => ({
      key: `s-${table}`, tableId: table,
      lines: [{ userId: winner, lossPaise: 0n, winPaise: 90n, feePaise: 10n }, { userId: loser, lossPaise: 100n, winPaise: 0n, feePaise: 0n }],
    });
    // Rake revenue exists already, as on any platform that has settled a deal (a missing account is created after the waits, unheld).
    await t.db.execute(sql`INSERT INTO ledger_accounts (id, kind, currency, allow_negative) VALUES ('s:rake_revenue:INR', 'rake_revenue', 'INR', true) ON CONFLICT DO NOTHING`);
    // The other process: its own handle, so its own ledger lanes.
    const other = createDb({ databaseUrl: t.database.url, maxConnections: 2 });
    try {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const escrowHeld = new Promise<void>((resolve) => (held = resolve));
      // A transaction of this process holds one of table A's escrows (a seat's hold being posted, say).
      const holder = t.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM ledger_accounts WHERE id = ${wallet.tableEscrow(tableA, a2, "INR").id} FOR UPDATE`);
        held();
        await released;
      });
      await escrowHeld;
      const settledA = wallet.settleTable(t.db, deal(tableA, a1, a2));
      await waitForLockWaiters(t.db, 1);
      // Table A's settlement waits for that escrow; table B's, on the other process, pays its fee
      // to the same rake account and commits meanwhile.
      const settledB = await wallet.settleTable(other.db, deal(tableB, b1, b2));
      expect(settledB.feePaise).toBe(10n);
      release();
      await holder;
      expect((await settledA).feePaise).toBe(10n);
      expect(await violations(t.db)).toEqual([]);
    } finally {
      await other.close();
    }
  }, 120_000);
});

