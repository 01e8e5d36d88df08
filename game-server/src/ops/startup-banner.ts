import { queryRows, type Db } from "@rummy/db";
import { sql } from "drizzle-orm";
import type { Config } from "../config.ts";
import { DEMO_PASSWORD, DEMO_PLAYERS } from "../demo/demo-players.ts";

/**
 * What `npm start` prints once the platform is up: where each thing a newcomer needs lives, and
 * whether cash play is on (read from the settings, so it is what the server enforces).
 */
export interface BannerFacts {
  readonly url: string;
  readonly version: string;
  readonly database: string;
  readonly config: Pick<Config, "OTP_SENDER" | "PAYMENTS_PROVIDER" | "PAYOUTS_PROVIDER" | "isProduction" | "seedDemoData">;
  /** null: the compliance setting could not be read. */
  readonly cashPlayOn: boolean | null;
}

export async function readCashPlay(db: Db): Promise<boolean | null> {
  try {
    const rows = await queryRows<{ on: boolean | null }>(db, sql`SELECT (value->>'moneyGamesEnabled')::boolean AS on FROM settings WHERE key = 'compliance'`);
    return rows[0]?.on ?? null;
  } catch {
    return null;
  }
}

export function startupBanner(f: BannerFacts): string {
  const { config } = f;
  const rows: [string, string][] = [
    ["Site", f.url],
    ["API docs", `${f.url}/api/docs`],
  ];
  if (config.OTP_SENDER === "sandbox" && !config.isProduction) rows.push(["Dev outbox", `${f.url}/api/v1/dev/outbox/page (every OTP and mail)`]);
  if ((config.PAYMENTS_PROVIDER === "sandbox" || config.PAYOUTS_PROVIDER === "sandbox") && !config.isProduction) {
    rows.push(["Sandbox gateway", `${f.url}/api/v1/sandbox/gateway (approve or decline payments)`]);
  }
  if (config.seedDemoData) rows.push(["Demo logins", `${DEMO_PLAYERS.map((p) => `${p.userName} (${p.mobile})`).join(", ")}, password ${DEMO_PASSWORD}`]);
  const cash = f.cashPlayOn === null ? "unknown (settings unreadable)" : f.cashPlayOn ? "ON" : "OFF (practice chips only)";
  rows.push(["Cash play", `${cash}; switch with: npm run operator -- cash on|off`]);
  rows.push(["Database", f.database]);
  const width = Math.max(...rows.map(([label]) => label.length));
  return [`  Rummy platform ${f.version} ready`, ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`)].join("\n");
}
