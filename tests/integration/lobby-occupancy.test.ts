import { paiseOfRupees } from "@rummy/shared-rules";
import { schema } from "@rummy/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootTestPlatform, type TestPlatform } from "../support/platform.ts";
import { cashPaise, connect, depositRupees, lastOf, makePlayers, setMoneyGames, waitFor, type Player } from "./rooms/support.ts";

/**
 * Issue 19, the lobby's live figures: people seated at each stake now (counted in PostgreSQL, so
 * every process agrees), how long a second player usually takes at a stake, and a lone player at a
 * cash table leaving before the first deal gets the whole buy-in back.
 */
const WAIT = { turnSeconds: 5, timeBankSeconds: 0, meldSeconds: 5, startDelayMs: 60_000, nextDealMs: 300, botWaitMs: 60_000 };

interface Occupancy {
  iCatalogueId: string;
  nPlayers: number;
  nWaitSeconds: number | null;
  nWaitTables: number;
  sWait: string;
}

describe("lobby occupancy", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await bootTestPlatform("lobby_occupancy", { ALLOW_TEST_TABLE_OPTIONS: "all" });
  }, 120_000);
  afterAll(async () => platform?.close());

  async function stake(p: Player, maxPlayers: number): Promise<Occupancy> {
    const list = await p.api.post<{ _id: string; nMaxPlayer: number; nTablePoint: number }[]>("/rummy/table/weblist", { eRummyType: "point", eGameType: "cash" });
    const row = list.body.data.find((t) => t.nMaxPlayer === maxPlayers && t.nTablePoint === 0.05);
    const occupancy = await p.api.post<Occupancy[]>("/rummy/table/occupancy", { eRummyType: "point", eGameType: "cash" });
    expect(occupancy.status).toBe(200);
    expect(occupancy.body.data).toHaveLength(list.body.data.length);
    const found = occupancy.body.data.find((o) => o.iCatalogueId === row?._id);
    if (!found) throw new Error("no occupancy for the stake");
    return found;
  }

  it("counts the people at a stake, tells how long a second player usually takes, and lets a lone player leave with the whole buy-in", async () => {
    const pf = platform.running.platform;
    await setMoneyGames(pf, true);
    const [a, b, c] = (await makePlayers(pf, platform.url, 3)) as [Player, Player, Player];
    for (const p of [a, b, c]) await depositRupees(pf, p.userId, 100);
    const join = { eRummyType: "point", eGameType: "cash", nTablePoint: 0.05, oRoomOptions: WAIT };

    const empty = await stake(a, 2);
    expect(empty).toMatchObject({ nPlayers: 0, nWaitSeconds: null, nWaitTables: 0 });
    expect(empty.sWait).toMatch(/No recent tables/);

    const first = await a.api.post<{ iTableId: string }>("/rummy/table/join", { ...join, nMaxPlayer: 2 });
    expect(first.status).toBe(200);
    expect((await stake(a, 2)).nPlayers).toBe(1);
    expect((await b.api.post("/rummy/table/join", { ...join, nMaxPlayer: 2 })).status).toBe(200);
    const two = await stake(c, 2);
    expect(two.nPlayers).toBe(2);
    expect(two.nWaitTables).toBe(1);
    expect(two.nWaitSeconds).toBeLessThan(60);
    expect(two.sWait).toBe("A second player usually joins in under a minute.");
    const atTable = await a.api.get<{ sWait: string }>(`/rummy/table/${first.body.data.iTableId}/wait`);
    expect(atTable.body.data.sWait).toBe(two.sWait);

    // A lone player at a cash table: the buy-in goes on hold, and leaving before any deal returns all of it.
    const before = await cashPaise(pf, c.userId);
    const alone = await c.api.post<{ iTableId: string; nChips: number }>("/rummy/table/join", { ...join, nMaxPlayer: 6 });
    expect(alone.status).toBe(200);
    expect(await cashPaise(pf, c.userId)).toBe(before - paiseOfRupees(alone.body.data.nChips));
    expect((await stake(c, 6)).nPlayers).toBe(1);
    const lone = await c.api.get<{ nWaitSeconds: number | null; sWait: string }>(`/rummy/table/${alone.body.data.iTableId}/wait`);
    expect(lone.body.data).toMatchObject({ nWaitSeconds: null, sWait: "No recent tables at this stake to estimate the wait from." });
    const seated = await connect(platform.url, c, alone.body.data.iTableId);
    seated.room.send("leave", {});
    await waitFor("stood up", () => lastOf(seated, "stood_up") || lastOf(seated, "closed"), 30_000);
    expect(await cashPaise(pf, c.userId)).toBe(before);
    expect((await stake(c, 6)).nPlayers).toBe(0);
  }, 120_000);
});

describe("lobby seating and a closing table", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await bootTestPlatform("lobby_closing", { ALLOW_TEST_TABLE_OPTIONS: "all" });
  }, 120_000);
  afterAll(async () => platform?.close());

  it("never seats a newcomer at a table whose every player has left (it is closing), but fills a table with a seated player", async () => {
    const pf = platform.running.platform;
    const [a, b, c] = (await makePlayers(pf, platform.url, 3)) as [Player, Player, Player];
    const join = { eRummyType: "point", eGameType: "practice", nTablePoint: 0.05, nMaxPlayer: 6, oRoomOptions: WAIT };
    const first = await a.api.post<{ iTableId: string }>("/rummy/table/join", join);
    expect(first.status).toBe(200);
    // The moment between a table's last player standing up and closeTable marking its row:
    // every seat row has left, the table row still reads open.
    await pf.db.update(schema.tableSeats).set({ status: "left" }).where(eq(schema.tableSeats.tableId, first.body.data.iTableId));
    const second = await b.api.post<{ iTableId: string }>("/rummy/table/join", join);
    expect(second.status).toBe(200);
    expect(second.body.data.iTableId).not.toBe(first.body.data.iTableId);
    // A table with a seated player still takes newcomers.
    const third = await c.api.post<{ iTableId: string }>("/rummy/table/join", join);
    expect(third.body.data.iTableId).toBe(second.body.data.iTableId);
  }, 120_000);
});
