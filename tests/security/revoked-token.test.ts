import { createHmac, randomUUID } from "node:crypto";
import { verifyPlayerToken } from "@rummy/game-server/api/auth-guard";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, latestOtp, registerPlayer, type TestPlayer } from "../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../support/platform.ts";
import { apiRoutes, label, urlOf, type ApiRoute } from "./routes.ts";

/**
 * A token stops working the moment its session ends, on every private route: logout, password
 * change, password reset, a blocked location, a blocked account, and tokens that were never
 * good (forged, expired, naming no session). "Private" is decided by behaviour: every route that
 * answers 401 without a token.
 */

let platform: TestPlatform;
let routes: ApiRoute[];
beforeAll(async () => {
  platform = await bootTestPlatform("security_revoked");
  routes = await apiRoutes(platform.url);
});
afterAll(async () => platform?.close());

const db = () => platform.running.platform.db;

function jwt(payload: Record<string, unknown>, secret: string): string {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
  const head = `${part({ alg: "HS256", typ: "JWT" })}.${part(payload)}`;
  return `${head}.${createHmac("sha256", secret).update(head).digest("base64url")}`;
}

async function call(route: ApiRoute, token: string | undefined): Promise<number> {
  const hasBody = route.method !== "GET" && route.method !== "DELETE";
  const res = await fetch(`${platform.url}${urlOf(route)}`, {
    method: route.method,
    headers: { "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`, ...(hasBody ? { "content-type": "application/json" } : {}), ...(token ? { authorization: token } : {}) },
    ...(hasBody ? { body: "{}" } : {}),
    redirect: "manual",
  });
  await res.arrayBuffer();
  return res.status;
}

async function privateRoutes(): Promise<ApiRoute[]> {
  const found: ApiRoute[] = [];
  for (const route of routes) if ((await call(route, undefined)) === 401) found.push(route);
  return found;
}

describe("every private route", () => {
  it("is found, and includes every route that declares bearer security", async () => {
    const found = await privateRoutes();
    expect(found.length).toBeGreaterThan(25);
    const doc = (await (await fetch(`${platform.url}/api/docs/json`)).json()) as { paths: Record<string, Record<string, { security?: unknown }>> };
    const declared = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).filter(([, op]) => op.security).map(([m]) => `${m.toUpperCase()} ${path}`));
    expect(found.map(label)).toEqual(expect.arrayContaining(declared));
  });

  it("answers 401 to a logged-out token, a forged one, an expired one and one naming no session", async () => {
    const p = await registerPlayer(platform.url);
    const revoked = p.client.token ?? "";
    expect((await p.client.get("/profile/logout")).status).toBe(200);
    const { jwtSecret } = platform.running.platform.config;
    const now = Math.floor(Date.now() / 1000);
    const sid = JSON.parse(Buffer.from(revoked.split(".")[1] ?? "", "base64url").toString()) as { sid: string };
    const tokens = {
      revoked,
      "revoked, as a Bearer token": `Bearer ${revoked}`,
      "signed with another secret": jwt({ sub: p.id, sid: sid.sid, iat: now, exp: now + 3600 }, "x".repeat(64)),
      expired: jwt({ sub: p.id, sid: sid.sid, iat: now - 7200, exp: now - 3600 }, jwtSecret),
      "naming no session": jwt({ sub: p.id, sid: randomUUID(), iat: now, exp: now + 3600 }, jwtSecret),
      "unsigned (alg none)": `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${Buffer.from(JSON.stringify({ sub: p.id, sid: sid.sid })).toString("base64url")}.`,
      garbage: "not-a-token",
    };
    const failures: string[] = [];
    for (const route of await privateRoutes()) {
      for (const [kind, token] of Object.entries(tokens)) {
        const status = await call(route, token);
        if (status !== 401) failures.push(`${label(route)} with a ${kind} token: ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("optional-login routes refuse a revoked token too (the browser then logs out)", async () => {
    const p = await registerPlayer(platform.url);
    const token = p.client.token ?? "";
    await p.client.get("/profile/logout");
    for (const path of ["/location/check", "/support/contactus"]) {
      const route = routes.find((r) => r.path === `/api/v1${path}`);
      expect(route, path).toBeDefined();
      if (route) expect(await call(route, token), path).toBe(401);
    }
  });
});

describe("each way a session ends", () => {
  async function still(p: TestPlayer): Promise<number[]> {
    return [(await p.client.get("/profile")).status, (await p.client.get("/support/listTickets")).status, (await p.client.post("/profile/generate/referral", {})).status];
  }

  it("logout", async () => {
    const p = await registerPlayer(platform.url);
    expect(await still(p)).toEqual([200, 200, 200]);
    await p.client.get("/profile/logout");
    expect(await still(p)).toEqual([401, 401, 401]);
  });

  it("password change", async () => {
    const p = await registerPlayer(platform.url);
    await p.client.post("/profile/update/password", { sPassword: p.password, sNewPassword: "NewPass@12" });
    expect(await still(p)).toEqual([401, 401, 401]);
  });

  it("password reset", async () => {
    const p = await registerPlayer(platform.url);
    const c = new ApiClient(platform.url);
    const forgot = await c.post("/auth/password/forgot", { sEmail: p.email });
    const otp = await latestOtp(platform.url, p.email);
    await c.post("/auth/password/reset", { sPassword: "Reset@2024", nOTP: otp }, { verification: forgot.headers.get("verification") ?? "" });
    expect(await still(p)).toEqual([401, 401, 401]);
  });

  it("a restricted location", async () => {
    const p = await registerPlayer(platform.url);
    expect((await p.client.post("/location/check", { nLatitude: 13.06, nLongitude: 80.25 })).status).toBe(403);
    expect(await still(p)).toEqual([401, 401, 401]);
  });

  it("a blocked account, an expired or idle session", async () => {
    const blocked = await registerPlayer(platform.url);
    await db().execute(sql`UPDATE users SET status = 'blocked' WHERE id = ${blocked.id}::uuid`);
    const expired = await registerPlayer(platform.url);
    await db().execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = ${expired.id}::uuid`);
    const idle = await registerPlayer(platform.url);
    await db().execute(sql`UPDATE sessions SET last_seen_at = now() - interval '8 days' WHERE user_id = ${idle.id}::uuid`);
    for (const p of [blocked, expired, idle]) expect(await still(p)).toEqual([401, 401, 401]);
  });

  it("game rooms see the same: verifyPlayerToken refuses a revoked token", async () => {
    const p = await registerPlayer(platform.url);
    const token = p.client.token ?? "";
    expect(await verifyPlayerToken(platform.running.platform, token)).toMatchObject({ userId: p.id });
    await p.client.get("/profile/logout");
    expect(await verifyPlayerToken(platform.running.platform, token)).toBeNull();
  });
});
