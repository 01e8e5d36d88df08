import { queryRows, type Db } from "@rummy/db";
import { forgetCachedSettings } from "@rummy/game-server/services/profile/settings";
import { sql, type SQL } from "drizzle-orm";
import type { TestPlatform } from "../../support/platform.ts";

/** Account suites: direct database access for arranging time and operator actions. */
export const dbOf = (p: TestPlatform): Db => p.running.platform.db;

/**
 * Moves every code sent to `destination` back in time by `seconds` (sent and expiry alike), as if
 * that much time had passed: the resend countdown ends and the live code expires with it.
 */
export async function letTimePass(p: TestPlatform, destination: string, seconds = 181): Promise<void> {
  await dbOf(p).execute(
    sql`UPDATE otp_challenges SET sent_at = sent_at - make_interval(secs => ${seconds}), expires_at = expires_at - make_interval(secs => ${seconds}) WHERE destination = ${destination}`,
  );
}

/** Merges keys into the `compliance` settings row as an operator would, and drops the 1 s settings cache. */
export async function setCompliance(p: TestPlatform, patch: Record<string, unknown>): Promise<void> {
  await dbOf(p).execute(sql`UPDATE settings SET value = value || ${JSON.stringify(patch)}::jsonb WHERE key = 'compliance'`);
  forgetCachedSettings(dbOf(p));
}

/** The first row of a query (or undefined). */
export async function one<T extends Record<string, unknown>>(p: TestPlatform, query: SQL): Promise<T | undefined> {
  return (await queryRows<T>(dbOf(p), query))[0];
}
