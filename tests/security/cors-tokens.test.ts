import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { schema } from "@rummy/db";
import { ConfigError, loadConfig } from "@rummy/game-server";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../support/platform.ts";
import { cashPlayer, db, setCompliance } from "../integration/payments/support.ts";

/**
 * Issue 14 item 8: only the platform's own origins get CORS answers (with credentials); the
 * payment gateway link carries a one-time token for one deposit, not the session token; and no
 * log line shows a token-like query parameter.
 */

const OWN = "https://rummy.example.test";
const PARTNER = "https://partner.example.test";
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    done();
  },
});

let p: TestPlatform;
beforeAll(async () => {
  p = await bootTestPlatform("security_cors", { PUBLIC_URL: OWN, CORS_ORIGINS: PARTNER, LOG_LEVEL: "debug", SANDBOX_WEBHOOK_SECRET: "cors-suite-sandbox-webhook-secret", PAYMENT_POLL_INTERVAL_MS: "600000" }, { logStream });
  await setCompliance(db(p), { moneyGamesEnabled: true });
});
afterAll(async () => {
  await p?.close();
});

describe("CORS", () => {
  async function preflight(origin: string) {
    const res = await fetch(`${p.url}/api/v1/profile`, { method: "OPTIONS", headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization,content-type" } });
    await res.text();
    return res.headers;
  }

  it("answers a foreign origin with no allow-origin and no credentials", async () => {
    for (const origin of ["https://evil.example", "null", `${OWN}.evil.example`, "http://rummy.example.test"]) {
      const pre = await preflight(origin);
      expect(pre.get("access-control-allow-origin"), origin).toBeNull();
      expect(pre.get("access-control-allow-credentials"), origin).toBeNull();
      const res = await fetch(`${p.url}/api/v1/health`, { headers: { origin } });
      await res.text();
      expect(res.headers.get("access-control-allow-origin"), origin).toBeNull();
      expect(res.headers.get("access-control-allow-credentials"), origin).toBeNull();
    }
  });

  it("answers the platform's own origin and the configured ones", async () => {
    for (const origin of [OWN, PARTNER]) {
      const pre = await preflight(origin);
      expect(pre.get("access-control-allow-origin")).toBe(origin);
      expect(pre.get("access-control-allow-credentials")).toBe("true");
    }
  });

  it("refuses a CORS_ORIGINS entry that is not an origin at boot", () => {
    expect(() => loadConfig({ CORS_ORIGINS: "https://ok.example, not a url" })).toThrow(ConfigError);
    expect(() => loadConfig({ CORS_ORIGINS: "https://ok.example/path" })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: "*" })).toThrow(/CORS_ORIGINS/);
  });
});

