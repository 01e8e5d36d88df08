import { randomBytes, randomUUID } from "node:crypto";
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { queryRows, schema, type Db } from "@rummy/db";
import { checkLedger, runOperation } from "@rummy/db/ledger/index";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LINKED_AT_TABLE_MESSAGE } from "@rummy/game-server/services/fairplay/errors";
import { runFairPlayScan } from "@rummy/game-server/services/fairplay/job";
import { pairsToKeepApart } from "@rummy/game-server/services/fairplay/linked";
import { linkedAmong } from "@rummy/game-server/services/fairplay/repository";
import { reverseCollusionWinnings, reverseSignal } from "@rummy/game-server/services/fairplay/reversal";
import { holdBuyIn, postBuyIn } from "@rummy/game-server/services/wallet/buy-in";
import { closeTable } from "@rummy/game-server/services/wallet/leave";
import { settleTable } from "@rummy/game-server/services/wallet/settle";
import { realPostgresOrSkip } from "../support/database.ts";
import type { TestPlatform } from "../support/platform.ts";
import type { TestPlayer } from "../support/accounts.ts";
import { nodeArgs } from "../support/node-bundle.ts";
import { bootPayments, cashPlayer, db, giveWinnings } from "./payments/support.ts";

// Each call spawns the operator CLI, which loads the server's modules: tens of seconds apiece on a
// busy two-core CI machine, where a 60 s test has timed out with nothing wrong.
vi.setConfig({ testTimeout: 300_000 });

/**
 * Fair play (issue 20) on the real database: accounts linked by a shared browser (the web app's
 * x-device-id, recorded after each call), a referral or a bank account; the lobby seats linked
 * accounts at different cash tables and a private cash table refuses the second of them; a
 * player reports a table's player by seat; the collusion job finds a chip-dumping pair in the
 * deal log with its evidence, the operator queue (db/admin/fair-play.sql) shows it, and the
 * reversal of the pair's winnings leaves every balance as before and the ledger check clean.
 */
const CASH_JOIN = { eRummyType: "deal", eGameType: "cash", nMaxPlayer: 2, nTablePoint: 2, nTableFee: 10 };
const PRIVATE_CREATE = { eRummyType: "point", eGameType: "cash", nTablePoint: 0.1, nMaxPlayer: 6 };

const ROOT = resolve(import.meta.dirname, "../..");

/** `npm run operator -- ...` as an operator runs it: its own process, on this suite's database. */
async function operator(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const cli = await nodeArgs("game-server/src/ops/operator-cli.ts");
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "DATABASE_URL" && k !== "DATA_DIR"));
  return new Promise((done) => {
    execFile(process.execPath, [...cli, ...args], { cwd: ROOT, env: { ...env, INIT_CWD: ROOT, DATABASE_URL: databaseUrl }, timeout: 240_000 }, (error, stdout, stderr) => {
      done({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, out: stdout, err: stderr });
    });
  });
}
let databaseUrl = "";

const adminSql = readFileSync(new URL("../../db/admin/fair-play.sql", import.meta.url), "utf8");
/** The cookbook's first statement: the operator queue. */
const QUEUE = adminSql.slice(adminSql.indexOf("SELECT 'signal'"), adminSql.indexOf(";", adminSql.indexOf("SELECT 'signal'")));

async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function balancePaise(database: Db, userId: string): Promise<bigint> {
  const [row] = await queryRows<{ total: unknown }>(
    database,
    sql`SELECT coalesce(sum(credits_posted_paise - debits_posted_paise), 0) AS total FROM ledger_accounts WHERE owner_user_id = ${userId}::uuid AND currency = 'INR'`,
  );
  return BigInt(String(row?.total ?? 0));
}

