import { checkLedger } from "@rummy/db/ledger/index";
import { forgetCachedSettings } from "@rummy/game-server/services/profile/settings";
import { schema } from "@rummy/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realPostgresOrSkip } from "../../support/database.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { depositRupees, makePlayers, setMoneyGames, type Player } from "../rooms/support.ts";
import { createTournament, dbOf, entries, pendingHolds, setMaintenance } from "./support.ts";

/**
 * Tournament registration through the HTTP API on a real PostgreSQL: the list and detail
 * entity, a cash entry held by the wallet, the waitlist and its promotion on withdrawal, the
 * closed window, the cash switch and maintenance, and concurrent joins for the last seats.
 */
const run = realPostgresOrSkip("tournament registration");

interface View {
  _id: string;
  sName: string;
  eState: string;
  oEntryFee: { nAmount: number; eCurrency: string };
  nJoined: number;
  nTotalSeat: number;
  nWaitlist: number;
  nTotalWinning: number;
  nWinTicketCount: number;
  canJoin: boolean;
  nStrategicTime: number;
  oParticipantData: { eStatus: string; nWaitlistPosition: number | null } | null;
  aRoundInfo: { nRound: number; aWinning: { nFrom: number; nTo: number; nAmount: number; eType: string }[] }[];
}

