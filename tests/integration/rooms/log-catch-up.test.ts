import { schema } from "@rummy/db";
import { dealLog } from "@rummy/game-server/services/tables/repository";
import { replayDeal, type DealSetup } from "@rummy/shared-rules";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realPostgresOrSkip } from "../../support/database.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { connect, join, makePlayers, mySeat, view, waitFor, type Seated } from "./support.ts";

/**
 * An append to the deal log that commits in PostgreSQL but whose reply the room never gets (the
 * connection dropped after COMMIT, a timeout). The room must not stay one action behind its log
 * (every later move would then be refused as a sequence conflict): it catches up from the log, at
 * once when the log can be read, or by itself once the database is back, and the next move is
 * accepted. No action is lost or applied twice: the log's sequence is 1..n and the table the
 * players see is the log replayed.
 */
const OPTIONS = { turnSeconds: 120, timeBankSeconds: 0, meldSeconds: 60, startDelayMs: 100, nextDealMs: 60_000, botWaitMs: 600_000, seedHex: "d".repeat(64) };

describe.runIf(realPostgresOrSkip("deal log catch-up"))("a deal log append whose commit reply is lost", () => {
  let platform: TestPlatform;
  let table: Seated[];
  let tableId: string;
  /** The writer's faults: appends that commit then throw, appends that throw without writing, and reads that fail. */
  const faults = { lostReplies: 0, refusedWrites: 0, readsDown: false };

  beforeAll(async () => {
    platform = await bootTestPlatform("rooms_log_catch_up", { ALLOW_TEST_TABLE_OPTIONS: "all" });
    const writer = platform.running.platform.dealLog;
    const append = writer.append.bind(writer);
    const read = writer.read.bind(writer);
    writer.append = async (row) => {
      if (faults.refusedWrites > 0) {
        faults.refusedWrites--;
        throw new Error("connection refused (test)");
      }
      await append(row);
      if (faults.lostReplies > 0) {
        faults.lostReplies--;
        throw new Error("Connection terminated unexpectedly after COMMIT (test)");
      }
    };
    writer.read = async (dealId) => {
      if (faults.readsDown) throw new Error("connect ECONNREFUSED (test)");
      return read(dealId);
    };
    const players = await makePlayers(platform.running.platform, platform.url, 2);
    const body = { eRummyType: "point", eGameType: "practice", nMaxPlayer: 2, nTablePoint: 1, oRoomOptions: OPTIONS };
    const ids = [await join(players[0]!, body), await join(players[1]!, body)];
    expect(ids[1]).toBe(ids[0]);
    tableId = ids[0]!;
    table = [await connect(platform.url, players[0]!, tableId), await connect(platform.url, players[1]!, tableId)];
    await waitFor("deal start", () => view(table[0]!).phase === "play");
  }, 120_000);
  afterAll(async () => platform?.close());

  const onTurn = () => table.find((s) => mySeat(s)?.seat === view(table[0]!).turnSeat)!;
  const errorsOf = (s: Seated) => s.messages.filter((m) => m.type === "error").map((m) => m.message as { code: string; message: string; type?: string });
  const handSize = (s: Seated) => mySeat(s)?.hand?.length ?? 0;
  const discardLast = (s: Seated) => {
    const cards = mySeat(s)?.hand ?? [];
    s.room.send("discard", { card: cards[cards.length - 1]?.code });
  };

  /** The log's sequence numbers, and the deal it replays to, compared with what the players see. */
  async function expectTableIsTheLog(): Promise<number> {
    const db = platform.running.platform.db;
    const [deal] = await db.select().from(schema.deals).where(eq(schema.deals.tableId, tableId));
    const seqs = (await db.select({ seq: schema.dealEvents.seq }).from(schema.dealEvents).where(eq(schema.dealEvents.dealId, deal!.id)).orderBy(asc(schema.dealEvents.seq))).map((r) => r.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    const replay = replayDeal({ ...(deal!.setup as Omit<DealSetup, "seedHex">), seedHex: deal!.seedHex }, await dealLog(db, deal!.id));
    expect(replay.steps.every((s) => s.ok)).toBe(true);
    const seen = view(table[0]!);
    expect({ turnSeat: seen.turnSeat, closed: seen.closedCount, open: seen.openCount }).toEqual({ turnSeat: replay.state.turn?.seat, closed: replay.state.closed.length, open: replay.state.open.length });
    for (const s of table) expect(handSize(s)).toBe(replay.state.seats.find((x) => x.seat === mySeat(s)?.seat)?.hand.length);
    return seqs.length;
  }

  it("catches up at once when the log can be read: the move stands, with no error, and the next one is accepted", async () => {
    const player = onTurn();
    const logged = await expectTableIsTheLog();
    faults.lostReplies = 1;
    player.room.send("draw", { from: "closed" });
    await waitFor("the draw shown", () => view(table[0]!).drawnFrom === "closed");
    expect(handSize(player)).toBe(14);
    expect(errorsOf(player)).toEqual([]);
    discardLast(player);
    await waitFor("the turn passed", () => view(table[0]!).turnSeat !== mySeat(player)?.seat);
    expect(handSize(player)).toBe(13);
    expect(await expectTableIsTheLog()).toBe(logged + 2);
  });

  it("while the database stays down, refuses clearly; once it is back, shows the saved move by itself and takes the next", async () => {
    const player = onTurn();
    const logged = await expectTableIsTheLog();
    faults.lostReplies = 1;
    faults.readsDown = true;
    player.room.send("draw", { from: "closed" });
    await waitFor("the unconfirmed move refused", () => errorsOf(player).length === 1);
    expect(errorsOf(player)[0]).toMatchObject({ code: "room/unavailable", type: "draw", message: expect.stringMatching(/could not be confirmed/) });
    expect(view(table[0]!).drawnFrom).toBe("");
    // A move while the log still cannot be read is refused too, and changes nothing.
    discardLast(player);
    await waitFor("the second move refused", () => errorsOf(player).length === 2);
    expect(errorsOf(player)[1]).toMatchObject({ code: "room/unavailable", type: "discard" });

    faults.readsDown = false;
    await waitFor("the room caught up by itself", () => view(table[0]!).drawnFrom === "closed");
    expect(handSize(player)).toBe(14);
    expect(await expectTableIsTheLog()).toBe(logged + 1);
    discardLast(player);
    await waitFor("the turn passed", () => view(table[0]!).turnSeat !== mySeat(player)?.seat);
    expect(errorsOf(player).length).toBe(2);
    expect(await expectTableIsTheLog()).toBe(logged + 2);
  });

  it("an append that did not commit is refused as not made, and the move sent again is accepted", async () => {
    const player = onTurn();
    const before = errorsOf(player).length;
    const logged = await expectTableIsTheLog();
    faults.refusedWrites = 1;
    player.room.send("draw", { from: "closed" });
    await waitFor("the move refused", () => errorsOf(player).length === before + 1);
    expect(errorsOf(player)[before]).toMatchObject({ code: "room/unavailable", type: "draw", message: expect.stringMatching(/Nothing changed/) });
    expect(await expectTableIsTheLog()).toBe(logged);
    player.room.send("draw", { from: "closed" });
    await waitFor("the draw shown", () => view(table[0]!).drawnFrom === "closed");
    expect(await expectTableIsTheLog()).toBe(logged + 1);
  });
});
