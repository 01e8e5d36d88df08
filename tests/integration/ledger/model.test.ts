import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availablePaise, readAccounts } from "@rummy/db/ledger/index";
import * as wallet from "@rummy/game-server/services/wallet/index";
import { ledgerDatabase, violations, type LedgerDatabase } from "./harness.ts";

/**
 * Model-based test: random sequences of wallet operations run against the real database and
 * against a few lines of in-memory bookkeeping that restate DESIGN.md's rules; every balance must
 * agree after every step, replays must change nothing, and the invariant check must stay empty.
 */
type Source = "deposit" | "winnings" | "bonus";
type Seat = { pending: { source: Source; paise: bigint }[]; stack: bigint; fromDeposit: bigint; fromBonus: bigint };
type Player = { deposit: bigint; winnings: bigint; bonus: bigint; seats: Map<string, Seat> };

const PLAYERS = 3;
const TABLES = 2;

type Command =
  | { op: "deposit"; p: number; paise: bigint }
  | { op: "bonus"; p: number; paise: bigint }
  | { op: "buyIn"; p: number; t: number; paise: bigint; entryFee: boolean }
  | { op: "post" | "void" | "leave"; p: number; t: number }
  | { op: "settle"; t: number; winner: number; loser: number; paise: bigint; feePct: number }
  | { op: "withdraw"; p: number; paise: bigint; outcome: "complete" | "fail" | "pending" }
  | { op: "replay" };

const player = fc.integer({ min: 0, max: PLAYERS - 1 });
const table = fc.integer({ min: 0, max: TABLES - 1 });
const paise = fc.bigInt({ min: 1n, max: 20_000n });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ op: fc.constant("deposit" as const), p: player, paise: fc.bigInt({ min: 100n, max: 50_000n }) }),
  fc.record({ op: fc.constant("bonus" as const), p: player, paise }),
  fc.record({ op: fc.constant("buyIn" as const), p: player, t: table, paise, entryFee: fc.boolean() }),
  fc.record({ op: fc.constantFrom("post" as const, "void" as const, "leave" as const), p: player, t: table }),
  fc.record({ op: fc.constant("settle" as const), t: table, winner: player, loser: player, paise, feePct: fc.integer({ min: 0, max: 20 }) }),
  fc.record({ op: fc.constant("withdraw" as const), p: player, paise, outcome: fc.constantFrom("complete" as const, "fail" as const, "pending" as const) }),
  fc.constant({ op: "replay" as const }),
);

describe("wallet against an in-memory model", () => {
  let t: LedgerDatabase;
  beforeAll(async () => {
    t = await ledgerDatabase("ledger_model");
  });
  afterAll(async () => t?.close());

  it("agrees with the model after every step", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 30 }), async (commands) => {
        const run = new ModelRun(t);
        for (const c of commands) {
          await run.step(c);
          await run.compare(c);
        }
        expect(await violations(t.db)).toEqual([]);
      }),
      { numRuns: Number(process.env["MODEL_RUNS"] ?? 25), endOnFailure: true },
    );
  }, 300_000);
});

class ModelRun {
  readonly users = Array.from({ length: PLAYERS }, () => randomUUID());
  readonly tables = Array.from({ length: TABLES }, () => `M-${randomUUID().slice(0, 12)}`);
  readonly model: Player[] = this.users.map(() => ({ deposit: 0n, winnings: 0n, bonus: 0n, seats: new Map() }));
  readonly done: (() => Promise<unknown>)[] = [];
  private n = 0;
  // Withdrawal tax inputs per player (all in one financial year, opening balance 0).
  readonly tax = this.users.map(() => ({ deposits: 0n, withdrawn: 0n, taxed: 0n }));

  constructor(readonly t: LedgerDatabase) {}

  key(): string {
    return `m-${this.users[0]}-${this.n++}`;
  }

  seat(p: number, t: number): Seat {
    const seats = this.model[p]!.seats;
    const id = this.tables[t]!;
    if (!seats.has(id)) seats.set(id, { pending: [], stack: 0n, fromDeposit: 0n, fromBonus: 0n });
    return seats.get(id)!;
  }

  async step(c: Command): Promise<void> {
    const db = this.t.db;
    const key = this.key();
    if (c.op === "replay") {
      // Re-send an earlier successful request with its key: nothing may change.
      const previous = this.done[this.n % Math.max(1, this.done.length)];
      if (previous) expect((await previous()) as { replayed: boolean }).toMatchObject({ replayed: true });
      return;
    }
    if (c.op === "deposit") {
      const call = () => wallet.creditDeposit(db, { key, userId: this.users[c.p]!, amountPaise: c.paise });
      const { creditedPaise } = await call();
      this.model[c.p]!.deposit += creditedPaise;
      this.tax[c.p]!.deposits += creditedPaise;
      expect(creditedPaise).toBe(wallet.splitDeposit(c.paise, 2800).creditedPaise);
      this.done.push(call);
      return;
    }
    if (c.op === "bonus") {
      const call = () => wallet.grantBonus(db, { key, userId: this.users[c.p]!, amountPaise: c.paise, bucket: "instant", source: "model" });
      await call();
      this.model[c.p]!.bonus += c.paise;
      this.done.push(call);
      return;
    }
    if (c.op === "settle") return this.settle(key, c);
    if (c.op === "withdraw") return this.withdraw(key, c);
    return this.seatOp(key, c);
  }

