import { seedDemoData } from "@rummy/game-server/demo/seed-demo";
import { DEMO_PASSWORD, DEMO_PLAYERS } from "@rummy/game-server/demo/demo-players";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ApiClient } from "../../support/accounts.ts";
import { bootTestPlatform, type TestPlatform } from "../../support/platform.ts";
import { one } from "./support.ts";

/** The demo players `npm start` seeds outside production (game-server/ACCOUNTS.md "Demo logins"). */

let platform: TestPlatform;
beforeAll(async () => {
  platform = await bootTestPlatform("account_demo", { SEED_DEMO_DATA: "true" });
});
afterAll(async () => platform?.close());

it.each(DEMO_PLAYERS.map((p) => ({ mobile: p.mobile, userName: p.userName })))("$userName logs in with +91$mobile / Demo@1234", async ({ mobile, userName }) => {
  const c = new ApiClient(platform.url);
  const res = await c.login(`+91${mobile}`, DEMO_PASSWORD);
  expect(res.status).toBe(200);
  const profile = await c.get<{ sUserName: string; isMobileVerified: boolean; isEmailVerified: boolean }>("/profile");
  expect(profile.body.data).toMatchObject({ sUserName: userName, isMobileVerified: true, isEmailVerified: true });
});

it("demo2 has approved KYC and locked bank details", async () => {
  const c = new ApiClient(platform.url);
  await c.login("demo2@example.com", DEMO_PASSWORD);
  const profile = await c.get<{ oKYC: { eState: string }; oBanking: { bLocked: boolean; sAccountHolderName: string } }>("/profile");
  expect(profile.body.data.oKYC.eState).toBe("approved");
  expect(profile.body.data.oBanking).toMatchObject({ bLocked: true, sAccountHolderName: "DEMO PLAYER TWO" });
});

it("seeding again changes nothing", async () => {
  const count = async () => (await one<{ n: number }>(platform, sql`SELECT count(*)::int AS n FROM users`))?.n;
  const before = await count();
  await seedDemoData(platform.running.platform);
  await seedDemoData(platform.running.platform);
  expect(await count()).toBe(before);
  expect(before).toBe(DEMO_PLAYERS.length);
});