describe.runIf(realPostgresOrSkip("fair play"))("fair play: linked accounts, reports, collusion signals and reversals", () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await bootPayments("fairplay");
    databaseUrl = p.database.url ?? "";
  }, 120_000);
  afterAll(async () => p?.close());

  async function player(): Promise<TestPlayer> {
    const pl = await cashPlayer(p, { kyc: true });
    await giveWinnings(db(p), pl.id, 1_000_00n, `fp-funds:${pl.id}`);
    return pl;
  }

  /** The browser's device id goes with a call; the server records it once the reply is sent. */
  async function useDevice(pl: TestPlayer, device: string): Promise<void> {
    expect((await pl.client.get("/rummy/table/joined", { "x-device-id": device })).status).toBe(200);
    await until(`device of ${pl.id}`, async () => {
      const rows = await queryRows(db(p), sql`SELECT 1 FROM fairplay_identifiers WHERE user_id = ${pl.id}::uuid AND kind = 'device' AND value = ${device}`);
      return rows.length > 0 ? true : undefined;
    });
  }

  it("links accounts by a shared device, a referral and a bank account, and not by a private address", async () => {
    const [a, b, c, d] = [await player(), await player(), await player(), await player()];
    const device = randomBytes(16).toString("hex");
    await useDevice(a, device);
    await useDevice(b, device);
    await db(p).update(schema.users).set({ referredBy: a.id }).where(eq(schema.users.id, c.id));
    await db(p).insert(schema.bankAccounts).values([
      { userId: b.id, bankName: "HDFC Bank", ifsc: "HDFC0001234", accountHolderName: "X", accountNo: "00012345678" },
      { userId: d.id, bankName: "HDFC Bank", ifsc: "HDFC0009999", accountHolderName: "Y", accountNo: "12345678" },
    ]);
    const links = await linkedAmong(db(p), a.id, [b.id, c.id, d.id]);
    expect(Object.fromEntries(links)).toEqual({ [b.id]: ["device"], [c.id]: ["referral"] });
    expect(Object.fromEntries(await linkedAmong(db(p), d.id, [a.id, b.id, c.id]))).toEqual({ [b.id]: ["bank"] });
    // Every client of the suite calls from a private 10.x address: recorded addresses would link them all.
    const addresses = await queryRows(db(p), sql`SELECT 1 FROM fairplay_identifiers WHERE kind = 'address'`);
    expect(addresses).toHaveLength(0);
    const view = await queryRows<{ reason: string }>(
      db(p),
      sql`SELECT reason FROM fairplay_account_links WHERE user_a = least(${a.id}::uuid, ${b.id}::uuid) AND user_b = greatest(${a.id}::uuid, ${b.id}::uuid)`,
    );
    expect(view.map((r) => r.reason)).toEqual(["device"]);
    // What a tournament round's seating is told to keep apart.
    const pairs = await pairsToKeepApart(db(p), [a.id, b.id, c.id, d.id]);
    const key = (x: string, y: string) => [x, y].sort().join("|");
    expect(pairs.map(([x, y]) => key(x, y)).sort()).toEqual([key(a.id, b.id), key(a.id, c.id), key(b.id, d.id)].sort());
  });

  it("seats linked accounts at different cash tables, an unlinked one beside them, and a private cash table refuses the pair", async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    const device = randomBytes(16).toString("hex");
    await useDevice(a, device);
    await useDevice(b, device);
    const ja = await a.client.post<{ iTableId: string }>("/rummy/table/join", CASH_JOIN);
    expect(ja.status, ja.body.message).toBe(200);
    const jb = await b.client.post<{ iTableId: string }>("/rummy/table/join", CASH_JOIN);
    expect(jb.status, jb.body.message).toBe(200);
    expect(jb.body.data.iTableId).not.toBe(ja.body.data.iTableId);
    const jc = await c.client.post<{ iTableId: string }>("/rummy/table/join", CASH_JOIN);
    expect(jc.status, jc.body.message).toBe(200);
    expect([ja.body.data.iTableId, jb.body.data.iTableId]).toContain(jc.body.data.iTableId);

    const [host, partner, stranger] = [await player(), await player(), await player()];
    await db(p).update(schema.users).set({ referredBy: host.id }).where(eq(schema.users.id, partner.id));
    const created = await host.client.post<{ sPrivateCode: string }>("/rummy/table/private/create", PRIVATE_CREATE);
    expect(created.status, created.body.message).toBe(200);
    const refused = await partner.client.post("/rummy/table/private/join", { sPrivateCode: created.body.data.sPrivateCode });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(LINKED_AT_TABLE_MESSAGE);
    expect((refused.body.data as { code?: string }).code).toBe("fairplay/linked_at_table");
    const joined = await stranger.client.post("/rummy/table/private/join", { sPrivateCode: created.body.data.sPrivateCode });
    expect(joined.status, joined.body.message).toBe(200);
  });

  it("takes a report of a player by table and seat, refuses bad reports with a clear message, and queues it", async () => {
    const [a, b, outsider] = [await player(), await player(), await player()];
    const created = await a.client.post<{ sPrivateCode: string; iTableId: string }>("/rummy/table/private/create", PRIVATE_CREATE);
    expect(created.status, created.body.message).toBe(200);
    const joined = await b.client.post<{ nSeat: number }>("/rummy/table/private/join", { sPrivateCode: created.body.data.sPrivateCode });
    expect(joined.status, joined.body.message).toBe(200);
    const tableId = created.body.data.iTableId;

    const res = await a.client.post<{ _id: string }>("/fairplay/report", { eReason: "collusion", iTableId: tableId, nSeat: joined.body.data.nSeat, sComment: "  drops   every deal " });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe("Report submitted successfully.");
    const [row] = await queryRows<{ reported_user_id: string; comment: string; reason: string }>(db(p), sql`SELECT reported_user_id::text, comment, reason FROM fairplay_reports WHERE id = ${res.body.data._id}::uuid`);
    expect(row).toEqual({ reported_user_id: b.id, comment: "drops every deal", reason: "collusion" });

    const bad = async (body: Record<string, unknown>, by: TestPlayer = a) => {
      const r = await by.client.post("/fairplay/report", body);
      return [r.status, r.body.message];
    };
    expect(await bad({ eReason: "collusion" })).toEqual([400, "Please choose the table or the player you are reporting."]);
    expect(await bad({ eReason: "collusion", iTableId: tableId, nSeat: 0 })).toEqual([400, "You cannot report yourself."]);
    expect(await bad({ eReason: "collusion", iTableId: tableId }, outsider)).toEqual([404, "You can only report a table you played at, or a player you played with."]);
    expect(await bad({ eReason: "collusion", iReportedUserId: b.id }, outsider)).toEqual([404, "You can only report a table you played at, or a player you played with."]);
    expect((await bad({ eReason: "nonsense", iTableId: tableId }))[0]).toBe(400);
    expect(await bad({ eReason: "other", iTableId: tableId, sComment: "x".repeat(201) })).toEqual([400, "sComment: Please keep your comment within 200 characters."]);
    expect((await a.client.post("/fairplay/report", { eReason: "collusion", iTableId: tableId }, { authorization: "" })).status).toBe(401);

    const queue = await queryRows<{ item: string; id: string; user_id: string }>(db(p), sql.raw(QUEUE));
    expect(queue.find((q) => q.id === res.body.data._id)).toMatchObject({ item: "report", user_id: b.id });
  });

  it("finds a chip-dumping pair in the deal log, and reversing its winnings restores both accounts and leaves the ledger clean", async () => {
    const database = db(p);
    const [winner, loser] = [await player(), await player()];
    const before = { winner: await balancePaise(database, winner.id), loser: await balancePaise(database, loser.id) };
    const [table] = await database
      .insert(schema.gameTables)
      .values({ rummyType: "point", gameType: "cash", variantId: "points13", maxPlayers: 2, decks: 2, pointValuePaise: 100n, entryFeePaise: 800_00n, status: "closed" })
      .returning();
    const tableId = table!.id;
    for (const u of [winner, loser]) {
      await holdBuyIn(database, { key: `fp-hold:${u.id}`, userId: u.id, tableId, amountPaise: 950_00n });
      await postBuyIn(database, { key: `fp-post:${u.id}`, userId: u.id, tableId });
    }
    // 45 deals: the loser drops at once every time (20 points, ₹20), the winner pays a 10% fee.
    const dealIds: string[] = [];
    for (let n = 1; n <= 45; n++) {
      const dealId = randomUUID();
      dealIds.push(dealId);
      await database.insert(schema.deals).values({
        id: dealId,
        tableId,
        number: n,
        setup: {},
        seedHex: "00",
        commitment: "00",
        players: { "0": loser.id, "1": winner.id },
        status: "settled",
        results: { winner: 1, endedBy: "last_player", seats: [{ seat: 0, outcome: "dropped" }, { seat: 1, outcome: "winner" }] },
        settledAt: new Date(),
      });
      // The log as the room writes it; the winner's draw-to-discard time is the same every deal (a script).
      await database.insert(schema.dealEvents).values([
        { dealId, seq: 1, nowMs: 1_000, action: { type: "drop", seat: 0 } },
        { dealId, seq: 2, nowMs: 2_000, action: { type: "draw", seat: 1, from: "closed" } },
        { dealId, seq: 3, nowMs: 3_500, action: { type: "discard", seat: 1, card: 7 } },
      ]);
      await settleTable(database, { key: `settle:${dealId}`, tableId, dealId, lines: [
        { userId: loser.id, lossPaise: 20_00n, winPaise: 0n, feePaise: 0n },
        { userId: winner.id, lossPaise: 0n, winPaise: 18_00n, feePaise: 2_00n },
      ] });
    }
    await closeTable(database, { key: `fp-close:${tableId}`, tableId });
    expect(await balancePaise(database, winner.id)).toBe(before.winner + 45n * 18_00n);

    // The job, as the operator runs it on demand (a separate process on the same database).
    const scanRun = await operator("fairplay", "scan", "1");
    expect(scanRun.code, scanRun.err).toBe(0);
    expect(scanRun.out).toMatch(/^Scanned \d+ settled cash deals of the last 1 days: \d+ signal\(s\) filed\./);
    const signals = await queryRows<{ id: string; kind: string; other_user_id: string; evidence: { deals: number; count: number; amountPaise?: string; medianMs?: number; dealIds: string[] } }>(
      database,
      sql`SELECT id::text, kind, other_user_id::text, evidence FROM fairplay_signals WHERE user_id = ${winner.id}::uuid`,
    );
    const flow = signals.find((s) => s.kind === "one_way_flow");
    expect(flow).toMatchObject({ other_user_id: loser.id, evidence: { deals: 45, count: 45, amountPaise: String(45n * 20_00n) } });
    expect([...(flow?.evidence.dealIds ?? [])].sort()).toEqual([...dealIds].sort());
    expect(signals.find((s) => s.kind === "repeated_drops")?.other_user_id).toBe(loser.id);
    expect(signals.find((s) => s.kind === "regular_timing")).toMatchObject({ other_user_id: null, evidence: { count: 45, deals: 45, medianMs: 1_500 } });
    // Scanning again updates the findings instead of filing them twice.
    await runFairPlayScan(database);
    expect(await queryRows(database, sql`SELECT 1 FROM fairplay_signals WHERE user_id = ${winner.id}::uuid`)).toHaveLength(signals.length);

    const queue = await queryRows<{ item: string; id: string; kind: string; user_id: string; other_user_id: string; count_of_chances: string; net_paise: string }>(database, sql.raw(QUEUE));
    const queued = queue.find((q) => q.kind === "one_way_flow" && q.user_id === winner.id);
    expect(queued).toMatchObject({ item: "signal", id: flow?.id, other_user_id: loser.id, count_of_chances: "45 of 45", net_paise: String(45n * 20_00n) });

    const reversal = await operator("fairplay", "reverse", queued!.id, "test operator", "chip dumping");
    expect(reversal.code, reversal.err).toBe(0);
    expect(reversal.out).toMatch(/^Reversed: 45 deal\(s\), 90000 paise back to the giver \(9000 of it from platform fees\); ledger operation fairplay-reversal:[0-9a-f]{40}\./);
    expect(await balancePaise(database, winner.id)).toBe(before.winner);
    expect(await balancePaise(database, loser.id)).toBe(before.loser);
    expect(await checkLedger(database)).toEqual([]);
    const [record] = await queryRows<{ id: string; deals: number; amount_paise: unknown; operator: string }>(database, sql`SELECT id, deals, amount_paise, operator FROM fairplay_reversals WHERE signal_id = ${queued!.id}::uuid`);
    expect(record).toMatchObject({ deals: 45, operator: "test operator" });
    expect(BigInt(String(record?.amount_paise))).toBe(45n * 20_00n);
    const mirrored = await queryRows(database, sql`SELECT 1 FROM ledger_transfers WHERE operation_id = ${record!.id} AND reverses_id IS NOT NULL`);
    expect(mirrored).toHaveLength(90);
    const [signal] = await queryRows<{ status: string }>(database, sql`SELECT status FROM fairplay_signals WHERE id = ${queued!.id}::uuid`);
    expect(signal?.status).toBe("actioned");
    // Nothing is reversed twice: the deals' settlements are already undone.
    await expect(reverseSignal(database, queued!.id, "test operator", "again")).rejects.toMatchObject({ code: "fairplay/nothing_to_reverse" });
    const again = await operator("fairplay", "reverse", queued!.id, "test operator", "again");
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/Not reversed: fairplay\/nothing_to_reverse/);
    expect((await operator("fairplay", "reverse", "not-an-id", "x", "y")).code).toBe(2);
  });

  it("refuses a reversal the winner can no longer cover, moving nothing", async () => {
    const database = db(p);
    const [winner, loser] = [await player(), await player()];
    const [table] = await database
      .insert(schema.gameTables)
      .values({ rummyType: "point", gameType: "cash", variantId: "points13", maxPlayers: 2, decks: 2, pointValuePaise: 100n, entryFeePaise: 800_00n, status: "closed" })
      .returning();
    const tableId = table!.id;
    for (const u of [winner, loser]) {
      await holdBuyIn(database, { key: `fp2-hold:${u.id}`, userId: u.id, tableId, amountPaise: 800_00n });
      await postBuyIn(database, { key: `fp2-post:${u.id}`, userId: u.id, tableId });
    }
    const dealId = randomUUID();
    await database.insert(schema.deals).values({ id: dealId, tableId, number: 1, setup: {}, seedHex: "00", commitment: "00", players: { "0": loser.id, "1": winner.id }, status: "settled", results: { winner: 1, seats: [] }, settledAt: new Date() });
    await settleTable(database, { key: `settle:${dealId}`, tableId, dealId, lines: [
      { userId: loser.id, lossPaise: 800_00n, winPaise: 0n, feePaise: 0n },
      { userId: winner.id, lossPaise: 0n, winPaise: 800_00n, feePaise: 0n },
    ] });
    await closeTable(database, { key: `fp2-close:${tableId}`, tableId });
    // The winner spends everything elsewhere (an operator adjustment stands in for a withdrawal).
    const spend = await balancePaise(database, winner.id);
    await runOperation(database, {
      id: `fp2-spend:${winner.id}`,
      kind: "test.spend",
      userId: winner.id,
      request: {},
      accounts: [
        { id: `p:${winner.id}:winnings`, kind: "winnings", currency: "INR", ownerUserId: winner.id, refId: null, allowNegative: false },
        { id: "s:payout_clearing:INR", kind: "payout_clearing", currency: "INR", ownerUserId: null, refId: null, allowNegative: true },
      ],
      plan: (ctx) => {
        ctx.transfer({ leg: "out", debit: `p:${winner.id}:winnings`, credit: "s:payout_clearing:INR", amountPaise: spend, code: "adjustment" });
        return { ok: true };
      },
    });
    const loserBefore = await balancePaise(database, loser.id);
    await expect(reverseCollusionWinnings(database, { winnerUserId: winner.id, loserUserId: loser.id, dealIds: [dealId], operator: "t", reason: "r" })).rejects.toMatchObject({ code: "fairplay/insufficient_funds" });
    expect(await balancePaise(database, loser.id)).toBe(loserBefore);
    expect(await checkLedger(database)).toEqual([]);
  });
});
