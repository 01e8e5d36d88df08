import { schema } from "@rummy/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, type TestPlayer } from "../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../support/platform.ts";
import { cashPlayer, db, setCompliance } from "../integration/payments/support.ts";
import { depositRupees } from "../integration/rooms/support.ts";

/**
 * Issue 14 item 4, as an attacker would try it over HTTP: money moves only after a recent location
 * check, and the check believes the browser's coordinates only when the request's own address
 * (geoip-lite's offline database) does not place the player somewhere restricted.
 *
 * Addresses from geoip-lite 2.0.3's data: 1.6.0.10 is Chennai (IN/TN), 14.140.64.10 New Delhi
 * (IN/DL), 8.8.8.8 the United States. The suite boots with TRUST_PROXY=true, so X-Forwarded-For
 * is the client address, as behind the platform's own proxy.
 */
const CHENNAI_IP = "1.6.0.10";
const DELHI_IP = "14.140.64.10";
const DELHI_HOST_IP = "14.140.64.11";
const US_IP = "8.8.8.8";
const DELHI = { nLatitude: 28.61, nLongitude: 77.21 };
const CHENNAI = { nLatitude: 13.06, nLongitude: 80.25 };
const NOT_AVAILABLE = "We are not available in your location";
const ALLOW_LOCATION = /allow location/i;

const CASH_JOIN = { eRummyType: "point", eGameType: "cash", nMaxPlayer: 2, nTablePoint: 1 };
const PRIVATE_CREATE = { eRummyType: "point", eGameType: "cash", nTablePoint: 1, nMaxPlayer: 2 };
const BANK_DEBIT = { nAmount: "500", debitAccountNo: "55500011112222", modeOfPay: "FT", debitTrnParticulars: "Rummy deposit" };

let platform: TestPlatform;
beforeAll(async () => {
  platform = await bootTestPlatform("security_location");
  await setCompliance(db(platform), { moneyGamesEnabled: true });
}, 120_000);
afterAll(async () => platform?.close());

/** A cash-ready adult (basic KYC, ₹1,000 deposited) whose requests come from `ip`. */
async function playerAt(ip: string): Promise<TestPlayer> {
  const player = await cashPlayer(platform, { located: false });
  await depositRupees(platform.running.platform, player.id, 1000);
  const client = new ApiClient(platform.url, ip);
  client.token = player.client.token;
  return { ...player, client };
}

interface CheckRow {
  coordinates_state: string | null;
  ip: string;
  ip_resolved: boolean;
  ip_country: string | null;
  ip_region: string | null;
  ip_state: string | null;
  state: string;
  verdict: string;
  refused_by: string | null;
}

async function checksOf(userId: string): Promise<CheckRow[]> {
  const rows = await db(platform).execute(
    sql`SELECT coordinates_state, ip, ip_resolved, ip_country, ip_region, ip_state, state, verdict, refused_by FROM location_checks WHERE user_id = ${userId}::uuid ORDER BY checked_at`,
  );
  return [...(rows as unknown as Iterable<CheckRow>)];
}

/** Every place cash goes in, as the web app calls them. */
function cashCalls(p: TestPlayer, privateCode: string) {
  return {
    "deposit (buycash)": () => p.client.post("/transaction/buycash", { nAmount: 500 }),
    "deposit (UPI intent)": () => p.client.post("/transaction/rbl/upi/intent-qr", { nAmount: 500 }),
    "bank debit (gateway page)": () => p.client.post("/transaction/rbl/payout", BANK_DEBIT),
    "cash table join": () => p.client.post("/rummy/table/join", CASH_JOIN),
    "private cash create": () => p.client.post("/rummy/table/private/create", PRIVATE_CREATE),
    "private cash join": () => p.client.post("/rummy/table/private/join", { sPrivateCode: privateCode }),
  };
}

/**
 * A cash private table another player opened (from Delhi, checked). The host is on another Delhi
 * address: players sharing a public address are linked (fair play), and a private cash table
 * refuses a linked pair.
 */
async function openPrivateCashTable(): Promise<string> {
  const host = await playerAt(DELHI_HOST_IP);
  expect((await host.client.post("/location/check", DELHI)).status).toBe(200);
  const created = await host.client.post<{ sPrivateCode: string }>("/rummy/table/private/create", PRIVATE_CREATE);
  expect(created.status).toBe(200);
  return created.body.data.sPrivateCode;
}

