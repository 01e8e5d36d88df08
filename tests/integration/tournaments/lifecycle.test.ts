import { randomUUID } from "node:crypto";
import { checkLedger } from "@rummy/db/ledger/index";
import { enterTournament } from "@rummy/game-server/services/wallet/tournament";
import { schema } from "@rummy/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realPostgresOrSkip } from "../../support/database.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { depositRupees, makePlayers, setMoneyGames, type Player } from "../rooms/support.ts";
import { createTournament, dbOf, entries, eventually, pendingHolds, tournamentState } from "./support.ts";

/**
 * Tickets as entries, and the start-time clock on a real PostgreSQL: a tournament below its
 * minimum is cancelled with every entry refunded (fees, waitlisted fees, tickets) and no hold
 * left; one with enough players moves to seating and refunds its waitlist; the default practice
 * and free-roll series are there from boot.
 */
const run = realPostgresOrSkip("tournament lifecycle");

interface Ticket {
  _id: string;
  sName: string;
  eState: string;
  nValue: number;
  dExpireDate: string | null;
}
type Faceted<T> = [{ data: T[]; count: [{ totalData: number }] }];

describe.runIf(run)("tournament lifecycle", () => {
  let t: TestPlatform;
  let players: Player[];

  const chips = async (p: Player) => (await p.api.get<{ nChips: number; nPracticeChips: number }>("/profile")).body.data;
  const tickets = async (p: Player) => (await p.api.get<Faceted<Ticket>>("/tournament/tickets?size=10&pageIndex=0")).body.data[0].data;
  const giveTicket = (p: Player, validUntil: Date) =>
    dbOf(t).insert(schema.tournamentTickets).values({ userId: p.userId, template: "weekly-final", name: "Weekly Final Ticket", valuePaise: 2_500n, validUntil, source: "test" });
  /** What the operator does to bring a start forward: the clock then takes the start-time decision. */
  const startNow = (id: string) =>
    dbOf(t).update(schema.tournaments).set({ registrationClosesAt: new Date(Date.now() - 1_000), startsAt: new Date(Date.now() - 1_000) }).where(eq(schema.tournaments.id, id));

  beforeAll(async () => {
    t = await bootTestPlatform("tournaments-lifecycle", { TOURNAMENT_DIRECTOR: "off" });
    players = await makePlayers(t.running.platform, t.url, 10);
    await setMoneyGames(t.running.platform, true);
    for (const p of players) await depositRupees(t.running.platform, p.userId, 128);
  });

  afterAll(async () => {
    await t?.close();
  });

  it("seeds the recurring practice and free-roll series at boot", async () => {
    const names = await eventually("seeded series", async () => {
      const list = (await players[0]!.api.post<{ data: { sName: string; eEntryType: string }[] }>("/tournament/list", {})).body.data.data;
      return list.length >= 2 ? list : undefined;
    }).then(async (p) => p);
    expect(names.map((r) => r.sName)).toEqual(expect.arrayContaining(["Practice Knock-out", "Free Roll"]));
  });

  it("takes a ticket as the entry and restores it, with its validity extended, on withdrawal", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "ticket", ticketTemplate: "weekly-final" });
    const [p, q] = [players[0]!, players[1]!];
    const none = await q.api.post("/tournament/join", { iTournamentId: id });
    expect([none.status, none.body.message]).toEqual([400, "You need a ticket to join this tournament."]);
    const validUntil = new Date(Date.now() + 3_600_000);
    await giveTicket(p, validUntil);
    expect(await tickets(p)).toEqual([expect.objectContaining({ sName: "Weekly Final Ticket", eState: "active", nValue: 25, dExpireDate: validUntil.toISOString() })]);
    expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    expect((await tickets(p))[0]?.eState).toBe("used");
    expect((await p.api.post(`/tournament/withdraw/${id}`)).status).toBe(200);
    const [restored] = await tickets(p);
    expect(restored?.eState).toBe("restored");
    expect(new Date(restored?.dExpireDate ?? 0).getTime()).toBeGreaterThanOrEqual(Date.now() + 23 * 3_600_000);
    // A restored ticket is an entry again.
    expect((await p.api.post("/tournament/join", { iTournamentId: id })).body.data).toEqual({ eStatus: "registered", nWaitlistPosition: null });
    const statement = (await p.api.get<Faceted<{ eCurrency: string; nDebit: number; nCredit: number }>>("/profile/getTournamentTransaction?size=10&pageNumber=1")).body.data[0].data;
    expect(statement.map((r) => [r.eCurrency, r.nDebit, r.nCredit])).toEqual([
      ["TICKET", 25, 0],
      ["TICKET", 0, 25],
      ["TICKET", 25, 0],
    ]);
  });

  it("cancels a tournament below its minimum at the start and refunds every entry, leaving no hold", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "cash", entryFeePaise: 3_000n, minPlayers: 3, maxPlayers: 3, maxWaitlist: 1 });
    const [a, b, c, d] = players.slice(2, 6) as [Player, Player, Player, Player];
    const before = await Promise.all([a, b, c, d].map(chips));
    for (const p of [a, b, c, d]) expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    // b's seat goes to d (waitlisted); c leaves too: two players, below the minimum of three.
    for (const p of [b, c]) expect((await p.api.post(`/tournament/withdraw/${id}`)).status).toBe(200);
    expect((await chips(a)).nChips).toBe(before[0]!.nChips - 30);
    await startNow(id);
    await eventually("cancellation", async () => ((await tournamentState(dbOf(t), id)) === "cancelled" ? true : undefined));
    await eventually("refunds", async () => ((await entries(dbOf(t), id)).every((e) => e.state === "refunded" || e.state === "withdrawn") ? true : undefined));
    expect((await Promise.all([a, b, c, d].map(chips))).map((x) => x.nChips)).toEqual(before.map((x) => x.nChips));
    expect(await pendingHolds(dbOf(t), id)).toBe(0);
    expect((await entries(dbOf(t), id)).every((e) => e.entryState === "released")).toBe(true);
    const statement = (await a.api.get<Faceted<{ iTournamentId: string; nDebit: number; nCredit: number }>>("/profile/getTournamentTransaction?size=10&pageNumber=1")).body.data[0].data;
    expect(statement.filter((r) => r.iTournamentId === id).map((r) => [r.nDebit, r.nCredit])).toEqual([
      [0, 30],
      [30, 0],
    ]);
    const v = (await a.api.post<{ data: { eState: string; canJoin: boolean; sCancelReason: string } }>(`/tournament/view/${id}`)).body.data.data;
    expect(v).toMatchObject({ eState: "cancelled", canJoin: false });
    expect(v.sCancelReason).toMatch(/Fewer than 3 players/);
    const late = await a.api.post("/tournament/join", { iTournamentId: id });
    expect([late.status, late.body.message]).toEqual([409, "This tournament has already started."]);
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });

  it("refunds every entry of a tournament the operator cancels with SQL (db/admin/tournaments.sql)", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "practice", entryFeePaise: 2_000n });
    const p = players[6]!;
    const before = (await chips(p)).nPracticeChips;
    expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    expect((await chips(p)).nPracticeChips).toBe(before - 20);
    await dbOf(t).update(schema.tournaments).set({ state: "cancelled", cancelReason: "Cancelled by the operator" }).where(eq(schema.tournaments.id, id));
    await eventually("refund", async () => ((await entries(dbOf(t), id))[0]?.entryState === "released" ? true : undefined));
    expect((await chips(p)).nPracticeChips).toBe(before);
    expect(await pendingHolds(dbOf(t), id)).toBe(0);
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });

  it("at the start, makes entries a crash left half-written agree with the ledger", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "practice", entryFeePaise: 1_000n, minPlayers: 2 });
    const [orphanRow, unconfirmed, withdrawn, normal] = players.slice(0, 4) as [Player, Player, Player, Player];
    const expiresAt = new Date(Date.now() + 86_400_000);
    const longAgo = new Date(Date.now() - 120_000);
    const entry = async (p: Player, state: "registered" | "withdrawn", entryState: "pending" | "held", withHold: boolean) => {
      const entryId = randomUUID();
      const holdKey = `tournament-entry:${entryId}`;
      await chips(p); // tops the practice chips up
      if (withHold) await enterTournament(dbOf(t), { key: holdKey, userId: p.userId, tournamentId: id, entryFeePaise: 1_000n, expiresAt, currency: "PRACTICE" });
      await dbOf(t).insert(schema.tournamentParticipants).values({ id: entryId, tournamentId: id, userId: p.userId, state, entrySource: "chips", entryPaise: 1_000n, entryState, holdKey, createdAt: longAgo });
      return entryId;
    };
    // The row was written, the process died before the wallet call: no hold, the entry never existed.
    const ghost = await entry(orphanRow, "registered", "pending", false);
    // The hold was made, the process died before confirming it.
    const held = await entry(unconfirmed, "registered", "pending", true);
    // The withdrawal was recorded, the process died before the void.
    const left = await entry(withdrawn, "withdrawn", "held", true);
    expect((await normal.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    expect(await pendingHolds(dbOf(t), id)).toBe(3);
    await startNow(id);
    await eventually("seating", async () => ((await tournamentState(dbOf(t), id)) === "seating" ? true : undefined));
    const rows = await entries(dbOf(t), id);
    expect(rows.find((r) => r.id === ghost)).toBeUndefined();
    expect(rows.find((r) => r.id === held)).toMatchObject({ state: "registered", entryState: "held" });
    expect(rows.find((r) => r.id === left)).toMatchObject({ state: "withdrawn", entryState: "released" });
    expect(await pendingHolds(dbOf(t), id)).toBe(2);
    const statement = (await unconfirmed.api.get<Faceted<{ iTournamentId: string; nDebit: number }>>("/profile/getTournamentTransaction?size=10&pageNumber=1")).body.data[0].data;
    expect(statement.filter((r) => r.iTournamentId === id).map((r) => r.nDebit)).toEqual([10]);
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });

  it("restores tickets when a ticket tournament is cancelled", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "ticket", ticketTemplate: "weekly-final", minPlayers: 2 });
    const p = players[6]!;
    await giveTicket(p, new Date(Date.now() + 3_600_000));
    expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    await startNow(id);
    await eventually("cancellation", async () => ((await entries(dbOf(t), id))[0]?.state === "refunded" ? true : undefined));
    expect((await tickets(p))[0]?.eState).toBe("restored");
  });

  it("moves a tournament with enough players to seating and refunds the unseated waitlist", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "practice", entryFeePaise: 5_000n, minPlayers: 2, maxPlayers: 2, maxWaitlist: 1 });
    const [a, b, c] = players.slice(7, 10) as [Player, Player, Player];
    const before = await Promise.all([a, b, c].map(chips));
    for (const p of [a, b, c]) expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    expect((await chips(c)).nPracticeChips).toBe(before[2]!.nPracticeChips - 50);
    await startNow(id);
    await eventually("seating", async () => ((await entries(dbOf(t), id)).some((e) => e.state === "refunded" && e.entryState === "released") ? true : undefined));
    expect(await tournamentState(dbOf(t), id)).toBe("seating");
    expect((await chips(c)).nPracticeChips).toBe(before[2]!.nPracticeChips);
    expect((await chips(a)).nPracticeChips).toBe(before[0]!.nPracticeChips - 50);
    // The seated entries' holds wait for the director (next slice), which posts them into the pool.
    expect(await pendingHolds(dbOf(t), id)).toBe(2);
    const v = (await a.api.post<{ data: { eState: string; oParticipantData: { eStatus: string } } }>(`/tournament/view/${id}`)).body.data.data;
    expect(v).toMatchObject({ eState: "running", oParticipantData: { eStatus: "registered" } });
    const out = await a.api.post(`/tournament/withdraw/${id}`);
    expect([out.status, out.body.message]).toEqual([409, "This tournament has already started."]);
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });
});
