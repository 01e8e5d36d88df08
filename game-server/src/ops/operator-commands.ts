import { queryRows, type DbHandle } from "@rummy/db";
import { sql } from "drizzle-orm";
import { insertTournament } from "../services/tournaments/repository.ts";
import type { TournamentFile } from "./tournament-file.ts";

/**
 * What `npm run operator` does, on either database (DbHandle is the same for PGlite and
 * PostgreSQL). The server reads settings on each request that needs them, so on PostgreSQL a
 * change applies to a running server at once.
 */

export class OperatorError extends Error {}

const NOT_STARTED = "This database has no settings yet: start the platform once (npm start) so it creates and seeds them.";

/** PostgreSQL's "relation does not exist", as postgres.js and PGlite both report it. */
function isMissingTable(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return code === "42P01";
}

async function guarded<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isMissingTable(error)) throw new OperatorError(NOT_STARTED);
    throw error;
  }
}

export async function setCashPlay(handle: DbHandle, on: boolean): Promise<void> {
  const rows = await guarded(() =>
    queryRows<{ key: string }>(
      handle.db,
      sql`UPDATE settings SET value = jsonb_set(value, '{moneyGamesEnabled}', ${on ? sql`'true'` : sql`'false'`}::jsonb), updated_at = now()
          WHERE key = 'compliance' RETURNING key`,
    ),
  );
  if (rows.length === 0) throw new OperatorError(NOT_STARTED);
}

/** `30m`, `2h`, `1h30m`, `1d`: minutes, at least 1 and at most 7 days. */
export function parseDuration(text: string): number {
  const match = /^(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?$/.exec(text.trim());
  const minutes = match && text.trim() !== "" ? Number(match[1] ?? 0) * 1440 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0) : NaN;
  if (!Number.isFinite(minutes) || minutes < 1 || minutes > 7 * 1440) {
    throw new OperatorError(`"${text}" is not a duration: write minutes, hours or days such as 30m, 2h, 1h30m or 1d (at most 7d), or "off".`);
  }
  return minutes;
}

/** Starts maintenance now with `endsAt` as the end players are shown; null ends it. */
export async function setMaintenance(handle: DbHandle, endsAt: Date | null): Promise<void> {
  const value = endsAt
    ? { eMode: "enabled", eState: "running", dEndAt: endsAt.toISOString().replace(/\.\d{3}Z$/, "Z") }
    : { eMode: "disabled", eState: "finished", dEndAt: null };
  const rows = await guarded(() =>
    queryRows<{ key: string }>(
      handle.db,
      sql`UPDATE settings SET value = ${JSON.stringify(value)}::jsonb, updated_at = now() WHERE key = 'oMaintenance' RETURNING key`,
    ),
  );
  if (rows.length === 0) throw new OperatorError(NOT_STARTED);
}

export interface SettingRow {
  readonly key: string;
  readonly value: unknown;
  readonly updatedAt: string;
}

export async function readSettings(handle: DbHandle): Promise<SettingRow[]> {
  const rows = await guarded(() =>
    queryRows<{ key: string; value: string; updated_at: unknown }>(handle.db, sql`SELECT key, value::text AS value, updated_at FROM settings ORDER BY key`),
  );
  return rows.map((r) => ({
    key: r.key,
    value: JSON.parse(r.value) as unknown,
    updatedAt: r.updated_at instanceof Date ? r.updated_at.toISOString() : String(r.updated_at),
  }));
}

export async function addTournament(handle: DbHandle, file: TournamentFile): Promise<string> {
  const { rounds, prizes, ...t } = file;
  const id = await guarded(() =>
    insertTournament(
      handle.db,
      {
        ...t,
        entryFeePaise: BigInt(t.entryFeePaise),
        guaranteedPaise: BigInt(t.guaranteedPaise),
        registrationOpensAt: new Date(t.registrationOpensAt),
        registrationClosesAt: new Date(t.registrationClosesAt),
        startsAt: new Date(t.startsAt),
        state: "scheduled",
      },
      rounds.map((r, i) => ({ ...r, roundNo: i + 1 })),
      prizes.map((p) => ({ ...p, amountPaise: BigInt(p.amountPaise), ticketValuePaise: BigInt(p.ticketValuePaise) })),
    ),
  );
  if (!id) throw new OperatorError(`Series "${t.seriesKey ?? ""}" already has a tournament starting at ${t.startsAt}: nothing added.`);
  return id;
}
