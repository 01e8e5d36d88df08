import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, randomIp, registerPlayer } from "../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../support/platform.ts";

/**
 * Issue 14 item 6: links the platform mails (and the other absolute links it builds) come from
 * PUBLIC_URL, or without one (development) from the port it listens on; never from the Host or
 * X-Forwarded-Host a client sends. The suites trust X-Forwarded-* (TRUST_PROXY), as a deployment
 * behind a proxy does, so the forwarded host is tried too.
 */

/** A JSON call with headers fetch would not let us forge (Host). */
function send(baseUrl: string, method: string, path: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  const url = new URL(`${baseUrl}/api/v1${path}`);
  const payload = body === undefined ? "" : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        headers: { "x-forwarded-for": randomIp(), ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

const FORGED: Record<string, string>[] = [
  { host: "evil.example" },
  { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
  { "x-forwarded-host": "evil.example:8443" },
];

async function mailedLink(baseUrl: string, email: string): Promise<string> {
  const [mail] = await outbox(baseUrl, email);
  const link = mail?.sBody.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link mailed to ${email}`);
  return link;
}

describe.each<{ label: string; env: Record<string, string>; expected: (p: TestPlatform) => string }>([
  { label: "without PUBLIC_URL (development)", env: {}, expected: (p: TestPlatform) => `http://localhost:${p.running.port}/` },
  { label: "with PUBLIC_URL", env: { PUBLIC_URL: "https://rummy.example.test" }, expected: () => "https://rummy.example.test/" },
])("links $label", ({ env, expected }) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await bootTestPlatform("security_host", env);
  });
  afterAll(async () => {
    await platform?.close();
  });

  it.each(FORGED)("POST /auth/email/resend with %o mails the platform's own link", async (headers) => {
    const player = await registerPlayer(platform.url);
    const res = await send(platform.url, "POST", "/auth/email/resend", { sEmail: player.email }, headers);
    expect(res.status).toBe(200);
    const link = await mailedLink(platform.url, player.email);
    expect(link.startsWith(`${expected(platform)}api/v1/auth/email/verify?`)).toBe(true);
    expect(link).not.toContain("evil.example");
  });

  it("a changed e-mail address is sent the platform's link, and the invite link is the platform's", async () => {
    const player = await registerPlayer(platform.url);
    const email = `moved${player.userName}@example.com`;
    const headers = { ...FORGED[1], authorization: player.client.token ?? "" };
    const update = await send(platform.url, "POST", "/profile", { sEmail: email, sPassword: player.password }, headers);
    expect(update.status).toBe(200);
    expect(await mailedLink(platform.url, email)).toMatch(new RegExp(`^${expected(platform).replace(/[.]/g, "\\.")}`));
    const invite = await send(platform.url, "POST", "/profile/generate/referral", {}, headers);
    expect(invite.status).toBe(200);
    const { data } = JSON.parse(invite.text) as { data: { sReferralLink: string } };
    expect(data.sReferralLink.startsWith(expected(platform))).toBe(true);
    expect(data.sReferralLink).not.toContain("evil.example");
  });
});
