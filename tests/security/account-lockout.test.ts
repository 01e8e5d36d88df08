import { queryRows } from "@rummy/db";
import { sql } from "drizzle-orm";
import type { Clock } from "@rummy/game-server/platform/ports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, latestOtp, outbox, registerPlayer, type ApiResponse, type TestPlayer } from "../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../support/platform.ts";

/**
 * A stranger cannot lock an account (issue 14, item 7). Wrong passwords from a few addresses
 * (X-Forwarded-For stands in for them: the platform trusts the proxy header here) slow those
 * addresses down with growing delays; the owner still gets in, with an OTP to their phone once the
 * account is under attack; the attacker gains nothing, not even with the right password.
 *
 * The throttle measures its waits by the platform clock, and here that clock stands still unless
 * the test advances it: a 1-second wait cannot run out while a slow login request is in flight, so
 * every 429 this file expects is one, however loaded the machine. The clock starts at the real
 * time and only ever moves forward, so what else reads it stays sound beside what reads real time
 * (the JWT, Fastify's per-address limit, the database's `now()`): sessions and OTPs it stamps end
 * later than they would, never earlier; only an OTP's resend countdown, counted from the
 * database's send time, looks shorter, and no test here waits on one. Only the last test moves
 * the clock far (a day), which nothing after it in this file relies on.
 */

let offsetMs = 0;
const start = Date.now();
const clock: Clock = { now: () => new Date(start + offsetMs) };

/** Time passes for the platform: every counter's wait and memory, at once. */
function letTimePass(seconds: number): void {
  offsetMs += seconds * 1000;
}

let platform: TestPlatform;
beforeAll(async () => {
  platform = await bootTestPlatform("security_lockout", {}, { clock });
});
afterAll(async () => platform?.close());

const db = () => platform.running.platform.db;
const plus91 = (mobile: string) => `+91${mobile}`;
const WRONG = "Wrong@1234";
const THROTTLED = /^Too many attempts\. Please try again in (\d+) (seconds?|minutes)\.$/;
const UNDER_ATTACK = "We have seen many failed login attempts on your account. Enter the OTP sent to your mobile number to log in.";

/** The seconds a 429 asks for: the Retry-After header, which must agree with the message (whole minutes from 2 minutes on). */
function retryAfter(res: ApiResponse): number {
  expect(res.status).toBe(429);
  const match = THROTTLED.exec(res.body.data.message as string);
  expect(match, res.body.message).not.toBeNull();
  const seconds = Number(res.headers.get("retry-after"));
  expect(match?.[2] === "minutes" ? Math.ceil(seconds / 60) : seconds).toBe(Number(match?.[1]));
  expect(res.body.data["nRetryAfter"]).toBe(seconds);
  return seconds;
}

const attackers = (n: number) => Array.from({ length: n }, () => new ApiClient(platform.url));

