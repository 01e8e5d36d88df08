import { Client } from "colyseus.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import {
  connect,
  drawDiscardPolicy,
  drive,
  hand,
  idlePolicy,
  join,
  leaveAll,
  makePlayers,
  messagesOf,
  mySeat,
  record,
  resultsOf,
  view,
  waitFor,
  type Player,
  type Policy,
  type Seated,
} from "./support.ts";

/**
 * The clock and the connection: timed-out turns are played by the server and the third in a row
 * is a middle drop; a pre-selected auto drop fires on the next turn and only its owner hears of
 * it; a dropped client reconnects with its token and gets its whole private hand back, within the
 * rest of the turn time; after that it simply joins again and the seat is still there.
 */
const SEED = "7a11".repeat(16);

interface DealEventMsg {
  type: string;
  seat?: number;
  card?: number;
  auto?: boolean;
  missedTurns?: number;
  kind?: string;
  reason?: string;
  points?: number;
  turnEndsAt?: number;
  deadline?: number;
  on?: boolean;
}

function events(s: Seated): DealEventMsg[] {
  return messagesOf<{ events: DealEventMsg[] }>(s, "events").flatMap((m) => m.events);
}

describe.concurrent("turn clock, auto drop and reconnection", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await bootTestPlatform("rooms_clock", { ALLOW_TEST_TABLE_OPTIONS: "practice" });
  }, 120_000);
  afterAll(async () => platform?.close());

  /** Each test plays at its own point value: joins of one configuration share tables. */
  async function practiceTable(players: Player[], nTablePoint: number, options: Record<string, unknown>): Promise<Seated[]> {
    const body = { eRummyType: "point", eGameType: "practice", nMaxPlayer: 2, nTablePoint, oRoomOptions: { botWaitMs: 600_000, startDelayMs: 300, nextDealMs: 60_000, seedHex: SEED, ...options } };
    const tableId = await join(players[0]!, body);
    expect(await join(players[1]!, body)).toBe(tableId);
    const table = [await connect(platform.url, players[0]!, tableId), await connect(platform.url, players[1]!, tableId)];
    await waitFor("the deal", () => view(table[0]!).phase === "play", 30_000);
    return table;
  }

  it("plays timed-out turns for an idle player and drops it (middle drop) at the third", async () => {
    const players = await makePlayers(platform.running.platform, platform.url, 2);
    const table = await practiceTable(players, 0.05, { turnSeconds: 5, timeBankSeconds: 1 });
    // Whoever is not first on turn stays idle; the other plays draw and discard.
    const idle = table.find((s) => mySeat(s)?.seat !== view(s).turnSeat)!;
    const active = table.find((s) => s !== idle)!;
    const idleSeat = mySeat(idle)!.seat;
    expect(mySeat(idle)?.bankMs).toBe(1000);
    const results = await drive(table, (s) => (s === idle ? idlePolicy : drawDiscardPolicy), () => resultsOf(active, 1), "the idle seat's drop", 60_000);

    const seen = events(active);
    const timedOut = seen.filter((e) => e.type === "timed_out" && e.seat === idleSeat);
    expect(timedOut.map((e) => e.missedTurns)).toEqual([1, 2, 3]);
    // Turns 1 and 2: the server drew from the closed deck and threw that card; the other seat
    // sees the draw but not the card.
    const autoDraws = seen.filter((e) => e.type === "drew" && e.seat === idleSeat && e.auto);
    expect(autoDraws).toHaveLength(2);
    for (const d of autoDraws) expect(d.card).toBeUndefined();
    const ownAutoDraws = events(idle).filter((e) => e.type === "drew" && e.seat === idleSeat && e.auto);
    expect(ownAutoDraws.every((d) => typeof d.card === "number")).toBe(true);
    expect(seen.filter((e) => e.type === "discarded" && e.seat === idleSeat && e.auto)).toHaveLength(2);
    // The first turn ran 5 s plus the 1 s bank, which the timeout used up.
    const firstTurn = seen.find((e) => e.type === "turn" && e.seat === idleSeat)!;
    expect(firstTurn.deadline! - firstTurn.turnEndsAt!).toBe(1000);
    const laterTurn = seen.filter((e) => e.type === "turn" && e.seat === idleSeat)[1]!;
    expect(laterTurn.deadline! - laterTurn.turnEndsAt!).toBe(0);
    expect(seen).toContainEqual({ type: "dropped", seat: idleSeat, kind: "middle", reason: "timeout", points: 40 });

    expect(results.endedBy).toBe("last_player");
    expect(results.seats.find((r) => r.seat === idleSeat)).toMatchObject({ outcome: "dropped", points: 40, drop: { kind: "middle", reason: "timeout" } });
    expect(results.winner).toBe(mySeat(active)?.seat);
    await leaveAll(table);
  }, 90_000);

  it("fires a pre-selected auto drop when the seat's turn comes, telling no one else", async () => {
    const players = await makePlayers(platform.running.platform, platform.url, 2);
    const table = await practiceTable(players, 0.1, { turnSeconds: 30, timeBankSeconds: 0 });
    const second = table.find((s) => mySeat(s)?.seat !== view(s).turnSeat)!;
    const first = table.find((s) => s !== second)!;
    second.room.send("autoDrop", { on: true });
    await waitFor("auto drop set", () => events(second).some((e) => e.type === "auto_drop_set"));
    const results = await drive(table, (s) => (s === first ? drawDiscardPolicy : idlePolicy), () => resultsOf(first, 1), "the auto drop", 30_000);
    const seat = mySeat(second)!.seat;
    expect(results.seats.find((r) => r.seat === seat)).toMatchObject({ outcome: "dropped", points: 20, drop: { kind: "first", reason: "auto_drop" } });
    expect(events(first).some((e) => e.type === "auto_drop_set")).toBe(false);
    await leaveAll(table);
  }, 60_000);

  it("reconnects a dropped client with its token, hand and all, and keeps the seat after the window", async () => {
    const players = await makePlayers(platform.running.platform, platform.url, 2);
    const table = await practiceTable(players, 0.25, { turnSeconds: 8, timeBankSeconds: 0 });
    const tableId = view(table[0]!).dealId ? (table[0]!.room.roomId as string) : "";
    const onTurn = table.find((s) => mySeat(s)?.seat === view(s).turnSeat)!;
    const other = table.find((s) => s !== onTurn)!;
    const seat = mySeat(onTurn)!.seat;

    // The player on turn draws, then its connection drops (not a consented leave).
    onTurn.room.send("draw", { from: "closed" });
    await waitFor("the draw", () => view(onTurn).drawnFrom === "closed" && hand(onTurn).length === 14);
    const held = [...hand(onTurn)].sort((a, b) => a - b);
    const token = onTurn.room.reconnectionToken;
    await onTurn.room.leave(false);
    await waitFor("seen as disconnected", () => view(other).seats[String(seat)]?.connected === false);

    const client = new Client(platform.url.replace(/^http/, "ws"));
    client.auth.token = onTurn.player.token;
    const back = record(onTurn.player, await client.reconnect(token));
    await waitFor("the hand back", () => hand(back).length === 14);
    expect([...hand(back)].sort((a, b) => a - b)).toEqual(held);
    await waitFor("seen as connected", () => view(other).seats[String(seat)]?.connected === true);
    expect(view(back).drawnFrom).toBe("closed");
    // The reconnected client plays on: it throws the drawn card.
    back.room.send("discard", { card: hand(back)[13] });
    await waitFor("the turn passed", () => view(other).turnSeat !== seat);
    expect(messagesOf(back, "error")).toEqual([]);

    // Dropped again while the other seat is on turn: the window is a full turn (8 s). After it
    // the token is refused, but joining again returns the seat and the whole hand.
    const kept = [...hand(back)].sort((a, b) => a - b);
    const token2 = back.room.reconnectionToken;
    await back.room.leave(false);
    await new Promise((r) => setTimeout(r, 9_500));
    const late = new Client(platform.url.replace(/^http/, "ws"));
    late.auth.token = onTurn.player.token;
    await expect(late.reconnect(token2)).rejects.toThrow();
    const again = await connect(platform.url, onTurn.player, tableId || back.room.roomId);
    await waitFor("the hand after joining again", () => hand(again).length >= 13);
    expect(mySeat(again)?.seat).toBe(seat);
    // The other seat's turn timed out meanwhile; our hand is what it was.
    expect([...hand(again)].sort((a, b) => a - b)).toEqual(kept);

    // A second connection for the same seat takes it over; the older one is closed with 4001.
    let closedWith = 0;
    again.room.onLeave((code) => (closedWith = code));
    const takeover = await connect(platform.url, onTurn.player, again.room.roomId);
    await waitFor("the older connection closed", () => closedWith === 4001);
    await waitFor("the hand in the new connection", () => hand(takeover).length >= 13);
    await leaveAll([takeover, other]);
  }, 90_000);
});

export type { Policy };
