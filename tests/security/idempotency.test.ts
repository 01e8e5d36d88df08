import { randomInt, randomUUID } from "node:crypto";
import { gunzipSync } from "node:zlib";
import compress from "@fastify/compress";
import { requirePlayer } from "@rummy/game-server/api/auth-guard";
import { registerIdempotency } from "@rummy/game-server/api/idempotency";
import Fastify from "fastify";
import { schema } from "@rummy/db";
import { checkLedger } from "@rummy/db/ledger/index";
import { creditDeposit } from "@rummy/game-server/services/wallet/deposit";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, randomIp, type ApiResponse, type TestPlayer } from "../support/accounts.ts";
import { realPostgresOrSkip } from "../support/database.ts";
import type { TestPlatform } from "../support/platform.ts";
import { balances, bootPayments, cashPlayer, db, giveWinnings, setPaymentsPolicy } from "../integration/payments/support.ts";

/**
 * Trust item 9: a double click never moves money twice. Every money-moving POST is sent the way a
 * double-clicking player (or a flaky network retrying) sends it: the same request twice with one
 * `Idempotency-Key`, one after the other and both at once. Each time exactly one withdrawal,
 * deposit, seat or hold exists afterwards and the repeat gets the first answer; the same key with
 * another body is a 422; a fresh key is a fresh action. The ledger is clean at the end.
 */

const SAVED_BANK = { sBankName: "HDFC Bank", sAccountNo: "50100012341111", sIFSC: "HDFC0001234", sAccountHolderName: "Test Player" };
const MUMBAI = { latitude: 19.076, longitude: 72.8777 };

interface Body {
  [key: string]: unknown;
}

/** One money route: how to make a request (variant 1 and 2 differ), and how to count its effect. */
interface MoneyRoute {
  readonly name: string;
  readonly path: string;
  body(player: Actor, variant: 1 | 2): Body;
  /** Rows this player's requests made (withdrawals, deposits, seats). */
  effects(player: Actor): Promise<number>;
  /** Whether two different keys with the same body make two effects (a second seat at one table does not). */
  readonly freshKeyRepeats: boolean;
  /** What one request takes from winnings (the withdrawals), checked after the concurrent pair. */
  readonly winningsCost?: bigint;
}

interface Actor {
  readonly player: TestPlayer;
  readonly api: ApiClient;
  /** The player's own verified UPI id (a UPI id is verified for one player only). */
  readonly vpa: string;
  /** The player's own saved bank account number (accounts sharing one are linked, fair play). */
  readonly accountNo: string;
  /** A private table code another player opened, for the private join route. */
  privateCode: string;
}

const HOST_CODES: string[] = [];

