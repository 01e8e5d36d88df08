import { queryRows } from "@rummy/db";
import { sql } from "drizzle-orm";
import type { Clock } from "@rummy/game-server/platform/ports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, registerPlayer } from "../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../support/platform.ts";

/**
 * A login ends after 7 days without a request, or 30 days after it began however busy (ASVS
 * 7.3.1), judged by the platform's clock: the one that stamped the session when it opened. Here
 * that clock moves only when the test says so, and only forward, so days pass in a moment. (The
 * JWT's own expiry reads real time, and 30 real days do not pass here.)
 */

const DAY_S = 24 * 3600;
let offsetMs = 0;
const start = Date.now();
const clock: Clock = { now: () => new Date(start + offsetMs) };
const letTimePass = (seconds: number) => {
  offsetMs += seconds * 1000;
};

let platform: TestPlatform;
beforeAll(async () => {
  platform = await bootTestPlatform("security_session_clock", {}, { clock });
});
afterAll(async () => platform?.close());

/** The session's last-seen time as stored, once a request has refreshed it to the clock's now. */
async function seenAt(token: string | undefined, expected: Date): Promise<void> {
  const db = platform.running.platform.db;
  const payload = JSON.parse(Buffer.from((token ?? "").split(".")[1] ?? "", "base64url").toString("utf8")) as { sid: string };
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await queryRows<{ seen: Date }>(db, sql`SELECT last_seen_at AS seen FROM sessions WHERE id = ${payload.sid}::uuid`);
    if (row && new Date(row.seen).getTime() === expected.getTime()) return;
    if (Date.now() > deadline) throw new Error(`last_seen_at is ${String(row?.seen)}, expected ${expected.toISOString()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("a session judged by the platform clock", () => {
  it("ends after 7 idle days, and a request before then keeps it alive", async () => {
    const player = await registerPlayer(platform.url);
    expect((await player.client.get("/profile")).status).toBe(200);
    letTimePass(6 * DAY_S);
    expect((await player.client.get("/profile")).status).toBe(200);
    await seenAt(player.client.token, clock.now());
    letTimePass(6 * DAY_S);
    // Twelve days since the login, six since the last request: still live.
    expect((await player.client.get("/profile")).status).toBe(200);
    await seenAt(player.client.token, clock.now());
    letTimePass(7 * DAY_S + 1);
    const idle = await player.client.get("/profile");
    expect(idle.status).toBe(401);
    expect(idle.body.message).toBe("Authentication Error, Please try logging again");
  });

  it("ends 30 days after the login however often the player comes back", async () => {
    const player = await registerPlayer(platform.url);
    for (let day = 6; day < 30; day += 6) {
      letTimePass(6 * DAY_S);
      expect((await player.client.get("/profile")).status, `day ${day}`).toBe(200);
      await seenAt(player.client.token, clock.now());
    }
    letTimePass(6 * DAY_S);
    expect((await player.client.get("/profile")).status).toBe(401);
    // A new login is a new session, good again.
    const again = new ApiClient(platform.url);
    const login = await again.login(`+91${player.mobile}`, player.password);
    expect(login.status, login.body.message).toBe(200);
    expect((await again.get("/profile")).status).toBe(200);
  });
});
