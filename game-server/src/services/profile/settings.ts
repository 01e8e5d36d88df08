import { DEFAULT_ACCOUNT_SETTINGS, DEFAULT_COMPLIANCE, type AccountSettings, type CompliancePolicy } from "@rummy/db";
import type { Db } from "@rummy/db";
import { readSettingValues } from "./repository.ts";

const ACCOUNT_KEYS = Object.keys(DEFAULT_ACCOUNT_SETTINGS) as (keyof AccountSettings)[];
const KEYS = [...ACCOUNT_KEYS, "compliance"];

/**
 * Settings are read on every `GET /setting`, location check and cash gate, and change only when
 * an operator runs SQL, so one read is shared for this long. An operator's edit is seen by every
 * process within a second.
 */
export const SETTINGS_CACHE_MS = 1000;

const cache = new WeakMap<Db, { readAt: number; rows: Promise<ReadonlyMap<string, unknown>> }>();

function settingRows(db: Db): Promise<ReadonlyMap<string, unknown>> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.readAt < SETTINGS_CACHE_MS) return cached.rows;
  const rows = readSettingValues(db, KEYS);
  cache.set(db, { readAt: Date.now(), rows });
  // A failed read is not remembered: the next call asks the database again.
  rows.catch(() => cache.delete(db));
  return rows;
}

/** Tests (and anything that has just written settings) read the new values at once. */
export function forgetCachedSettings(db: Db): void {
  cache.delete(db);
}

export interface PublicSettings extends AccountSettings {
  /** The compliance policy as players may see it (DESIGN.md "Compliance"). */
  oCompliance: Pick<CompliancePolicy, "moneyGamesEnabled" | "withdrawalsEnabled" | "restrictedStates" | "minimumAge" | "kyc">;
}

function complianceOf(rows: ReadonlyMap<string, unknown>): CompliancePolicy {
  return { ...DEFAULT_COMPLIANCE, ...((rows.get("compliance") as Partial<CompliancePolicy> | undefined) ?? {}) };
}

/** The operator's contact details; a field an operator left out or mistyped keeps its (demo) default. */
function operatorOf(value: unknown): AccountSettings["oOperator"] {
  const def = DEFAULT_ACCOUNT_SETTINGS.oOperator;
  const v = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const text = (x: unknown, fallback: string) => (typeof x === "string" && x.trim() !== "" ? x.trim() : fallback);
  return {
    sSupportPhone: text(v["sSupportPhone"], def.sSupportPhone),
    sSupportEmail: text(v["sSupportEmail"], def.sSupportEmail),
    bDemo: typeof v["bDemo"] === "boolean" ? v["bDemo"] : def.bDemo,
  };
}

/** SPEC.md's account data and the compliance policy, as operators last set them. */
export async function readPublicSettings(db: Db): Promise<PublicSettings> {
  const rows = await settingRows(db);
  const account = Object.fromEntries(ACCOUNT_KEYS.map((k) => [k, rows.get(k) ?? DEFAULT_ACCOUNT_SETTINGS[k]])) as unknown as AccountSettings;
  const compliance = complianceOf(rows);
  return {
    ...account,
    oOperator: operatorOf(rows.get("oOperator")),
    oCompliance: {
      moneyGamesEnabled: compliance.moneyGamesEnabled,
      withdrawalsEnabled: compliance.withdrawalsEnabled,
      restrictedStates: compliance.restrictedStates,
      minimumAge: compliance.minimumAge,
      kyc: compliance.kyc,
    },
  };
}

export async function readCompliance(db: Db): Promise<CompliancePolicy> {
  return complianceOf(await settingRows(db));
}

/** SPEC.md's issue list for problem reports (`aReportDropDown`). */
export async function readReportCategories(db: Db): Promise<string[]> {
  const value = (await settingRows(db)).get("aReportDropDown");
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : DEFAULT_ACCOUNT_SETTINGS.aReportDropDown;
}