describe.runIf(realPostgresOrSkip("security: idempotency"))("a double click never moves money twice", () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await bootPayments("security_idempotency");
    await setPaymentsPolicy(db(p), { withdrawal: { perDay: 1000, dailyAmountPaise: 1_000_000_000 } });
  }, 120_000);
  afterAll(async () => p?.close());

  /**
   * A KYC-approved adult in Maharashtra with ₹10,000 of winnings and ₹5,000 of deposits, a
   * location check on record, a saved bank account and a verified UPI id (where the server has
   * those calls), each on its own address so per-address limits do not mix.
   */
  async function actor(): Promise<Actor> {
    const player = await cashPlayer(p, { kyc: true });
    await giveWinnings(db(p), player.id, 10_000_00n, `test-winnings:${player.id}`);
    await creditDeposit(db(p), { key: `test-deposit:${player.id}`, userId: player.id, amountPaise: 5_000_00n });
    const api = new ApiClient(player.client.baseUrl, randomIp());
    api.token = player.client.token;
    const located = await api.post("/location/check", MUMBAI);
    expect(located.status, located.body.message).toBe(200);
    // Destinations for payouts, for a server that pays only the player's own accounts (trust item 5).
    // Each actor's own account: players sharing a bank account are linked (fair play), and a
    // private cash table refuses a linked pair.
    const accountNo = `501000${String(randomInt(10 ** 8)).padStart(8, "0")}`;
    await api.post("/profile/bank", { ...SAVED_BANK, sAccountNo: accountNo });
    const vpa = `test.${player.id.slice(0, 8)}@oksbi`;
    await api.post("/profile/upi/verify", { sVpa: vpa });
    return { player, api, vpa, accountNo, privateCode: "" };
  }

  const rows = async (query: Promise<unknown[]>) => (await query).length;
  const depositsOf = (a: Actor, channel: "upi_intent" | "gateway" | "bank_debit") =>
    rows(db(p).select({ id: schema.deposits.id }).from(schema.deposits).where(and(eq(schema.deposits.userId, a.player.id), eq(schema.deposits.channel, channel))));
  const withdrawalsOf = (a: Actor, method: "bank" | "upi") =>
    rows(db(p).select({ id: schema.withdrawals.id }).from(schema.withdrawals).where(and(eq(schema.withdrawals.userId, a.player.id), eq(schema.withdrawals.method, method))));
  const seatsOf = (a: Actor) =>
    rows(db(p).select({ id: schema.tableSeats.id }).from(schema.tableSeats).where(and(eq(schema.tableSeats.userId, a.player.id), eq(schema.tableSeats.status, "seated"))));

  const ROUTES: MoneyRoute[] = [
    {
      name: "bank withdrawal",
      path: "/transaction/rbl/payout",
      body: (a, v) => ({
        nAmount: v === 1 ? 500 : 600,
        modeOfPay: "IMPS",
        Ben_Acct_No: a.accountNo,
        Ben_Name: "Test Player",
        remarks: "Winnings",
        Ben_IFSC: SAVED_BANK.sIFSC,
        Ben_BankName: SAVED_BANK.sBankName,
      }),
      effects: (a) => withdrawalsOf(a, "bank"),
      freshKeyRepeats: true,
      winningsCost: 500_00n,
    },
    {
      name: "UPI withdrawal",
      path: "/transaction/rbl/disbursement",
      body: (a, v) => ({ nAmount: v === 1 ? 500 : 600, sPayeeAddress: a.vpa, sPayeeName: "Test Player", sDeviceId: "web-device", sOs: "WEB" }),
      effects: (a) => withdrawalsOf(a, "upi"),
      freshKeyRepeats: true,
      winningsCost: 500_00n,
    },
    {
      name: "bank payment deposit (payment gateway page)",
      path: "/transaction/rbl/payout",
      body: (_a, v) => ({
        nAmount: v === 1 ? "1000.50" : "1200",
        debitAccountNo: "77700011112221",
        debitAccountName: "Payer",
        modeOfPay: "IMPS",
        remarks: "Add cash",
        debitIfsc: "ICIC0000123",
        debitMobile: "9876543210",
      }),
      effects: (a) => depositsOf(a, "bank_debit"),
      freshKeyRepeats: true,
    },
    {
      name: "UPI intent deposit",
      path: "/transaction/rbl/upi/intent-qr",
      body: (_a, v) => ({ nAmount: v === 1 ? 500 : 700, sMobile: "9876543210", sTransactionNote: "Add cash" }),
      effects: (a) => depositsOf(a, "upi_intent"),
      freshKeyRepeats: true,
    },
    {
      name: "gateway deposit",
      path: "/transaction/buycash",
      body: (_a, v) => ({ nAmount: v === 1 ? 500 : 700 }),
      effects: (a) => depositsOf(a, "gateway"),
      freshKeyRepeats: true,
    },
    {
      name: "private table create",
      path: "/rummy/table/private/create",
      body: (_a, v) => ({ eRummyType: "point", eGameType: "cash", nTablePoint: 0.1, nMaxPlayer: v === 1 ? 2 : 6 }),
      effects: seatsOf,
      freshKeyRepeats: true,
    },
    {
      name: "table join",
      path: "/rummy/table/join",
      body: (_a, v) => ({ eRummyType: "point", eGameType: "cash", nMaxPlayer: v === 1 ? 2 : 6, nTablePoint: 1 }),
      effects: seatsOf,
      freshKeyRepeats: false,
    },
    {
      name: "private table join",
      path: "/rummy/table/private/join",
      body: (a, v) => ({ sPrivateCode: v === 1 ? a.privateCode : "ZZZZZZ" }),
      effects: seatsOf,
      freshKeyRepeats: false,
    },
  ];

  /** An actor ready for the route: for a private join, another player has opened a 6-seat cash private table. */
  async function actorFor(route: MoneyRoute): Promise<Actor> {
    const a = await actor();
    if (route.path === "/rummy/table/private/join") {
      const host = await actor();
      const created = await host.api.post<{ sPrivateCode: string }>("/rummy/table/private/create", { eRummyType: "point", eGameType: "cash", nTablePoint: 0.1, nMaxPlayer: 6 });
      expect(created.status, created.body.message).toBe(200);
      a.privateCode = created.body.data.sPrivateCode;
      HOST_CODES.push(a.privateCode);
    }
    return a;
  }

  /** What a player holds (deposit and winnings after holds), to see a repeat moved nothing. */
  const money = async (a: Actor) => {
    const b = await balances(db(p), a.player.id);
    return { deposit: b["deposit"] ?? 0n, winnings: b["winnings"] ?? 0n };
  };

  const send = (a: Actor, route: MoneyRoute, variant: 1 | 2, key?: string): Promise<ApiResponse> =>
    a.api.post(route.path, route.body(a, variant), key === undefined ? {} : { "idempotency-key": key });

  function expectSuccess(res: ApiResponse) {
    expect(res.status, res.body.message).toBeGreaterThanOrEqual(200);
    expect(res.status, res.body.message).toBeLessThan(300);
  }

  describe.each(ROUTES.map((r) => ({ ...r, label: `${r.name} (POST ${r.path})` })))("$label", (route) => {
    it("the same request twice with one key: one effect, and the repeat gets the first answer", async () => {
      const a = await actorFor(route);
      const key = randomUUID();
      const first = await send(a, route, 1, key);
      expectSuccess(first);
      const held = await money(a);
      const second = await send(a, route, 1, key);
      expect(second.status).toBe(first.status);
      expect(second.body).toEqual(first.body);
      expect(second.headers.get("idempotent-replayed")).toBe("true");
      expect(await route.effects(a)).toBe(1);
      expect(await money(a)).toEqual(held);
    });

    it("the same request twice at once with one key: exactly one runs", async () => {
      const a = await actorFor(route);
      const key = randomUUID();
      const before = await money(a);
      const answers = await Promise.all([send(a, route, 1, key), send(a, route, 1, key)]);
      const done = answers.filter((r) => r.status < 300);
      expect(done.length).toBeGreaterThanOrEqual(1);
      for (const other of answers.filter((r) => r.status >= 300)) {
        expect(other.status).toBe(409);
        expect(other.body.message).toMatch(/still being processed/);
      }
      if (done.length === 2) expect(done[1]?.body).toEqual(done[0]?.body);
      expect(await route.effects(a)).toBe(1);
      // A late copy is answered from the store as well.
      const late = await send(a, route, 1, key);
      expect(late.body).toEqual(done[0]?.body);
      expect(await route.effects(a)).toBe(1);
      if (route.winningsCost !== undefined) expect((await money(a)).winnings).toBe(before.winnings - route.winningsCost);
    });

    it("the same key with another request: 422, and nothing more happens", async () => {
      const a = await actorFor(route);
      const key = randomUUID();
      expectSuccess(await send(a, route, 1, key));
      const held = await money(a);
      const other = await send(a, route, 2, key);
      expect(other.status).toBe(422);
      expect(other.body.message).toMatch(/Idempotency-Key was already used with a different request/);
      expect(await route.effects(a)).toBe(1);
      expect(await money(a)).toEqual(held);
    });

    it(`two keys are two actions${route.freshKeyRepeats ? "" : " (this route gives the same seat back)"}`, async () => {
      const a = await actorFor(route);
      expectSuccess(await send(a, route, 1, randomUUID()));
      expectSuccess(await send(a, route, 1, randomUUID()));
      expect(await route.effects(a)).toBe(route.freshKeyRepeats ? 2 : 1);
    });
  });

  it("without the header a route behaves as before (each request is its own action)", async () => {
    const a = await actor();
    const route = ROUTES[0] as MoneyRoute;
    expectSuccess(await send(a, route, 1));
    expectSuccess(await send(a, route, 1));
    expect(await route.effects(a)).toBe(2);
  });

  it("refuses a key that is empty, longer than 255 characters or not printable, before anything happens", async () => {
    const a = await actor();
    const route = ROUTES[0] as MoneyRoute;
    for (const key of ["x".repeat(256), "tab\there", " "]) {
      const res = await send(a, route, 1, key);
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(res.body.message).toMatch(/Idempotency-Key must be 1 to 255 printable characters/);
    }
    expectSuccess(await send(a, route, 1, "k".repeat(255)));
    expect(await route.effects(a)).toBe(1);
  });

  it("replays a refusal (4xx) too: money arriving later does not turn the old request into a withdrawal", async () => {
    const a = await actor();
    const route = ROUTES[0] as MoneyRoute;
    const key = randomUUID();
    const big = { ...route.body(a, 1), nAmount: 15_000 };
    const refused = await a.api.post(route.path, big, { "idempotency-key": key });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    await giveWinnings(db(p), a.player.id, 10_000_00n, `test-winnings-more:${a.player.id}`);
    const again = await a.api.post(route.path, big, { "idempotency-key": key });
    expect(again.status).toBe(refused.status);
    expect(again.body).toEqual(refused.body);
    expect(await route.effects(a)).toBe(0);
  });

  it("a request that failed on our side (5xx) is not kept: the same key may be retried and then runs once", async () => {
    const a = await actor();
    const route = ROUTES[4] as MoneyRoute;
    const key = randomUUID();
    const body = { nAmount: 1234 };
    // The database refuses this one deposit, as a failing disk or a lost connection would.
    await db(p).execute(sql.raw(`CREATE FUNCTION idem_test_fail() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'test failure'; END $$ LANGUAGE plpgsql`));
    await db(p).execute(sql.raw(`CREATE TRIGGER idem_test_fail BEFORE INSERT ON deposits FOR EACH ROW WHEN (NEW.user_id = '${a.player.id}') EXECUTE FUNCTION idem_test_fail()`));
    try {
      const failed = await a.api.post(route.path, body, { "idempotency-key": key });
      expect(failed.status).toBe(500);
    } finally {
      await db(p).execute(sql.raw("DROP TRIGGER idem_test_fail ON deposits; DROP FUNCTION idem_test_fail()"));
    }
    expect(await route.effects(a)).toBe(0);
    const retried = await a.api.post(route.path, body, { "idempotency-key": key });
    expectSuccess(retried);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
    const replayed = await a.api.post(route.path, body, { "idempotency-key": key });
    expect(replayed.body).toEqual(retried.body);
    expect(await route.effects(a)).toBe(1);
  });

  it("keeps the answer as the handler made it, also when the reply is compressed on its way out", async () => {
    // The platform compresses API replies above 1 KB (api/web-static.ts); none of the money replies
    // is that big today, so a stand-in route on the same database and sessions shows the order.
    const a = await actor();
    const app = Fastify();
    app.decorate("platform", p.running.platform);
    await app.register(compress, { global: true, threshold: 1024, encodings: ["gzip"] });
    registerIdempotency(app, ["POST /big"]);
    let runs = 0;
    app.post("/big", { preHandler: requirePlayer }, async () => ({ message: "success.", data: { run: ++runs, filler: "x".repeat(5000) } }));
    try {
      const key = randomUUID();
      const call = () => app.inject({ method: "POST", url: "/big", payload: {}, headers: { authorization: a.api.token ?? "", "idempotency-key": key, "accept-encoding": "gzip" } });
      const [first, second] = [await call(), await call()];
      expect(first.headers["content-encoding"]).toBe("gzip");
      expect(second.headers["idempotent-replayed"]).toBe("true");
      expect(runs).toBe(1);
      expect(gunzipSync(second.rawPayload).toString()).toBe(gunzipSync(first.rawPayload).toString());
    } finally {
      await app.close();
    }
  });

  it("a key is one player's: another player's request with the same key is their own action", async () => {
    const [a, b] = [await actor(), await actor()];
    const route = ROUTES[0] as MoneyRoute;
    const key = randomUUID();
    expectSuccess(await send(a, route, 1, key));
    const theirs = await send(b, route, 1, key);
    expectSuccess(theirs);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(await route.effects(a)).toBe(1);
    expect(await route.effects(b)).toBe(1);
  });

  it("a key expires after 24 hours: then it names a new action", async () => {
    const a = await actor();
    const route = ROUTES[4] as MoneyRoute;
    const key = randomUUID();
    expectSuccess(await send(a, route, 1, key));
    await db(p).execute(sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE user_id = ${a.player.id}::uuid`);
    const later = await send(a, route, 1, key);
    expectSuccess(later);
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(await route.effects(a)).toBe(2);
  });

  it("the OpenAPI document declares the header on every money route", async () => {
    const doc = (await (await fetch(`${p.url}/api/docs/json`)).json()) as { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> };
    for (const path of new Set(ROUTES.map((r) => r.path))) {
      const params = doc.paths[`/api/v1${path}`]?.["post"]?.parameters ?? [];
      expect(params, path).toContainEqual(expect.objectContaining({ in: "header", name: "idempotency-key" }));
    }
  });

  it("the ledger is clean afterwards", async () => {
    expect(HOST_CODES.length).toBeGreaterThan(0);
    expect(await checkLedger(db(p))).toEqual([]);
  });
});
