import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSessionTokens, SESSION_LIFETIME_SECONDS } from "./session-tokens.ts";

const SECRET = "s".repeat(64);
const claims = { sub: "7d1c2c8e-4a57-4c50-9b6c-2f0c7bb2f0a1", sid: "0b8f6f0e-2f55-4c2e-8d0e-6f7f4c1c9a10" };

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
/** A token made by hand the way any HS256 signer (the former @fastify/jwt one too) makes it. */
function handMade(payload: object, secret: string, alg = "HS256"): string {
  const head = `${part({ alg, typ: "JWT" })}.${part(payload)}`;
  return `${head}.${createHmac("sha256", secret).update(head).digest("base64url")}`;
}

describe("session tokens", () => {
  const tokens = createSessionTokens(SECRET);
  const now = Math.floor(Date.now() / 1000);

  it("reads back what it signed, lasting the session lifetime", () => {
    const token = tokens.sign(claims);
    expect(tokens.read(token)).toEqual(claims);
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as Record<string, number>;
    expect(payload["exp"]! - payload["iat"]!).toBe(SESSION_LIFETIME_SECONDS);
    expect(JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString())).toMatchObject({ alg: "HS256" });
  });

  it("reads a token signed elsewhere with the same secret (logins issued before this module still work)", () => {
    expect(tokens.read(handMade({ ...claims, iat: now, exp: now + 3600 }, SECRET))).toEqual(claims);
  });

  it.each([
    ["signed with another secret", () => handMade({ ...claims, iat: now, exp: now + 3600 }, "x".repeat(64))],
    ["expired", () => handMade({ ...claims, iat: now - 7200, exp: now - 3600 }, SECRET)],
    ["another algorithm", () => handMade({ ...claims, iat: now, exp: now + 3600 }, SECRET, "HS512")],
    ["unsigned (alg none)", () => `${part({ alg: "none", typ: "JWT" })}.${part({ ...claims, iat: now })}.`],
    ["without a session id", () => handMade({ sub: claims.sub, iat: now, exp: now + 3600 }, SECRET)],
    ["not a token", () => "not-a-token"],
  ])("refuses a token %s", (_name, make) => {
    expect(tokens.read(make())).toBeNull();
  });

  it("verifies with a second signer of the same secret (rooms and routes alike, without the HTTP app), and refuses no secret", () => {
    expect(createSessionTokens(SECRET).read(tokens.sign(claims))).toEqual(claims);
    expect(() => createSessionTokens("")).toThrow(/secret/);
  });
});
