import { randomInt } from "node:crypto";
import { Agent, request } from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ApiClient, latestOtp, newIdentity, randomIp, registerPlayer } from "../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../support/platform.ts";

/**
 * 10,000 OTP guesses against one account, over HTTP, 25 in flight at a time, each from a new
 * client address (a botnet: the per-IP limit is not what protects the code). The attacker spends
 * them in 5 rounds of 2,000, one per code it can make the platform send within an hour, and each
 * round ends with the right code, so only the per-code limit stands between it and a login.
 * Meanwhile an unrelated player logs in and resets a password as usual.
 */

const GUESSES = 10_000;
const ROUNDS = 5;
const IN_FLIGHT = 25;

let platform: TestPlatform;
beforeAll(async () => {
  platform = await bootTestPlatform("security_otp");
});
afterAll(async () => {
  agent.destroy();
  await platform?.close();
});

const db = () => platform.running.platform.db;

/**
 * The attacker's client: plain node:http over kept-alive sockets (fetch in the same process as
 * the server costs more than the server does). Answers status and message.
 */
const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
function guess(code: string, mobile: string, verification: string): Promise<{ status: number; message: string }> {
  const body = JSON.stringify({ code, sMobile: mobile });
  const url = new URL(`${platform.url}/api/v1/auth/otp/verify`);
  return new Promise((resolve, reject) => {
    const req = request(
      { agent, host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), verification, "x-forwarded-for": randomIp() } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const parsed = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { message: string };
          resolve({ status: res.statusCode ?? 0, message: parsed.message });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Runs `tasks` with at most `limit` in flight. */
async function bounded<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await (tasks[i] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

it(
  "10,000 guesses: no login, at most 5 tries per code, 5 codes an hour; an unrelated account is unaffected",
  async () => {
    const victim = newIdentity();
    const mobile = `+91${victim.mobile}`;
    const register = await new ApiClient(platform.url).post("/auth/register", {
      sUserName: victim.userName,
      sEmail: victim.email,
      sMobile: mobile,
      sPassword: victim.password,
      eGender: "male",
    });
    expect(register.status).toBe(200);
    const bystander = await registerPlayer(platform.url);

    const outcomes = new Map<string, number>();
    const started = Date.now();
    let logins = 0;
    let verification = register.headers.get("verification") ?? "";
    const bystanderChecks: Promise<void>[] = [];

    for (let round = 0; round < ROUNDS; round++) {
      if (round > 0) {
        // An hour's worth of the attacker asking for new codes, the countdown (180 s) passing each time.
        await db().execute(sql`UPDATE otp_challenges SET sent_at = sent_at - interval '181 seconds', expires_at = expires_at - interval '181 seconds' WHERE destination = ${mobile}`);
        const resend = await new ApiClient(platform.url).post("/auth/otp/resend", { sMobile: mobile });
        expect(resend.status, `resend before round ${round + 1}`).toBe(200);
        verification = resend.headers.get("verification") ?? "";
      }
      const right = await latestOtp(platform.url, mobile);
      const wrong = new Set<string>();
      while (wrong.size < GUESSES / ROUNDS - 1) {
        const code = String(randomInt(10_000)).padStart(4, "0");
        if (code !== right) wrong.add(code);
      }
      const guesses = [...wrong, right];
      const tasks = guesses.map((code) => async () => {
        const res = await guess(code, mobile, verification);
        if (res.status === 200) logins += 1;
        const key = `${res.status} ${res.message}`;
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      });
      // The bystander carries on in the middle of each round.
      bystanderChecks.push(
        (async () => {
          const c = new ApiClient(platform.url);
          expect((await c.login(bystander.email, bystander.password)).status).toBe(200);
          expect((await c.get("/profile")).status).toBe(200);
        })(),
      );
      await bounded(tasks, IN_FLIGHT);
      const row = (await db().execute(sql`SELECT attempts, consumed_at FROM otp_challenges WHERE id = ${verification}::uuid`)) as unknown as { attempts: number; consumed_at: Date | null }[];
      expect(row[0]?.attempts, `round ${round + 1} attempts`).toBe(5);
      expect(row[0]?.consumed_at).toBeNull();
    }
    const seconds = (Date.now() - started) / 1000;
    await Promise.all(bystanderChecks);

    expect(logins).toBe(0);
    expect(outcomes.get("400 Invalid OTP.")).toBe(ROUNDS * 5);
    expect(outcomes.get("400 Too many wrong attempts. Please request a new OTP.")).toBe(GUESSES - ROUNDS * 5);
    const sixth = await new ApiClient(platform.url).post("/auth/otp/resend", { sMobile: mobile });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe("Please wait 180 seconds before requesting a new OTP.".replace("180", String(sixth.body.message.match(/\d+/)?.[0])));
    const profile = await one(`SELECT is_mobile_verified FROM users WHERE mobile = '${victim.mobile}'`);
    expect(profile?.["is_mobile_verified"]).toBe(false);

    // The unrelated account still gets and uses a reset code.
    const c = new ApiClient(platform.url);
    const forgot = await c.post("/auth/password/forgot", { sEmail: `+91${bystander.mobile}` });
    expect(forgot.status).toBe(200);
    const code = await latestOtp(platform.url, `+91${bystander.mobile}`);
    const reset = await c.post("/auth/password/reset", { sPassword: "After@2024", nOTP: code }, { verification: forgot.headers.get("verification") ?? "" });
    expect(reset.status).toBe(200);
    expect((await new ApiClient(platform.url).login(bystander.email, "After@2024")).status).toBe(200);
    console.log(`OTP brute force: ${GUESSES} guesses over HTTP in ${seconds.toFixed(1)} s (${(GUESSES / seconds).toFixed(0)}/s, ${IN_FLIGHT} in flight); outcomes ${JSON.stringify(Object.fromEntries(outcomes))}`);
  },
  600_000,
);

async function one(query: string): Promise<Record<string, unknown> | undefined> {
  const rows = (await db().execute(sql.raw(query))) as unknown as Record<string, unknown>[];
  return rows[0];
}