describe("wrong passwords from many addresses", () => {
  let owner: TestPlayer;
  const gang = () => attackers(5);

  beforeAll(async () => {
    owner = await registerPlayer(platform.url);
  });

  it("100 of them: each address meets growing delays, none is a lock, and the owner logs in with an OTP", async () => {
    const five = gang();
    const seen = five.map(() => ({ statuses: [] as number[], delays: [] as number[] }));
    // 20 each: all the login route's per-address limit lets one address send in a minute. The
    // five guess side by side, one round at a time, because time passes for all of them at once:
    // each address has had the same tries, so each must get the same answer, and after a wait
    // the clock moves on by exactly that wait.
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all(five.map((attacker) => attacker.login(plus91(owner.mobile), WRONG)));
      const waits: number[] = [];
      answers.forEach((res, i) => {
        seen[i]?.statuses.push(res.status);
        if (res.status === 429) {
          const seconds = retryAfter(res);
          seen[i]?.delays.push(seconds);
          waits.push(seconds);
        } else {
          expect(res.body.message).toBe("Invalid credentials");
        }
      });
      expect(new Set(answers.map((res) => res.status)).size, `round ${round + 1}: every address answered alike`).toBe(1);
      expect(new Set(waits).size, `round ${round + 1}: waits ${waits.join(", ")}`).toBeLessThanOrEqual(1);
      if (waits[0] !== undefined) letTimePass(waits[0]);
    }
    for (const { statuses, delays } of seen) {
      // Five tries for free, then every other answer is a wait: the wait is served, one more
      // guess is judged, and the next wait is longer.
      expect(statuses.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 429]);
      expect(statuses.filter((s) => s !== 400 && s !== 429)).toEqual([]);
      expect(delays[0]).toBe(1);
      for (let i = 1; i < delays.length; i++) expect(delays[i], `wait ${i + 1} of ${delays.join(", ")}`).toBeGreaterThan(delays[i - 1] ?? 0);
      expect(delays.at(-1)).toBeGreaterThanOrEqual(64);
    }

    // The owner, from their own address, with the right password: the account is under attack,
    // so the password alone is not enough, and the OTP goes to the owner's phone.
    const mobile = plus91(owner.mobile);
    const before = (await outbox(platform.url, mobile)).length;
    const step = await owner.client.post("/auth/login/simple", { sMobile: mobile, sPassword: owner.password });
    expect(step.status, step.body.message).toBe(403);
    expect(step.body.message).toBe(UNDER_ATTACK);
    expect(step.body.data["code"]).toBe("auth/under_attack");
    expect(step.headers.get("authorization")).toBeNull();
    const verification = step.headers.get("verification") ?? "";
    expect(verification).toMatch(/^[0-9a-f-]{36}$/);
    const sms = await outbox(platform.url, mobile);
    expect(sms).toHaveLength(before + 1);
    expect(sms[0]?.sBody).toMatch(/^\d{4} is your Rummy login code\./);

    const code = await latestOtp(platform.url, mobile);
    const verified = await owner.client.post("/auth/otp/verify", { code, sMobile: mobile }, { verification });
    expect(verified.status, verified.body.message).toBe(200);
    owner.client.token = verified.headers.get("authorization") ?? undefined;
    expect((await owner.client.get("/profile")).status).toBe(200);

    // Logging in by e-mail from a new address goes the same way, and never answers a lock.
    const elsewhere = new ApiClient(platform.url);
    const byEmail = await elsewhere.login(owner.email, owner.password);
    expect(byEmail.status).toBe(403);
    expect(byEmail.body.message).toBe(UNDER_ATTACK);
  });

  it("the attacker gains nothing from the right password: a wait first, then an OTP it does not have", async () => {
    const victim = await registerPlayer(platform.url);
    const mobile = plus91(victim.mobile);
    const five = gang();
    for (const attacker of five) {
      for (let i = 0; i < 5; i++) expect((await attacker.login(mobile, WRONG)).status).toBe(400);
    }
    // The last address to fail is the one that comes back, while its wait still runs.
    const first = five[4] as ApiClient;
    // During its wait an address is not even heard: the right password gets the same 429.
    const waiting = await first.login(mobile, victim.password);
    expect(retryAfter(waiting)).toBe(1);
    expect(waiting.headers.get("authorization")).toBeNull();

    letTimePass(1);
    const sent = (await outbox(platform.url, mobile)).length;
    const right = await first.login(mobile, victim.password);
    expect(right.status).toBe(403);
    expect(right.body.message).toBe(UNDER_ATTACK);
    expect(right.headers.get("authorization")).toBeNull();
    // The code went to the owner's phone, not to the attacker; a guess is just a wrong OTP.
    expect(await outbox(platform.url, mobile)).toHaveLength(sent + 1);
    const code = await latestOtp(platform.url, mobile);
    const guess = code === "0000" ? "0001" : "0000";
    const verification = right.headers.get("verification") ?? "";
    const guessed = await first.post("/auth/otp/verify", { code: guess, sMobile: mobile }, { verification });
    expect(guessed.status).toBe(400);
    expect(guessed.headers.get("authorization")).toBeNull();

    // The right password did not clear the address's counter: the next try waits longer.
    expect(retryAfter(await first.login(mobile, victim.password))).toBe(2);

    // Another account on the attacking address is not held up by the victim's counters.
    const neighbour = await registerPlayer(platform.url);
    const shared = new ApiClient(platform.url, first.ip);
    expect((await shared.login(neighbour.email, neighbour.password)).status).toBe(200);
  });
});

describe("counters", () => {
  it("count each try before the password is judged: of 20 parallel tries from one address, 5 are judged", async () => {
    const p = await registerPlayer(platform.url);
    const c = new ApiClient(platform.url);
    const answers = await Promise.all(Array.from({ length: 20 }, () => c.login(plus91(p.mobile), WRONG)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(400), ...Array<number>(15).fill(429)]);
    for (const a of answers.filter((x) => x.status === 429)) expect(retryAfter(a)).toBeGreaterThanOrEqual(1);
  });

  it("a successful login resets the address's counter", async () => {
    const p = await registerPlayer(platform.url);
    const mobile = plus91(p.mobile);
    const c = new ApiClient(platform.url);
    for (let i = 0; i < 5; i++) expect((await c.login(mobile, WRONG)).status).toBe(400);
    expect(retryAfter(await c.login(mobile, WRONG))).toBe(1);
    letTimePass(1);
    // Six tries on this account in all: below the account's ceiling, so no OTP is needed.
    expect((await c.login(mobile, p.password)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await c.login(mobile, WRONG)).status, `wrong password ${i + 1} after the login`).toBe(400);
    expect(retryAfter(await c.login(mobile, WRONG))).toBe(1);
  });

  it("expire after a quiet day, and expired rows are swept", async () => {
    const p = await registerPlayer(platform.url);
    const mobile = plus91(p.mobile);
    const five = attackers(5);
    for (const attacker of five) {
      for (let i = 0; i < 5; i++) expect((await attacker.login(mobile, WRONG)).status).toBe(400);
      expect(retryAfter(await attacker.login(mobile, WRONG))).toBe(1);
    }
    letTimePass(24 * 3600 + 1);

    // The same address starts again from five free tries, and the owner needs no OTP any more.
    const [first] = five as [ApiClient];
    for (let i = 0; i < 5; i++) expect((await first.login(mobile, WRONG)).status, `try ${i + 1} after a day`).toBe(400);
    expect(retryAfter(await first.login(mobile, WRONG))).toBe(1);
    expect((await new ApiClient(platform.url).login(mobile, p.password)).status).toBe(200);

    // Recording those failures swept the other four addresses' rows, a day old by the platform's
    // clock (and every other row that old): the database's own now() is a day behind it.
    const now = clock.now().toISOString();
    const rows = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM login_throttle WHERE last_attempt_at < ${now}::timestamptz - interval '24 hours'`,
    );
    expect(rows[0]?.n).toBe(0);
    const others = five.slice(1).map((attacker) => attacker.ip);
    const left = await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM login_throttle WHERE source IN ${others}`);
    expect(left[0]?.n).toBe(0);
  });
});