describe("the payment gateway link", () => {
  const debit = { debitAccountNo: "77700011112221", debitAccountName: "Payer", modeOfPay: "NEFT", remarks: "Add cash" };

  async function issue(client: ApiClient, nAmount: number) {
    const res = await client.post<{ sToken: string; CustRefNum: string; nAmount: number; dExpiresAt: string; sPath: string }>("/transaction/rbl/payment-gateway", { nAmount });
    expect(res.status, res.body.message).toBe(200);
    return res.body.data;
  }

  function withToken(client: ApiClient, token: string): ApiClient {
    const other = new ApiClient(client.baseUrl, client.ip);
    other.token = token;
    return other;
  }

  it("is a token of its own that pays its one deposit, once", async () => {
    const payer = await cashPlayer(p);
    const link = await issue(payer.client, 500);
    expect(link.sToken).not.toBe(payer.client.token);
    expect(link.sToken).not.toContain(payer.client.token ?? "-");
    expect(link.sPath).toBe(`/payment-gateway?token=${encodeURIComponent(link.sToken)}&amount=500`);
    const gateway = withToken(payer.client, link.sToken);

    // Not a session: no other private call takes it, withdrawals included.
    expect((await gateway.get("/profile")).status).toBe(401);
    expect((await gateway.post("/transaction/rbl/payout", { nAmount: 200, Ben_Acct_No: "50100012345678", Ben_Name: "Test Player", modeOfPay: "NEFT", Ben_IFSC: "HDFC0001234", remarks: "x" })).status).toBe(401);

    // Bound to its amount: another amount is refused and the link still works.
    const other = await gateway.post("/transaction/rbl/payout", { ...debit, nAmount: 600 });
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/₹500/);

    // The gateway page sends an Idempotency-Key with its one payment, as every money call does.
    const paid = await gateway.post<{ CustRefNum: string; eStatus: string }>("/transaction/rbl/payout", { ...debit, nAmount: 500 }, { "idempotency-key": randomUUID() });
    expect(paid.status, paid.body.message).toBe(200);
    expect(paid.body.data.CustRefNum).toBe(link.CustRefNum);
    const [deposit] = await db(p).select().from(schema.deposits).where(eq(schema.deposits.custRefNum, link.CustRefNum));
    expect(deposit).toMatchObject({ userId: payer.id, amountPaise: 50_000n, channel: "bank_debit" });

    const again = await gateway.post("/transaction/rbl/payout", { ...debit, nAmount: 500 });
    expect(again.status).toBe(401);
    expect(again.body.message).toMatch(/payment link/i);
    const [count] = (await db(p).execute(sql`SELECT count(*)::int AS n FROM deposits WHERE user_id = ${payer.id}::uuid`)) as unknown as { n: number }[];
    expect(count?.n).toBe(1);

    // The player's own session reads the status of that deposit as before.
    const status = await payer.client.post<{ eStatus: string }>("/transaction/rbl/checkstatus", { sTransactionId: link.CustRefNum, modeOfPay: "NEFT" });
    expect(status.status).toBe(200);
  });

  it("expires", async () => {
    const payer = await cashPlayer(p);
    const link = await issue(payer.client, 500);
    await db(p).execute(sql`UPDATE payment_gateway_tokens SET expires_at = now() - interval '1 second' WHERE cust_ref_num = ${link.CustRefNum}`);
    const late = await withToken(payer.client, link.sToken).post("/transaction/rbl/payout", { ...debit, nAmount: 500 });
    expect(late.status).toBe(401);
    expect(new Date(link.dExpiresAt).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
  });

  it("is refused when made up or spent by two requests at once (one deposit at most)", async () => {
    const payer = await cashPlayer(p);
    expect((await withToken(payer.client, "pgt_madeup").post("/transaction/rbl/payout", { ...debit, nAmount: 500 })).status).toBe(401);
    const link = await issue(payer.client, 500);
    const gateway = withToken(payer.client, link.sToken);
    const both = await Promise.all([gateway.post("/transaction/rbl/payout", { ...debit, nAmount: 500 }), gateway.post("/transaction/rbl/payout", { ...debit, nAmount: 500 })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
  });
});

describe("request logs", () => {
  it("show token-like query parameters redacted, and the rest of the URL", async () => {
    const secrets = ["S3CRETtoken111", "S3CRETaccess222", "4821", "S3CRETsig333", "S3CRETotp444"];
    const query = `token=${secrets[0]}&accessToken=${secrets[1]}&code=${secrets[2]}&signature=${secrets[3]}&otp=${secrets[4]}&amount=500`;
    const res = await fetch(`${p.url}/api/v1/health?${query}`, { headers: { authorization: "Bearer S3CRETsession555" } });
    await res.text();
    const missing = await fetch(`${p.url}/api/v1/nowhere?token=${secrets[0]}`);
    await missing.text();
    const lines = logLines.filter((l) => l.includes("/api/v1/health?") || l.includes("/api/v1/nowhere?"));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.some((l) => l.includes("amount=500"))).toBe(true);
    for (const l of logLines) {
      for (const s of [...secrets.filter((x) => x !== "4821"), "S3CRETsession555"]) expect(l).not.toContain(s);
      expect(l).not.toContain("code=4821");
    }
  });
});
