import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@rummy/db";
import {
  holdsOfOperation,
  holdsOfRef,
  ledgerRetryCounters,
  markRefClosed,
  observeLedgerBatches,
  readAccounts,
  runOperation,
  sqlStateOf,
  type AccountSpec,
} from "@rummy/db/ledger/index";
import { caught, ledgerDatabase, violations, type LedgerDatabase } from "./harness.ts";

const player = (userId: string, kind = "deposit"): AccountSpec => ({ id: `p:${userId}:${kind}`, kind, currency: "INR", ownerUserId: userId, refId: null, allowNegative: false });
const clearing: AccountSpec = { id: "s:gateway_clearing:INR", kind: "gateway_clearing", currency: "INR", ownerUserId: null, refId: null, allowNegative: true };
const practiceMint: AccountSpec = { id: "s:practice_mint:PRACTICE", kind: "practice_mint", currency: "PRACTICE", ownerUserId: null, refId: null, allowNegative: true };

describe("ledger primitive (real SQL rules)", () => {
  let t: LedgerDatabase;
  beforeAll(async () => {
    t = await ledgerDatabase("ledger_primitive");
  });
  afterAll(async () => t?.close());

  async function fund(userId: string, amountPaise: bigint, key: string = randomUUID()) {
    return runOperation(t.db, {
      id: key,
      kind: "test.fund",
      userId,
      request: { amountPaise },
      accounts: [player(userId), clearing],
      plan: (ctx) => {
        ctx.transfer({ leg: "in", debit: clearing.id, credit: player(userId).id, amountPaise, code: "deposit" });
        return { amountPaise };
      },
    });
  }

  it("returns the first result for a repeated key and refuses the key for another request", async () => {
    const u = randomUUID();
    const first = await fund(u, 500n, "fund-once");
    const again = await fund(u, 500n, "fund-once");
    expect(first).toMatchObject({ replayed: false, result: { amountPaise: 500n } });
    expect(again).toMatchObject({ replayed: true, result: { amountPaise: 500n } });
    const error = await caught(() => fund(u, 501n, "fund-once"));
    expect(error).toMatchObject({ code: "ledger/idempotency_conflict" });
    expect((await readAccounts(t.db, [player(u).id])).get(player(u).id)?.creditsPostedPaise).toBe(500n);
  });

  it("holds, partially posts (the rest returns) and never resolves a hold twice", async () => {
    const u = randomUUID();
    const seat: AccountSpec = { id: `t:T9:${u}:INR`, kind: "table_escrow", currency: "INR", ownerUserId: u, refId: "T9", allowNegative: false };
    await fund(u, 1_000n);
    await runOperation(t.db, {
      id: `hold-${u}`, kind: "test.hold", request: {}, accounts: [player(u), seat],
      plan: (ctx) => ctx.transfer({ leg: "h", debit: player(u).id, credit: seat.id, amountPaise: 800n, code: "buy_in", phase: "pending", ref: { kind: "table", id: "T9" } }),
    });
    let accounts = await readAccounts(t.db, [player(u).id, seat.id]);
    expect(accounts.get(player(u).id)).toMatchObject({ debitsPendingPaise: 800n, debitsPostedPaise: 0n });
    const [hold] = await holdsOfOperation(t.db, `hold-${u}`);
    await runOperation(t.db, { id: `post-${u}`, kind: "test.post", request: {}, accounts: [player(u), seat], plan: (ctx) => ctx.post(hold!, "p", 300n) });
    accounts = await readAccounts(t.db, [player(u).id, seat.id]);
    expect(accounts.get(player(u).id)).toMatchObject({ debitsPendingPaise: 0n, debitsPostedPaise: 300n });
    expect(accounts.get(seat.id)).toMatchObject({ creditsPostedPaise: 300n, creditsPendingPaise: 0n });
    // The stale hold object still says pending; the database refuses a second resolution.
    const twice = await caught(() => runOperation(t.db, { id: `void-${u}`, kind: "test.void", request: {}, accounts: [player(u), seat], plan: (ctx) => ctx.void(hold!, "v") }));
    expect(twice.code).toBe("ledger/hold_not_pending");
    expect((await holdsOfOperation(t.db, `hold-${u}`))[0]?.state).toBe("posted");
  });

  it("refuses an overdraft in the plan, and in the database when a plan is bypassed", async () => {
    const u = randomUUID();
    await fund(u, 100n);
    const planned = await caught(() =>
      runOperation(t.db, { id: randomUUID(), kind: "test.spend", request: {}, accounts: [player(u), clearing], plan: (ctx) => ctx.transfer({ leg: "x", debit: player(u).id, credit: clearing.id, amountPaise: 101n, code: "withdrawal" }) }),
    );
    expect(planned.code).toBe("ledger/insufficient_funds");
    // Straight SQL, no service code at all: the CHECK constraint refuses the balance below zero.
    const opId = randomUUID();
    await t.db.execute(sql`INSERT INTO ledger_operations (id, kind, request_hash, request, result) VALUES (${opId}, 'raw', 'x', '{}', '{}')`);
    const raw = await caught(() =>
      t.db.execute(sql`INSERT INTO ledger_transfers (id, operation_id, debit_account_id, credit_account_id, amount_paise, currency, code, phase)
        VALUES (${opId + ":x"}, ${opId}, ${player(u).id}, ${clearing.id}, 101, 'INR', 'withdrawal', 'posted')`),
    );
    expect(sqlStateOf(raw)).toBe("23514");
  });

  it("forbids UPDATE, DELETE and TRUNCATE of ledger rows and direct balance edits", async () => {
    const u = randomUUID();
    await fund(u, 100n);
    for (const statement of [
      "UPDATE ledger_transfers SET amount_paise = 1",
      "DELETE FROM ledger_transfers",
      "TRUNCATE ledger_transfers CASCADE",
      "DELETE FROM ledger_operations",
      `UPDATE ledger_accounts SET credits_posted_paise = credits_posted_paise + 1 WHERE id = '${player(u).id}'`,
      `UPDATE ledger_accounts SET allow_negative = true WHERE id = '${player(u).id}'`,
      `DELETE FROM ledger_accounts WHERE id = '${player(u).id}'`,
      "UPDATE ledger_operations SET result = '{}'",
    ]) {
      const error = await caught(() => t.db.execute(sql.raw(statement)));
      expect(sqlStateOf(error), statement).toBe("LG002");
    }
  });

  it("keeps currencies apart and transfers between two different accounts", async () => {
    const u = randomUUID();
    const practice: AccountSpec = { ...player(u, "practice"), currency: "PRACTICE" };
    const mixed = await caught(() =>
      runOperation(t.db, { id: randomUUID(), kind: "test.mix", request: {}, accounts: [practice, clearing], plan: (ctx) => ctx.transfer({ leg: "x", debit: clearing.id, credit: practice.id, amountPaise: 1n, code: "deposit" }) }),
    );
    expect(mixed.code).toBe("ledger/invalid_transfer");
    const ok = await runOperation(t.db, { id: randomUUID(), kind: "test.mint", request: {}, accounts: [practice, practiceMint], plan: (ctx) => ctx.transfer({ leg: "x", debit: practiceMint.id, credit: practice.id, amountPaise: 5n, code: "practice_topup" }) });
    expect(ok.replayed).toBe(false);
  });

  it("reverses a posted transfer once, as its mirror image", async () => {
    const u = randomUUID();
    const { result } = await fund(u, 700n, `rev-src-${u}`);
    expect(result).toEqual({ amountPaise: 700n });
    const [leg] = await queryRows<{ id: string }>(t.db, sql`SELECT id FROM ledger_transfers WHERE operation_id = ${`rev-src-${u}`}`);
    const { transfersOfOperation } = await import("@rummy/db/ledger/index");
    const [original] = await transfersOfOperation(t.db, `rev-src-${u}`);
    expect(original?.id).toBe(leg?.id);
    await runOperation(t.db, { id: `rev-${u}`, kind: "test.reverse", request: {}, accounts: [player(u), clearing], plan: (ctx) => ctx.reverse(original!, "r") });
    expect((await readAccounts(t.db, [player(u).id])).get(player(u).id)).toMatchObject({ creditsPostedPaise: 700n, debitsPostedPaise: 700n });
    await fund(u, 700n);
    const again = await caught(() => runOperation(t.db, { id: `rev2-${u}`, kind: "test.reverse", request: {}, accounts: [player(u), clearing], plan: (ctx) => ctx.reverse(original!, "r") }));
    expect(again).toMatchObject({ code: "ledger/invalid_transfer", message: "The transfer was already reversed" });
  });

  it("reads a batch's declared refs once: holds on an open table go through together, one on a closed table fails alone", async () => {
    const open = `T-OPEN-${randomUUID().slice(0, 8)}`;
    const shut = `T-SHUT-${randomUUID().slice(0, 8)}`;
    await markRefClosed(t.db, "table", shut);
    const users = Array.from({ length: 12 }, () => randomUUID());
    for (const u of users) await fund(u, 1_000n);
    const sizes: number[] = [];
    observeLedgerBatches((batch) => sizes.push(batch.size));
    // Twelve submitted at once: the reading lane starts a few alone and batches the rest, so some
    // batch mixes holds on both tables. Every third is on the closed table.
    const outcomes = await Promise.allSettled(
      users.map((u, i) => {
        const tableId = i % 3 === 2 ? shut : open;
        const seat: AccountSpec = { id: `t:${tableId}:${u}:INR`, kind: "table_escrow", currency: "INR", ownerUserId: u, refId: tableId, allowNegative: false };
        return runOperation(t.db, {
          id: `ref-hold-${u}`, kind: "test.hold", request: { tableId }, accounts: [player(u), seat], refs: [{ kind: "table", id: tableId }],
          plan: (ctx) => {
            if (ctx.refClosed("table", tableId)) throw new Error(`table ${tableId} is closed`);
            return ctx.transfer({ leg: "h", debit: player(u).id, credit: seat.id, amountPaise: 400n, code: "buy_in", phase: "pending", ref: { kind: "table", id: tableId } });
          },
        });
      }),
    );
    observeLedgerBatches(undefined);
    expect(Math.max(...sizes)).toBeGreaterThan(1);
    outcomes.forEach((outcome, i) => {
      if (i % 3 === 2) expect(outcome).toMatchObject({ status: "rejected", reason: { message: `table ${shut} is closed` } });
      else expect(outcome.status).toBe("fulfilled");
    });
    expect((await holdsOfRef(t.db, "table", open)).length).toBe(8);
    expect(await holdsOfRef(t.db, "table", shut)).toEqual([]);
    // A plan may only ask about the refs its operation declared (the batch read no others).
    const u = users[0]!;
    const undeclared = await caught(() => runOperation(t.db, { id: `ref-undeclared-${u}`, kind: "test.hold", request: {}, accounts: [player(u)], plan: (ctx) => ctx.refClosed("table", open) }));
    expect(String(undeclared.message)).toMatch(/declare it in refs/);
  });

  it("reports a hold that outlived its table, and nothing else", async () => {
    expect(await violations(t.db)).toEqual([]);
    const u = randomUUID();
    const seat: AccountSpec = { id: `t:T-LEAK:${u}:INR`, kind: "table_escrow", currency: "INR", ownerUserId: u, refId: "T-LEAK", allowNegative: false };
    await fund(u, 100n);
    await runOperation(t.db, {
      id: `leak-${u}`, kind: "test.hold", request: {}, accounts: [player(u), seat],
      plan: (ctx) => ctx.transfer({ leg: "h", debit: player(u).id, credit: seat.id, amountPaise: 100n, code: "buy_in", phase: "pending", ref: { kind: "table", id: "T-LEAK" } }),
    });
    await markRefClosed(t.db, "table", "T-LEAK");
    expect(await violations(t.db)).toEqual([expect.stringMatching(/^hold_outlived leak-.*:h: buy_in hold of 100 paise on table T-LEAK/)]);
  });

  it("counts retries and operations", () => {
    const counters = ledgerRetryCounters();
    expect(counters.operations).toBeGreaterThan(10);
    // One operation at a time here (counters are per test file: each runs in its own worker): none gives up.
    expect(counters.exhausted).toBe(0);
  });
});
