import { assertCashAllowed, CASH_GATE_MESSAGES } from "@rummy/game-server/services/compliance/cash-gate";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, registerPlayer, type TestPlayer } from "../../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { dbOf, one, setCompliance } from "./support.ts";
import { refusalOf } from "@rummy/game-server/api/errors";

/** The region check (POST /api/v1/location/check) and the cash gate that reads its result. */

let platform: TestPlatform;
beforeAll(async () => {
  platform = await bootTestPlatform("account_location");
});
afterAll(async () => platform?.close());

interface Verdict {
  message?: string;
  sState: string | null;
  bInIndia: boolean;
  bAllowed: boolean;
  sTitle: string;
}

const visitor = () => new ApiClient(platform.url);
const check = (c: ApiClient, lat: number | string, lon: number | string) => c.post<Verdict>("/location/check", { nLatitude: lat, nLongitude: lon });

describe("POST /location/check", () => {
  it("allows a visitor in Delhi and names the state", async () => {
    const res = await check(visitor(), 28.61, 77.21);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ sState: "Delhi", bInIndia: true, bAllowed: true, sTitle: "" });
  });

  it("takes the web app's field names and numeric strings too", async () => {
    const res = await visitor().post<Verdict>("/location/check", { latitude: "19.07", longitude: "72.88" });
    expect(res.status).toBe(200);
    expect(res.body.data.sState).toBe("Maharashtra");
  });

  const restricted = [
    ["Andhra Pradesh", 16.51, 80.63],
    ["Assam", 26.18, 91.75],
    ["Meghalaya", 25.57, 91.88],
    ["Nagaland", 25.67, 94.1],
    ["Odisha", 20.27, 85.84],
    ["Sikkim", 27.33, 88.62],
    ["Tamil Nadu", 13.06, 80.25],
    ["Telangana", 17.41, 78.48],
  ] as const;
  it.each(restricted)("refuses %s with SPEC.md's title and message", async (state, lat, lon) => {
    const res = await check(visitor(), lat, lon);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("We are not available in your location");
    expect(res.body.data).toMatchObject({ message: "We are not available in your location", sTitle: "Not Available", sState: state, bInIndia: true, bAllowed: false });
  });

  it("outside India is a clear refusal without a state", async () => {
    for (const [lat, lon] of [
      [51.5, -0.12],
      [31.52, 74.36],
      [15, 65],
    ] as const) {
      const res = await check(visitor(), lat, lon);
      expect(res.status).toBe(403);
      expect(res.body.data).toMatchObject({ sState: null, bInIndia: false, bAllowed: false, sTitle: "Not Available" });
    }
  });

  it("with a token: records the state, and a restricted one logs the player out at once", async () => {
    const p = await registerPlayer(platform.url);
    expect((await check(p.client, 12.97, 77.59)).status).toBe(200);
    const seen = await one<{ last_known_state: string; last_location_at: Date }>(platform, sql`SELECT last_known_state, last_location_at FROM users WHERE id = ${p.id}::uuid`);
    expect(seen?.last_known_state).toBe("Karnataka");
    expect(seen?.last_location_at).toBeTruthy();

    const blocked = await check(p.client, 17.41, 78.48);
    expect(blocked.status).toBe(403);
    expect((await p.client.get("/profile")).status).toBe(401);
    expect((await check(p.client, 28.61, 77.21)).status).toBe(401);
    const row = await one<{ last_known_state: string; revoke_reason: string }>(
      platform,
      sql`SELECT u.last_known_state, s.revoke_reason FROM users u JOIN sessions s ON s.user_id = u.id WHERE u.id = ${p.id}::uuid`,
    );
    expect(row).toEqual({ last_known_state: "Telangana", revoke_reason: "restricted_location" });
  });

  it("follows the operator's restricted list", async () => {
    await setCompliance(platform, { restrictedStates: ["Assam", "Goa"] });
    try {
      expect((await check(visitor(), 13.06, 80.25)).status).toBe(200);
      expect((await check(visitor(), 15.5, 73.83)).status).toBe(403);
    } finally {
      const defaults = ["Andhra Pradesh", "Assam", "Meghalaya", "Nagaland", "Odisha", "Sikkim", "Tamil Nadu", "Telangana"];
      await setCompliance(platform, { restrictedStates: defaults });
    }
  });
});

describe("assertCashAllowed", () => {
  const gate = (p: TestPlayer) => assertCashAllowed(platform.running.platform, p.id);
  const refusal = async (p: TestPlayer) =>
    gate(p).then(
      () => "allowed",
      (error: unknown) => `${refusalOf(error)?.status} ${(error as Error).message}`,
    );

  it("money games switched on, location known and allowed, 18 or over", async () => {
    const p = await registerPlayer(platform.url);
    expect(await refusal(p)).toBe(`403 ${CASH_GATE_MESSAGES.moneyOff}`);
    await setCompliance(platform, { moneyGamesEnabled: true });
    try {
      expect(await refusal(p)).toBe(`403 ${CASH_GATE_MESSAGES.locationUnknown}`);
      await check(p.client, 19.07, 72.88);
      expect(await refusal(p)).toBe(`403 ${CASH_GATE_MESSAGES.noDob}`);
      const seventeen = new Date(Date.now() - 17.5 * 365.25 * 86_400_000).toISOString().slice(0, 10);
      await dbOf(platform).execute(sql`UPDATE users SET dob = ${seventeen}::date WHERE id = ${p.id}::uuid`);
      expect(await refusal(p)).toBe(`403 ${CASH_GATE_MESSAGES.underAge}`);
      await dbOf(platform).execute(sql`UPDATE users SET dob = '1990-01-15' WHERE id = ${p.id}::uuid`);
      expect(await refusal(p)).toBe("allowed");

      const q = await registerPlayer(platform.url);
      await dbOf(platform).execute(sql`UPDATE users SET dob = '1990-01-15' WHERE id = ${q.id}::uuid`);
      await check(q.client, 13.06, 80.25);
      expect(await refusal(q)).toBe(`403 ${CASH_GATE_MESSAGES.restricted}`);
      const abroad = await registerPlayer(platform.url);
      await dbOf(platform).execute(sql`UPDATE users SET dob = '1990-01-15' WHERE id = ${abroad.id}::uuid`);
      await check(abroad.client, 51.5, -0.12);
      expect(await refusal(abroad)).toBe(`403 ${CASH_GATE_MESSAGES.restricted}`);

      await dbOf(platform).execute(sql`UPDATE users SET status = 'blocked' WHERE id = ${p.id}::uuid`);
      expect(await refusal(p)).toBe(`403 ${CASH_GATE_MESSAGES.blocked}`);
    } finally {
      await setCompliance(platform, { moneyGamesEnabled: false });
    }
  });
});
