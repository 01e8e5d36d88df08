import { schema, type Db } from "@rummy/db";
import { ConfigError, loadConfig } from "@rummy/game-server";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/accounts.ts";
import { newIdentity } from "../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../support/platform.ts";
import { balances, postWebhook, setCompliance, webhookFor } from "../integration/payments/support.ts";

/**
 * Issue 14 item 3: a production boot that an operator allowed to use sandbox providers (a demo)
 * never shows the sandbox outbox, never takes a published default secret, and never credits a
 * balance through a sandbox payment: adding cash is refused and the sandbox webhook is not there.
 */

/** The default the sandbox webhook secret had in config.ts, public in the repository. */
const PUBLISHED_SANDBOX_SECRET = "sandbox-webhook-secret-for-development-only";
const PUBLISHED_JWT_SECRET = "development-only-secret-never-use-in-production-0123456789";
const PRODUCTION = {
  NODE_ENV: "production",
  JWT_SECRET: "a-production-secret-that-is-long-enough-0123456789",
  PUBLIC_URL: "https://rummy.example.test",
  ALLOW_SANDBOX_PROVIDERS: "true",
};

let platform: TestPlatform;
const db = (): Db => platform.running.platform.db;

beforeAll(async () => {
  platform = await bootTestPlatform("security_production", PRODUCTION);
  await setCompliance(db(), { moneyGamesEnabled: true });
});
afterAll(async () => {
  await platform?.close();
});

/** Registration as a player does it; the code is read from the database (there is no outbox to ask). */
async function registerInProduction(): Promise<{ client: ApiClient; id: string }> {
  const identity = newIdentity();
  const client = new ApiClient(platform.url);
  const mobile = `+91${identity.mobile}`;
  const reg = await client.post("/auth/register", { sUserName: identity.userName, sEmail: identity.email, sMobile: mobile, sPassword: identity.password, eGender: "male" });
  expect(reg.status).toBe(200);
  const [sent] = await db().select().from(schema.devOutbox).where(eq(schema.devOutbox.destination, mobile)).orderBy(desc(schema.devOutbox.createdAt)).limit(1);
  const code = sent?.body.match(/^(\d{4}) is your/)?.[1] ?? "";
  const verify = await client.post<{ _id: string }>("/auth/otp/verify", { code, sMobile: mobile }, { verification: reg.headers.get("verification") ?? "" });
  expect(verify.status).toBe(200);
  client.token = verify.headers.get("authorization") ?? undefined;
  const id = verify.body.data._id;
  await db().update(schema.users).set({ dob: "1990-01-15", state: "Maharashtra" }).where(eq(schema.users.id, id));
  await db().insert(schema.kycProfiles).values({ userId: id, state: "pending", panNumber: "ABCDE1234F", panName: "TEST PLAYER", panVerifiedAt: new Date() });
  return { client, id };
}

describe("a production boot with sandbox providers allowed", () => {
  it("has no dev outbox, whatever the client asks for", async () => {
    const player = await registerInProduction();
    for (const path of ["/api/v1/dev/outbox", "/api/v1/dev/outbox?format=json", "/api/v1/dev/outbox/page"]) {
      const res = await fetch(`${platform.url}${path}`, { headers: { accept: "application/json" } });
      const text = await res.text();
      expect(res.status, path).toBe(404);
      expect(text).not.toMatch(/is your/);
    }
    expect(player.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses every way of adding cash through a sandbox, with a message that says why", async () => {
    const { client } = await registerInProduction();
    const calls = [
      client.post("/transaction/buycash", { nAmount: 500 }),
      client.post("/transaction/rbl/upi/intent-qr", { nAmount: 500, sMobile: "9876543210" }),
      client.post("/transaction/rbl/payout", { modeOfPay: "NEFT", nAmount: 500, debitAccountNo: "123456789012", debitAccountName: "TEST PLAYER", remarks: "deposit" }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/practice/i);
    }
    const [count] = (await db().execute(sql`SELECT count(*)::int AS n FROM deposits`)) as unknown as { n: number }[];
    expect(count?.n).toBe(0);
  });

  it("credits nothing for a webhook signed with the published sandbox secret", async () => {
    const { id } = await registerInProduction();
    // A pending sandbox deposit as one would look (none can be created through the API here).
    await db().insert(schema.deposits).values({ userId: id, custRefNum: "PRODSBX0001", channel: "gateway", provider: "sandbox", providerOrderId: "order_prod_sbx_1", amountPaise: 781_250n });
    const before = await balances(db(), id);
    const hook = webhookFor("payment.captured", "order_prod_sbx_1", "pay_prod_sbx_1", 781_250, "evt_prod_sbx_1", PUBLISHED_SANDBOX_SECRET);
    expect(await postWebhook(platform.url, hook)).toBe(404);
    expect(await balances(db(), id)).toEqual(before);
    const [deposit] = await db().select().from(schema.deposits).where(eq(schema.deposits.custRefNum, "PRODSBX0001"));
    expect(deposit?.status).toBe("pending");
    const [ops] = (await db().execute(sql`SELECT count(*)::int AS n FROM ledger_operations WHERE user_id = ${id}::uuid`)) as unknown as { n: number }[];
    expect(ops?.n).toBe(0);
    // Nor is there a sandbox gateway page to approve it on.
    expect((await fetch(`${platform.url}/api/v1/sandbox/gateway`)).status).toBe(404);
  });
});

describe("loadConfig in production", () => {
  it("refuses to boot without PUBLIC_URL (links are built from it, never from the Host header)", () => {
    const { PUBLIC_URL: _omitted, ...withoutUrl } = PRODUCTION;
    expect(() => loadConfig(withoutUrl)).toThrow(ConfigError);
    expect(() => loadConfig(withoutUrl)).toThrow(/PUBLIC_URL/);
  });

  it("refuses the secrets published in the repository", () => {
    expect(() => loadConfig({ ...PRODUCTION, SANDBOX_WEBHOOK_SECRET: PUBLISHED_SANDBOX_SECRET })).toThrow(/SANDBOX_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: PUBLISHED_JWT_SECRET })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ...PRODUCTION, SEED_DEMO_DATA: "true" })).toThrow(/SEED_DEMO_DATA/);
  });

  it("has no public default sandbox secret when none is set", () => {
    const config = loadConfig(PRODUCTION);
    expect(config.SANDBOX_WEBHOOK_SECRET).not.toBe(PUBLISHED_SANDBOX_SECRET);
    expect(config.SANDBOX_WEBHOOK_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig(PRODUCTION).SANDBOX_WEBHOOK_SECRET).not.toBe(config.SANDBOX_WEBHOOK_SECRET);
  });
});
