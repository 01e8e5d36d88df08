import { matchMaker, type Room as ServerRoom } from "@colyseus/core";
import { schema } from "@rummy/db";
import { CLIENT_MESSAGE_TYPES } from "@rummy/game-server/rooms/messages";
import type { DealState } from "@rummy/shared-rules";
import { Client, type Room } from "colyseus.js";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootTestPlatform, type TestPlatform } from "../support/platform.ts";
import { connect, drive, dropPolicy, join, lastOf, leaveAll, makePlayers, messagesOf, resultsOf, view, waitFor, type Player, type Policy, type Seated } from "../integration/rooms/support.ts";

/**
 * Issue 14, item 1: a seat answers only to the player who holds it now. A player who stood up
 * keeps no socket that can act for the seat's next holder, see that holder's cards, or reconnect
 * into it; a socket replaced by a newer connection is closed. Every client message type is tried
 * (CLIENT_MESSAGE_TYPES, so a new type is covered by itself) against a points table with a deal in
 * play and against a pool table before its match.
 */
const FAST = { turnSeconds: 60, timeBankSeconds: 0, meldSeconds: 10, startDelayMs: 300, nextDealMs: 60_000, botWaitMs: 600_000, offerMs: 5000 };

/** A valid body for every message type, so a refusal is the server's and not the schema's. */
const BODIES: Record<string, Record<string, unknown>> = {
  draw: { from: "closed" },
  discard: { card: 0 },
  declare: { finish: 0, groups: [[1, 2, 3]] },
  meld: { groups: [[1, 2, 3]] },
  drop: {},
  autoDrop: { on: true },
  arrange: {},
  leave: {},
  rejoin: { accept: true },
  split: { action: "propose" },
};

interface TableRoomLike extends ServerRoom {
  deal: { id: string; state: DealState } | null;
}

function serverRoom(tableId: string): TableRoomLike {
  return matchMaker.getLocalRoomById(tableId) as TableRoomLike;
}

/** Records how the server closed a socket (undefined while it is open). */
function closeCode(s: Seated): () => number | undefined {
  let code: number | undefined;
  s.room.onLeave((c) => (code = c));
  return () => code;
}

function sendQuietly(room: Room, type: string, body: unknown): void {
  try {
    room.send(type, body);
  } catch {
    // A closed socket may throw: the message went nowhere, which is what this suite wants.
  }
}

