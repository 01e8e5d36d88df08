import { checkLedger } from "@rummy/db/ledger/index";
import { schema } from "@rummy/db";
import type { PlayerEvent } from "@rummy/game-server/services/realtime/events";
import { directorTick, type DirectorDeps } from "@rummy/game-server/services/tournaments/director";
import { recordTableResult } from "@rummy/game-server/services/tournaments/director-repository";
import { and, eq } from "drizzle-orm";
import { Client } from "colyseus.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realPostgresOrSkip } from "../../support/database.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { makePlayers, waitFor, type Player } from "../rooms/support.ts";
import { createTournament, dbOf, entries, eventually, pendingHolds, tournamentState } from "./support.ts";

/**
 * The director on a real PostgreSQL: at the start it posts every entry into the pool by its own
 * entry key, draws round 1 once (balanced tables, seed on the round row) and tells each player
 * their table; two processes ticking at once, and a second process after the first one's lease
 * ran out, seat nobody twice and post nothing twice.
 */
const run = realPostgresOrSkip("tournament director");

describe.runIf(run)("tournament director", () => {
  let t: TestPlatform;
  let players: Player[];

  beforeAll(async () => {
    t = await bootTestPlatform("tournaments-director", { TOURNAMENT_DIRECTOR: "off" });
    players = await makePlayers(t.running.platform, t.url, 7);
  });

  afterAll(async () => {
    await t?.close();
  });

  const director = (holder: string, now: () => Date, sent: [string, PlayerEvent][]): DirectorDeps => ({
    db: dbOf(t),
    now,
    holder,
    leaseMs: 30_000,
    notify: (userId, event) => sent.push([userId, event]),
  });

  it("posts the entries, seats round 1 once under one lease and hands over when the lease lapses", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "practice", entryFeePaise: 1_000n, minPlayers: 2, maxPlayers: 7, seatsPerTable: 3 });
    for (const p of players) expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    await dbOf(t).update(schema.tournaments).set({ registrationClosesAt: new Date(Date.now() - 1_000), startsAt: new Date(Date.now() - 1_000) }).where(eq(schema.tournaments.id, id));
    await eventually("seating", async () => ((await tournamentState(dbOf(t), id)) === "seating" ? true : undefined));
    expect(await pendingHolds(dbOf(t), id)).toBe(7);

    // Two processes tick at once: one holds the lease and seats the round; the other does nothing.
    const sentA: [string, PlayerEvent][] = [];
    const sentB: [string, PlayerEvent][] = [];
    await Promise.all([directorTick(director("A", () => new Date(), sentA)), directorTick(director("B", () => new Date(), sentB))]);
    const [lease] = await dbOf(t).select().from(schema.tournamentLeases).where(eq(schema.tournamentLeases.tournamentId, id));
    const [winner, loserSent] = lease?.holder === "A" ? [sentA, sentB] : [sentB, sentA];
    expect(loserSent).toEqual([]);
    expect(await tournamentState(dbOf(t), id)).toBe("running");
    expect(await pendingHolds(dbOf(t), id)).toBe(0);

    const rows = await entries(dbOf(t), id);
    expect(rows.map((e) => [e.state, e.entryState, e.roundReached])).toEqual(Array(7).fill(["seated", "posted", 1]));
    const tables = await dbOf(t).select().from(schema.tournamentRoundTables).where(eq(schema.tournamentRoundTables.tournamentId, id));
    expect(tables.map((x) => (x.players as string[]).length).sort()).toEqual([2, 2, 3]);
    const seatedAt = new Map(tables.flatMap((x) => (x.players as string[]).map((u) => [u, x.tableId] as const)));
    expect(seatedAt.size).toBe(7);
    for (const e of rows) expect(e.tableId).toBe(seatedAt.get(e.userId));
    expect(winner.map(([u, e]) => [u, e])).toEqual(
      expect.arrayContaining(rows.map((e) => [e.userId, { type: "resTakeTournamentSeat", iTableId: e.tableId, iTournamentId: id }])),
    );
    const [round] = await dbOf(t).select().from(schema.tournamentRoundRuns).where(and(eq(schema.tournamentRoundRuns.tournamentId, id), eq(schema.tournamentRoundRuns.roundNo, 1)));
    expect(round).toMatchObject({ state: "playing", byes: [] });
    expect(round?.seedHex).toMatch(/^[0-9a-f]{32}$/);

    // The other process cannot take the lease while it runs; after it lapses it can, and re-running
    // every step changes nothing (no second seat, no second post).
    const other = lease?.holder === "A" ? "B" : "A";
    const blocked: [string, PlayerEvent][] = [];
    await directorTick(director(other, () => new Date(), blocked));
    expect(blocked).toEqual([]);
    await directorTick(director(other, () => new Date(Date.now() + 60_000), []));
    const [after] = await dbOf(t).select().from(schema.tournamentLeases).where(eq(schema.tournamentLeases.tournamentId, id));
    expect(after?.holder).toBe(other);
    expect(await dbOf(t).select().from(schema.tournamentRoundTables).where(eq(schema.tournamentRoundTables.tournamentId, id))).toEqual(tables);
    expect((await entries(dbOf(t), id)).map((e) => [e.userId, e.tableId, e.state])).toEqual(rows.map((e) => [e.userId, e.tableId, e.state]));
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });

  it("tells each registered player, through their channel and once and in their language, that the tournament starts in 5 minutes, then in 1", async () => {
    // Far off at first: a notice is sent once, so every channel is open before the start comes within 5 minutes.
    const later = new Date(Date.now() + 30 * 60_000);
    const id = await createTournament(dbOf(t), { entryKind: "free", maxPlayers: 4, registrationClosesAt: later, startsAt: later });
    const [a, b, outsider] = players as [Player, Player, Player];
    for (const p of [a, b]) expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    // b chose Hindi on their account (issue 21): b's notices are Hindi, a's English.
    expect((await b.api.post("/profile", { eLanguage: "hi" })).status).toBe(200);
    const open = async (p: Player) => {
      const client = new Client(t.url.replace(/^http/, "ws"));
      client.auth.token = p.token;
      const room = await client.joinOrCreate("player");
      const heard: PlayerEvent[] = [];
      room.onMessage("*", (_type, message) => heard.push(message as PlayerEvent));
      return { room, heard };
    };
    const [ca, cb, co] = await Promise.all([a, b, outsider].map(open));
    const notices = (c: { heard: PlayerEvent[] }) => c.heard.filter((e) => e.type === "resTournamentGoingToStart" && e.iTournamentId === id).map((e) => (e as { sMessage: string }).sMessage);
    const startsAt = new Date(Date.now() + 4 * 60_000);
    await dbOf(t).update(schema.tournaments).set({ registrationClosesAt: startsAt, startsAt }).where(eq(schema.tournaments.id, id));
    await waitFor("5-minute notices", () => notices(ca!).length === 1 && notices(cb!).length === 1, 20_000);
    expect(notices(ca!)[0]).toMatch(/starts in 5 minutes/);
    const soon = new Date(Date.now() + 50_000);
    await dbOf(t).update(schema.tournaments).set({ registrationClosesAt: soon, startsAt: soon }).where(eq(schema.tournaments.id, id));
    await waitFor("1-minute notices", () => notices(ca!).length === 2 && notices(cb!).length === 2, 20_000);
    expect(notices(ca!)).toEqual([expect.stringMatching(/in 5 minutes/), expect.stringMatching(/in 1 minute\./)]);
    expect(notices(cb!)).toEqual([expect.stringMatching(/5 मिनट में शुरू होगा/), expect.stringMatching(/1 मिनट में शुरू होगा/)]);
    expect(notices(co!)).toEqual([]);
    for (const c of [ca, cb, co]) await c!.room.leave();
  });

  it("holds a final tied for a place until its tie-breaker deal is reported, never guessing", async () => {
    const id = await createTournament(dbOf(t), { entryKind: "free", maxPlayers: 4, seatsPerTable: 2 });
    const [a, b] = players.slice(3, 5) as [Player, Player];
    for (const p of [a, b]) expect((await p.api.post("/tournament/join", { iTournamentId: id })).status).toBe(200);
    await dbOf(t).update(schema.tournaments).set({ registrationClosesAt: new Date(Date.now() - 1_000), startsAt: new Date(Date.now() - 1_000) }).where(eq(schema.tournaments.id, id));
    await eventually("seating", async () => ((await tournamentState(dbOf(t), id)) === "seating" ? true : undefined));
    const deps = director("tie", () => new Date(), []);
    await directorTick(deps);
    const [table] = await dbOf(t).select().from(schema.tournamentRoundTables).where(eq(schema.tournamentRoundTables.tournamentId, id));
    await recordTableResult(dbOf(t), table!.tableId, [{ userId: a.userId, rank: 1, chips: 80 }, { userId: b.userId, rank: 1, chips: 80 }]);
    const errors: unknown[] = [];
    await directorTick(deps, (e) => errors.push(e));
    // No error: the tie is recorded once for its tie-breaker deal (tie-break.ts) and the round waits.
    expect(errors).toEqual([]);
    const owed = await dbOf(t).select().from(schema.tournamentTieBreaks).where(eq(schema.tournamentTieBreaks.tournamentId, id));
    expect(owed.map((x) => [x.tableId, x.result])).toEqual([[table!.tableId, null]]);
    const [round] = await dbOf(t).select().from(schema.tournamentRoundRuns).where(eq(schema.tournamentRoundRuns.tournamentId, id));
    expect(round?.state).toBe("playing");
    expect((await entries(dbOf(t), id)).map((e) => [e.state, e.finalPosition])).toEqual([["seated", null], ["seated", null]]);
  });
});
