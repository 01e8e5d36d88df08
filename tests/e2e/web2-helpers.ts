import { paiseOfRupees } from "@rummy/shared-rules";
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { createDb } from "@rummy/db";
import { runOperation } from "@rummy/db/ledger/index";
import { sql } from "drizzle-orm";
import { openLoggedIn, registeredPlayer, type TestPlayer } from "./support/accounts.ts";

/**
 * Helpers for the web-II browser tests: players with profiles, the operator's settings (through
 * the database the global setup started, exported as E2E_DATABASE_URL), and test-only winnings.
 */
export type Player = TestPlayer & { token: string; id: string };

export const databaseUrl = () => process.env["E2E_DATABASE_URL"] || undefined;

const NO_DATABASE = "needs TEST_DATABASE_URL: operator settings are changed in the server's PostgreSQL";

/**
 * Whether the server's PostgreSQL is there for settings changes. Without it the parts that need
 * it skip on a developer's machine; in CI (CI=true or REQUIRE_REAL_PG=1) its absence is an error,
 * so a run that lost its database cannot pass by skipping the money and settings tests.
 */
export function hasDatabase(): boolean {
  if (databaseUrl()) return true;
  if (process.env["CI"] === "true" || process.env["REQUIRE_REAL_PG"] === "1") throw new Error(`CI=true or REQUIRE_REAL_PG=1, but this test ${NO_DATABASE}`);
  return false;
}

/** Tests that change operator settings need the real PostgreSQL the server uses (see hasDatabase). */
export function needsDatabase(): void {
  test.skip(!hasDatabase(), NO_DATABASE);
}

export async function withDb<T>(work: (db: ReturnType<typeof createDb>["db"]) => Promise<T>): Promise<T> {
  const url = databaseUrl();
  if (!url) throw new Error("E2E_DATABASE_URL is not set");
  const handle = createDb({ databaseUrl: url, maxConnections: 1 });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** Merges keys into a settings row, as an operator does in SQL. */
export async function patchSetting(key: string, patch: Record<string, unknown>): Promise<void> {
  await withDb((db) => db.execute(sql`UPDATE settings SET value = value || ${JSON.stringify(patch)}::jsonb WHERE key = ${key}`));
  // The server shares one settings read for up to a second (SETTINGS_CACHE_MS) and a page reads
  // the settings once at load: wait until GET /setting serves the patch.
  const field = key === "compliance" ? "oCompliance" : key;
  await expect
    .poll(
      async () => {
        const reply = (await (await fetch(`${process.env["E2E_BASE_URL"]}/api/v1/setting`)).json()) as { data?: Record<string, Record<string, unknown> | undefined> };
        const served = reply.data?.[field] ?? {};
        return Object.entries(patch).every(([k, v]) => JSON.stringify(served[k]) === JSON.stringify(v));
      },
      { message: `GET /setting serving the new ${key}` },
    )
    .toBe(true);
}

export const setMoneyGames = (on: boolean) => patchSetting("compliance", { moneyGamesEnabled: on });

export async function setMaintenance(running: boolean, minutes = 90): Promise<void> {
  const value = running ? { eMode: "enabled", eState: "running", dEndAt: new Date(Date.now() + minutes * 60_000).toISOString() } : { eMode: "disabled", eState: "finished", dEndAt: null };
  await patchSetting("oMaintenance", value);
}

/** Test setup only: winnings as an operator adjustment from the rake account, so no table play is needed. */
export async function giveWinnings(userId: string, rupees: number): Promise<void> {
  const paise = paiseOfRupees(rupees);
  const winnings = { id: `p:${userId}:winnings`, kind: "winnings", currency: "INR" as const, ownerUserId: userId, refId: null, allowNegative: false };
  const source = { id: "s:rake_revenue:INR", kind: "rake_revenue", currency: "INR" as const, ownerUserId: null, refId: null, allowNegative: true };
  await withDb((db) =>
    runOperation(db, {
      id: `e2e-winnings:${userId}:${Date.now()}`,
      kind: "test.winnings",
      userId,
      request: { amountPaise: paise },
      accounts: [winnings, source],
      plan: (ctx) => {
        ctx.transfer({ leg: "credit", debit: source.id, credit: winnings.id, amountPaise: paise, code: "adjustment" });
        return { ok: true };
      },
    }),
  );
}

/** A registered, verified player with a full name and date of birth (deposits need an adult's age). */
export async function adultPlayer(request: APIRequestContext, fullName = "Test Player"): Promise<Player> {
  const player = await registeredPlayer();
  const saved = await request.post("/api/v1/profile", { data: { sFullName: fullName, dDob: "01-15-1990" }, headers: { authorization: player.token } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const body = (await saved.json()) as { data: { _id: string } };
  return { ...player, id: body.data._id };
}

export async function open(page: Page, player: Player, path: string): Promise<void> {
  await openLoggedIn(page, player.token, path);
}

/** A PAN the sandbox verifies (any valid PAN not ending in F), unique per run. */
export function samplePan(): string {
  const letters = "ABCDEGHJKLMNPQRSTUVWXYZ";
  const pick = () => letters[Math.floor(Math.random() * letters.length)] ?? "A";
  return `${pick()}${pick()}${pick()}P${pick()}${String(Math.floor(1000 + Math.random() * 8999))}${pick()}`;
}

/** An Aadhaar the sandbox verifies: 12 digits, starting 2-9, not ending 0, 1 or 9. */
export function sampleAadhaar(): string {
  return `${2 + Math.floor(Math.random() * 7)}${String(Math.floor(Math.random() * 1e10)).padStart(10, "0")}${2 + Math.floor(Math.random() * 6)}`;
}

/** Waits for the game popup a click opens and returns its URL's query. */
export async function popupQuery(context: BrowserContext, click: () => Promise<void>): Promise<URLSearchParams> {
  const [popup] = await Promise.all([context.waitForEvent("page"), click()]);
  await popup.waitForLoadState("domcontentloaded");
  const url = new URL(popup.url());
  expect(url.pathname).toBe("/game");
  await popup.close();
  return url.searchParams;
}

/** Basic KYC (a verified PAN) through the sandbox provider: deposits need it. */
export async function verifyPan(request: APIRequestContext, player: Player): Promise<void> {
  const pan = await request.post("/api/v1/profile/zoop/kyc", { headers: { authorization: player.token }, data: { sPanNumber: samplePan(), dDOB: "15-01-1990" } });
  expect(pan.ok(), await pan.text()).toBe(true);
}

/** Full KYC (PAN and Aadhaar by OTP) through the sandbox provider: withdrawals need it. */
export async function approvedKyc(request: APIRequestContext, player: Player): Promise<void> {
  await verifyPan(request, player);
  const headers = { authorization: player.token };
  const aadhaar = sampleAadhaar();
  const sent = await request.post("/api/v1/profile/zoop/adhaar/sendOtp", { headers, data: { sAdharNumber: aadhaar } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const requestId = ((await sent.json()) as { data: { request_id: string } }).data.request_id;
  const verified = await request.post("/api/v1/profile/zoop/adhaar/verifyOtp", { headers, data: { sAdharNumber: aadhaar, nOTP: "123456", sRequestId: requestId } });
  expect(verified.ok(), await verified.text()).toBe(true);
}
