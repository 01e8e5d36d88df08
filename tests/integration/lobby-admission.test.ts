import { schema } from "@rummy/db";
import { ledgerBacklog } from "@rummy/db/ledger/index";
import { grantPracticeChips } from "@rummy/game-server/services/wallet/index";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootTestPlatform, type TestPlatform } from "../support/platform.ts";
import { makePlayers, waitFor, type Player } from "./rooms/support.ts";

/**
 * Issue 18, admission: while this process's wallet is behind (its oldest unanswered ledger
 * operation older than WALLET_ADMISSION_MS), a join that needs a new seat is refused at once with
 * `lobby/overloaded`, a 503 and a Retry-After, and takes nothing; a player already seated still
 * gets their seat back; once the wallet catches up, the same join seats.
 */
const JOIN = { eRummyType: "point", eGameType: "practice", nTablePoint: 0.05, nMaxPlayer: 6, oRoomOptions: { startDelayMs: 60_000, botWaitMs: 60_000 } };
const ADMISSION_MS = 1000;
const MINT = "s:practice_mint:PRACTICE";

describe("lobby admission while the wallet is behind", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await bootTestPlatform("lobby_admission", { ALLOW_TEST_TABLE_OPTIONS: "practice", WALLET_ADMISSION_MS: String(ADMISSION_MS) });
  }, 120_000);
  afterAll(async () => platform?.close());

  const pf = () => platform.running.platform;
  const seatsOf = (p: Player) => pf().db.select({ id: schema.tableSeats.id }).from(schema.tableSeats).where(and(eq(schema.tableSeats.userId, p.userId), eq(schema.tableSeats.status, "seated")));
  /** A join as the lobby makes it: an overloaded refusal (a background job's slow operation on a loaded machine) is tried again once the wallet has caught up. */
  const joinAdmitted = async (p: Player) => {
    for (let attempt = 0; ; attempt++) {
      const res = await p.api.post("/rummy/table/join", JOIN);
      if (res.status !== 503 || attempt === 10) return res;
      await waitFor("the wallet to catch up", () => ledgerBacklog(pf().db).oldestMs < ADMISSION_MS, 30_000);
    }
  };
  const transfersTo = async (p: Player) => {
    const rows = (await pf().db.execute(sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE credit_account_id LIKE ${`%${p.userId}%`} OR debit_account_id LIKE ${`%${p.userId}%`}`)) as unknown as { n: number }[];
    return rows[0]?.n ?? 0;
  };

  it("refuses a new seat with lobby/overloaded and a Retry-After, keeps a seated player's seat, and seats once the wallet has caught up", async () => {
    const [seated, newcomer, granted] = (await makePlayers(pf(), platform.url, 3)) as [Player, Player, Player];
    expect((await joinAdmitted(seated)).status).toBe(200);
    // The mint exists once anyone was given practice chips; a grant to `granted` needs it locked.
    await grantPracticeChips(pf().db, { key: "admission-warm", userId: granted.userId, chips: 1n });
    const before = await transfersTo(newcomer);

    let releaseLock!: () => void;
    const released = new Promise<void>((resolve) => (releaseLock = resolve));
    let locked!: () => void;
    const lockHeld = new Promise<void>((resolve) => (locked = resolve));
    const holder = pf().db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM ledger_accounts WHERE id = ${MINT} FOR UPDATE`);
      locked();
      await released;
    });
    await lockHeld;
    // A ledger operation stuck behind the lock: the wallet is now behind, and stays so until it commits.
    const stuck = grantPracticeChips(pf().db, { key: "admission-stuck", userId: granted.userId, chips: 5n });
    await waitFor("the wallet to fall behind", () => ledgerBacklog(pf().db).oldestMs > ADMISSION_MS, 30_000);

    const refused = await newcomer.api.post("/rummy/table/join", JOIN);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(refused.body.data).toMatchObject({ code: "lobby/overloaded" });
    expect(refused.body.message).toBe("Tables are very busy right now. Please try again in a few seconds.");
    // Nothing taken: no seat, no hold, no top-up.
    expect(await seatsOf(newcomer)).toEqual([]);
    expect(await transfersTo(newcomer)).toBe(before);
    // The same in Hindi, for a player who reads Hindi.
    const hindi = await newcomer.api.post("/rummy/table/join", JOIN, { "accept-language": "hi" });
    expect(hindi.status).toBe(503);
    expect(hindi.body.message).toBe("अभी टेबल बहुत व्यस्त हैं। कृपया कुछ सेकंड बाद फिर कोशिश करें।");
    // A private table would take a seat too.
    const created = await newcomer.api.post("/rummy/table/private/create", { eRummyType: "point", eGameType: "practice", nTablePoint: 0.05, nMaxPlayer: 2 });
    expect(created.status).toBe(503);
    // A player already seated needs no hold: their seat comes back.
    const again = await seated.api.post("/rummy/table/join", JOIN);
    expect(again.status).toBe(200);

    releaseLock();
    await holder;
    expect(await stuck).toBe(500n);
    const joined = await joinAdmitted(newcomer);
    expect(joined.status, joined.body.message).toBe(200);
    expect(await seatsOf(newcomer)).toHaveLength(1);
  }, 120_000);
});
