import { randomUUID } from "node:crypto";
import { checkLedger } from "@rummy/db/ledger/index";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realPostgresOrSkip } from "../support/database.ts";
import { bootTestPlatform, type TestPlatform } from "../support/platform.ts";
import { depositRupees, makePlayers, setMoneyGames, type Player } from "../integration/rooms/support.ts";
import { createTournament, dbOf, entries, pendingHolds } from "../integration/tournaments/support.ts";

/**
 * Tournament registration and withdrawal move money (a held entry fee, then its release), so they
 * take an Idempotency-Key like the other money calls (`tests/security/idempotency.test.ts`): a
 * double click registers once and holds one fee, and a repeated withdrawal releases it once.
 */
describe.runIf(realPostgresOrSkip("security: tournament idempotency"))("a double click on a tournament's button moves money once", () => {
  let t: TestPlatform;
  let players: Player[];

  const chips = async (p: Player) => (await p.api.get<{ nChips: number }>("/profile")).body.data.nChips;
  const join = (p: Player, id: string, key: string) => p.api.post("/tournament/join", { iTournamentId: id }, { "idempotency-key": key });
  const withdraw = (p: Player, id: string, key: string) => p.api.post(`/tournament/withdraw/${id}`, {}, { "idempotency-key": key });
  const liveEntries = async (id: string, userId: string) =>
    (await entries(dbOf(t), id)).filter((e) => e.userId === userId && e.state !== "withdrawn" && e.state !== "refunded").length;

  beforeAll(async () => {
    t = await bootTestPlatform("security_idempotency_tournament");
    players = await makePlayers(t.running.platform, t.url, 3);
    await setMoneyGames(t.running.platform, true);
    for (const p of players) await depositRupees(t.running.platform, p.userId, 128); // ₹100 credited after GST
  });
  afterAll(async () => t?.close());

  it("the same join twice in turn with one key: one entry, one fee held, the first answer again", async () => {
    const [p] = players as [Player];
    const id = await createTournament(dbOf(t), { entryKind: "cash", entryFeePaise: 2_000n });
    const before = await chips(p);
    const key = randomUUID();
    const first = await join(p, id, key);
    expect(first.status, first.body.message).toBe(200);
    const again = await join(p, id, key);
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await liveEntries(id, p.userId)).toBe(1);
    expect(before - (await chips(p))).toBe(20);
  });

  it("the same join twice at once with one key: exactly one runs", async () => {
    const p = players[1] as Player;
    const id = await createTournament(dbOf(t), { entryKind: "cash", entryFeePaise: 2_000n });
    const before = await chips(p);
    const key = randomUUID();
    const answers = await Promise.all([join(p, id, key), join(p, id, key)]);
    expect(answers.map((a) => a.status).sort()).toContainEqual(200);
    // One copy runs; the other is answered from the key (a replay, or "still being processed").
    const ran = answers.filter((a) => a.status === 200 && a.headers.get("idempotent-replayed") === null);
    const fromKey = answers.filter((a) => a.headers.get("idempotent-replayed") === "true" || (a.status === 409 && a.body.message.includes("still being processed")));
    expect(ran).toHaveLength(1);
    expect(fromKey).toHaveLength(1);
    expect(await liveEntries(id, p.userId)).toBe(1);
    expect(before - (await chips(p))).toBe(20);
  });

  it("a repeated withdrawal with one key releases the fee once, and the join's key sent again for another tournament is refused", async () => {
    const p = players[2] as Player;
    const id = await createTournament(dbOf(t), { entryKind: "cash", entryFeePaise: 2_000n });
    const before = await chips(p);
    const joinKey = randomUUID();
    expect((await join(p, id, joinKey)).status).toBe(200);
    const key = randomUUID();
    const first = await withdraw(p, id, key);
    expect(first.status, first.body.message).toBe(200);
    const again = await withdraw(p, id, key);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await chips(p)).toBe(before);
    expect(await pendingHolds(dbOf(t), id)).toBe(0);
    const other = await createTournament(dbOf(t), { entryKind: "cash", entryFeePaise: 2_000n });
    expect((await join(p, other, joinKey)).status).toBe(422);
    expect(await liveEntries(other, p.userId)).toBe(0);
  });

  it("the ledger is clean afterwards", async () => {
    expect(await checkLedger(dbOf(t))).toEqual([]);
  });
});
