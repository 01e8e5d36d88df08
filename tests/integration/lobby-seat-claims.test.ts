import { randomUUID } from "node:crypto";
import { schema } from "@rummy/db";
import { availablePaise, readAccounts } from "@rummy/db/ledger/index";
import { claimSeats } from "@rummy/game-server/services/lobby/repository";
import { playerAccount } from "@rummy/game-server/services/wallet/accounts";
import { walletPolicy } from "@rummy/game-server/services/wallet/policy";
import { createTable, specOfCatalogue } from "@rummy/game-server/services/lobby/table-spec";
import { startTableRecovery } from "@rummy/game-server/services/tables/recovery";
import { closeTableRows } from "@rummy/game-server/services/tables/repository";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootTestPlatform, type TestPlatform } from "../support/platform.ts";
import { tablesWithSeatCountDrift } from "../support/seat-counts.ts";
import { makePlayers, type Player } from "./rooms/support.ts";

/**
 * Issue 18, joins at scale: a lobby join claims its seat in PostgreSQL (seat_claims) while its
 * buy-in is held, so every process picks around it, and a burst of joins is seated one table after
 * another from one read of the open tables.
 */
const JOIN = { eRummyType: "point", eGameType: "practice", nTablePoint: 0.05, nMaxPlayer: 6, oRoomOptions: { turnSeconds: 5, timeBankSeconds: 0, meldSeconds: 5, startDelayMs: 60_000, nextDealMs: 300, botWaitMs: 60_000 } };