  async seatOp(key: string, c: Extract<Command, { t: number; p: number }>): Promise<void> {
    const db = this.t.db;
    const m = this.model[c.p]!;
    const s = this.seat(c.p, c.t);
    const ref = { key, userId: this.users[c.p]!, tableId: this.tables[c.t]! };
    if (c.op === "buyIn") {
      const split = wallet.splitSpend({ amountPaise: c.paise, depositAvailablePaise: m.deposit, winningsAvailablePaise: m.winnings, bonusAvailablePaise: m.bonus, bonusUsePercent: c.entryFee ? 10 : 0 });
      const call = () => wallet.holdBuyIn(db, { ...ref, amountPaise: c.paise, entryFee: c.entryFee });
      if (!split) {
        await expect(call()).rejects.toMatchObject({ code: "wallet/insufficient_funds" });
        return;
      }
      await call();
      m.deposit -= split.depositPaise;
      m.winnings -= split.winningsPaise;
      m.bonus -= split.bonusPaise;
      for (const [source, part] of [["deposit", split.depositPaise], ["winnings", split.winningsPaise], ["bonus", split.bonusPaise]] as const) {
        if (part > 0n) s.pending.push({ source, paise: part });
      }
      this.done.push(call);
      return;
    }
    if (c.op === "post") {
      await wallet.postBuyIn(db, ref);
      for (const h of s.pending) {
        s.stack += h.paise;
        if (h.source === "deposit") s.fromDeposit += h.paise;
        if (h.source === "bonus") s.fromBonus += h.paise;
      }
      s.pending = [];
      return;
    }
    // void and leave both release pending holds to their sources.
    for (const h of s.pending) m[h.source] += h.paise;
    s.pending = [];
    if (c.op === "void") {
      await wallet.voidBuyIn(db, ref);
      return;
    }
    const out = wallet.splitLeave(s.stack, s.fromDeposit, s.fromBonus);
    expect(await wallet.leaveTable(db, ref)).toMatchObject(out);
    m.deposit += out.toDepositPaise;
    m.bonus += out.toBonusPaise;
    m.winnings += out.toWinningsPaise;
    Object.assign(s, { stack: 0n, fromDeposit: 0n, fromBonus: 0n });
  }

  async settle(key: string, c: Extract<Command, { op: "settle" }>): Promise<void> {
    if (c.winner === c.loser) return;
    const fee = (c.paise * BigInt(c.feePct)) / 100n;
    const loser = this.seat(c.loser, c.t);
    const winner = this.seat(c.winner, c.t);
    const call = () =>
      wallet.settleTable(this.t.db, {
        key,
        tableId: this.tables[c.t]!,
        lines: [
          { userId: this.users[c.winner]!, lossPaise: 0n, winPaise: c.paise - fee, feePaise: fee },
          { userId: this.users[c.loser]!, lossPaise: c.paise, winPaise: 0n, feePaise: 0n },
        ],
      });
    if (loser.stack < c.paise) {
      await expect(call()).rejects.toMatchObject({ code: "wallet/insufficient_funds" });
      return;
    }
    await call();
    loser.stack -= c.paise;
    winner.stack += c.paise - fee;
    this.done.push(call);
  }

  async withdraw(key: string, c: Extract<Command, { op: "withdraw" }>): Promise<void> {
    const m = this.model[c.p]!;
    const tax = this.tax[c.p]!;
    const userId = this.users[c.p]!;
    const call = () => wallet.requestWithdrawal(this.t.db, { key, userId, amountPaise: c.paise });
    if (m.winnings < c.paise) {
      await expect(call()).rejects.toMatchObject({ code: "wallet/insufficient_withdrawable" });
      return;
    }
    const expected = wallet.computeTds({ withdrawnPaise: tax.withdrawn + c.paise, depositsPaise: tax.deposits, openingBalancePaise: 0n, taxedBeforePaise: tax.taxed, rateBp: 3000 });
    expect(await call()).toMatchObject({ tdsPaise: expected.tdsPaise, netWinningsPaise: expected.netWinningsPaise });
    m.winnings -= c.paise;
    if (c.outcome === "fail") {
      await wallet.failWithdrawal(this.t.db, { key, userId });
      m.winnings += c.paise;
      return;
    }
    tax.withdrawn += c.paise;
    tax.taxed += expected.netWinningsPaise;
    if (c.outcome === "complete") await wallet.completeWithdrawal(this.t.db, { key, userId });
    this.done.push(call);
  }

  async compare(c: Command): Promise<void> {
    const ids = this.users.flatMap((u) => [
      wallet.playerAccount(u, "deposit").id,
      wallet.playerAccount(u, "winnings").id,
      wallet.playerAccount(u, "bonus_instant").id,
      ...this.tables.map((table) => wallet.tableEscrow(table, u, "INR").id),
    ]);
    const accounts = await readAccounts(this.t.db, ids);
    const available = (id: string) => {
      const a = accounts.get(id);
      return a ? availablePaise(a) : 0n;
    };
    const pending = (id: string) => accounts.get(id)?.creditsPendingPaise ?? 0n;
    this.users.forEach((u, p) => {
      const m = this.model[p]!;
      const where = `${c.op} step ${this.n}, player ${p}`;
      expect({ deposit: available(wallet.playerAccount(u, "deposit").id), winnings: available(wallet.playerAccount(u, "winnings").id), bonus: available(wallet.playerAccount(u, "bonus_instant").id) }, where).toEqual({
        deposit: m.deposit,
        winnings: m.winnings,
        bonus: m.bonus,
      });
      this.tables.forEach((table, ti) => {
        const s = this.seat(p, ti);
        const escrow = wallet.tableEscrow(table, u, "INR").id;
        expect({ stack: available(escrow), pending: pending(escrow) }, `${where}, table ${ti}`).toEqual({ stack: s.stack, pending: s.pending.reduce((a, h) => a + h.paise, 0n) });
      });
    });
  }
}
