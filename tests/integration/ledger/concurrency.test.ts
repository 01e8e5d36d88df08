import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availablePaise, ledgerRetryCounters, readAccounts } from "@rummy/db/ledger/index";
import * as wallet from "@rummy/game-server/services/wallet/index";
import { realPostgresOrSkip } from "../../support/database.ts";
import { ledgerDatabase, violations, type LedgerDatabase } from "./harness.ts";

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
});