describe("a seat answers only to its owner", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await bootTestPlatform("sec_seat_owner", { ALLOW_TEST_TABLE_OPTIONS: "true" });
  }, 120_000);
  afterAll(async () => platform?.close());

  async function dealEventCount(dealId: string): Promise<number> {
    const rows = await platform.running.platform.db.select({ id: schema.dealEvents.id }).from(schema.dealEvents).where(eq(schema.dealEvents.dealId, dealId));
    return rows.length;
  }

  /** A barrier: C's own request is answered after everything sent before it was handled. */
  async function barrier(c: Seated): Promise<void> {
    const answers = () => messagesOf(c, "arrangement").length + messagesOf<{ type?: string }>(c, "error").filter((e) => e.type === "arrange").length;
    const before = answers();
    c.room.send("arrange", {});
    await waitFor("C's answer to arrange", () => answers() > before);
  }

  it("a stood-up socket gets no card of the seat's next holder and cannot act for it; a replaced one neither", async () => {
    const pf = platform.running.platform;
    const [a, b, c] = (await makePlayers(pf, platform.url, 3)) as [Player, Player, Player];
    const created = await a.api.post<{ iTableId: string; sPrivateCode: string; nSeat: number }>("/rummy/table/private/create", {
      eRummyType: "point",
      eGameType: "practice",
      nTablePoint: 0.1,
      nMaxPlayer: 6,
      oRoomOptions: FAST,
    });
    expect(created.status, created.body.message).toBe(200);
    const tableId = created.body.data.iTableId;
    const code = created.body.data.sPrivateCode;
    expect(created.body.data.nSeat).toBe(0);
    expect((await c.api.post("/rummy/table/private/join", { sPrivateCode: code })).status).toBe(200);

    // A connects and stands up; the table keeps going with C.
    const oldA = await connect(platform.url, a, tableId);
    const aClosed = closeCode(oldA);
    oldA.room.send("leave", {});
    await waitFor("A stood up", () => lastOf(oldA, "stood_up"));

    // B takes seat 0 by the code; B and C play a deal, then B's socket goes away.
    const joined = await b.api.post<{ nSeat: number }>("/rummy/table/private/join", { sPrivateCode: code });
    expect(joined.body.data.nSeat).toBe(0);
    const seatedB = await connect(platform.url, b, tableId);
    const seatedC = await connect(platform.url, c, tableId);
    await waitFor("the deal", () => view(seatedC).phase === "play");
    await seatedB.room.leave(true);
    await waitFor("B shown away", () => view(seatedC).seats["0"]?.connected === false);

    const room = serverRoom(tableId);
    const deal = room.deal;
    if (!deal) throw new Error("no deal in play");
    const bSeat = () => room.deal?.state.seats.find((s) => s.seat === 0);
    const bBefore = JSON.stringify(bSeat());
    const logBefore = await dealEventCount(deal.id);
    const bHand = [...(bSeat()?.hand ?? [])].sort((x, y) => x - y);
    expect(bHand.length).toBe(13);

    // The exact attack of the issue, then every other message type, from A's old socket.
    const aMessagesBefore = oldA.messages.length;
    sendQuietly(oldA.room, "arrange", {});
    sendQuietly(oldA.room, "autoDrop", { on: true });
    for (const type of CLIENT_MESSAGE_TYPES) sendQuietly(oldA.room, type, BODIES[type] ?? {});
    await barrier(seatedC);
    await barrier(seatedC);

    const afterStandUp = oldA.messages.slice(aMessagesBefore);
    expect(afterStandUp.filter((m) => m.type === "arrangement" || m.type === "events")).toEqual([]);
    for (const m of oldA.messages) {
      // No message A's socket ever received holds B's hand (an arrangement, or events naming seat 0's cards).
      if (m.type === "arrangement") expect((m.message as { groups: number[][] }).groups.flat().sort((x, y) => x - y)).not.toEqual(bHand);
    }
    expect(view(oldA).seats["0"]?.hand ?? []).toEqual([]);
    expect(JSON.stringify(bSeat())).toBe(bBefore);
    expect(await dealEventCount(deal.id)).toBe(logBefore);
    expect(bSeat()?.autoDrop).toBe(false);
    // The stood-up socket was closed with the documented code (PROTOCOL.md "Seat ownership").
    await waitFor("A's old socket closed", () => aClosed() !== undefined);
    expect(aClosed()).toBe(4002);

    // B comes back twice (two tabs): the first socket is replaced and can do nothing either.
    const firstB = await connect(platform.url, b, tableId);
    const firstClosed = closeCode(firstB);
    await waitFor("B's hand back", () => (view(firstB).seats["0"]?.hand ?? []).length === 13);
    const secondB = await connect(platform.url, b, tableId);
    await waitFor("the first tab replaced", () => firstClosed() !== undefined);
    expect(firstClosed()).toBe(4001);
    const logMid = await dealEventCount(deal.id);
    const bMid = JSON.stringify(bSeat());
    for (const type of CLIENT_MESSAGE_TYPES) sendQuietly(firstB.room, type, BODIES[type] ?? {});
    await barrier(seatedC);
    expect(JSON.stringify(bSeat())).toBe(bMid);
    expect(await dealEventCount(deal.id)).toBe(logMid);
    expect(view(secondB).seats["0"]?.hand?.length).toBe(13);
    await leaveAll([secondB, seatedC, oldA, firstB]);
  }, 90_000);

  it("a reconnection token of a seat that changed hands gets nothing", async () => {
    const pf = platform.running.platform;
    const [a, b, c, d] = (await makePlayers(pf, platform.url, 4)) as [Player, Player, Player, Player];
    const created = await a.api.post<{ iTableId: string; sPrivateCode: string }>("/rummy/table/private/create", {
      eRummyType: "point",
      eGameType: "practice",
      nTablePoint: 0.1,
      nMaxPlayer: 6,
      oRoomOptions: { ...FAST, startDelayMs: 1500, nextDealMs: 4000 },
    });
    expect(created.status, created.body.message).toBe(200);
    const tableId = created.body.data.iTableId;
    const code = created.body.data.sPrivateCode;
    for (const p of [c, d]) expect((await p.api.post("/rummy/table/private/join", { sPrivateCode: code })).status).toBe(200);
    const [seatedA, seatedC, seatedD] = [await connect(platform.url, a, tableId), await connect(platform.url, c, tableId), await connect(platform.url, d, tableId)] as [Seated, Seated, Seated];
    await waitFor("the first deal", () => view(seatedC).phase === "play");
    const room = serverRoom(tableId) as TableRoomLike & { seats: Map<number, unknown> };
    expect(room.deal?.state.seats.length).toBe(3);

    // A leaves during the deal (stood up once it is settled), then A's socket drops as a network
    // failure would: the seat keeps a reconnection open for its token.
    seatedA.room.send("leave", {});
    await waitFor("A leaving", () => lastOf(seatedA, "leaving"));
    const token = seatedA.room.reconnectionToken;
    seatedA.room.connection.close(3001, "network");
    await waitFor("A shown away", () => view(seatedC).seats["0"]?.connected === false);
    await drive([seatedC, seatedD], () => dropPolicy, () => resultsOf(seatedC, 1), "the first deal's end");
    await waitFor("A's seat stood up", () => !room.seats.has(0));

    // B takes the seat by the code, is dealt in, and goes away.
    expect((await b.api.post<{ nSeat: number }>("/rummy/table/private/join", { sPrivateCode: code })).body.data.nSeat).toBe(0);
    const seatedB = await connect(platform.url, b, tableId);
    // A deal that started before B sat down is dropped out by C and D; the next one deals B in.
    const withoutB: Policy = (s, v, me) => (v.seats["0"]?.status === "playing" ? null : dropPolicy(s, v, me));
    await drive([seatedC, seatedD], () => withoutB, () => (view(seatedB).seats["0"]?.hand ?? []).length === 13, "a deal with B in it");
    const bHand = [...(room.deal?.state.seats.find((s) => s.seat === 0)?.hand ?? [])].sort((x, y) => x - y);
    await seatedB.room.leave(true);
    await waitFor("B shown away", () => view(seatedC).seats["0"]?.connected === false);
    const logBefore = await dealEventCount(room.deal?.id ?? "");
    const bBefore = JSON.stringify(room.deal?.state.seats.find((s) => s.seat === 0));

    // A's old token: refused, or at most a socket that acts for no one and shows no card of B.
    const attacker = new Client(platform.url.replace(/^http/, "ws"));
    let back: Room | undefined;
    try {
      back = await attacker.reconnect(token);
    } catch {
      back = undefined;
    }
    if (back) {
      const stale: Seated = { player: a, room: back, messages: [], frames: [] };
      back.onMessage("*", (type, message) => stale.messages.push({ type, message }));
      for (const type of CLIENT_MESSAGE_TYPES) sendQuietly(back, type, BODIES[type] ?? {});
      await barrier(seatedC);
      await barrier(seatedC);
      for (const m of stale.messages.filter((x) => x.type === "arrangement")) {
        expect((m.message as { groups: number[][] }).groups.flat().sort((x, y) => x - y)).not.toEqual(bHand);
      }
      expect(stale.messages.filter((x) => x.type === "arrangement" || x.type === "events")).toEqual([]);
      expect(view(stale).seats["0"]?.hand ?? []).toEqual([]);
    }
    expect(back).toBeUndefined();
    expect(await dealEventCount(room.deal?.id ?? "")).toBe(logBefore);
    expect(JSON.stringify(room.deal?.state.seats.find((s) => s.seat === 0))).toBe(bBefore);
    await leaveAll([seatedC, seatedD]);
  }, 90_000);

  it("on a pool table a stood-up socket cannot stand the seat's next holder up, nor send anything for it", async () => {
    const pf = platform.running.platform;
    const [a, b, c] = (await makePlayers(pf, platform.url, 3)) as [Player, Player, Player];
    const body = { eRummyType: "pool", eGameType: "practice", nMaxPlayer: 2, nTablePoint: 201, nTableFee: 10, oRoomOptions: FAST };
    const tableId = await join(a, body);
    expect(await join(c, body)).toBe(tableId);
    const oldA = await connect(platform.url, a, tableId);
    const aClosed = closeCode(oldA);
    oldA.room.send("leave", {});
    await waitFor("A stood up", () => lastOf(oldA, "stood_up"));
    expect(await join(b, body)).toBe(tableId);
    const seatB = async () =>
      (
        await pf.db
          .select({ seat: schema.tableSeats.seat, status: schema.tableSeats.status })
          .from(schema.tableSeats)
          .where(and(eq(schema.tableSeats.tableId, tableId), eq(schema.tableSeats.userId, b.userId)))
      )[0];
    expect(await seatB()).toEqual({ seat: 0, status: "seated" });
    await waitFor("B's seat in the room", () => (serverRoom(tableId).state as { seats: Map<string, unknown> }).seats.has("0"));

    for (const type of CLIENT_MESSAGE_TYPES) sendQuietly(oldA.room, type, BODIES[type] ?? {});
    // C connects: its first full state comes after the room handled A's messages.
    const seatedC = await connect(platform.url, c, tableId);
    await waitFor("C's state", () => Object.keys(view(seatedC).seats).length > 0);
    await new Promise((r) => setTimeout(r, 0));
    const room = serverRoom(tableId) as TableRoomLike & { enqueue(work: () => Promise<void>): Promise<void> };
    await room.enqueue(async () => undefined);
    expect(await seatB()).toEqual({ seat: 0, status: "seated" });
    expect(view(seatedC).seats["0"]?.status).not.toBe("left");
    expect(oldA.messages.filter((m) => m.type === "stood_up")).toHaveLength(1);
    await waitFor("A's old socket closed", () => aClosed() !== undefined);
    expect(aClosed()).toBe(4002);
    await leaveAll([seatedC, oldA]);
  }, 90_000);
});