describe("lobby seat claims", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await bootTestPlatform("lobby_seat_claims", { ALLOW_TEST_TABLE_OPTIONS: "all" });
  }, 120_000);
  afterAll(async () => platform?.close());

  const db = () => platform.running.platform.db;

  async function seatOf(p: Player): Promise<{ tableId: string; seat: number }> {
    const [row] = await db().select({ tableId: schema.tableSeats.tableId, seat: schema.tableSeats.seat }).from(schema.tableSeats).where(and(eq(schema.tableSeats.userId, p.userId), eq(schema.tableSeats.status, "seated")));
    if (!row) throw new Error(`${p.userName} is not seated`);
    return row;
  }

  it("passes over a seat another join has claimed, takes it once the claim has lapsed, and leaves no claim behind", async () => {
    const pf = platform.running.platform;
    const [a, b, c] = (await makePlayers(pf, platform.url, 3)) as [Player, Player, Player];
    expect((await a.api.post("/rummy/table/join", JOIN)).status).toBe(200);
    const first = await seatOf(a);
    expect(first.seat).toBe(0);
    // Another process's join under way at seat 1: a second claim of it is refused.
    const elsewhere = { tableId: first.tableId, seat: 1, userId: randomUUID() };
    expect(await claimSeats(db(), [elsewhere])).toEqual([{ tableId: first.tableId, seat: 1 }]);
    expect(await claimSeats(db(), [{ ...elsewhere, userId: randomUUID() }])).toEqual([]);

    expect((await b.api.post("/rummy/table/join", JOIN)).status).toBe(200);
    expect(await seatOf(b)).toEqual({ tableId: first.tableId, seat: 2 });
    // That process died: its claim lapses and the seat is taken again.
    await db().update(schema.seatClaims).set({ claimedAt: sql`now() - interval '3 minutes'` }).where(eq(schema.seatClaims.tableId, first.tableId));
    expect((await c.api.post("/rummy/table/join", JOIN)).status).toBe(200);
    expect(await seatOf(c)).toEqual({ tableId: first.tableId, seat: 1 });
    // A seated join's claim goes after its reply, without the join waiting for it.
    await expect.poll(() => db().select().from(schema.seatClaims).where(eq(schema.seatClaims.tableId, first.tableId)), { timeout: 15_000 }).toEqual([]);
  }, 120_000);

  it("seats a burst of joins one table after another, each seat once", async () => {
    const pf = platform.running.platform;
    const players = await makePlayers(pf, platform.url, 13);
    const replies = await Promise.all(players.map((p) => p.api.post("/rummy/table/join", { ...JOIN, nTablePoint: 0.1 })));
    expect(replies.map((r) => r.status)).toEqual(players.map(() => 200));
    const seats = await Promise.all(players.map(seatOf));
    const byTable = new Map<string, number[]>();
    for (const s of seats) byTable.set(s.tableId, [...(byTable.get(s.tableId) ?? []), s.seat]);
    expect([...byTable.values()].map((taken) => taken.sort((x, y) => x - y))).toEqual(
      expect.arrayContaining([
        [0, 1, 2, 3, 4, 5],
        [0, 1, 2, 3, 4, 5],
        [0],
      ]),
    );
    expect(byTable.size).toBe(3);
    await expect.poll(() => db().select().from(schema.seatClaims), { timeout: 15_000 }).toEqual([]);
  }, 120_000);

  it("gives back the seat a join picked while its checks ran when the player is already seated there", async () => {
    const pf = platform.running.platform;
    const [p, q] = (await makePlayers(pf, platform.url, 2)) as [Player, Player];
    const join = { ...JOIN, nTablePoint: 0.5 };
    const first = await p.api.post<{ iTableId: string }>("/rummy/table/join", join);
    expect(first.status).toBe(200);
    // Joining again: the pick ran beside the reads that find the seat, and its claim is given back.
    const again = await p.api.post<{ iTableId: string }>("/rummy/table/join", join);
    expect(again.status).toBe(200);
    expect(again.body.data.iTableId).toBe(first.body.data.iTableId);
    await expect.poll(() => db().select().from(schema.seatClaims).where(eq(schema.seatClaims.userId, p.userId)), { timeout: 15_000 }).toEqual([]);
    expect(await db().select({ seat: schema.tableSeats.seat }).from(schema.tableSeats).where(eq(schema.tableSeats.userId, p.userId))).toEqual([{ seat: 0 }]);
    // The seat that second pick claimed is the next player's.
    expect((await q.api.post("/rummy/table/join", join)).status).toBe(200);
    expect(await seatOf(q)).toEqual({ tableId: first.body.data.iTableId, seat: 1 });
  }, 120_000);

  it("tops a new player's practice chips up once on their first join and holds the buy-in from them", async () => {
    const pf = platform.running.platform;
    const [p] = (await makePlayers(pf, platform.url, 1)) as [Player];
    const practice = playerAccount(p.userId, "practice").id;
    expect((await readAccounts(db(), [practice])).get(practice)).toBeUndefined();
    expect((await p.api.post("/rummy/table/join", { ...JOIN, nTablePoint: 0.25 })).status).toBe(200);
    const [seat] = await db().select({ buyInPaise: schema.tableSeats.buyInPaise }).from(schema.tableSeats).where(eq(schema.tableSeats.userId, p.userId));
    const topUps = await db().select({ id: schema.ledgerOperations.id }).from(schema.ledgerOperations).where(sql`${schema.ledgerOperations.id} LIKE ${`practice-topup:${p.userId}:%`}`);
    expect(topUps).toHaveLength(1);
    const floorPaise = BigInt(Math.floor((await walletPolicy(db())).practiceChipsFloor)) * 100n;
    const account = (await readAccounts(db(), [practice])).get(practice);
    expect(seat?.buyInPaise).toBeGreaterThan(0n);
    expect(account && availablePaise(account)).toBe(floorPaise - (seat?.buyInPaise ?? 0n));
  }, 120_000);

  it("keeps each table's seat counts with its seat rows through joins, leaves, bots, a close and a deletion", async () => {
    const pf = platform.running.platform;
    const [row] = await db().select().from(schema.tableCatalogue).where(and(eq(schema.tableCatalogue.rummyType, "point"), eq(schema.tableCatalogue.gameType, "practice"))).limit(1);
    if (!row) throw new Error("no practice points row in the catalogue");
    const table = await createTable(pf, specOfCatalogue(row), {}, null, randomUUID());
    const counts = async () => (await db().select({ seated: schema.gameTables.seatsSeated, left: schema.gameTables.seatsLeft }).from(schema.gameTables).where(eq(schema.gameTables.id, table.id)))[0];
    const seat = (n: number, userId: string | null) => ({ tableId: table.id, seat: n, userId, isBot: userId === null, name: `p${n}`, buyInPaise: 100n, chipsPaise: 100n });
    expect(await counts()).toEqual({ seated: 0, left: 0 });
    const [a, b] = [randomUUID(), randomUUID()];
    await db().insert(schema.tableSeats).values([seat(0, a), seat(1, b), seat(2, null)]);
    expect(await counts()).toEqual({ seated: 3, left: 0 });
    // A seat already taken is not inserted, and counts nothing.
    await db().insert(schema.tableSeats).values(seat(0, randomUUID())).onConflictDoNothing();
    // Chips change at every settlement: not a seat change.
    await db().update(schema.tableSeats).set({ chipsPaise: 50n }).where(eq(schema.tableSeats.tableId, table.id));
    expect(await counts()).toEqual({ seated: 3, left: 0 });
    await db().update(schema.tableSeats).set({ status: "left", leftAt: sql`now()` }).where(eq(schema.tableSeats.userId, a));
    expect(await counts()).toEqual({ seated: 2, left: 1 });
    await db().delete(schema.tableSeats).where(and(eq(schema.tableSeats.tableId, table.id), eq(schema.tableSeats.seat, 2)));
    expect(await counts()).toEqual({ seated: 1, left: 1 });
    await closeTableRows(db(), table.id, "closed");
    expect(await counts()).toEqual({ seated: 0, left: 2 });
    // And every table the joins above made agrees with its rows.
    expect(await tablesWithSeatCountDrift(db())).toEqual([]);
  }, 120_000);

  it("leaves a table just opened for a join to its room: the recovery sweep takes it for no lost process's", async () => {
    const pf = platform.running.platform;
    const [p] = (await makePlayers(pf, platform.url, 1)) as [Player];
    const [row] = await db().select().from(schema.tableCatalogue).where(and(eq(schema.tableCatalogue.rummyType, "point"), eq(schema.tableCatalogue.gameType, "practice"))).limit(1);
    if (!row) throw new Error("no practice points row in the catalogue");
    // The join's wallet hold is under way: the table row is written, its room not opened yet.
    const table = await createTable(pf, specOfCatalogue(row), {}, null, p.userId);
    const recovery = startTableRecovery(pf, { scaledOut: true });
    try {
      const swept = await recovery.sweep();
      expect([...swept.resumed, ...swept.voided]).not.toContain(table.id);
    } finally {
      recovery.stop();
    }
    const [after] = await db().select({ status: schema.gameTables.status, ownerId: schema.gameTables.ownerId }).from(schema.gameTables).where(eq(schema.gameTables.id, table.id));
    expect(after).toEqual({ status: "open", ownerId: null });
  }, 120_000);
});