describe("money needs a recent location check", () => {
  it("refuses a deposit from a player who never shared a location, asking to allow it", async () => {
    const p = await playerAt(DELHI_IP);
    for (const res of [await p.client.post("/transaction/buycash", { nAmount: 500 }), await p.client.post("/transaction/rbl/payout", BANK_DEBIT)]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(ALLOW_LOCATION);
    }
    const join = await p.client.post("/rummy/table/join", CASH_JOIN);
    expect(join.status).toBe(403);
    expect(join.body.message).toMatch(ALLOW_LOCATION);
  });

  it("refuses every cash entry point after the check has gone stale, and allows them again after a fresh one", async () => {
    const code = await openPrivateCashTable();
    const p = await playerAt(DELHI_IP);
    expect((await p.client.post("/location/check", DELHI)).status).toBe(200);
    // 31 minutes pass (the default limit is 30).
    await db(platform).execute(sql`UPDATE users SET last_location_at = now() - interval '31 minutes' WHERE id = ${p.id}::uuid`);
    for (const [name, call] of Object.entries(cashCalls(p, code))) {
      const res = await call();
      expect({ name, status: res.status, message: res.body.message }).toMatchObject({ name, status: 403, message: expect.stringMatching(ALLOW_LOCATION) });
    }

    expect((await p.client.post("/location/check", DELHI)).status).toBe(200);
    const deposit = await p.client.post("/transaction/buycash", { nAmount: 500 });
    expect(deposit.status).toBe(200);
    const join = await p.client.post("/rummy/table/private/join", { sPrivateCode: code });
    expect(join.status).toBe(200);
  });

  it("follows the operator's age limit (compliance.locationMaxAgeMinutes)", async () => {
    const p = await playerAt(DELHI_IP);
    expect((await p.client.post("/location/check", DELHI)).status).toBe(200);
    await db(platform).execute(sql`UPDATE users SET last_location_at = now() - interval '10 minutes' WHERE id = ${p.id}::uuid`);
    expect((await p.client.post("/transaction/buycash", { nAmount: 500 })).status).toBe(200);
    await setCompliance(db(platform), { locationMaxAgeMinutes: 5 });
    try {
      const res = await p.client.post("/transaction/buycash", { nAmount: 500 });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(ALLOW_LOCATION);
    } finally {
      await setCompliance(db(platform), { locationMaxAgeMinutes: 30 });
    }
  });

  it("practice tables never need a location", async () => {
    const p = await playerAt(DELHI_IP);
    const res = await p.client.post("/rummy/table/join", { ...CASH_JOIN, eGameType: "practice" });
    expect(res.status).toBe(200);
  });
});

describe("the server cross-checks the coordinates with the request's address", () => {
  it("Delhi coordinates from a Chennai address are refused, logged out, and both sides recorded", async () => {
    const p = await playerAt(CHENNAI_IP);
    const res = await p.client.post<{ sTitle: string; bAllowed: boolean }>("/location/check", DELHI);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(NOT_AVAILABLE);
    expect(res.body.data).toMatchObject({ sTitle: "Not Available", bAllowed: false });
    expect((await p.client.get("/profile")).status).toBe(401);

    expect(await checksOf(p.id)).toEqual([
      {
        coordinates_state: "Delhi",
        ip: CHENNAI_IP,
        ip_resolved: true,
        ip_country: "IN",
        ip_region: "TN",
        ip_state: "Tamil Nadu",
        state: "Tamil Nadu",
        verdict: "restricted_state",
        refused_by: "ip",
      },
    ]);

    // Logging in again does not help: the latest check says Tamil Nadu.
    expect((await p.client.login(p.email, p.password)).status).toBe(200);
    const join = await p.client.post("/rummy/table/join", CASH_JOIN);
    expect(join.status).toBe(403);
    expect(join.body.message).toBe(NOT_AVAILABLE);
    const deposit = await p.client.post("/transaction/buycash", { nAmount: 500 });
    expect(deposit.status).toBe(403);
    expect(deposit.body.message).toBe(NOT_AVAILABLE);
  });

  it("Chennai coordinates are refused even from a Delhi address", async () => {
    const p = await playerAt(DELHI_IP);
    expect((await p.client.post("/location/check", CHENNAI)).status).toBe(403);
    expect(await checksOf(p.id)).toMatchObject([{ coordinates_state: "Tamil Nadu", ip_state: "Delhi", state: "Tamil Nadu", verdict: "restricted_state", refused_by: "coordinates" }]);
  });

  it("Delhi coordinates from a Delhi address are allowed, and cash play opens", async () => {
    const p = await playerAt(DELHI_IP);
    const res = await p.client.post<{ sState: string; bAllowed: boolean }>("/location/check", DELHI);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ sState: "Delhi", bAllowed: true });
    expect(await checksOf(p.id)).toEqual([
      { coordinates_state: "Delhi", ip: DELHI_IP, ip_resolved: true, ip_country: "IN", ip_region: "DL", ip_state: "Delhi", state: "Delhi", verdict: "allowed", refused_by: null },
    ]);
    expect((await p.client.post("/rummy/table/join", CASH_JOIN)).status).toBe(200);
    const [user] = await db(platform).select().from(schema.users).where(eq(schema.users.id, p.id));
    expect(user?.lastKnownState).toBe("Delhi");
  });

  it("an address outside India refuses cash whatever the coordinates say", async () => {
    const p = await playerAt(US_IP);
    const res = await p.client.post("/location/check", DELHI);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(NOT_AVAILABLE);
    expect(await checksOf(p.id)).toMatchObject([{ coordinates_state: "Delhi", ip_country: "US", ip_state: null, state: "Outside India", verdict: "outside_india", refused_by: "ip" }]);
  });

  it("a private address cannot be placed: the coordinates decide, and that is recorded", async () => {
    const p = await playerAt("10.1.2.3");
    expect((await p.client.post("/location/check", DELHI)).status).toBe(200);
    expect(await checksOf(p.id)).toEqual([
      { coordinates_state: "Delhi", ip: "10.1.2.3", ip_resolved: false, ip_country: null, ip_region: null, ip_state: null, state: "Delhi", verdict: "allowed", refused_by: null },
    ]);
    expect((await p.client.post("/transaction/buycash", { nAmount: 500 })).status).toBe(200);
  });
});