describe.runIf(run)("tournament registration", () => {
  let t: TestPlatform;
  let players: Player[];

  const chips = async (p: Player) => (await p.api.get<{ nChips: number }>("/profile")).body.data.nChips;
  const view = async (p: Player, id: string) => (await p.api.post<{ data: View }>(`/tournament/view/${id}`)).body.data.data;

  beforeAll(async () => {
    t = await bootTestPlatform("tournaments-registration");
    players = await makePlayers(t.running.platform, t.url, 20);
    await setMoneyGames(t.running.platform, true);
    for (const p of players) await depositRupees(t.running.platform, p.userId, 128); // ₹100 credited after GST
  });

  afterAll(async () => {
    await t?.close();
  });

  it("lists tournaments with SPEC.md's fields, for visitors and players, and filters by state", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "cash", entryFeePaise: 2_000n, maxPlayers: 10, rakeBp: 1_000, prizeMode: "share", strategicTimeMs: 45_000 });
    const later = await createTournament(dbOf(t), { entryKind: "free", state: "scheduled", registrationOpensAt: new Date(Date.now() + 600_000), registrationClosesAt: new Date(Date.now() + 3_600_000) });
    const visitor = await fetch(`${t.url}/api/v1/tournament/list`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(visitor.status).toBe(200);
    const list = (await players[0]!.api.post<{ data: View[] }>("/tournament/list", {})).body;
    expect(list.message).toBe("success.");
    const row = list.data.data.find((r) => r._id === id);
    expect(row).toMatchObject({ eState: "upcoming", oEntryFee: { nAmount: 20, eCurrency: "INR" }, nJoined: 0, nTotalSeat: 10, nWaitlist: 0, canJoin: true, nStrategicTime: 45_000, nWinTicketCount: 1 });
    expect(row?.aRoundInfo.map((r) => [r.nRound, r.aWinning.map((w) => [w.nFrom, w.nTo, w.eType])])).toEqual([
      [1, [[4, 4, "ticket"]]],
      [2, [[1, 1, "cash"], [2, 3, "cash"]]],
    ]);
    const upcoming = (await players[0]!.api.post<{ data: View[] }>("/tournament/list", { eState: "upcoming" })).body.data.data.map((r) => r._id);
    expect(upcoming).toContain(later);
    expect(upcoming).not.toContain(id);
    const registering = (await players[0]!.api.post<{ data: View[] }>("/tournament/list", { eState: "registrationStarted" })).body.data.data.map((r) => r._id);
    expect(registering).toContain(id);
    expect(registering).not.toContain(later);
    expect((await players[0]!.api.post("/tournament/list", { eState: "finished" })).status).toBe(400);
    expect((await players[0]!.api.post(`/tournament/view/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it("holds the cash entry fee, shows the entry and its statement row, and refuses a second registration", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "cash", entryFeePaise: 2_500n, maxPlayers: 10, prizeMode: "share" });
    const p = players[0]!;
    const before = await chips(p);
    const joined = await p.api.post<{ eStatus: string }>("/tournament/join", { iTournamentId: id });
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ message: "success.", data: { eStatus: "registered", nWaitlistPosition: null } });
    expect(await chips(p)).toBe(before - 25);
    expect(await pendingHolds(dbOf(t), id)).toBe(1);
    const v = await view(p, id);
    expect(v).toMatchObject({ nJoined: 1, canJoin: false, oParticipantData: { eStatus: "registered", nWaitlistPosition: null }, nTotalWinning: 25 });
    const again = await p.api.post("/tournament/join", { iTournamentId: id });
    expect([again.status, again.body.message]).toEqual([409, "You are already registered in this tournament."]);
    const statement = await p.api.get<[{ data: { iTournamentId: string; nDebit: number; nCredit: number; eCurrency: string }[]; count: [{ totalData: number }] }]>("/profile/getTournamentTransaction?size=10&pageNumber=1");
    expect(statement.body.data[0].data).toEqual([expect.objectContaining({ iTournamentId: id, nDebit: 25, nCredit: 0, eCurrency: "INR" })]);
    const registered = (await p.api.post<{ data: View[] }>("/tournament/list", { eState: "registered" })).body.data.data.map((r) => r._id);
    expect(registered).toContain(id);
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });

  it("refuses an entry the player cannot pay for, leaving no entry and no hold", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "cash", entryFeePaise: 1_000_000n });
    const res = await players[1]!.api.post("/tournament/join", { iTournamentId: id });
    expect([res.status, res.body.message]).toEqual([400, "Insufficient Rummy chips"]);
    expect(await entries(dbOf(t), id)).toEqual([]);
    expect(await pendingHolds(dbOf(t), id)).toBe(0);
  });

  it("puts registrations beyond the seats on the waitlist and moves the first up when a player withdraws", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "cash", maxPlayers: 2, maxWaitlist: 2 });
    const [a, b, c, d, e] = players.slice(2, 7) as [Player, Player, Player, Player, Player];
    for (const p of [a, b]) expect((await p.api.post("/tournament/join", { iTournamentId: id })).body.data).toEqual({ eStatus: "registered", nWaitlistPosition: null });
    const cBefore = await chips(c);
    expect((await c.api.post("/tournament/join", { iTournamentId: id })).body.data).toEqual({ eStatus: "waitlisted", nWaitlistPosition: 1 });
    expect(await chips(c)).toBe(cBefore - 10); // a waitlisted entry holds its fee too
    expect((await d.api.post("/tournament/join", { iTournamentId: id })).body.data).toEqual({ eStatus: "waitlisted", nWaitlistPosition: 2 });
    const full = await e.api.post("/tournament/join", { iTournamentId: id });
    expect([full.status, full.body.message]).toEqual([409, "This tournament is full."]);
    expect(await view(d, id)).toMatchObject({ nJoined: 2, nWaitlist: 2, canJoin: false, oParticipantData: { eStatus: "waitlisted", nWaitlistPosition: 2 } });

    const aBefore = await chips(a);
    const out = await a.api.post(`/tournament/withdraw/${id}`);
    expect([out.status, out.body.message]).toEqual([200, "success."]);
    expect(await chips(a)).toBe(aBefore + 10);
    expect((await view(c, id)).oParticipantData).toEqual({ eStatus: "registered", iTableId: null, nWaitlistPosition: null });
    expect((await view(d, id)).oParticipantData).toMatchObject({ eStatus: "waitlisted", nWaitlistPosition: 1 });
    expect(await view(a, id)).toMatchObject({ nJoined: 2, nWaitlist: 1, oParticipantData: null, canJoin: true });
    const notIn = await a.api.post(`/tournament/withdraw/${id}`);
    expect([notIn.status, notIn.body.message]).toEqual([409, "You are not registered in this tournament."]);
    const statement = await a.api.get<[{ data: { nDebit: number; nCredit: number }[] }]>("/profile/getTournamentTransaction?size=10&pageNumber=1");
    expect(statement.body.data[0].data.map((r) => [r.nDebit, r.nCredit])).toEqual([
      [0, 10],
      [10, 0],
    ]);
    expect(await pendingHolds(dbOf(t), id)).toBe(3);
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });

  it("resumes an entry whose wallet call failed half-way when the player joins again", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "cash", entryFeePaise: 1_500n });
    const p = players[1]!;
    const entryId = "00000000-0000-4000-8000-00000000e001";
    await dbOf(t).insert(schema.tournamentParticipants).values({ id: entryId, tournamentId: id, userId: p.userId, state: "registered", entrySource: "fee", entryPaise: 1_500n, entryState: "pending", holdKey: `tournament-entry:${entryId}` });
    const before = await chips(p);
    const res = await p.api.post("/tournament/join", { iTournamentId: id });
    expect(res.body).toEqual({ message: "success.", data: { eStatus: "registered", nWaitlistPosition: null } });
    expect(await entries(dbOf(t), id)).toEqual([expect.objectContaining({ id: entryId, entryState: "held" })]);
    expect(await chips(p)).toBe(before - 15);
    expect(await pendingHolds(dbOf(t), id)).toBe(1);
    expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(409);
  });

  it("refuses withdrawal once registration has closed", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "cash" });
    const p = players[7]!;
    expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    await dbOf(t).update(schema.tournaments).set({ registrationClosesAt: new Date(Date.now() - 1_000) }).where(eq(schema.tournaments.id, id));
    const res = await p.api.post(`/tournament/withdraw/${id}`);
    expect([res.status, res.body.message]).toEqual([409, "Registration for this tournament is closed."]);
    const late = await players[8]!.api.post("/tournament/join", { iTournamentId: id });
    expect([late.status, late.body.message]).toEqual([409, "Registration for this tournament is closed."]);
  });

  it("refuses cash tournaments while money games are off, but not practice ones", async () => {
    const cash = await createTournament(dbOf(t), { entryKind: "cash" });
    const practice = await createTournament(dbOf(t), { entryKind: "practice" });
    await setMoneyGames(t.running.platform, false);
    try {
      const res = await players[9]!.api.post("/tournament/join", { iTournamentId: cash });
      expect([res.status, res.body.message]).toEqual([403, "Cash games are switched off. You can still play practice tables."]);
      expect((res.body.data as { code?: string }).code).toBe("tournament/cash_off");
      expect((await players[9]!.api.post("/tournament/join", { iTournamentId: practice })).status).toBe(200);
    } finally {
      await setMoneyGames(t.running.platform, true);
    }
    expect(await entries(dbOf(t), cash)).toEqual([]);
  });

  it("blocks joining during maintenance", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "free" });
    await setMaintenance(dbOf(t), true);
    forgetCachedSettings(dbOf(t));
    try {
      const res = await players[10]!.api.post("/tournament/join", { iTournamentId: id });
      expect([res.status, res.body.message]).toEqual([503, "The game is currently under maintenance."]);
      // A maintenance window whose end has passed is over, even before an operator switches it off.
      await setMaintenance(dbOf(t), true, new Date(Date.now() - 1000));
      const table = await players[10]!.api.post("/rummy/table/join", { eRummyType: "point", eGameType: "practice", nMaxPlayer: 2, nTablePoint: 0.05 });
      expect(table.status, table.body.message).toBe(200);
    } finally {
      await setMaintenance(dbOf(t), false);
    }
    expect((await players[10]!.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
  });

  it("never over-fills: concurrent joins for the last seats", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "cash", maxPlayers: 4, maxWaitlist: 1 });
    const racers = players.slice(11, 20);
    const answers = await Promise.all(racers.map((p) => p.api.post<{ eStatus: string }>("/tournament/join", { iTournamentId: id })));
    const statuses = answers.map((a) => (a.status === 200 ? a.body.data.eStatus : a.body.message));
    expect(statuses.filter((s) => s === "registered")).toHaveLength(4);
    expect(statuses.filter((s) => s === "waitlisted")).toHaveLength(1);
    expect(statuses.filter((s) => s === "This tournament is full.")).toHaveLength(4);
    const rows = await entries(dbOf(t), id);
    expect(rows.filter((r) => r.state === "registered")).toHaveLength(4);
    expect(rows.filter((r) => r.state === "waitlisted")).toHaveLength(1);
    expect(rows.every((r) => r.entryState === "held")).toBe(true);
    expect(await pendingHolds(dbOf(t), id)).toBe(5);
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });
});
